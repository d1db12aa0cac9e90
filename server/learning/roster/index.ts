/**
 * The roster import and export as the staff route calls them (docs/api/roster.md). A check plans
 * and writes nothing; a real import plans and writes in one transaction (one import at a time),
 * with one audit entry `roster.imported` holding the counts. Imported accounts get no mail: staff
 * send the set-password invitations from /admin/people when the school is ready.
 */
import { sql } from "drizzle-orm";
import type { RosterReport } from "../../../common/schemas/learning/roster";
import { recordAudit, type StaffAction } from "../../audit";
import { getSchoolSetting } from "../../settings";
import type { UploadedFile } from "./files";
import { readUpload } from "./files";
import { applyPlan, planImport } from "./import";

export { exportRoster } from "./export";
export type { UploadedFile } from "./files";

export async function importRoster({ db, request, actor, now }: StaffAction, files: readonly UploadedFile[], dryRun: boolean): Promise<RosterReport> {
  const started = performance.now();
  const texts = readUpload(files);
  const perTeacher = await getSchoolSetting(db, "class_size_per_teacher");
  const ctx = { perTeacher, actorId: actor.id, now };
  if (dryRun) {
    const plan = await planImport(db, texts, ctx);
    return { dryRun: true, ...plan.report, durationMs: Math.round(performance.now() - started) };
  }
  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('roster-import'))`);
    const plan = await planImport(tx, texts, ctx);
    await applyPlan(tx, plan);
    const { totals, files: perFile } = plan.report;
    await recordAudit(tx, request, actor, {
      action: "roster.imported",
      targetType: "roster_import",
      targetId: now.toISOString(),
      summary: `Imported a OneRoster roster: ${totals.create} created, ${totals.update} updated, ${totals.unchanged} unchanged, ${totals.skip} skipped, ${totals.refuse} refused.`,
      detail: { totals, files: perFile },
    });
    return plan.report;
  });
  return { dryRun: false, ...report, durationMs: Math.round(performance.now() - started) };
}
