/**
 * Authentication events go to the log (ASVS 5.0 16.3.1): what happened, with the user id when there
 * is one; never a password, code, token or the name typed (the request line has the client address).
 */
import type { FastifyRequest } from "fastify";

export function authEvent(request: FastifyRequest, event: string, detail: Record<string, unknown> = {}) {
  request.log.info({ authEvent: event, ...detail }, `auth: ${event}`);
}
