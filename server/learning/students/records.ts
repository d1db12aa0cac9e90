/**
 * The staff student record (docs/api/students.md): the searchable list, one child's record with
 * accommodations, guardians and their contacts, classes and enrolment history; staff changes to
 * the record and its guardian links; and a child's password, set by staff or by a linked guardian
 * (a child has no email address to reset it with). Every staff change is audited in its transaction.
 */
import { languageOrDefault, type Language } from "#common/i18n/languages";
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import { pageWindow, type Page } from "#common/schemas/paging";
import type {
  AccommodationPlan,
  ChildSignIn,
  GuardianInput,
  GuardianResult,
  StudentListItem,
  StudentRecord,
  StudentsQuery,
  UpdateStudentInput,
} from "#common/schemas/learning/students";
import { NO_PASSWORD_HASH } from "../../accounts/people";
import { recordAudit } from "../../audit";
import { hashPassword } from "../../auth/passwords";
import { withdrawalsOf } from "./withdrawal";
import { revokeUserSessions } from "../../auth/sessions";
import type { Db, Tx } from "../../db/client";
import { containsPattern } from "../../db/queries";
import { applications, classes, enrolments, guardianLinks, schoolYears, students, subjects, users } from "../../db/schema";
import { childIdsOfGuardian, STUDENT_NOT_FOUND } from "../access";
import { linkGuardian } from "./guardians";
import { isUuid } from "#common/ids";
import { childFullName, knownAs } from "#common/learning/child-name";
import { notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

type StudentRow = typeof students.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const hasPassword = (hash: string) => hash !== NO_PASSWORD_HASH && hash.startsWith("$");

const homeroomName = sql<string | null>`(
  select ${classes.name} from ${enrolments} join ${classes} on ${classes.id} = ${enrolments.classId}
  where ${enrolments.studentId} = ${students.id} and ${enrolments.endedAt} is null and ${classes.kind} = 'homeroom'
  order by ${enrolments.startedAt} desc limit 1)`;
const guardianCount = sql<number>`(select count(*) from ${guardianLinks} where ${guardianLinks.studentId} = ${students.id})`;

/** One page of students by last name: search over names and username; grade filter. */
export async function listStudents(db: Db, query: StudentsQuery): Promise<Page<StudentListItem>> {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(
        ilike(students.firstName, pattern),
        ilike(students.lastName, pattern),
        ilike(students.preferredName, pattern),
        ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, pattern),
        ilike(users.username, pattern),
      )!,
    );
  }
  if (query.grade) where.push(eq(students.grade, query.grade));
  const condition = where.length ? and(...where) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        preferredName: students.preferredName,
        grade: students.grade,
        username: users.username,
        withdrawnAt: students.withdrawnAt,
        homeroom: homeroomName,
        guardianCount,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(condition)
      .orderBy(asc(sql`lower(${students.lastName})`), asc(sql`lower(${students.firstName})`), asc(students.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(students).innerJoin(users, eq(users.id, students.userId)).where(condition),
  ]);
  return {
    items: rows.map((r) => ({ ...r, guardianCount: Number(r.guardianCount), withdrawnAt: r.withdrawnAt ? new Date(r.withdrawnAt).toISOString() : null })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function studentRow(db: Pick<Db, "select">, id: string, lock?: Tx): Promise<StudentRow> {
  if (!isUuid(id)) throw notFound(STUDENT_NOT_FOUND);
  const q = (lock ?? db).select().from(students).where(eq(students.id, id));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound(STUDENT_NOT_FOUND);
  return row;
}

/** One child's record for staff. */
export async function studentRecord(db: Db, id: string): Promise<StudentRecord> {
  const row = await studentRow(db, id);
  const [account, guardianRows, classRows, application, withdrawals] = await Promise.all([
    db.select({ username: users.username, passwordHash: users.passwordHash }).from(users).where(eq(users.id, row.userId)),
    db
      .select({ link: guardianLinks, user: users })
      .from(guardianLinks)
      .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
      .where(eq(guardianLinks.studentId, id))
      .orderBy(desc(guardianLinks.isPrimary), asc(guardianLinks.createdAt)),
    db
      .select({ e: enrolments, className: classes.name, grade: classes.grade, subjectName: subjects.name, schoolYear: schoolYears.name })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .innerJoin(subjects, eq(subjects.id, classes.subjectId))
      .innerJoin(schoolYears, eq(schoolYears.id, classes.schoolYearId))
      .where(eq(enrolments.studentId, id))
      .orderBy(sql`${enrolments.endedAt} is not null`, desc(enrolments.startedAt)),
    row.applicationId ? db.select({ id: applications.applicationId }).from(applications).where(eq(applications.id, row.applicationId)) : [],
    withdrawalsOf(db, id),
  ]);
  return {
    id: row.id,
    userId: row.userId,
    username: account[0]?.username ?? "",
    firstName: row.firstName,
    lastName: row.lastName,
    preferredName: row.preferredName,
    dateOfBirth: row.dateOfBirth,
    grade: row.grade,
    accommodationPlan: (row.accommodationPlan ?? "none") as AccommodationPlan,
    accommodations: row.accommodations,
    photoReleaseConsent: row.photoReleaseConsent,
    applicationId: application[0]?.id ?? null,
    avatar: row.avatar,
    hasPassword: hasPassword(account[0]?.passwordHash ?? ""),
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: iso(row.withdrawnAt),
    withdrawals,
    guardians: guardianRows.map(({ link, user }) => ({
      userId: user.id,
      fullName: user.fullName,
      username: user.username,
      email: user.email,
      phone: user.phone,
      role: user.role,
      emailVerified: user.emailVerifiedAt !== null,
      hasPassword: hasPassword(user.passwordHash),
      relationship: link.relationship,
      isPrimary: link.isPrimary,
    })),
    classes: classRows.map(({ e, className, grade, subjectName, schoolYear }) => ({
      classId: e.classId,
      className,
      subjectName,
      grade,
      schoolYear,
      startedAt: e.startedAt.toISOString(),
      endedAt: iso(e.endedAt),
      endReason: e.endReason,
      movedTo: e.movedTo,
    })),
  };
}

const FIELD_LABELS: Record<string, string> = {
  firstName: "first name",
  lastName: "last name",
  preferredName: "preferred name",
  grade: "grade",
  accommodationPlan: "accommodation plan",
  accommodations: "accommodations",
  photoReleaseConsent: "photo-release consent",
};

/** PATCH: the fields given; the audit lists which changed (never the accommodations' text). */
export async function updateStudent({ db, actor, now }: StaffAction, id: string, data: UpdateStudentInput): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await studentRow(db, id, tx);
    const next: Partial<typeof students.$inferInsert> = {};
    if (data.firstName !== undefined) next.firstName = data.firstName;
    if (data.lastName !== undefined) next.lastName = data.lastName;
    if (data.preferredName !== undefined) next.preferredName = data.preferredName || null;
    if (data.grade !== undefined) next.grade = data.grade;
    if (data.accommodationPlan !== undefined) next.accommodationPlan = data.accommodationPlan === "none" ? null : data.accommodationPlan;
    if (data.accommodations !== undefined) next.accommodations = data.accommodations || null;
    if (data.photoReleaseConsent !== undefined) next.photoReleaseConsent = data.photoReleaseConsent;
    const changed = Object.keys(next).filter((k) => (row as Record<string, unknown>)[k] !== (next as Record<string, unknown>)[k]);
    if (changed.length === 0) return;
    await tx
      .update(students)
      .set({ ...next, updatedAt: now })
      .where(eq(students.id, id));
    if (next.firstName !== undefined || next.lastName !== undefined) {
      await tx
        .update(users)
        .set({ fullName: `${next.firstName ?? row.firstName} ${next.lastName ?? row.lastName}`, updatedAt: now })
        .where(eq(users.id, row.userId));
    }
    const [account] = await tx.select({ username: users.username }).from(users).where(eq(users.id, row.userId));
    await recordAudit(tx, actor, {
      action: "student.updated",
      targetId: account?.username ?? id,
      summary: `Changed the ${changed.map((k) => FIELD_LABELS[k] ?? k).join(", ")} of ${childFullName({ ...row, ...next } as StudentRow)}.`,
      detail: { studentId: id, fields: changed, ...(next.grade !== undefined ? { grade: { from: row.grade, to: next.grade } } : {}) },
    });
  });
}

async function usernameOf(tx: Pick<Db, "select">, userId: string) {
  const [account] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return account?.username ?? userId;
}

/** POST .../guardians: link by email with Create student's rules. */
export async function addGuardian(
  { db, actor, now }: StaffAction,
  id: string,
  input: GuardianInput & { email: string; fullName: string },
  publicUrl: string,
): Promise<GuardianResult> {
  return db.transaction(async (tx) => {
    const row = await studentRow(db, id, tx);
    const [primary] = await tx
      .select({ id: guardianLinks.guardianUserId })
      .from(guardianLinks)
      .where(and(eq(guardianLinks.studentId, id), eq(guardianLinks.isPrimary, true)));
    const result = await linkGuardian({ tx, actor, now, publicUrl, studentId: id, childName: knownAs(row), isPrimary: !primary }, input);
    if (result.outcome === "linked" || result.outcome === "invited") {
      await recordAudit(tx, actor, {
        action: result.outcome === "linked" ? "student.guardian_linked" : "student.guardian_invited",
        targetId: await usernameOf(tx, row.userId),
        summary:
          result.outcome === "linked"
            ? `Linked the guardian account of ${result.email} to ${childFullName(row)}.`
            : `Invited ${result.email} as a guardian of ${childFullName(row)} (new account).`,
        detail: { studentId: id, guardianUserId: result.userId },
      });
    }
    return result;
  });
}

export const GUARDIAN_LINK_NOT_FOUND = "That guardian is not linked to this student.";

/** DELETE .../guardians/:userId: the link ends; the guardian's account stays. */
export async function removeGuardian({ db, actor }: StaffAction, id: string, guardianUserId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await studentRow(db, id, tx);
    if (!isUuid(guardianUserId)) throw notFound(GUARDIAN_LINK_NOT_FOUND);
    const removed = await tx
      .delete(guardianLinks)
      .where(and(eq(guardianLinks.studentId, id), eq(guardianLinks.guardianUserId, guardianUserId)))
      .returning({ isPrimary: guardianLinks.isPrimary });
    if (removed.length === 0) throw notFound(GUARDIAN_LINK_NOT_FOUND);
    if (removed[0]!.isPrimary) {
      // The next guardian (oldest link) becomes the contact the school calls first.
      const [next] = await tx
        .select({ userId: guardianLinks.guardianUserId })
        .from(guardianLinks)
        .where(eq(guardianLinks.studentId, id))
        .orderBy(asc(guardianLinks.createdAt))
        .limit(1);
      if (next)
        await tx
          .update(guardianLinks)
          .set({ isPrimary: true })
          .where(and(eq(guardianLinks.studentId, id), eq(guardianLinks.guardianUserId, next.userId)));
    }
    await recordAudit(tx, actor, {
      action: "student.guardian_unlinked",
      targetId: await usernameOf(tx, row.userId),
      summary: `Unlinked ${await usernameOf(tx, guardianUserId)} from ${childFullName(row)}; their account stays.`,
      detail: { studentId: id, guardianUserId },
    });
  });
}

/**
 * A child's new password (the caller checked who may set it: staff, or a linked guardian through
 * the access module). The child's other sessions end; staff changes are audited.
 */
export async function setChildPassword({ db, actor, now }: StaffAction, id: string, password: string): Promise<void> {
  const row = await studentRow(db, id);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await revokeUserSessions(tx, row.userId);
    const byGuardian = inRoleGroup(actor.role, GUARDIAN_ROLES);
    await recordAudit(tx, actor, {
      action: "student.password_set",
      targetId: await usernameOf(tx, row.userId),
      summary: `${byGuardian ? "A guardian" : "Staff"} set a new password for ${childFullName(row)}; their sessions ended.`,
      detail: { studentId: id, by: byGuardian ? "guardian" : "staff" },
    });
  });
}

/** GET /api/family/children-sign-in: how each of the guardian's children signs in (the access module lists them). */
export async function childrenSignIn(db: Db, guardianUserId: string): Promise<ChildSignIn[]> {
  const ids = await childIdsOfGuardian(db, guardianUserId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      username: users.username,
      passwordHash: users.passwordHash,
      language: users.language,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(inArray(students.id, ids))
    .orderBy(asc(students.firstName), asc(students.id));
  return rows.map((r) => ({
    studentId: r.id,
    name: childFullName(r),
    username: r.username,
    hasPassword: hasPassword(r.passwordHash),
    language: languageOrDefault(r.language),
  }));
}

/** The language of a child's own screens (their account's), as their guardian chooses it; the caller checked the link. */
export async function setChildLanguage(db: Db, studentId: string, language: Language, now: Date): Promise<void> {
  const [child] = await db.select({ userId: students.userId }).from(students).where(eq(students.id, studentId));
  if (!child?.userId) throw notFound(STUDENT_NOT_FOUND);
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, child.userId));
}
