/**
 * From admissions to a class list (issue 15): the prefill of Create student from an enrolled
 * application, and the creation itself in one transaction: the student account (no usable
 * password yet) and record, the guardians linked or invited (./guardians.ts), an optional homeroom
 * (entered the one way every path enrols, courses/enrolment.ts), the application's timeline event
 * and the audit entries. Anything refused half-way (a taken username, a full class) leaves nothing
 * behind, mail included.
 */
import { languageOrDefault } from "#common/i18n/languages";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { classCapacity, countsForCapacity } from "#common/learning/capacity";
import type { CreateStudent, CreateStudentResult, GradeSource, HomeroomChoice, StudentDraft } from "#common/schemas/learning/students";
import { NO_PASSWORD_HASH } from "../../accounts/people";
import { recordAudit } from "../../audit";
import { USERNAME_TAKEN } from "../../auth/new-accounts";
import type { Db, Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/queries";
import { applicationEvents, applications, classStaff, classes, enrolments, schoolYears, students, users } from "../../db/schema";
import { APPLICATION_NOT_FOUND } from "../../admissions/read-model";
import { getSchoolSetting } from "../../settings";
import { draftGuardian, linkGuardian } from "./guardians";
import { readTogether } from "../../db/read-together";
import { enrol } from "../courses/enrolment";
import { conflict, invalid, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

type Reader = Pick<Db, "select">;

export const CREATE_STUDENT_MESSAGES = {
  notEnrolled: "Create student is for applications whose status is Enrolled. Move the application to Enrolled first.",
  exists: "A student record was already made from this application.",
  classNotFound: "Choose a homeroom class of the child's grade in the current school year.",
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

async function currentYear(db: Reader) {
  const [year] = await db.select().from(schoolYears).where(eq(schoolYears.isCurrent, true));
  return year ?? null;
}

/** How many children a class may hold and holds now. */
export async function classLoad(db: Reader, classId: string, maxStudents: number | null): Promise<{ capacity: number; enrolled: number }> {
  const [staff, [open]] = await readTogether(db, [
    () => db.select({ role: classStaff.role }).from(classStaff).where(eq(classStaff.classId, classId)),
    () =>
      db
        .select({ n: count() })
        .from(enrolments)
        .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt))),
  ]);
  const perTeacher = await getSchoolSetting(db as Db, "class_size_per_teacher");
  return {
    capacity: classCapacity({ perTeacher, teachingStaff: staff.filter((s) => countsForCapacity(s.role)).length, maxStudents }),
    enrolled: Number(open?.n ?? 0),
  };
}

async function homerooms(db: Reader, yearId: string): Promise<HomeroomChoice[]> {
  const rows = await db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, maxStudents: classes.maxStudents })
    .from(classes)
    .where(and(eq(classes.schoolYearId, yearId), eq(classes.kind, "homeroom"), isNull(classes.archivedAt)))
    .orderBy(asc(classes.grade), asc(classes.name));
  return Promise.all(rows.map(async (r) => ({ id: r.id, name: r.name, grade: r.grade, ...(await classLoad(db, r.id, r.maxStudents)) })));
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
    homerooms: year ? await homerooms(db, year.id) : [],
    currentYear: year?.name ?? null,
  };
}

const usernameTaken = () => conflict(USERNAME_TAKEN, [{ field: "username", message: USERNAME_TAKEN }]);

/**
 * The homeroom Create student may place the child in (a live homeroom of the child's grade in the
 * current year), enrolled the one way in (courses/enrolment.ts: class locked, capacity, clashes,
 * audit) in the caller's transaction.
 */
async function enrolInHomeroom(tx: Tx, audit: Pick<StaffAction, "actor">, input: { classId: string; studentId: string; grade: string; now: Date }) {
  const [year] = await tx.select({ id: schoolYears.id }).from(schoolYears).where(eq(schoolYears.isCurrent, true));
  const [cls] = await tx.select().from(classes).where(eq(classes.id, input.classId));
  if (!cls || !year || cls.schoolYearId !== year.id || cls.kind !== "homeroom" || cls.grade !== input.grade || cls.archivedAt) {
    throw invalid(CREATE_STUDENT_MESSAGES.classNotFound, [{ field: "classId", message: CREATE_STUDENT_MESSAGES.classNotFound }]);
  }
  return (await enrol(tx, audit, { classId: cls.id, studentId: input.studentId, startedAt: input.now }, "classId")).className;
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

      let enrolledIn: string | null = null;
      if (data.classId) enrolledIn = await enrolInHomeroom(tx, { actor }, { classId: data.classId, studentId, grade: data.grade, now });

      await tx.insert(applicationEvents).values({
        applicationId: app.id,
        type: "student_created",
        actorUserId: actor.id,
        detail: { studentId, username: account.username, actorUsername: actor.username, enrolledIn },
        createdAt: now,
      });
      return { studentId, username: account.username, guardians, enrolledIn };
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
