/**
 * What every staff route (server/routes/admin/) reads from its request the same way. Not a route
 * module: route modules import helpers from outside server/routes/ (docs/architecture.md, "Boundaries").
 */
import type { FastifyRequest } from "fastify";
import { ADMIN_ROLES } from "../../common/roles";
import { requireRole } from "../auth/guards";
import type { SessionUser } from "../auth/sessions";
import { HttpError } from "../errors";
import { isUuid } from "../../common/ids";

/** The staff member acting (the scope's hook has already refused anyone else; this types it). */
export function staffActor(request: FastifyRequest): SessionUser {
  return requireRole(request, ADMIN_ROLES);
}

/** A uuid from the path, or a 404 saying `notFound` for anything that cannot be one. */
export function uuidParam(value: string, notFound: string): string {
  if (!isUuid(value)) throw new HttpError(404, notFound);
  return value;
}
