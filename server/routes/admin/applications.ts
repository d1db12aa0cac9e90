/**
 * Admissions in the back office (docs/api/admin-applications.md): the list of applications with
 * search, filters and paging; one application with its history; status changes along the state
 * machine of common/application-status.ts, each mailed to the family; and the staff reviews of a
 * grade conflict and of a possible duplicate. Registered in the /api/admin scope, so only admin and
 * super_admin reach these handlers. Every change is one transaction with its event, its audit entry
 * and its mail.
 */
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  canTransition,
  isApplicationStatus,
  STATUS_LABELS,
  STATUS_TRANSITIONS,
  statusLabel,
  type ApplicationStatus,
  type DuplicateDecision,
} from "../../../common/application-status";
import { gradeLabel } from "../../../common/grades";
import type { GradeConflictResolution } from "../../../common/schemas/application";
import {
  applicationListQuerySchema,
  duplicateReviewSchema,
  gradeReviewSchema,
  statusChangeSchema,
  type ApplicationDetail,
  type ApplicationEventView,
  type ApplicationListItem,
  type ApplicationListQuery,
} from "../../../common/schemas/admin-applications";
import { pageWindow, type Page } from "../../../common/schemas/paging";
import { APPLICATION_ID_PATTERN } from "../../admissions";
import { recordAudit } from "../../audit";
import { applicationEvents, applications, users } from "../../db/schema";
import { HttpError } from "../../errors";
import { statusChangedMails } from "../../mail/admissions-mails";
import { enqueueMail } from "../../mail/outbox";
import { containsPattern, withinSchoolDays } from "../../db/queries";
import { NEEDS_ATTENTION } from "../../admissions/needs-attention";
import { staffActor } from "../../http/staff-request";

/** How the audit summary and the answer name no grade. */
const NO_GRADE = "no grade";

export const APPLICATION_NOT_FOUND = "Application not found.";
const FAMILY = "Family";

type ApplicationRow = typeof applications.$inferSelect;


function listConditions(query: ApplicationListQuery): SQL[] {
  const a = applications;
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        ilike(a.applicationId, pattern),
        ilike(a.parentName, pattern),
        ilike(a.parentEmail, pattern),
        // The full name also finds the first or the last name alone.
        ilike(sql`${a.childFirstName} || ' ' || ${a.childLastName}`, pattern),
      )!,
    );
  }
  if (query.status) where.push(eq(a.status, query.status));
  if (query.grade) where.push(eq(a.childGradeRequested, query.grade));
  where.push(...withinSchoolDays(a.createdAt, query.from, query.to));
  if (query.needs === "grade_conflict") where.push(NEEDS_ATTENTION.gradeConflicts);
  if (query.needs === "duplicate") where.push(NEEDS_ATTENTION.duplicates);
  return where;
}

/** The readable id from the path (any case), or a 404 for anything that cannot be one. */
function readableId(request: FastifyRequest<{ Params: { applicationId: string } }>) {
  const id = request.params.applicationId.toUpperCase();
  if (!APPLICATION_ID_PATTERN.test(id)) throw new HttpError(404, APPLICATION_NOT_FOUND);
  return id;
}



export async function adminApplicationRoutes(app: FastifyInstance) {
  app.get("/applications", async (request) => {
    const query = applicationListQuerySchema.parse(request.query);
    const where = and(...listConditions(query));
    const a = applications;
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({
          applicationId: a.applicationId,
          status: a.status,
          childFirstName: a.childFirstName,
          childLastName: a.childLastName,
          childGradeRequested: a.childGradeRequested,
          calculatedGrade: a.calculatedGrade,
          placementGrade: a.placementGrade,
          parentName: a.parentName,
          parentEmail: a.parentEmail,
          createdAt: a.createdAt,
          needsGradeReview: sql<boolean>`${NEEDS_ATTENTION.gradeConflicts}`,
          needsDuplicateReview: sql<boolean>`${NEEDS_ATTENTION.duplicates}`,
        })
        .from(a)
        .where(where)
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(limit)
        .offset(offset),
      app.db.select({ n: count() }).from(a).where(where),
    ]);
    const items: ApplicationListItem[] = rows.map((row) => ({
      applicationId: row.applicationId,
      status: row.status as ApplicationStatus,
      childFirstName: row.childFirstName,
      childLastName: row.childLastName,
      childGradeRequested: row.childGradeRequested,
      calculatedGrade: row.calculatedGrade,
      placementGrade: row.placementGrade,
      parentName: row.parentName,
      parentEmail: row.parentEmail,
      createdAt: row.createdAt.toISOString(),
      flags: {
        gradeConflict: row.needsGradeReview,
        duplicate: row.needsDuplicateReview,
      },
    }));
    const data: Page<ApplicationListItem> = { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    return { success: true, data };
  });

  app.get<{ Params: { applicationId: string } }>("/applications/:applicationId", async (request) => {
    const id = readableId(request);
    const [row] = await app.db.select().from(applications).where(eq(applications.applicationId, id));
    if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
    return { success: true, data: await applicationDetail(app, row) };
  });

  app.post<{ Params: { applicationId: string } }>("/applications/:applicationId/status", async (request) => {
    const id = readableId(request);
    const body = statusChangeSchema.parse(request.body);
    const actor = staffActor(request);
    const now = app.config.now();

    await app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(applications).where(eq(applications.applicationId, id));
      if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
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
      await recordAudit(tx, request, actor, {
        action: "application.status_changed",
        targetType: "application",
        targetId: id,
        summary: `Moved ${id} from ${statusLabel(from)} to ${STATUS_LABELS[body.status]}.`,
        detail: { from, to: body.status, withNote: body.note !== undefined },
      });
      await enqueueMail(tx, statusChangedMails({ ...row, status: body.status, publicUrl: app.config.publicUrl }));
    });
    app.mail.kick();
    return { success: true, message: `The application is now ${STATUS_LABELS[body.status]}. The family has been emailed.`, data: await detailById(app, id) };
  });

  app.post<{ Params: { applicationId: string } }>("/applications/:applicationId/grade-review", async (request) => {
    const id = readableId(request);
    const body = gradeReviewSchema.parse(request.body);
    const actor = staffActor(request);
    const now = app.config.now();

    await app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(applications).where(eq(applications.applicationId, id));
      if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
      if (!row.gradeConflict) throw new HttpError(409, `Application ${id} has no grade conflict to review.`);
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
      await recordAudit(tx, request, actor, {
        action: "application.grade_reviewed",
        targetType: "application",
        targetId: id,
        summary: `Placed ${id} in ${gradeLabel(body.placementGrade, "name", NO_GRADE)} (requested ${gradeLabel(row.childGradeRequested, "name", NO_GRADE)}, date of birth gives ${gradeLabel(row.calculatedGrade, "name", NO_GRADE)}).`,
        detail: { placementGrade: body.placementGrade, requestedGrade: row.childGradeRequested, calculatedGrade: row.calculatedGrade, familyChoice: row.gradeConflictResolution },
      });
    });
    return { success: true, message: `Placement grade set to ${gradeLabel(body.placementGrade, "name", NO_GRADE)}.`, data: await detailById(app, id) };
  });

  app.post<{ Params: { applicationId: string } }>("/applications/:applicationId/duplicate-review", async (request) => {
    const id = readableId(request);
    const body = duplicateReviewSchema.parse(request.body);
    const actor = staffActor(request);
    const now = app.config.now();

    const message = await app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(applications).where(eq(applications.applicationId, id));
      if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
      const [earlier] = row.duplicateOf ? await tx.select().from(applications).where(eq(applications.id, row.duplicateOf)) : [];
      if (!earlier) throw new HttpError(409, `Application ${id} is not marked as a possible duplicate.`);
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
      await recordAudit(tx, request, actor, {
        action: merge ? "application.duplicate_merged" : "application.duplicate_dismissed",
        targetType: "application",
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
    return { success: true, message, data: await detailById(app, id) };
  });
}

function refusedMove(id: string, from: string, to: string) {
  return new HttpError(
    409,
    from === to
      ? `Application ${id} is already ${statusLabel(from)}.`
      : `Application ${id} cannot move from ${statusLabel(from)} to ${statusLabel(to)}.${
          isApplicationStatus(from) && STATUS_TRANSITIONS[from].length > 0
            ? ` From ${statusLabel(from)} it can move to: ${STATUS_TRANSITIONS[from].map((s) => STATUS_LABELS[s]).join(", ")}.`
            : ` ${statusLabel(from)} is final.`
        }`,
  );
}

function changedMeanwhile(id: string, now?: string) {
  return new HttpError(
    409,
    `Application ${id} was changed by someone else a moment ago${now ? ` and is now ${statusLabel(now)}` : ""}. Reload it to see its current state, then try again.`,
  );
}

function alreadyGraded(id: string, placementGrade: string | null) {
  return new HttpError(409, `The grade of application ${id} was already reviewed${placementGrade ? ` (placed in ${gradeLabel(placementGrade)})` : ""}.`);
}

function alreadyDecided(id: string, decision: string) {
  return new HttpError(409, `The duplicate review of application ${id} was already decided (${decision === "merged" ? "merged" : "not a duplicate"}).`);
}

async function detailById(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(applications).where(eq(applications.applicationId, id));
  if (!row) throw new HttpError(404, APPLICATION_NOT_FOUND);
  return applicationDetail(app, row);
}

async function applicationDetail(app: FastifyInstance, row: ApplicationRow): Promise<ApplicationDetail> {
  const db = app.db;
  const reviewerIds = [row.gradeReviewedBy, row.duplicateReviewedBy].filter((v): v is string => v !== null);
  const actor = aliasedTable(users, "actor");
  const [reviewers, earlierRows, laterRows, eventRows] = await Promise.all([
    reviewerIds.length ? db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, reviewerIds)) : [],
    row.duplicateOf
      ? db
          .select({ applicationId: applications.applicationId, status: applications.status, createdAt: applications.createdAt })
          .from(applications)
          .where(eq(applications.id, row.duplicateOf))
      : [],
    db
      .select({
        applicationId: applications.applicationId,
        status: applications.status,
        createdAt: applications.createdAt,
        decision: applications.duplicateDecision,
      })
      .from(applications)
      .where(eq(applications.duplicateOf, row.id))
      .orderBy(asc(applications.createdAt), asc(applications.id)),
    db
      .select({ event: applicationEvents, actorUsername: actor.username })
      .from(applicationEvents)
      .leftJoin(actor, eq(actor.id, applicationEvents.actorUserId))
      .where(eq(applicationEvents.applicationId, row.id))
      .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id)),
  ]);
  const username = (userId: string | null) => (userId ? (reviewers.find((r) => r.id === userId)?.username ?? null) : null);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const earlier = earlierRows[0];

  const events: ApplicationEventView[] = eventRows.map(({ event, actorUsername }) => {
    const detail = (event.detail ?? null) as Record<string, unknown> | null;
    const kept = typeof detail?.actorUsername === "string" ? detail.actorUsername : null;
    return {
      id: event.id,
      type: event.type,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      note: event.note,
      // A staff event keeps the username it was written with, so it still names them if the account goes.
      actor: actorUsername ?? kept ?? FAMILY,
      at: event.createdAt.toISOString(),
      detail,
    };
  });

  const status = row.status as ApplicationStatus;
  return {
    applicationId: row.applicationId,
    status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    parentName: row.parentName,
    parentEmail: row.parentEmail,
    parentPhone: row.parentPhone,
    secondaryGuardianName: row.secondaryGuardianName,
    secondaryGuardianEmail: row.secondaryGuardianEmail,
    childFirstName: row.childFirstName,
    childLastName: row.childLastName,
    childDob: row.childDob,
    childGradeRequested: row.childGradeRequested,
    calculatedGrade: row.calculatedGrade,
    isMidYearTransfer: row.isMidYearTransfer,
    desiredStart: row.desiredStart,
    schoolYear: row.schoolYear,
    priorSchoolName: row.priorSchoolName,
    priorSchoolContact: row.priorSchoolContact,
    specialNeeds: row.specialNeeds,
    previousOnlineExperience: row.previousOnlineExperience,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    ferpaConsent: row.ferpaConsent,
    photoReleaseConsent: row.photoReleaseConsent,
    marketingConsent: row.marketingConsent,
    gradeConflict: {
      hasConflict: row.gradeConflict,
      familyChoice: row.gradeConflictResolution as GradeConflictResolution | null,
      familyChoiceAt: iso(row.gradeConflictResolvedAt),
      placementGrade: row.placementGrade,
      reviewedAt: iso(row.gradeReviewedAt),
      reviewedBy: username(row.gradeReviewedBy),
    },
    duplicate: {
      of: earlier ? { applicationId: earlier.applicationId, status: earlier.status as ApplicationStatus, createdAt: earlier.createdAt.toISOString() } : null,
      decision: row.duplicateDecision as DuplicateDecision | null,
      reviewedAt: iso(row.duplicateReviewedAt),
      reviewedBy: username(row.duplicateReviewedBy),
      laterApplications: laterRows.map((later) => ({
        applicationId: later.applicationId,
        status: later.status as ApplicationStatus,
        createdAt: later.createdAt.toISOString(),
        decision: later.decision as DuplicateDecision | null,
      })),
    },
    events,
    allowedStatuses: isApplicationStatus(status) ? [...STATUS_TRANSITIONS[status]] : [],
  };
}
