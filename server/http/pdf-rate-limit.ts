/**
 * How often one person may have PDFs built (issue 30): building one takes a worker for a good part
 * of a second or more, so each person has a budget of their own, shared by every PDF route (one
 * group), counted in the database store like every limit (server/plugins/rate-limit-store.ts) so
 * that all app instances count together. The limit runs after the session is known (preHandler);
 * a request without one counts under its address.
 */
import type { FastifyRequest } from "fastify";
import { clientKey } from "../client-key";

export const PDF_REQUESTS_PER_WINDOW = 20;
export const PDF_WINDOW_MS = 10 * 60_000;

export const pdfRateLimit = {
  rateLimit: {
    max: PDF_REQUESTS_PER_WINDOW,
    timeWindow: PDF_WINDOW_MS,
    hook: "preHandler" as const,
    groupId: "pdf",
    keyGenerator: (request: FastifyRequest) => (request.user ? `person:${request.user.id}` : clientKey(request.ip)),
  },
};
