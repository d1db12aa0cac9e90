/**
 * THE parsing of a request's input (every body and query, through route(): errors become the 400
 * answer of server/errors.ts), and what public form routes add: their own per-address rate limit and
 * the honeypot check.
 */
import type { FastifyInstance } from "fastify";
import { ZodError, type ZodType } from "zod";
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE, honeypotFilled } from "#common/schemas/honeypot";
import { invalid } from "../domain-errors";

const HOUR_MS = 60 * 60 * 1000;

/** Route config: `perHour` submissions per client address (FORM_RATE_LIMIT_PER_HOUR times `factor`). */
export function formRateLimit(app: FastifyInstance, factor = 1) {
  return { rateLimit: { max: app.config.formRateLimitPerHour * factor, timeWindow: HOUR_MS } };
}

export function rejectHoneypot(body: unknown) {
  if (honeypotFilled(body)) throw invalid(HONEYPOT_MESSAGE, [{ field: HONEYPOT_FIELD, message: HONEYPOT_MESSAGE }]);
}

/**
 * Parses `body` with each schema in turn and reports every problem together, so a family sees all
 * the fields to fix at once.
 */
export function parseInput<A>(body: unknown, schema: ZodType<A>): A;
export function parseInput<A, B>(body: unknown, schema: ZodType<A>, extra: ZodType<B>): [A, B];
export function parseInput(body: unknown, schema: ZodType, extra?: ZodType) {
  const input = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  if (input !== body) throw invalid("Please check your input and try again.", [{ field: "body", message: "Expected a JSON object" }]);
  const first = schema.safeParse(input);
  const second = extra?.safeParse(input);
  const issues = [...(first.success ? [] : first.error.issues), ...(second && !second.success ? second.error.issues : [])];
  if (issues.length) throw new ZodError(issues);
  return extra ? [first.data, second!.data] : first.data;
}
