/**
 * The audit log of staff actions, for super_admin only (docs/api/admin-people.md): newest first,
 * searchable by text, action (or group of actions), actor and a range of days in the school's
 * time zone.
 */
import { and, count, desc, ilike, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { auditActions, auditLog as auditLogContract } from "#common/api/admin/audit";
import type { AuditEntryView } from "#common/schemas/admin-people";
import { pageWindow, type Page } from "#common/schemas/paging";
import { requireRole } from "../../http/guards";
import { auditLog } from "../../db/schema";
import { containsPattern, prefixPattern, withinSchoolDays } from "../../db/queries";
import { route } from "../../http/route";

export async function auditRoutes(app: FastifyInstance) {
  route(app, auditLogContract, async ({ request, query }) => {
    // The office reaches the scope; the log itself is the super admin's.
    requireRole(request, ["super_admin"]);
    const conditions: SQL[] = [];
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(or(ilike(auditLog.summary, pattern), ilike(auditLog.targetId, pattern), ilike(auditLog.actorUsername, pattern))!);
    }
    if (query.action) {
      // "user.created" is one action; "user" is every user.* action.
      conditions.push(or(sql`${auditLog.action} = ${query.action}`, sql`${auditLog.action} like ${prefixPattern(`${query.action}.`)}`)!);
    }
    if (query.actor) conditions.push(ilike(auditLog.actorUsername, containsPattern(query.actor)));
    conditions.push(...withinSchoolDays(auditLog.at, query.from, query.to));
    const where = conditions.length ? and(...conditions) : undefined;
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorUsername: auditLog.actorUsername,
          actorRole: auditLog.actorRole,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          summary: auditLog.summary,
        })
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      app.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const page: Page<AuditEntryView> = {
      items: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
      total: Number(total?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
    return { success: true, data: page };
  });

  /** The actions on record, for the log screen's filter. */
  route(app, auditActions, async ({ request }) => {
    requireRole(request, ["super_admin"]);
    const rows = await app.db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
    return { success: true, data: rows.map((row) => row.action) };
  });
}
