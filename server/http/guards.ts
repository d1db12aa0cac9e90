/** Role checks for API routes: 401 when signed out, 403 when the role may not do this. */
import type { FastifyRequest } from "fastify";
import type { Role } from "#common/roles";
import type { SessionUser } from "../auth/sessions";
import { forbidden, unauthenticated } from "../domain-errors";

export function requireRole(request: FastifyRequest, roles: readonly Role[]): SessionUser {
  const user = request.user;
  if (!user) throw unauthenticated("Please sign in to continue.");
  if (!roles.includes(user.role)) throw forbidden("You do not have permission to do this.");
  return user;
}
