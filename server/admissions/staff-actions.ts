/**
 * What staff do to an application (docs/api/admin-applications.md): status changes along the state
 * machine of common/application-status.ts, each mailed to the family, and the reviews of a grade
 * conflict and of a possible duplicate. Every change is one transaction with its event, its audit
 * entry and its mail; the caller answers with the application's new detail.
 */
import { and, eq, isNull } from "drizzle-orm";
import { canTransition, isApplicationStatus, STATUS_LABELS, STATUS_TRANSITIONS, statusLabel, type ApplicationStatus } from "#common/application-status";
import type { Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import type { PhraseValue } from "#common/i18n/phrase";
import { gradeLabel } from "#common/grades";
import type { z } from "zod";
import type { duplicateReviewSchema, gradeReviewSchema, statusChangeSchema } from "#common/schemas/admin-applications";
import { recordAudit } from "../audit";
import { applicationEvents, applications } from "../db/schema";
import { statusChangedMails } from "../mail/admissions-mails";
import { enqueueMail } from "../mail/outbox";
import { notifyApplicationStatus } from "../notifications/application-status";
import { APPLICATION_NOT_FOUND } from "./read-model";
import { conflict, notFound } from "../domain-errors";
import type { StaffAction } from "../actor";

type StatusChange = z.output<typeof statusChangeSchema>;
type GradeReview = z.output<typeof gradeReviewSchema>;
type DuplicateReview = z.output<typeof duplicateReviewSchema>;

/** How the audit summary and the answer name no grade. */
const NO_GRADE = "no grade";

/** Moves application `id` to `body.status`, records it and mails the family (the caller kicks the mail loop). */
export async function changeStatus({ db, actor, now }: StaffAction, id: string, body: StatusChange, publicUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.applicationId, id));
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    const from = row.status;
    if (body.from && body.from !== from) throw changedMeanwhile(id, from);
    if (!canTransition(from, body.status)) throw refusedMove(id, from, body.status);
    // Conditional on the status just read: of two staff moving it at once, only one succeeds.
    const moved = await tx
      .update(applications)
      .set({ status: body.status, updatedAt: now })
      .where(and(eq(applications.id, row.id), eq(applications.status, from)))
      .returning({ id: applications.id });
    if (moved.length === 0) throw changedMeanwhile(id);

    await tx.insert(applicationEvents).values({
      applicationId: row.id,
      type: "status_changed",
      fromStatus: from,
      toStatus: body.status,
      note: body.note ?? null,
      actorUserId: actor.id,
      detail: { actorUsername: actor.username },
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: "application.status_changed",
      targetId: id,
      summary: `Moved ${id} from ${statusLabel(from)} to ${STATUS_LABELS[body.status]}.`,
      detail: { from, to: body.status, withNote: body.note !== undefined },
    });
    await enqueueMail(tx, statusChangedMails({ ...row, status: body.status, publicUrl }));
    // The family's portal account, if any, sees it in its notifications too (issue 17).
    await notifyApplicationStatus(tx, row, body.status, now);
  });
}

/** Sets the placement grade of an application with a grade conflict; says which grade. */
export async function reviewGrade({ db, actor, now }: StaffAction, id: string, body: GradeReview): Promise<string> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.applicationId, id));
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    if (!row.gradeConflict) throw conflict({ id: "refusals.admissionsStaff.noGradeConflict", values: { id } });
    if (row.gradeReviewedAt) throw alreadyGraded(id, row.placementGrade);
    const updated = await tx
      .update(applications)
      .set({ placementGrade: body.placementGrade, gradeReviewedAt: now, gradeReviewedBy: actor.id, updatedAt: now })
      .where(and(eq(applications.id, row.id), isNull(applications.gradeReviewedAt)))
      .returning({ id: applications.id });
    if (updated.length === 0) throw alreadyGraded(id, null);

    const detail = {
      actorUsername: actor.username,
      placementGrade: body.placementGrade,
      requestedGrade: row.childGradeRequested,
      calculatedGrade: row.calculatedGrade,
      familyChoice: row.gradeConflictResolution,
    };
    await tx.insert(applicationEvents).values({
      applicationId: row.id,
      type: "grade_reviewed",
      note: body.note ?? null,
      actorUserId: actor.id,
      detail,
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: "application.grade_reviewed",
      targetId: id,
      summary: `Placed ${id} in ${gradeLabel(body.placementGrade, "name", NO_GRADE)} (requested ${gradeLabel(row.childGradeRequested, "name", NO_GRADE)}, date of birth gives ${gradeLabel(row.calculatedGrade, "name", NO_GRADE)}).`,
      detail: {
        placementGrade: body.placementGrade,
        requestedGrade: row.childGradeRequested,
        calculatedGrade: row.calculatedGrade,
        familyChoice: row.gradeConflictResolution,
      },
    });
  });
  return `Placement grade set to ${gradeLabel(body.placementGrade, "name", NO_GRADE)}.`;
}

/** Merges or dismisses a possible duplicate; answers the sentence for staff. */
export async function reviewDuplicate({ db, actor, now }: StaffAction, id: string, body: DuplicateReview): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.applicationId, id));
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    const [earlier] = row.duplicateOf ? await tx.select().from(applications).where(eq(applications.id, row.duplicateOf)) : [];
    if (!earlier) throw conflict({ id: "refusals.admissionsStaff.notPossibleDuplicate", values: { id } });
    if (row.duplicateDecision) throw alreadyDecided(id, row.duplicateDecision);

    const merge = body.decision === "merged";
    // A merged application is folded into the earlier one and withdrawn (unless it already is).
    const withdraw = merge && row.status !== "withdrawn";
    if (withdraw && !canTransition(row.status, "withdrawn")) throw refusedMove(id, row.status, "withdrawn");
    const updated = await tx
      .update(applications)
      .set({
        duplicateDecision: body.decision,
        duplicateReviewedAt: now,
        duplicateReviewedBy: actor.id,
        updatedAt: now,
        ...(withdraw ? { status: "withdrawn" } : {}),
      })
      .where(and(eq(applications.id, row.id), isNull(applications.duplicateDecision), eq(applications.status, row.status)))
      .returning({ id: applications.id });
    if (updated.length === 0) throw changedMeanwhile(id);

    const detail = { actorUsername: actor.username, decision: body.decision, earlierApplicationId: earlier.applicationId };
    if (withdraw) {
      const mergedNote = `Merged into ${earlier.applicationId} as a duplicate of the same child.`;
      await tx.insert(applicationEvents).values({
        applicationId: row.id,
        type: "status_changed",
        fromStatus: row.status,
        toStatus: "withdrawn",
        note: body.note ? `${mergedNote}\n${body.note}` : mergedNote,
        actorUserId: actor.id,
        detail,
        createdAt: now,
      });
    } else {
      await tx.insert(applicationEvents).values({
        applicationId: row.id,
        type: "duplicate_reviewed",
        note: body.note ?? (merge ? `Merged into ${earlier.applicationId} as a duplicate of the same child.` : null),
        actorUserId: actor.id,
        detail,
        createdAt: now,
      });
    }
    if (merge) {
      await tx.insert(applicationEvents).values({
        applicationId: earlier.id,
        type: "duplicate_merged",
        note: `${id} (a later application for the same child) was merged into this application.`,
        actorUserId: actor.id,
        detail: { actorUsername: actor.username, mergedApplicationId: id },
        createdAt: now,
      });
    }
    await recordAudit(tx, actor, {
      action: merge ? "application.duplicate_merged" : "application.duplicate_dismissed",
      targetId: id,
      summary: merge
        ? `Merged ${id} into ${earlier.applicationId} (same child)${withdraw ? `; ${id} moved from ${statusLabel(row.status)} to Withdrawn` : ""}.`
        : `Marked ${id} as not a duplicate of ${earlier.applicationId}; both applications continue.`,
      detail: { decision: body.decision, earlierApplicationId: earlier.applicationId, ...(withdraw ? { from: row.status, to: "withdrawn" } : {}) },
    });
    // No letter: after a merge the family follows the earlier application, which did not change;
    // after a dismissal nothing changed for the family at all.
    return merge
      ? `${id} was merged into ${earlier.applicationId}${withdraw ? " and withdrawn" : ""}. The family was not emailed.`
      : `${id} is not a duplicate of ${earlier.applicationId}; both applications continue.`;
  });
}

/** A status in the reader's words: the family's name for it, or the stored value as it is. */
function statusWords(status: string): PhraseValue {
  return isApplicationStatus(status) ? { id: `family.dashboard.status.${status}.label` } : statusLabel(status);
}

/** "Under review, Withdrawn": where an application can move next, in the reader's words. */
const statusList =
  (statuses: readonly ApplicationStatus[]) =>
  (language: Language): string =>
    statuses.map((status) => t(language, `family.dashboard.status.${status}.label`)).join(", ");

function refusedMove(id: string, from: string, to: string) {
  if (from === to) return conflict({ id: "refusals.admissionsStaff.alreadyInStatus", values: { id, status: statusWords(from) } });
  const moves = { id, from: statusWords(from), to: statusWords(to) };
  return conflict(
    isApplicationStatus(from) && STATUS_TRANSITIONS[from].length > 0
      ? { id: "refusals.admissionsStaff.cannotMove", values: { ...moves, next: statusList(STATUS_TRANSITIONS[from]) } }
      : { id: "refusals.admissionsStaff.cannotMoveFromFinal", values: moves },
  );
}

function changedMeanwhile(id: string, now?: string) {
  return conflict(
    now
      ? { id: "refusals.admissionsStaff.changedMeanwhileTo", values: { id, status: statusWords(now) } }
      : { id: "refusals.admissionsStaff.changedMeanwhile", values: { id } },
  );
}

function alreadyGraded(id: string, placementGrade: string | null) {
  return conflict(
    placementGrade
      ? {
          id: "refusals.admissionsStaff.gradeAlreadyPlaced",
          values: { id, grade: (language: Language) => gradeLabel(placementGrade, "name", undefined, language) },
        }
      : { id: "refusals.admissionsStaff.gradeAlreadyReviewed", values: { id } },
  );
}

function alreadyDecided(id: string, decision: string) {
  return conflict({ id: "refusals.admissionsStaff.duplicateAlreadyDecided", values: { id, decision } });
}
