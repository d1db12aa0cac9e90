/**
 * What the server makes of a failed database call (server/db/errors.ts): which failures mean "the
 * database is unavailable" (503, try again), and what of an error may be logged (code, constraint,
 * table, column and the server's message up to the quoted value; never the statement, its
 * parameters, PostgreSQL's detail or context).
 */
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { describeDatabaseError, errorLogSerializer, isDatabaseError, isDatabaseUnavailable, safeErrorText } from "../../server/db/errors";
import { unavailable } from "../../server/domain-errors";

const PERSONAL = ["Zebedee", "zeb@family.example", "2019-02-01", "needs a quiet room"];
const STATEMENT = 'insert into "applications" ("child_first_name", "parent_email", "child_dob", "special_needs") values ($1, $2, $3, $4)';

/** An error as PostgreSQL sends it (pg's DatabaseError), with the fields the server fills in. */
function serverError(code: string, message: string, extra: Partial<pg.DatabaseError> = {}) {
  return Object.assign(new pg.DatabaseError(message, 0, "error"), { severity: "ERROR", code, ...extra });
}

/** A failed query as Drizzle throws it: the statement and its parameters around the driver's error. */
function failedQuery(cause: unknown) {
  return new DrizzleQueryError(STATEMENT, PERSONAL, cause as Error);
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection because of crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["57014", "canceling statement due to statement timeout"],
    ["25P03", "terminating connection due to idle-in-transaction timeout"],
    ["53300", "sorry, too many clients already"],
    ["08006", "connection failure"],
    ["08001", "could not connect"],
  ])("is true for the server's %s (%s), wrapped by Drizzle or not", (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(serverError(code, message)))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Query read timeout",
    "Client has encountered a connection error and is not queryable",
    "Client was closed and is not queryable",
  ])("is true for the driver's %s", (message) => {
    expect(isDatabaseUnavailable(failedQuery(new Error(message)))).toBe(true);
  });

  it("is true for a refused or reset socket", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).toBe(true);
  });

  it("is false for errors of the statement itself and for anything else", () => {
    expect(isDatabaseUnavailable(failedQuery(serverError("23505", 'duplicate key value violates unique constraint "users_email_key"')))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(serverError("22P02", 'invalid input syntax for type uuid: "x"')))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(unavailable("Uploads are full"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("describeDatabaseError", () => {
  it("keeps code, constraint, table and column, and none of the values", () => {
    const cause = serverError("23505", 'duplicate key value violates unique constraint "applications_child_key"', {
      detail: "Key (parent_email)=(zeb@family.example) already exists.",
      where: "unnamed portal parameter $1 = '...Zebedee'",
      constraint: "applications_child_key",
      table: "applications",
      schema: "public",
    });
    const described = describeDatabaseError(failedQuery(cause));
    expect(described).toMatchObject({
      type: "error",
      code: "23505",
      constraint: "applications_child_key",
      table: "applications",
      message: 'duplicate key value violates unique constraint "applications_child_key"',
    });
    const text = JSON.stringify(described);
    for (const value of PERSONAL) expect(text).not.toContain(value);
    expect(text).not.toMatch(/insert into|params|Key \(/);
    expect(described.stack).toMatch(/^error: duplicate key value[^\n]*\n\s+at /);
  });

  it("cuts the server's message before the value it quotes", () => {
    expect(describeDatabaseError(serverError("22007", 'invalid input syntax for type date: "Zebedee 2019"')).message).toBe(
      "invalid input syntax for type date",
    );
    expect(describeDatabaseError(serverError("22021", 'invalid byte sequence for encoding "UTF8": 0x00')).message).toBe(
      'invalid byte sequence for encoding "UTF8"',
    );
    expect(describeDatabaseError(serverError("42601", 'syntax error at or near "Zebedee"')).message).toBe("syntax error");
  });

  it("ignores the statement and parameters PGlite attaches to its own errors", () => {
    const pgliteError = Object.assign(serverError("23502", 'null value in column "email" of relation "users" violates not-null constraint'), {
      query: STATEMENT,
      params: PERSONAL,
      column: "email",
      table: "users",
    });
    const text = JSON.stringify(errorLogSerializer(pgliteError));
    expect(text).toContain('"code":"23502"');
    expect(text).toContain('"column":"email"');
    for (const value of PERSONAL) expect(text).not.toContain(value);
  });
});

describe("errorLogSerializer", () => {
  it("describes a database error found anywhere in the causes, without its statement", () => {
    const wrapped = new Error("loading the family failed", { cause: failedQuery(serverError("22P02", 'invalid input syntax for type uuid: "Zebedee"')) });
    const logged = errorLogSerializer(wrapped);
    expect(logged).toMatchObject({ code: "22P02", message: "invalid input syntax for type uuid" });
    const text = JSON.stringify(logged);
    for (const value of PERSONAL) expect(text).not.toContain(value);
  });

  it("serialises other errors as pino does (message and stack)", () => {
    const logged = errorLogSerializer(Object.assign(new Error("SMTP refused"), { code: "EAUTH" }));
    expect(logged).toMatchObject({ type: "Error", message: "SMTP refused", code: "EAUTH" });
    expect(logged.stack).toContain("SMTP refused");
  });
});

describe("safeErrorText", () => {
  it("gives the code and short message of a database error, and the message of any other", () => {
    expect(safeErrorText(failedQuery(serverError("57P01", "terminating connection due to administrator command")))).toBe(
      "57P01 terminating connection due to administrator command",
    );
    expect(safeErrorText(failedQuery(new Error("Connection terminated unexpectedly")))).toBe("Connection terminated unexpectedly");
    expect(safeErrorText(new Error("Greeting never received"))).toBe("Greeting never received");
    expect(isDatabaseError(new Error("Greeting never received"))).toBe(false);
  });
});
