/**
 * Stores the demo school (scripts/demo/plan.ts) in one transaction, in chunked bulk inserts, after
 * checking the database holds no real data. Every account gets the same password, hashed once with
 * the site's hasher. Returns the accounts (for --json, the tests and the bench) and the counts.
 */
import { count } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { childKey } from "../../server/admissions/application-rules";
import { hashPassword } from "../../server/auth/passwords";
import type { Db, Tx } from "../../server/db/client";
import {
  applicationEvents,
  applications,
  classMeetings,
  classSessions,
  classStaff,
  classes,
  enquiries,
  enrolments,
  guardianLinks,
  schoolDays,
  schoolYears,
  students,
  subjects,
  terms,
  users,
} from "../../server/db/schema";
import { expandSessions, type ExpandedSession, type WeeklyMeeting } from "../../common/learning/timetable";
import { gradeByApplicationValue } from "../../common/grades";
import { zonedInstant } from "../../common/time-zone";
import { planDemoSchool, type DemoPlan, type DemoRole, type PlannedUser } from "./plan";

export class DemoRefused extends Error {}

/** One line of `--json`: how to sign in as this person and what they should find there. */
export interface DemoAccount {
  role: DemoRole;
  username: string;
  password: string;
  fullName: string;
  /** Guardians: their children's full names. */
  children: string[];
  /** Students and teachers: the names of their classes. */
  classes: string[];
}

export interface DemoCounts {
  accounts: number;
  teachers: number;
  guardians: number;
  students: number;
  families: number;
  classes: number;
  enrolments: number;
  meetings: number;
  sessions: number;
  calendarDays: number;
  applications: number;
}

export interface DemoSeedResult {
  plan: DemoPlan;
  accounts: DemoAccount[];
  counts: DemoCounts;
  /** Database ids by plan key (users, students and classes), for tests and the bench. */
  ids: Map<string, string>;
  ms: { hash: number; write: number };
}

export interface SeedDemoOptions {
  students?: number;
  password: string;
  seed?: number;
  now?: Date;
}

export const DEFAULT_DEMO_STUDENTS = 100;
export const DEFAULT_DEMO_SEED = 15;
const CHUNK = 1_000;

/** The refusal for a database that already has people or admissions in it. */
export const NOT_EMPTY_MESSAGE =
  "This database already has data (accounts, applications, enquiries or a school year). The demo school is only written to an empty database: point DATA_DIR or DATABASE_URL at a new one.";

export async function databaseHasData(db: Pick<Db, "select">): Promise<boolean> {
  for (const table of [users, applications, enquiries, schoolYears]) {
    const [row] = await db.select({ n: count() }).from(table);
    if (Number(row!.n) > 0) return true;
  }
  return false;
}

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function seedDemoSchool(db: Db, options: SeedDemoOptions): Promise<DemoSeedResult> {
  const plan = planDemoSchool({ students: options.students ?? DEFAULT_DEMO_STUDENTS, seed: options.seed ?? DEFAULT_DEMO_SEED, now: options.now ?? new Date() });
  if (await databaseHasData(db)) throw new DemoRefused(NOT_EMPTY_MESSAGE);

  const hashStarted = performance.now();
  const passwordHash = await hashPassword(options.password);
  const hashMs = performance.now() - hashStarted;
  const writeStarted = performance.now();
  const now = options.now ?? new Date();
  const ids = new Map<string, string>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (!id) ids.set(key, (id = randomUUID()));
    return id;
  };
  const { calendar } = plan;
  let sessionCount = 0;
  let meetingCount = 0;

  await db.transaction(async (tx: Tx) => {
    // Re-checked inside the transaction, so nothing is written next to data that arrived meanwhile.
    if (await databaseHasData(tx)) throw new DemoRefused(NOT_EMPTY_MESSAGE);

    const yearId = randomUUID();
    await tx.insert(schoolYears).values({ id: yearId, name: calendar.name, startsOn: calendar.startsOn, endsOn: calendar.endsOn, isCurrent: true });
    const termRows = calendar.terms.map((t) => ({ id: randomUUID(), schoolYearId: yearId, ...t }));
    await tx.insert(terms).values(termRows);
    await tx.insert(schoolDays).values(calendar.days.map((d) => ({ schoolYearId: yearId, ...d })));

    const people: PlannedUser[] = [plan.admin, ...plan.teachers, ...plan.guardians, ...plan.students.map((s) => s.user)];
    await insertChunks(people, (chunk) =>
      tx.insert(users).values(
        chunk.map((p) => ({
          id: idOf(p.key),
          username: p.username,
          email: p.email,
          passwordHash,
          role: p.role,
          fullName: p.fullName,
          emailVerifiedAt: p.email ? now : null,
          createdBy: p.key === plan.admin.key ? null : idOf(plan.admin.key),
        })),
      ),
    );
    await insertChunks(plan.students, (chunk) =>
      tx.insert(students).values(
        chunk.map((s) => ({
          id: idOf(`record:${s.key}`),
          userId: idOf(s.key),
          firstName: s.firstName,
          lastName: s.lastName,
          preferredName: s.preferredName,
          dateOfBirth: s.dateOfBirth,
          grade: s.grade,
          accommodationPlan: s.accommodationPlan,
          accommodations: s.accommodations,
          photoReleaseConsent: s.photoReleaseConsent,
          avatar: s.avatar,
        })),
      ),
    );
    await insertChunks(plan.links, (chunk) =>
      tx.insert(guardianLinks).values(
        chunk.map((l) => ({ studentId: idOf(`record:${l.studentKey}`), guardianUserId: idOf(l.guardianKey), relationship: l.relationship, isPrimary: l.isPrimary })),
      ),
    );

    const subjectIds = new Map((await tx.select({ id: subjects.id, code: subjects.code }).from(subjects)).map((s) => [s.code, s.id]));
    await insertChunks(plan.classes, (chunk) =>
      tx.insert(classes).values(
        chunk.map((c) => {
          const subjectId = subjectIds.get(c.subjectCode);
          if (!subjectId) throw new Error(`Subject "${c.subjectCode}" is missing: the database was not migrated.`);
          return { id: idOf(c.key), schoolYearId: yearId, subjectId, kind: c.kind, grade: c.grade, name: c.name };
        }),
      ),
    );
    await insertChunks(
      plan.classes.flatMap((c) => c.staff.map((s) => ({ classId: idOf(c.key), userId: idOf(s.userKey), role: s.role }))),
      (chunk) => tx.insert(classStaff).values(chunk),
    );
    const startedAt = new Date(zonedInstant(calendar.startsOn, "08:00"));
    await insertChunks(
      plan.classes.flatMap((c) => c.studentKeys.map((k) => ({ classId: idOf(c.key), studentId: idOf(`record:${k}`), startedAt, createdBy: idOf(plan.admin.key) }))),
      (chunk) => tx.insert(enrolments).values(chunk),
    );

    // The timetable, and its dated sessions for each term without holidays and closures. Sections
    // share a handful of meeting patterns: each is expanded once per term.
    const daysOff = calendar.days.filter((d) => d.kind !== "event");
    const expanded = new Map<string, ExpandedSession[]>();
    const expand = (meeting: WeeklyMeeting, term: (typeof termRows)[number]) => {
      const key = `${term.number}|${meeting.weekday}|${meeting.startTime}|${meeting.endTime}`;
      let sessions = expanded.get(key);
      if (!sessions) expanded.set(key, (sessions = expandSessions([meeting], term, daysOff)));
      return sessions;
    };
    const meetingRows = plan.classes.flatMap((c) => c.meetings.map((m) => ({ id: randomUUID(), classId: idOf(c.key), ...m })));
    meetingCount = meetingRows.length;
    await insertChunks(meetingRows, (chunk) => tx.insert(classMeetings).values(chunk));
    const sessionRows = meetingRows.flatMap((m) =>
      termRows.flatMap((term) => expand(m, term).map((s) => ({ classId: m.classId, meetingId: m.id, termId: term.id, startsAt: s.startsAt, endsAt: s.endsAt }))),
    );
    sessionCount = sessionRows.length;
    await insertChunks(sessionRows, (chunk) => tx.insert(classSessions).values(chunk));

    // Admissions: the application and its history, as the form and staff would have left them.
    for (const a of plan.applications) {
      const grade = gradeByApplicationValue(a.grade)!;
      const createdAt = new Date(now.getTime() - a.daysAgo * 86_400_000);
      const [row] = await tx
        .insert(applications)
        .values({
          applicationId: a.applicationId,
          status: a.status,
          parentName: a.parentName,
          parentEmail: a.parentEmail,
          parentPhone: "+1 555 201 4477",
          secondaryGuardianName: a.secondaryGuardianName,
          secondaryGuardianEmail: a.secondaryGuardianEmail,
          childFirstName: a.childFirstName,
          childLastName: a.childLastName,
          childKey: childKey(a.childFirstName, a.childLastName),
          childDob: a.childDob,
          childGradeRequested: grade.applicationValue,
          calculatedGrade: grade.applicationValue,
          isMidYearTransfer: a.schoolYear === calendar.schoolYear,
          desiredStart: a.desiredStart,
          schoolYear: a.schoolYear,
          previousOnlineExperience: a.daysAgo % 2 === 0,
          emergencyContactName: a.secondaryGuardianName ?? "Lucia Fernandes",
          emergencyContactPhone: "+1 555 201 9083",
          ferpaConsent: true,
          photoReleaseConsent: a.photoReleaseConsent,
          marketingConsent: false,
          gradeConflict: false,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: applications.id });
      let from = "submitted";
      await tx.insert(applicationEvents).values([
        { applicationId: row!.id, type: "submitted", toStatus: "submitted", createdAt },
        ...a.path.map((to, k) => {
          const event = { applicationId: row!.id, type: "status_changed", fromStatus: from, toStatus: to, actorUserId: idOf(plan.admin.key), createdAt: new Date(createdAt.getTime() + (k + 1) * 86_400_000) };
          from = to;
          return event;
        }),
      ]);
    }
  });

  const accounts = demoAccounts(plan, options.password);
  const enrolmentCount = plan.classes.reduce((n, c) => n + c.studentKeys.length, 0);
  return {
    plan,
    accounts,
    ids,
    counts: {
      accounts: accounts.length,
      teachers: plan.teachers.length,
      guardians: plan.guardians.length,
      students: plan.students.length,
      families: new Set(plan.students.map((s) => s.familyKey)).size,
      classes: plan.classes.length,
      enrolments: enrolmentCount,
      meetings: meetingCount,
      sessions: sessionCount,
      calendarDays: calendar.days.length,
      applications: plan.applications.length,
    },
    ms: { hash: hashMs, write: performance.now() - writeStarted },
  };
}

/** Every account of the plan with what its owner finds on signing in (the `--json` lines). */
export function demoAccounts(plan: DemoPlan, password: string): DemoAccount[] {
  const classesOf = new Map<string, string[]>();
  const add = (key: string, name: string) => classesOf.set(key, [...(classesOf.get(key) ?? []), name]);
  for (const c of plan.classes) {
    for (const s of c.staff) add(s.userKey, c.name);
    for (const k of c.studentKeys) add(k, c.name);
  }
  const nameOf = new Map(plan.students.map((s) => [s.key, s.user.fullName]));
  const childrenOf = new Map<string, string[]>();
  for (const l of plan.links) childrenOf.set(l.guardianKey, [...(childrenOf.get(l.guardianKey) ?? []), nameOf.get(l.studentKey)!]);
  const account = (u: PlannedUser): DemoAccount => ({
    role: u.role,
    username: u.username,
    password,
    fullName: u.fullName,
    children: childrenOf.get(u.key) ?? [],
    classes: classesOf.get(u.key) ?? [],
  });
  return [plan.admin, ...plan.teachers, ...plan.guardians, ...plan.students.map((s) => s.user)].map(account);
}
