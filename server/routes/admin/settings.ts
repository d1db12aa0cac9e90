/**
 * School-wide settings on /admin/settings (docs/api/admin-people.md): the idle session timeout
 * (read by every signed-in request, so a change applies to existing sessions at once), the
 * families per tour slot and the grade cut-off date. Each changed key is audited with its old and
 * new value, in the transaction that saves it.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { saveSchoolSettings, schoolSettings, settingsHistory } from "#common/api/admin/settings";
import { SETTING_KEYS, SETTING_LABELS, formatSettingValue, type SettingChange } from "#common/schemas/school-settings";
import { recordAudit } from "../../audit";
import { auditLog } from "../../db/schema";
import { route } from "../../http/route";
import { readSchoolSettings, setSetting } from "../../settings";

const HISTORY_LENGTH = 20;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function settingsAdminRoutes(app: FastifyInstance) {
  route(app, schoolSettings, async () => ({ success: true, data: await readSchoolSettings(app.db) }));

  route(app, saveSchoolSettings, async ({ actor, body: patch }) => {
    const updated = await app.db.transaction(async (tx) => {
      // One change at a time: the old value in the audit entry is the one this change replaced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('school-settings'))`);
      const current = await readSchoolSettings(tx);
      for (const key of SETTING_KEYS) {
        const next = patch[key];
        if (next === undefined || same(next, current[key])) continue;
        await setSetting(tx, key, next, actor.id);
        await recordAudit(tx, actor, {
          action: "setting.changed",
          targetId: key,
          summary: `Changed ${SETTING_LABELS[key].toLowerCase()} from ${formatSettingValue(key, current[key])} to ${formatSettingValue(key, next)}.`,
          detail: { key, old: current[key], new: next },
        });
        (current as Record<string, unknown>)[key] = next;
      }
      return current;
    });
    return { success: true, message: "Settings saved.", data: updated };
  });

  /** The latest setting changes, for admins (who cannot read the full audit log). */
  route(app, settingsHistory, async () => {
    const rows = await app.db
      .select({ id: auditLog.id, at: auditLog.at, actorUsername: auditLog.actorUsername, key: auditLog.targetId, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, "setting.changed"), eq(auditLog.targetType, "setting")))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(HISTORY_LENGTH);
    const items: SettingChange[] = rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
    return { success: true, data: items };
  });
}
