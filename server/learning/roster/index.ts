/**
 * The roster import and export as the staff route calls them (docs/api/roster.md). A real import
 * plans and writes in one transaction (one import at a time), with one audit entry `roster.imported`
 * holding the counts; a check does the same and rolls it back. Imported accounts get no mail: staff
 * send the set-password invitations from /admin/people when the school is ready.
 */
import { sql } from "drizzle-orm";
import type { RosterReport } from "#common/schemas/learning/roster";
import { recordAudit } from "../../audit";
import type { Tx } from "../../db/client";
import { lockTimetable } from "../courses/enrolment";
import type { UploadedFile } from "./files";
import { readUpload } from "./files";
import { applyPlan, planImport, type RosterPlan } from "./import";
import type { StaffAction } from "../../actor";

export { exportRoster } from "./export";
export type { UploadedFile } from "./files";

/** Thrown to roll a check's transaction back with its report. */
class CheckDone extends Error {
  constructor(readonly report: RosterPlan["report"]) {
    super("roster check rolled back");
  }
}

export async function importRoster({ db, actor, now }: StaffAction, files: readonly UploadedFile[], dryRun: boolean): Promise<RosterReport> {
  const started = performance.now();
  const texts = readUpload(files);
  const ctx = { actorId: actor.id, now };
  const durationMs = () => Math.round(performance.now() - started);
  // A check runs the import itself and rolls it back, so what it reports (a full class, a clash) is
  // decided exactly as the import decides it. One import or check at a time; the timetable lock
  // before any class row lock, as every timetable change takes them.
  const run = async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('roster-import'))`);
    await lockTimetable(tx);
    const plan = await planImport(tx, texts, ctx);
    await applyPlan(tx, plan, ctx);
    return plan.report;
  };
  if (dryRun) {
    try {
      await db.transaction(async (tx) => {
        throw new CheckDone(await run(tx));
      });
    } catch (err) {
      if (err instanceof CheckDone) return { dryRun: true, ...err.report, durationMs: durationMs() };
      throw err;
    }
  }
  const report = await db.transaction(async (tx) => {
    const report = await run(tx);
    const { totals, files: perFile } = report;
    await recordAudit(tx, actor, {
      action: "roster.imported",
      targetId: now.toISOString(),
      summary: `Imported a OneRoster roster: ${totals.create} created, ${totals.update} updated, ${totals.unchanged} unchanged, ${totals.skip} skipped, ${totals.refuse} refused.`,
      detail: { totals, files: perFile },
    });
    return report;
  });
  return { dryRun: false, ...report, durationMs: durationMs() };
}
