/**
 * From admissions to a class list (issue 15): the prefill of Create student from an enrolled
 * application, and the creation itself in one transaction: the student account (no usable
 * password yet) and record, the guardians linked or invited (./guardians.ts), an optional homeroom
 * and the grade's other classes that go with it (./grade-classes.ts; entered the one way every path
 * enrols, courses/enrolment.ts, all or none), the application's timeline event and the audit
 * entries. Anything refused half-way (a taken username, a full class) leaves nothing behind, mail
 * and enrolments included.
 */
import { languageOrDefault } from "#common/i18n/languages";
import { eq, sql } from "drizzle-orm";
import type { CreateStudent, CreateStudentResult, GradeSource, HomeroomChoice, StudentDraft } from "#common/schemas/learning/students";
import { GRADE_LEVELS } from "#common/grades";
import { NO_PASSWORD_HASH } from "../../accounts/people";
import { recordAudit } from "../../audit";
import { USERNAME_TAKEN } from "../../auth/new-accounts";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/queries";
import { applicationEvents, applications, students, users } from "../../db/schema";
import { APPLICATION_NOT_FOUND } from "../../admissions/read-model";
import { firstEmergencyContact } from "./emergency-contacts";
import { draftGuardian, linkGuardian } from "./guardians";
import { enrolEvery } from "../courses/enrolment";
import { currentYear, hasRoom, homeroomsOf, pickSet, sharedChildren, subjectClassesOf, yearClasses, type YearClass } from "./grade-classes";
import { conflict, invalid, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

type Reader = Pick<Db, "select">;

export const CREATE_STUDENT_MESSAGES = {
  notEnrolled: "Create student is for applications whose status is Enrolled. Move the application to Enrolled first.",
  exists: "A student record was already made from this application.",
  classNotFound: "Choose a homeroom class of the child's grade in the current school year.",
  classesNotFound: "Choose classes of the child's grade in the current school year.",
} as const;

/** The grade the child starts in: the placement grade staff chose, else the calculated one, else the requested one. */
export function startingGrade(row: { placementGrade: string | null; calculatedGrade: string | null; childGradeRequested: string }): {
  grade: string;
  source: GradeSource;
} {
  if (row.placementGrade) return { grade: row.placementGrade, source: "placement" };
  if (row.calculatedGrade) return { grade: row.calculatedGrade, source: "calculated" };
  return { grade: row.childGradeRequested, source: "requested" };
}

/** "maria.lopez" from "María" "López": letters and digits only, joined with a dot. */
export function usernameBase(first: string, last: string): string {
  const fold = (s: string) =>
    s
      .replace(/[øØ]/g, "o")
      .replace(/[æÆ]/g, "ae")
      .replace(/ß/g, "ss")
      .replace(/[łŁ]/g, "l")
      .replace(/[đĐ]/g, "d")
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
  const base = [fold(first), fold(last)].filter(Boolean).join(".").slice(0, 40);
  return base.length >= 3 ? base : `${base || "student"}.student`.slice(0, 40);
}

/** The first free username from the base: "maria.lopez", "maria.lopez2", ... */
export async function suggestUsername(db: Reader, first: string, last: string): Promise<string> {
  const base = usernameBase(first, last);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${base}%`}`);
  const taken = new Set(rows.map((r) => r.username.toLowerCase()));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** What a class choice shows: no kind or subject id. */
const choice = ({ kind: _kind, subjectId: _subject, ...c }: YearClass) => c;

/**
 * The homerooms of the year with the set of each (its section's classes), and by grade the set
 * without a homeroom: what the dialog preselects.
 */
async function placesOfYear(db: Reader, yearId: string): Promise<Pick<StudentDraft, "homerooms" | "classes" | "gradeSets">> {
  const all = await yearClasses(db, yearId);
  const homerooms = all.filter((c) => c.kind === "homeroom");
  const shared = await sharedChildren(
    db,
    homerooms.map((h) => h.id),
  );
  const gradeSets: Record<string, string[]> = {};
  for (const { applicationValue: grade } of GRADE_LEVELS) gradeSets[grade] = pickSet(subjectClassesOf(all, grade)).map((c) => c.id);
  return {
    homerooms: homerooms.map((h): HomeroomChoice => ({ ...choice(h), classIds: pickSet(subjectClassesOf(all, h.grade), shared.get(h.id)).map((c) => c.id) })),
    classes: all.filter((c) => c.kind !== "homeroom").map(choice),
    gradeSets,
  };
}

async function applicationRow(db: Reader, readableId: string) {
  const [row] = await db.select().from(applications).where(eq(applications.applicationId, readableId));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/** The student made from an application, if any. */
export async function studentOfApplication(db: Reader, readableId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(applications, eq(applications.id, students.applicationId))
    .where(eq(applications.applicationId, readableId));
  return row?.id ?? null;
}

/** GET .../student-draft: everything the dialog needs, so nothing is typed twice. */
export async function studentDraft(db: Db, readableId: string): Promise<StudentDraft> {
  const row = await applicationRow(db, readableId);
  const { grade, source } = startingGrade(row);
  const year = await currentYear(db);
  const guardians = [{ fullName: row.parentName, email: row.parentEmail }];
  if (row.secondaryGuardianEmail) guardians.push({ fullName: row.secondaryGuardianName || row.secondaryGuardianEmail, email: row.secondaryGuardianEmail });
  return {
    applicationId: row.applicationId,
    status: row.status,
    existingStudentId: await studentOfApplication(db, readableId),
    values: {
      firstName: row.childFirstName,
      lastName: row.childLastName,
      dateOfBirth: row.childDob,
      grade,
      accommodationPlan: "none",
      accommodations: row.specialNeeds ?? "",
      photoReleaseConsent: row.photoReleaseConsent,
      username: await suggestUsername(db, row.childFirstName, row.childLastName),
    },
    gradeSource: source,
    guardians: await Promise.all(guardians.map((g) => draftGuardian(db, g))),
    ...(year ? await placesOfYear(db, year.id) : { homerooms: [], classes: [], gradeSets: {} }),
    currentYear: year?.name ?? null,
  };
}

const usernameTaken = () => conflict(USERNAME_TAKEN, [{ field: "username", message: USERNAME_TAKEN }]);

const refuseHomeroom = () => invalid(CREATE_STUDENT_MESSAGES.classNotFound, [{ field: "classId", message: CREATE_STUDENT_MESSAGES.classNotFound }]);
const refuseClasses = () => invalid(CREATE_STUDENT_MESSAGES.classesNotFound, [{ field: "classIds", message: CREATE_STUDENT_MESSAGES.classesNotFound }]);

/**
 * The classes Create student places the child in, homeroom first: the homeroom (a live homeroom of
 * the child's grade in the current year) and `classIds` (live classes of that grade, not homerooms),
 * or without `classIds` the homeroom's set with room, as the draft preselects it.
 */
async function classesToEnter(tx: Tx, data: Pick<CreateStudent, "classId" | "classIds" | "grade">): Promise<YearClass[]> {
  if (!data.classId && !data.classIds?.length) return [];
  const year = await currentYear(tx);
  const all = year ? await yearClasses(tx, year.id) : [];
  const homeroom = data.classId ? homeroomsOf(all, data.grade).find((h) => h.id === data.classId) : undefined;
  if (data.classId && !homeroom) throw refuseHomeroom();
  const candidates = subjectClassesOf(all, data.grade);
  let others: YearClass[];
  if (data.classIds) {
    const byId = new Map(candidates.map((c) => [c.id, c]));
    others = data.classIds.map((id) => byId.get(id) ?? null).filter((c) => c !== null);
    if (others.length !== data.classIds.length) throw refuseClasses();
  } else {
    const shared = (await sharedChildren(tx, [homeroom!.id])).get(homeroom!.id);
    others = pickSet(candidates, shared).filter(hasRoom);
  }
  return homeroom ? [homeroom, ...others] : others;
}

/** POST .../create-student: all of it in one transaction. */
export async function createStudent({ db, actor, now }: StaffAction, readableId: string, data: CreateStudent, publicUrl: string): Promise<CreateStudentResult> {
  try {
    return await db.transaction(async (tx) => {
      const [app] = await tx.select().from(applications).where(eq(applications.applicationId, readableId)).for("update");
      if (!app) throw notFound(APPLICATION_NOT_FOUND);
      if (app.status !== "enrolled") throw conflict(CREATE_STUDENT_MESSAGES.notEnrolled);
      const [existing] = await tx.select({ id: students.id }).from(students).where(eq(students.applicationId, app.id));
      if (existing) throw conflict(CREATE_STUDENT_MESSAGES.exists);

      const fullName = `${data.firstName} ${data.lastName}`;
      const [account] = await tx
        .insert(users)
        .values({
          username: data.username,
          fullName,
          email: null,
          passwordHash: NO_PASSWORD_HASH,
          role: "student",
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!account) throw usernameTaken();
      const [student] = await tx
        .insert(students)
        .values({
          userId: account.id,
          firstName: data.firstName,
          lastName: data.lastName,
          preferredName: data.preferredName ?? null,
          dateOfBirth: data.dateOfBirth,
          grade: data.grade,
          accommodationPlan: data.accommodationPlan === "none" ? null : data.accommodationPlan,
          accommodations: data.accommodations ?? null,
          photoReleaseConsent: data.photoReleaseConsent,
          applicationId: app.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const studentId = student!.id;
      // The application has no relationship for its contact: the family may add one on /parent/account.
      await firstEmergencyContact(tx, { studentId, name: app.emergencyContactName, phone: app.emergencyContactPhone, createdBy: actor.id, now });
      await recordAudit(tx, actor, {
        action: "student.created",
        targetId: account.username,
        summary: `Created the student ${fullName} (${account.username}) from ${app.applicationId}.`,
        detail: { studentId, applicationId: app.applicationId, grade: data.grade },
      });

      const guardians = [];
      for (const [i, g] of data.guardians.entries()) {
        const res = await linkGuardian(
          { tx, actor, now, publicUrl, studentId, childName: data.firstName, isPrimary: i === 0, language: languageOrDefault(app.language) },
          g,
        );
        guardians.push(res);
        if (res.outcome === "linked" || res.outcome === "invited") {
          await recordAudit(tx, actor, {
            action: res.outcome === "linked" ? "student.guardian_linked" : "student.guardian_invited",
            targetId: account.username,
            summary:
              res.outcome === "linked"
                ? `Linked the guardian account of ${res.email} to ${fullName}.`
                : `Invited ${res.email} as a guardian of ${fullName} (new account).`,
            detail: { studentId, guardianUserId: res.userId },
          });
        }
      }

      // Every class the one way in, all or none: a full class refuses the whole creation.
      const entering = await classesToEnter(tx, data);
      const made = await enrolEvery(
        tx,
        { actor },
        entering.map((c) => ({ classId: c.id, studentId, startedAt: now })),
        (i) => (data.classId && i === 0 ? "classId" : "classIds"),
      );
      const classNames = made.map((m) => m.className);
      const enrolledIn = data.classId ? (classNames[0] ?? null) : null;

      await tx.insert(applicationEvents).values({
        applicationId: app.id,
        type: "student_created",
        actorUserId: actor.id,
        detail: { studentId, username: account.username, actorUsername: actor.username, enrolledIn, classes: classNames },
        createdAt: now,
      });
      return { studentId, username: account.username, guardians, enrolledIn, classes: classNames };
    });
  } catch (err) {
    // Two presses at once: the second meets the unique application link (or the username) after the first commits.
    if (isUniqueViolation(err)) {
      const existing = await studentOfApplication(db, readableId);
      if (existing) throw conflict(CREATE_STUDENT_MESSAGES.exists);
      throw usernameTaken();
    }
    throw err;
  }
}
