/**
 * The school's structure built straight in the database, for tests that need a year, a class with a
 * teacher or a child with a guardian (issue 15). Small on purpose: each maker takes what it needs and
 * returns the rows it made.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { classMeetings, classSessions, classStaff, classes, enrolments, guardianLinks, schoolYears, students, subjects, terms } from "../../server/db/schema";
import { createUser } from "./fixtures";

let serial = 0;
const next = () => (serial += 1);

/**
 * A school year (current by default) with three terms splitting its dates: August 17 to June 11 of
 * `startYear`, terms ending in November and March.
 */
export async function makeYear(db: Db, options: { startYear?: number; current?: boolean; name?: string } = {}) {
  const y = options.startYear ?? 2026;
  const [year] = await db
    .insert(schoolYears)
    .values({
      name: options.name ?? `${y}-${String((y + 1) % 100).padStart(2, "0")}${options.current === false ? ` #${next()}` : ""}`,
      startsOn: `${y}-08-17`,
      endsOn: `${y + 1}-06-11`,
      isCurrent: options.current ?? true,
    })
    .returning();
  const termRows = await db
    .insert(terms)
    .values([
      { schoolYearId: year!.id, number: 1, name: "Term 1", startsOn: `${y}-08-17`, endsOn: `${y}-11-20` },
      { schoolYearId: year!.id, number: 2, name: "Term 2", startsOn: `${y}-11-30`, endsOn: `${y + 1}-03-12` },
      { schoolYearId: year!.id, number: 3, name: "Term 3", startsOn: `${y + 1}-03-22`, endsOn: `${y + 1}-06-11` },
    ])
    .returning();
  return { year: year!, terms: termRows.sort((a, b) => a.number - b.number) };
}

/** The id of a subject seeded by migration 0008 (common/learning/subjects.ts). */
export async function subjectId(db: Db, code = "homeroom") {
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, code));
  if (!row) throw new Error(`no subject ${code}`);
  return row.id;
}

/**
 * A class in `yearId` with a new teacher as its lead (or `teacher: null` for none), and optional
 * weekly meetings.
 */
export async function makeClass(
  db: Db,
  yearId: string,
  options: {
    name?: string;
    grade?: string;
    subject?: string;
    kind?: "homeroom" | "section";
    maxStudents?: number | null;
    teacher?: { id: string } | null;
    meetings?: { weekday: number; startTime: string; endTime: string }[];
  } = {},
) {
  const n = next();
  const [row] = await db
    .insert(classes)
    .values({
      schoolYearId: yearId,
      subjectId: await subjectId(db, options.subject ?? "homeroom"),
      kind: options.kind ?? "homeroom",
      grade: options.grade ?? "1",
      name: options.name ?? `Class ${n}`,
      maxStudents: options.maxStudents ?? null,
    })
    .returning();
  const teacher = options.teacher === undefined ? await createUser(db, "teacher", `teacher-${n}-${Math.random().toString(36).slice(2, 6)}`) : options.teacher;
  if (teacher) await db.insert(classStaff).values({ classId: row!.id, userId: teacher.id, role: "lead" });
  if (options.meetings?.length) await db.insert(classMeetings).values(options.meetings.map((m) => ({ ...m, classId: row!.id })));
  return { class: row!, teacher };
}

/** A child with a student account and (unless `guardian: false`) one guardian account linked. */
export async function makeStudent(
  db: Db,
  options: { firstName?: string; lastName?: string; grade?: string; guardian?: boolean; accommodations?: string | null } = {},
) {
  const n = next();
  const user = await createUser(db, "student", `student-${n}-${Math.random().toString(36).slice(2, 6)}`);
  const [student] = await db
    .insert(students)
    .values({
      userId: user.id,
      firstName: options.firstName ?? `Kid${n}`,
      lastName: options.lastName ?? `Family${n}`,
      dateOfBirth: "2019-05-01",
      grade: options.grade ?? "1",
      accommodations: options.accommodations ?? null,
    })
    .returning();
  let guardian = null;
  if (options.guardian !== false) {
    guardian = await createUser(db, "guardian", `guardian-${n}-${Math.random().toString(36).slice(2, 6)}`);
    await db.insert(guardianLinks).values({ studentId: student!.id, guardianUserId: guardian.id, isPrimary: true });
  }
  return { student: student!, user, guardian };
}

/** An open enrolment of a child in a class, straight in the database (no capacity check). */
export async function enrol(db: Db, classId: string, studentId: string) {
  const [row] = await db.insert(enrolments).values({ classId, studentId }).returning();
  return row!;
}

/**
 * A live class under way (issue 35's room tools): Otters with Ada, Ben and Cy, Badgers with Dee, and
 * an Otters session that began 5 minutes ago and ends in 40.
 */
export async function liveClassWorld(db: Db) {
  const { year } = await makeYear(db);
  const a = await makeClass(db, year.id, { name: "Otters" });
  const b = await makeClass(db, year.id, { name: "Badgers" });
  const ada = await makeStudent(db, { firstName: "Ada" });
  const ben = await makeStudent(db, { firstName: "Ben" });
  const cy = await makeStudent(db, { firstName: "Cy" });
  const dee = await makeStudent(db, { firstName: "Dee" });
  for (const c of [ada, ben, cy]) await enrol(db, a.class.id, c.student.id);
  await enrol(db, b.class.id, dee.student.id);
  const now = Date.now();
  const [session] = await db
    .insert(classSessions)
    .values({ classId: a.class.id, startsAt: new Date(now - 5 * 60_000), endsAt: new Date(now + 40 * 60_000) })
    .returning();
  return { a, b, ada, ben, cy, dee, session: session! };
}

/**
 * The messaging and translation tests' school: Ada and Ben in Otters, Cy in Badgers, each child with
 * a guardian, and each class with its teacher, in a current year with its three terms.
 */
export async function ottersAndBadgers(db: Db) {
  const { year, terms } = await makeYear(db);
  const otters = await makeClass(db, year.id, { name: "Otters" });
  const badgers = await makeClass(db, year.id, { name: "Badgers" });
  const ada = await makeStudent(db, { firstName: "Ada" });
  const ben = await makeStudent(db, { firstName: "Ben" });
  const cy = await makeStudent(db, { firstName: "Cy" });
  await enrol(db, otters.class.id, ada.student.id);
  await enrol(db, otters.class.id, ben.student.id);
  await enrol(db, badgers.class.id, cy.student.id);
  return { year, terms, otters, badgers, ada, ben, cy };
}
