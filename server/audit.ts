/**
 * The audit log of staff actions (table audit_log). Write the entry in the same transaction as the
 * change it records, so there is never a change without its entry or an entry without its change.
 * Every event is one of AUDIT_EVENTS (./audit-events.ts), its detail checked against its schema.
 */
import type { Actor } from "./actor";
import { AUDIT_EVENTS, checkedDetail, type AuditEvent } from "./audit-events";
import type { Db } from "./db/client";
import { auditLog } from "./db/schema";

export type { AuditAction, AuditEvent, AuditTargetType } from "./audit-events";

type Executor = Pick<Db, "insert">;

export async function recordAudit(db: Executor, actor: Actor, event: AuditEvent): Promise<void> {
  const targetType = AUDIT_EVENTS[event.action].target;
  await db.insert(auditLog).values({
    actorUserId: actor.id,
    actorUsername: actor.username,
    actorRole: actor.role,
    action: event.action,
    targetType,
    targetId: event.targetId,
    summary: event.summary,
    detail: checkedDetail(event),
    ip: actor.ip,
  });
  actor.log.info({ audit: event.action, actor: actor.id, target: `${targetType}:${event.targetId}` }, `audit: ${event.action}`);
}
