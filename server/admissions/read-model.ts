/**
 * The back office's read model of admissions (docs/api/admin-applications.md): the dashboard's
 * cards of applications that need staff attention (./needs-attention.ts), the searchable, paged list, and one application with its history, its
 * reviews and its duplicates.
 */
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from "drizzle-orm";
import { isApplicationStatus, STATUS_TRANSITIONS, type ApplicationStatus, type DuplicateDecision } from "#common/application-status";
import type { GradeConflictResolution } from "#common/schemas/application";
import type { ApplicationDetail, ApplicationEventView, ApplicationListItem, ApplicationListQuery } from "#common/schemas/admin-applications";
import { toDayNumber } from "#common/calendar-date";
import type { DashboardApplication, DashboardAwaitingStudent, DashboardCard } from "#common/schemas/admin-operations";
import { school } from "#common/school";
import { calendarDateInZone } from "#common/time-zone";
import { pageWindow, type Page } from "#common/schemas/paging";
import type { Db } from "../db/client";
import { containsPattern, withinSchoolDays } from "../db/queries";
import { applicationEvents, applications, users } from "../db/schema";
import { APPLICATION_ID_PATTERN } from "./application-rules";
import { NEEDS_ATTENTION } from "./needs-attention";
import { notFound } from "../domain-errors";

export const APPLICATION_NOT_FOUND = "Application not found.";
const FAMILY = "Family";

type ApplicationRow = typeof applications.$inferSelect;

/** The readable id from a path (any case), or a 404 for anything that cannot be one. */
export function readableApplicationId(raw: string) {
  const id = raw.toUpperCase();
  if (!APPLICATION_ID_PATTERN.test(id)) throw notFound(APPLICATION_NOT_FOUND);
  return id;
}

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

/** One page of the staff list, newest first, with the rows' review flags. */
export async function listApplications(db: Db, query: ApplicationListQuery): Promise<Page<ApplicationListItem>> {
  const where = and(...listConditions(query));
  const a = applications;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
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
    db.select({ n: count() }).from(a).where(where),
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
  return data;
}

/** A dashboard card: how many applications match `where`, and the `limit` newest of them. */
export async function applicationCard(db: Db, where: SQL, limit: number): Promise<DashboardCard<DashboardApplication>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        applicationId: applications.applicationId,
        childFirstName: applications.childFirstName,
        childLastName: applications.childLastName,
        parentName: applications.parentName,
        gradeRequested: applications.childGradeRequested,
        status: applications.status,
        createdAt: applications.createdAt,
      })
      .from(applications)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      applicationId: r.applicationId,
      childName: `${r.childFirstName} ${r.childLastName}`,
      parentName: r.parentName,
      gradeRequested: r.gradeRequested,
      status: r.status as ApplicationStatus,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Whole calendar days from `since` to `now` in the school's zone. */
function schoolDaysBetween(since: Date, now: Date) {
  return toDayNumber(calendarDateInZone(now, school.timeZone)) - toDayNumber(calendarDateInZone(since, school.timeZone));
}

/** The dashboard's card of enrolled applicants without a student record: how many, and the `limit` waiting longest. */
export async function awaitingStudentCard(db: Db, now: Date, limit: number): Promise<DashboardCard<DashboardAwaitingStudent>> {
  const where = NEEDS_ATTENTION.awaitingStudent;
  const lastEnrolled = db
    .select({ applicationId: applicationEvents.applicationId, at: max(applicationEvents.createdAt).as("enrolled_at") })
    .from(applicationEvents)
    .where(eq(applicationEvents.toStatus, "enrolled"))
    .groupBy(applicationEvents.applicationId)
    .as("last_enrolled");
  // When it became enrolled: its latest change to "enrolled", else (no such event) its last update.
  const enrolledAt = sql<Date>`coalesce(${lastEnrolled.at}, ${applications.updatedAt})`.mapWith(applications.updatedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        applicationId: applications.applicationId,
        childFirstName: applications.childFirstName,
        childLastName: applications.childLastName,
        grade: sql<string>`coalesce(${applications.placementGrade}, ${applications.childGradeRequested})`,
        enrolledAt,
      })
      .from(applications)
      .leftJoin(lastEnrolled, eq(lastEnrolled.applicationId, applications.id))
      .where(where)
      .orderBy(asc(enrolledAt), asc(applications.id))
      .limit(limit),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      applicationId: r.applicationId,
      childName: `${r.childFirstName} ${r.childLastName}`,
      grade: r.grade,
      enrolledAt: r.enrolledAt.toISOString(),
      daysWaiting: Math.max(0, schoolDaysBetween(r.enrolledAt, now)),
    })),
  };
}

/** One application with its history, by readable id; a 404 when there is none. */
export async function detailById(db: Db, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.applicationId, id));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return applicationDetail(db, row);
}

async function applicationDetail(db: Db, row: ApplicationRow): Promise<ApplicationDetail> {
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
