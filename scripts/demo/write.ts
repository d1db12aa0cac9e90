/**
 * Stores the demo school (scripts/demo/plan.ts) in one transaction, in chunked bulk inserts, after
 * checking the database holds no real data. Every account gets the same password, hashed once with
 * the site's hasher. Returns the accounts (for --json, the tests and the bench) and the counts.
 */
import type { Language } from "#common/i18n/languages";
import { count, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { childKey } from "../../server/admissions/application-rules";
import { hashPassword } from "../../server/auth/passwords";
import type { Db, Tx } from "../../server/db/client";
import { syncPublishedStandards } from "../../server/learning/standards/catalog";
import { keepGeneratedBytes } from "../../server/uploads/storage";
import {
  applicationEvents,
  applications,
  assignmentAdjustments,
  assignmentStandards,
  assignments,
  commentBank,
  files,
  marks,
  notifications,
  pointAwards,
  portfolioItems,
  rubricCriteria,
  skills,
  standards,
  workFiles,
  work,
  termComments,
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
import { expandSessions, type ExpandedSession, type WeeklyMeeting } from "#common/learning/timetable";
import { gradeByApplicationValue } from "#common/grades";
import { zonedInstant } from "#common/time-zone";
import { writeConferences } from "./conferences";
import { writeEmergencyContacts } from "./emergency-contacts";
import { writeMessages } from "./messages";
import { writeAttendanceDemo } from "./attendance";
import { writeGamesDemo } from "./games";
import { writeLiveChecksDemo, type LiveChecksDemoCounts } from "./live-checks";
import { childAbilities, commentBankRows, generateClassWork, generatePoints, type ClassWork, type ClassWorkContext } from "./learning";
import { planDemoSchool, type DemoPlan, type DemoRole, type PlannedUser } from "./plan";
import { seededRandom } from "./random";
import { writeNotificationDemo } from "./notifications";
import { writeSignInCards } from "./sign-in-cards";

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
  /** The language the person reads the site in. */
  language: Language;
  /** Students: the code of their sign-in card ("K7QM2-XPA93-TDF4R"; issue 34), for /auth/card#<code> or "Type your card code". */
  signInCode?: string;
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
  assignments: number;
  work: number;
  marks: number;
  pointAwards: number;
  portfolioItems: number;
  files: number;
  /** Quick checks on a standard in past math rooms (scripts/demo/live-checks.ts). */
  liveCheckSessions: number;
  liveChecks: number;
  liveCheckAnswers: number;
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
  /** Where the sample voice answers and drawings are stored (the server's UPLOADS_DIR); none without it. */
  uploadsDir?: string;
}

export const DEFAULT_DEMO_STUDENTS = 100;
export const DEFAULT_DEMO_SEED = 15;
const CHUNK = 1_000;
/** Learning rows gathered across classes before they are written (in dependency order). */
const LEARNING_FLUSH_ROWS = 20_000;
const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), "assets");

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
  let signInCodes = new Map<string, string>();
  const learningCounts = { assignments: 0, work: 0, marks: 0, pointAwards: 0, portfolioItems: 0, files: 0 };
  let liveCheckCounts: LiveChecksDemoCounts = { liveCheckSessions: 0, liveChecks: 0, liveCheckAnswers: 0 };
  // The catalog is the app's; it is normally synced at start-up (a fresh database may not have started yet).
  await syncPublishedStandards(db);

  await db.transaction(async (tx: Tx) => {
    // Re-checked inside the transaction, so nothing is written next to data that arrived meanwhile.
    if (await databaseHasData(tx)) throw new DemoRefused(NOT_EMPTY_MESSAGE);

    const yearId = randomUUID();
    await tx.insert(schoolYears).values({ id: yearId, name: calendar.name, startsOn: calendar.startsOn, endsOn: calendar.endsOn, isCurrent: true });
    const termRows = calendar.terms.map((t) => ({ id: randomUUID(), schoolYearId: yearId, ...t }));
    await tx.insert(terms).values(termRows);
    await tx.insert(schoolDays).values(calendar.days.map((d) => ({ schoolYearId: yearId, ...d })));

    const people: PlannedUser[] = [plan.headOfSchool, plan.admin, ...plan.teachers, ...plan.guardians, ...plan.students.map((s) => s.user)];
    await insertChunks(people, (chunk) =>
      tx.insert(users).values(
        chunk.map((p) => ({
          id: idOf(p.key),
          username: p.username,
          email: p.email,
          passwordHash,
          role: p.role,
          fullName: p.fullName,
          language: p.language ?? "en",
          emailVerifiedAt: p.email ? now : null,
          createdBy: p.key === plan.headOfSchool.key ? null : p.key === plan.admin.key ? idOf(plan.headOfSchool.key) : idOf(plan.admin.key),
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
    signInCodes = await writeSignInCards(
      tx,
      plan.students.map((st) => st.key),
      { idOf, madeBy: idOf(plan.admin.key), now },
    );
    await writeEmergencyContacts(tx, plan, { seed: options.seed ?? DEFAULT_DEMO_SEED, now, idOf });
    await insertChunks(plan.links, (chunk) =>
      tx.insert(guardianLinks).values(
        chunk.map((l) => ({
          studentId: idOf(`record:${l.studentKey}`),
          guardianUserId: idOf(l.guardianKey),
          relationship: l.relationship,
          isPrimary: l.isPrimary,
        })),
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
      plan.classes.flatMap((c) =>
        c.studentKeys.map((k) => ({ classId: idOf(c.key), studentId: idOf(`record:${k}`), startedAt, createdBy: idOf(plan.admin.key) })),
      ),
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
      termRows.flatMap((term) =>
        expand(m, term).map((s) => ({ classId: m.classId, meetingId: m.id, termId: term.id, startsAt: s.startsAt, endsAt: s.endsAt })),
      ),
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
          const event = {
            applicationId: row!.id,
            type: "status_changed",
            fromStatus: from,
            toStatus: to,
            actorUserId: idOf(plan.admin.key),
            createdAt: new Date(createdAt.getTime() + (k + 1) * 86_400_000),
          };
          from = to;
          return event;
        }),
      ]);
    }

    await writeLearningYear(tx, plan, {
      seed: options.seed ?? DEFAULT_DEMO_SEED,
      now,
      idOf,
      termIds: new Map(termRows.map((t) => [t.number, t.id])),
      uploadsDir: options.uploadsDir,
      counts: learningCounts,
    });
    await writeConferences(tx, plan, { now, idOf });
    await writeMessages(tx, plan, { now, idOf });
    await writeAttendanceDemo(tx, plan, { now, seed: options.seed ?? DEFAULT_DEMO_SEED, idOf });
    liveCheckCounts = await writeLiveChecksDemo(tx, plan, { now, seed: options.seed ?? DEFAULT_DEMO_SEED, idOf });
    await writeNotificationDemo(tx, plan, { now, idOf });
    await writeGamesDemo(tx, plan, { seed: options.seed ?? DEFAULT_DEMO_SEED, now, idOf });
  });

  const accounts = demoAccounts(plan, options.password, signInCodes);
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
      ...learningCounts,
      ...liveCheckCounts,
    },
    ms: { hash: hashMs, write: performance.now() - writeStarted },
  };
}

/** Every account of the plan with what its owner finds on signing in (the `--json` lines). */
export function demoAccounts(plan: DemoPlan, password: string, signInCodes: ReadonlyMap<string, string> = new Map()): DemoAccount[] {
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
    language: u.language ?? "en",
    ...(signInCodes.has(u.key) ? { signInCode: signInCodes.get(u.key) } : {}),
  });
  return [plan.headOfSchool, plan.admin, ...plan.teachers, ...plan.guardians, ...plan.students.map((s) => s.user)].map(account);
}

interface LearningWriteOptions {
  seed: number;
  now: Date;
  idOf: (key: string) => string;
  termIds: Map<number, string>;
  uploadsDir: string | undefined;
  counts: Pick<DemoCounts, "assignments" | "work" | "marks" | "pointAwards" | "portfolioItems" | "files">;
}

const SAMPLE_FILES = {
  voice: { file: "voice-answer.webm", name: "my-answer.webm", contentType: "audio/webm", kind: "voice", durationSeconds: 4 },
  drawing: { file: "drawing.png", name: "my-drawing.png", contentType: "image/png", kind: "upload", durationSeconds: null },
} as const;

/** The year's work of scripts/demo/learning.ts, written class by class in chunks. */
async function writeLearningYear(tx: Tx, plan: DemoPlan, o: LearningWriteOptions) {
  const random = seededRandom(o.seed * 7919 + 16);
  const catalog = await tx
    .select({
      id: standards.id,
      code: standards.code,
      subjectCode: standards.subjectCode,
      grade: standards.grade,
      cluster: standards.cluster,
      description: standards.description,
    })
    .from(standards)
    .where(isNull(standards.archivedAt))
    .orderBy(standards.sortOrder);
  const skillRows = await tx.select({ id: skills.id, name: skills.name }).from(skills).where(isNull(skills.archivedAt));
  const ctx: ClassWorkContext = {
    random,
    plan,
    calendar: plan.calendar,
    now: o.now,
    idOf: o.idOf,
    termIds: o.termIds,
    standards: catalog,
    skills: skillRows,
    files: o.uploadsDir !== undefined,
  };
  const abilities = childAbilities(random, plan);
  const students = new Map(plan.students.map((s) => [s.key, s]));
  const samples = new Map<string, Buffer>();
  if (o.uploadsDir) for (const [key, sample] of Object.entries(SAMPLE_FILES)) samples.set(key, await readFile(path.join(ASSETS, sample.file)));

  const buffer: ClassWork = {
    assignments: [],
    assignmentStandards: [],
    criteria: [],
    adjustments: [],
    work: [],
    marks: [],
    files: [],
    workFiles: [],
    portfolio: [],
    termComments: [],
    notifications: [],
  };
  let points: Record<string, unknown>[] = [];
  const buffered = () => Object.values(buffer).reduce((n, rows: unknown[]) => n + rows.length, 0) + points.length;
  const flush = async () => {
    o.counts.assignments += buffer.assignments.length;
    o.counts.work += buffer.work.length;
    o.counts.marks += buffer.marks.length;
    o.counts.portfolioItems += buffer.portfolio.length;
    o.counts.pointAwards += points.length;
    o.counts.files += buffer.files.length;
    await insertChunks(buffer.assignments, (c) => tx.insert(assignments).values(c as (typeof assignments.$inferInsert)[]));
    await insertChunks(buffer.assignmentStandards, (c) => tx.insert(assignmentStandards).values(c));
    await insertChunks(buffer.criteria, (c) => tx.insert(rubricCriteria).values(c as (typeof rubricCriteria.$inferInsert)[]));
    await insertChunks(buffer.adjustments, (c) => tx.insert(assignmentAdjustments).values(c as (typeof assignmentAdjustments.$inferInsert)[]));
    await insertChunks(buffer.work, (c) => tx.insert(work).values(c as (typeof work.$inferInsert)[]));
    await insertChunks(buffer.marks, (c) => tx.insert(marks).values(c as (typeof marks.$inferInsert)[]));
    if (o.uploadsDir) {
      const dir = o.uploadsDir;
      const rows: (typeof files.$inferInsert)[] = [];
      for (const f of buffer.files) {
        const sample = SAMPLE_FILES[f.sample];
        const kept = await keepGeneratedBytes(dir, samples.get(f.sample)!);
        rows.push({
          id: f.id,
          ownerUserId: f.ownerUserId,
          storedName: kept.storedName,
          originalName: sample.name,
          contentType: sample.contentType,
          size: kept.size,
          sha256: kept.sha256,
          kind: sample.kind,
          durationSeconds: sample.durationSeconds,
          createdAt: f.createdAt,
        });
      }
      await insertChunks(rows, (c) => tx.insert(files).values(c));
      await insertChunks(buffer.workFiles, (c) => tx.insert(workFiles).values(c as (typeof workFiles.$inferInsert)[]));
    }
    await insertChunks(buffer.portfolio, (c) => tx.insert(portfolioItems).values(c as (typeof portfolioItems.$inferInsert)[]));
    await insertChunks(buffer.termComments, (c) => tx.insert(termComments).values(c as (typeof termComments.$inferInsert)[]));
    await insertChunks(buffer.notifications, (c) => tx.insert(notifications).values(c as (typeof notifications.$inferInsert)[]));
    await insertChunks(points, (c) => tx.insert(pointAwards).values(c as (typeof pointAwards.$inferInsert)[]));
    for (const rows of Object.values(buffer) as unknown[][]) rows.length = 0;
    points = [];
  };
  for (const cls of plan.classes) {
    const work = generateClassWork(ctx, cls, abilities, students);
    for (const [table, rows] of Object.entries(work) as [keyof ClassWork, never[]][]) (buffer[table] as unknown[]).push(...rows);
    if (cls.subjectCode === "homeroom") points.push(...generatePoints(ctx, cls));
    if (buffered() >= LEARNING_FLUSH_ROWS) await flush();
  }
  await flush();
  await insertChunks(commentBankRows(plan.teachers.map((t) => o.idOf(t.key))), (c) => tx.insert(commentBank).values(c as (typeof commentBank.$inferInsert)[]));
}
