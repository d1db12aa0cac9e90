/**
 * A child leaving the school and coming back (issue 36, "Withdraw a child"; docs/api/students.md).
 *
 * Withdrawing, from its day on: the child's open enrolments end (reason `withdrawn`), so they are off every
 * class list, register, live room and roster; their account is deactivated, so they cannot sign in and their
 * sessions end; the issued invoices are credited as the `withdrawal_tuition_credit` setting says
 * (server/billing/withdrawal-credit.ts). Nothing is deleted: the child's work, marks, attendance and messages
 * stay, readable by staff and by the guardians, who stay linked.
 *
 * Re-enrolling ends the withdrawal (the row keeps both days), clears `students.withdrawnAt` and reactivates
 * the account; the office then places the child in classes as for any child.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { childFullName } from "#common/learning/child-name";
import {
  WITHDRAWAL_MESSAGES,
  type ReEnrolmentInput,
  type StudentWithdrawalView,
  type WithdrawalCredit,
  type WithdrawalInput,
} from "#common/schemas/learning/withdrawals";
import { zonedInstant } from "#common/time-zone";
import type { StaffAction } from "../../actor";
import { recordAudit } from "../../audit";
import { revokeUserSessions } from "../../auth/sessions";
import { deleteUserVerifications } from "../../auth/verifications";
import type { Db, Tx } from "../../db/client";
import { enrolments, studentWithdrawals, students, users } from "../../db/schema";
import { conflict, invalid, notFound } from "../../domain-errors";
import { creditWithdrawal, familyYearOf } from "../../billing/withdrawal-credit";
import { schoolToday } from "../../billing/periods";
import { getSchoolSetting } from "../../settings";
import { STUDENT_NOT_FOUND } from "../access";
import { currentYear } from "./grade-classes";

export interface WithdrawalOutcome {
  childName: string;
  endedEnrolments: number;
  credits: WithdrawalCredit[];
}

async function lockedStudent(tx: Tx, id: string) {
  const [row] = await tx.select().from(students).where(eq(students.id, id)).for("update");
  if (!row) throw notFound(STUDENT_NOT_FOUND);
  return row;
}

/** Withdraws the child from `withdrawnOn` (today or earlier, in the current school year). */
export async function withdrawStudent({ db, actor, now }: StaffAction, id: string, input: WithdrawalInput): Promise<WithdrawalOutcome> {
  const today = schoolToday(now);
  if (input.withdrawnOn > today) throw invalid(WITHDRAWAL_MESSAGES.future, [{ field: "withdrawnOn", message: WITHDRAWAL_MESSAGES.future }]);
  const setting = await getSchoolSetting(db, "withdrawal_tuition_credit");
  return db.transaction(async (tx) => {
    const child = await lockedStudent(tx, id);
    if (child.withdrawnAt) throw conflict(WITHDRAWAL_MESSAGES.already);
    const year = await currentYear(tx);
    if (!year) throw conflict(WITHDRAWAL_MESSAGES.noYear);
    if (input.withdrawnOn < year.startsOn || input.withdrawnOn > year.endsOn)
      throw invalid(WITHDRAWAL_MESSAGES.beforeYear, [{ field: "withdrawnOn", message: WITHDRAWAL_MESSAGES.beforeYear }]);
    const childName = childFullName(child);
    const familyBefore = await familyYearOf(tx, year, id);

    // The first moment of the day the child is no longer at the school.
    const leftAt = new Date(zonedInstant(input.withdrawnOn, "00:00"));
    await tx.update(students).set({ withdrawnAt: leftAt, updatedAt: now }).where(eq(students.id, id));
    await tx.insert(studentWithdrawals).values({ studentId: id, withdrawnOn: input.withdrawnOn, reason: input.reason, recordedBy: actor.id });
    // A place that began after the leaving day (a back-dated withdrawal) ends when it began.
    const ended = await tx
      .update(enrolments)
      .set({ endedAt: sql`greatest(${enrolments.startedAt}, ${leftAt.toISOString()}::timestamptz)`, endReason: "withdrawn", movedTo: null })
      .where(and(eq(enrolments.studentId, id), isNull(enrolments.endedAt)))
      .returning({ id: enrolments.id });

    const [account] = await tx.select({ username: users.username, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, child.userId));
    if (!account?.deactivatedAt) await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, child.userId));
    await revokeUserSessions(tx, child.userId);
    await deleteUserVerifications(tx, child.userId);

    const credits = await creditWithdrawal(tx, actor, { year, studentId: id, childName, withdrawnOn: input.withdrawnOn, today, setting }, familyBefore);
    await recordAudit(tx, actor, {
      action: "student.withdrawn",
      targetId: account?.username ?? id,
      summary: `Withdrew ${childName} from ${input.withdrawnOn}; ${ended.length} class place${ended.length === 1 ? "" : "s"} ended and their account deactivated.`,
      detail: {
        studentId: id,
        withdrawnOn: input.withdrawnOn,
        endedEnrolments: ended.length,
        creditNotes: credits.flatMap((c) => (c.creditNoteNumber ? [c.creditNoteNumber] : [])),
      },
    });
    return { childName, endedEnrolments: ended.length, credits };
  });
}

/** Ends the child's withdrawal on `reEnrolledOn` and reactivates their account; their classes are chosen afterwards. */
export async function reEnrolStudent({ db, actor, now }: StaffAction, id: string, input: ReEnrolmentInput): Promise<{ childName: string }> {
  return db.transaction(async (tx) => {
    const child = await lockedStudent(tx, id);
    const [open] = await tx
      .select()
      .from(studentWithdrawals)
      .where(and(eq(studentWithdrawals.studentId, id), isNull(studentWithdrawals.reEnrolledOn)));
    if (!child.withdrawnAt || !open) throw conflict(WITHDRAWAL_MESSAGES.notWithdrawn);
    if (input.reEnrolledOn < open.withdrawnOn)
      throw invalid(WITHDRAWAL_MESSAGES.reEnrolBeforeWithdrawal, [{ field: "reEnrolledOn", message: WITHDRAWAL_MESSAGES.reEnrolBeforeWithdrawal }]);
    await tx.update(studentWithdrawals).set({ reEnrolledOn: input.reEnrolledOn, reEnrolledBy: actor.id }).where(eq(studentWithdrawals.id, open.id));
    await tx.update(students).set({ withdrawnAt: null, updatedAt: now }).where(eq(students.id, id));
    await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, child.userId));
    const childName = childFullName(child);
    const [account] = await tx.select({ username: users.username }).from(users).where(eq(users.id, child.userId));
    await recordAudit(tx, actor, {
      action: "student.re_enrolled",
      targetId: account?.username ?? id,
      summary: `Re-enrolled ${childName} from ${input.reEnrolledOn}; their account is active again.`,
      detail: { studentId: id, reEnrolledOn: input.reEnrolledOn },
    });
    return { childName };
  });
}

/** The child's withdrawals, newest first, with the names of who recorded them. */
export async function withdrawalsOf(db: Db, studentId: string): Promise<StudentWithdrawalView[]> {
  const recorder = alias(users, "recorder");
  const reEnroller = alias(users, "re_enroller");
  const rows = await db
    .select({
      w: studentWithdrawals,
      recordedBy: sql<string | null>`coalesce(${recorder.fullName}, ${recorder.username})`,
      reEnrolledBy: sql<string | null>`coalesce(${reEnroller.fullName}, ${reEnroller.username})`,
    })
    .from(studentWithdrawals)
    .leftJoin(recorder, eq(recorder.id, studentWithdrawals.recordedBy))
    .leftJoin(reEnroller, eq(reEnroller.id, studentWithdrawals.reEnrolledBy))
    .where(eq(studentWithdrawals.studentId, studentId))
    .orderBy(desc(studentWithdrawals.recordedAt));
  return rows.map(({ w, recordedBy, reEnrolledBy }) => ({
    kind: w.kind === "graduated" ? ("graduated" as const) : ("withdrawn" as const),
    withdrawnOn: w.withdrawnOn,
    reason: w.reason,
    recordedBy,
    recordedAt: w.recordedAt.toISOString(),
    reEnrolledOn: w.reEnrolledOn,
    reEnrolledBy: w.reEnrolledOn ? reEnrolledBy : null,
  }));
}
