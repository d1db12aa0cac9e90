/**
 * What every staff route (server/routes/admin/) reads from its request the same way. Not a route
 * module: route modules import helpers from outside server/routes/ (docs/architecture.md, "Boundaries").
 */
import type { FastifyRequest } from "fastify";
import { ADMIN_ROLES } from "#common/roles";
import { requireRole } from "./guards";
import type { SessionUser } from "../auth/sessions";
import { isUuid } from "#common/ids";
import { notFound } from "../domain-errors";

/** The staff member acting (the scope's hook has already refused anyone else; this types it). */
export function staffActor(request: FastifyRequest): SessionUser {
  return requireRole(request, ADMIN_ROLES);
}

/** A uuid from the path, or a 404 saying `message` for anything that cannot be one. */
export function uuidParam(value: string, message: string): string {
  if (!isUuid(value)) throw notFound(message);
  return value;
}
