/**
 * What the rest of the server may know about a failed database call: whether the database is
 * unavailable (answered 503, retried later) and a description safe to log.
 *
 * A failed query carries the families' data: Drizzle wraps the driver's error in a DrizzleQueryError
 * whose message is the whole statement with its parameters, PGlite adds `query` and `params` to its
 * errors, and PostgreSQL's own `detail` and `where` (and some messages) quote the values refused. So
 * a database error is logged by its SQLSTATE code, constraint, table, column and the first clause
 * of the server's message only, never by serialising the error.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";

/** SQLSTATE codes that mean "the database cannot serve this now; the same request may work later". */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown, a pooler ending the connection
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, shutting down, in recovery
  "57P05", // idle_session_timeout
  "57014", // query_canceled: statement_timeout, or an administrator's pg_cancel_backend
  "25P03", // idle_in_transaction_session_timeout
  "53300", // too_many_connections
]);

/** Errors of the socket under a connection (Node's system error codes). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"]);

/**
 * node-postgres and pg-pool report a lost, refused or timed-out connection as plain Errors that only
 * their message tells apart (they carry no code).
 */
const DRIVER_CONNECTION_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect/, // connectionTimeoutMillis spent waiting for a connection
  /^Query read timeout/, // query_timeout: the server did not answer in time
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface ErrorFields {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: unknown;
  stack?: unknown;
  query?: unknown;
  params?: unknown;
}

function fields(err: unknown): ErrorFields | undefined {
  return err !== null && typeof err === "object" ? (err as ErrorFields) : undefined;
}

/** The error and the errors it wraps (`cause`), outermost first. */
function causeChain(err: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  for (let e = fields(err); e && !chain.includes(e) && chain.length < 10; e = fields(e.cause)) chain.push(e);
  return chain;
}

/** A query wrapper: Drizzle's, or anything else holding the statement and its parameters (PGlite's errors do). */
function isQueryWrapper(e: ErrorFields) {
  return e instanceof DrizzleQueryError || ("query" in e && "params" in e);
}

/** An error sent by the database server (PostgreSQL or PGlite): it has a SQLSTATE code and a severity. */
function isServerError(e: ErrorFields) {
  return typeof e.code === "string" && SQLSTATE.test(e.code) && typeof e.severity === "string";
}

function isConnectionError(e: ErrorFields) {
  if (typeof e.code === "string" && NETWORK_CODES.has(e.code)) return true;
  return typeof e.message === "string" && DRIVER_CONNECTION_MESSAGES.some((pattern) => pattern.test(e.message as string));
}

/** True when the error (or one it wraps) comes from the database or its driver. */
export function isDatabaseError(err: unknown): boolean {
  return causeChain(err).some((e) => isQueryWrapper(e) || isServerError(e) || isConnectionError(e));
}

/**
 * True when the database could not serve the request: the connection was refused, lost or ended by
 * the server, no connection came in time, or a statement or an idle transaction timed out. Such a
 * request is answered 503 and may be tried again.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return causeChain(err).some((e) => {
    if (isServerError(e)) {
      const code = e.code as string;
      return code.startsWith("08") || UNAVAILABLE_CODES.has(code);
    }
    return isConnectionError(e);
  });
}

/**
 * The part of a server or driver message before any quoted value: PostgreSQL puts the refused input
 * after a colon (`invalid input syntax for type date: "..."`) or after "at or near".
 */
function safeMessage(message: unknown): string {
  if (typeof message !== "string" || message === "") return "database error";
  return message.split(/: | at or near /)[0]!.slice(0, 200);
}

export interface DatabaseErrorLog {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Where it was thrown: the frames only, under the safe message. */
  stack: string;
}

/** A database error as it may be logged: code, constraint, table, column, a short message and where it was thrown. */
export function describeDatabaseError(err: unknown): DatabaseErrorLog {
  const chain = causeChain(err);
  // The server's error if there is one, else the innermost (the driver's); wrappers only add the statement.
  const inner = chain.findLast(isServerError) ?? chain[chain.length - 1];
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
  const type = text(inner?.name) ?? "Error";
  const message = inner ? safeMessage(inner.message) : "database error";
  // Only the frames of the outermost stack: its first lines repeat the message, statement and values.
  const frames = text(chain[0]?.stack)
    ?.split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  return {
    type,
    message,
    code: text(inner?.code),
    constraint: text(inner?.constraint),
    table: text(inner?.table),
    column: text(inner?.column),
    stack: frames ? `${type}: ${message}\n${frames}` : `${type}: ${message}`,
  };
}

/** A one-line account of an error for a status column or a log field, without any database values. */
export function safeErrorText(err: unknown): string {
  if (isDatabaseError(err)) {
    const d = describeDatabaseError(err);
    return [d.code, d.message].filter(Boolean).join(" ");
  }
  return err instanceof Error ? err.message : "unknown error";
}

/**
 * The logger's serializer for `err` (every `log.x({ err }, ...)` in the server): database errors
 * as describeDatabaseError gives them, anything else as pino's standard serializer does.
 */
export function errorLogSerializer(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (isDatabaseError(err)) return { ...describeDatabaseError(err) };
  return pino.stdSerializers.err(err);
}
