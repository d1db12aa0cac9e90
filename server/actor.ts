/**
 * Who carries out an action, as domain code sees them: plain data and a place for the audit line,
 * never the web request (issue 31). The route layer builds it from the session (server/http/route.ts).
 */
import type { Role } from "#common/roles";
import type { Db } from "./db/client";
import type { Log } from "./log";

export interface Actor {
  id: string;
  username: string;
  role: Role;
  /** The address the audit entry records. */
  ip: string;
  /** Where the audit line of an action is logged (the request's logger, tagged with its request id). */
  log: Pick<Log, "info">;
}

/** What a domain needs to carry out a staff action: the database, who acts, and when. */
export interface StaffAction {
  db: Db;
  actor: Actor;
  now: Date;
}
