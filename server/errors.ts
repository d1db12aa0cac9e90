/**
 * One error shape for every API answer: { message, errors?: [{ field, message }] }. Client errors
 * say what was wrong (a domain error, server/domain-errors.ts, answers with its kind's status); server
 * errors are logged (database errors without their values, see db/errors.ts) and answered with a
 * generic message: 503 with Retry-After when the database is unavailable (it may work again in a
 * moment), 500 otherwise. A signed-in person reads every message in their language (issue 32), a
 * signed-out one the language of the page that wrote (Content-Language): the catalogue message whose
 * English text it is, or a domain error's Phrase written in that language (common/i18n/phrase.ts).
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { wordsIn, type Words } from "#common/i18n/phrase";
import { isDatabaseUnavailable } from "./db/errors";
import { DomainError, type DomainErrorKind } from "./domain-errors";
import { contentLanguage } from "./http/negotiation";

export const CSRF_ERROR_MESSAGE = "Invalid or missing CSRF token";
export const SERVICE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again shortly.";
/** The Retry-After of a 503: a failover or a restarting database is usually back within seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** The status each kind of domain failure answers with. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  too_many: 429,
  unavailable: 503,
};

export function zodErrors(error: ZodError, say: (english: string) => string = (english) => english) {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: say(issue.message) }));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    reply.header("Cache-Control", "no-store");
    const language = request.user?.language ?? contentLanguage(request);
    const say = (words: Words) => wordsIn(language, words);
    if (error instanceof ZodError) {
      return reply.code(400).send({ message: say("Please check your input and try again."), errors: zodErrors(error, say) });
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      const errors = error.errors?.map((e) => ({ field: e.field, message: say(e.message) }));
      return reply.code(STATUS_OF_KIND[error.kind]).send({ message: say(error.words), ...(errors ? { errors } : {}) });
    }
    // Not every error's code is a string (the media server's are numbers).
    if (typeof error.code === "string" && error.code.startsWith("FST_CSRF_")) {
      return reply.code(403).send({ message: say(CSRF_ERROR_MESSAGE) });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, ...).
      return reply.code(status).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "request failed: database unavailable");
      return reply
        .code(503)
        .header("Retry-After", String(RETRY_AFTER_SECONDS))
        .send({ message: say(SERVICE_UNAVAILABLE_MESSAGE) });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: say("Internal server error") });
  });
}
