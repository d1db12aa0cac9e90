/**
 * The audit log of staff actions (table audit_log). Write the entry in the same transaction as the
 * change it records, so there is never a change without its entry or an entry without its change.
 * Never put a password, token, code or a family's message text in `detail`.
 */
import type { Actor } from "./actor";
import type { Db } from "./db/client";
import { auditLog } from "./db/schema";

export type AuditTargetType =
  | "application"
  | "user"
  | "tour_booking"
  | "contact_message"
  | "setting"
  | "school_year"
  | "subject"
  | "class"
  | "student"
  | "roster_import"
  | "standard"
  | "skill"
  | "report_card"
  | "assignment"
  | "library_folder"
  | "library_resource"
  | "conference"
  | "conference_window"
  | "message_report"
  | "attendance"
  | "submission";

export interface AuditEntry {
  /** Dotted name, e.g. "application.status_changed", "user.deactivated", "setting.changed". */
  action: string;
  targetType: AuditTargetType;
  /** The readable id where there is one (APP-..., a username, a setting key), else the row id. */
  targetId: string;
  /** One plain sentence, e.g. "Moved APP-2026-7K3QH9XM from Submitted to Under review." */
  summary: string;
  detail?: Record<string, unknown>;
}

type Executor = Pick<Db, "insert">;

export async function recordAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorUsername: actor.username,
    actorRole: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    summary: entry.summary,
    detail: entry.detail ?? null,
    ip: actor.ip,
  });
  actor.log.info({ audit: entry.action, actor: actor.id, target: `${entry.targetType}:${entry.targetId}` }, `audit: ${entry.action}`);
}
