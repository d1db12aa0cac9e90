/**
 * The OneRoster 1.2 CSV import (docs/api/roster.md). `planImport` reads the files against what the
 * school holds and decides every row (create, update, unchanged, skip or refuse, with the reason);
 * `applyPlan` writes a plan's rows in the import's transaction: bulk inserts, ids made up front so
 * references need no round trip, and the children's enrolments through the one way in
 * (courses/enrolment.ts), whose refusals (a full class, a clash) it writes into the report. A check
 * does both in a transaction it rolls back (./index.ts), so it reports exactly what an import would do.
 *
 * Rows are matched by sourcedId (our `sourced_id` column, or the row's uuid when it has none, as
 * our export writes them), so a re-import updates and never duplicates. Nothing is ever deleted or
 * ended by an import, whatever a bulk file leaves out.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { hasUnusualCharacters, isValidPhone } from "#common/schemas/fields";
import {
  ROSTER_OUTCOMES,
  type RosterCounts,
  type RosterFileSummary,
  type RosterOutcome,
  type RosterReport,
  type RosterRow,
} from "#common/schemas/learning/roster";
import { NO_PASSWORD_HASH } from "../../accounts/people";
import type { Db, Tx } from "../../db/client";
import { classes, classStaff, enrolments, guardianLinks, schoolYears, students, subjects, terms, users } from "../../db/schema";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { DEFAULT_LANGUAGE } from "#common/i18n/languages";
import { formatPhrase } from "#common/i18n/phrase";
import { zonedInstant } from "#common/time-zone";
import { ADMIN_ROLES, ADULT_ROLES, GUARDIAN_ROLES, inRoleGroup, TEACHER_ROLES } from "#common/roles";
import { yearOverlap } from "../courses/calendar";
import { enrolAll, type EnrolRequest } from "../courses/enrolment";
import { termsProblem } from "../courses/rules";
import { readTogether } from "../../db/read-together";
import { checkManifest, parseCsv, type CsvRow, type ParsedCsv } from "./files";
import { fullNameOf } from "./names";
import {
  fromClassType,
  fromEnrollmentRole,
  fromOneRosterGrade,
  IMPORT_ORDER,
  isFamilyOneRosterRole,
  isIsoDate,
  mapUserRole,
  parseList,
  subjectOfCourse,
  deriveUsername,
  type MappedRole,
  type RosterFile,
} from "./mapping";
import { isUuid } from "#common/ids";
import { invalid } from "../../domain-errors";

type Reader = Pick<Db, "select">;

const NAME_MAX = 100;
const CLASS_NAME_MAX = 120;
const emailSchema = z.email().max(254);

// --- what the school holds -------------------------------------------------------------------------

async function loadExisting(db: Reader) {
  // In the real import's transaction these run one after another (readTogether): one connection
  // answers one query at a time, and node-postgres refuses (pg 9) a query sent while one runs.
  const [years, termRows, subjectRows, classRows, staffRows, studentRows, people, usernames, openEnrolments, sourcedEnrolments, links] = await readTogether(
    db,
    [
      () => db.select().from(schoolYears),
      () => db.select().from(terms),
      () => db.select({ id: subjects.id, code: subjects.code, name: subjects.name }).from(subjects),
      () =>
        db
          .select({
            id: classes.id,
            schoolYearId: classes.schoolYearId,
            subjectId: classes.subjectId,
            kind: classes.kind,
            grade: classes.grade,
            name: classes.name,
            sourcedId: classes.sourcedId,
          })
          .from(classes),
      () => db.select({ classId: classStaff.classId, userId: classStaff.userId, role: classStaff.role }).from(classStaff),
      () =>
        db
          .select({
            id: students.id,
            userId: students.userId,
            firstName: students.firstName,
            lastName: students.lastName,
            preferredName: students.preferredName,
            grade: students.grade,
            sourcedId: students.sourcedId,
          })
          .from(students),
      () =>
        db
          .select({
            id: users.id,
            role: users.role,
            username: users.username,
            fullName: users.fullName,
            givenName: users.givenName,
            familyName: users.familyName,
            email: users.email,
            phone: users.phone,
            sourcedId: users.sourcedId,
          })
          .from(users)
          .where(inArray(users.role, [...ADULT_ROLES])),
      () => db.select({ name: sql<string>`lower(${users.username})` }).from(users),
      () =>
        db
          .select({ id: enrolments.id, classId: enrolments.classId, studentId: enrolments.studentId, sourcedId: enrolments.sourcedId })
          .from(enrolments)
          .where(isNull(enrolments.endedAt)),
      () =>
        db
          .select({
            id: enrolments.id,
            classId: enrolments.classId,
            studentId: enrolments.studentId,
            sourcedId: enrolments.sourcedId,
            endedAt: enrolments.endedAt,
          })
          .from(enrolments)
          .where(isNotNull(enrolments.sourcedId)),
      () => db.select({ studentId: guardianLinks.studentId, guardianUserId: guardianLinks.guardianUserId }).from(guardianLinks),
    ],
  );
  return {
    years,
    termRows,
    subjectRows,
    classRows,
    staffRows,
    studentRows,
    people,
    usernames: new Set(usernames.map((u) => u.name)),
    openEnrolments,
    sourcedEnrolments,
    links,
  };
}

/** Finds rows by sourcedId, or by uuid for a row that has none (our export writes the uuid then). */
function finder<T extends { id: string; sourcedId: string | null }>(rows: readonly T[]) {
  const bySid = new Map<string, T>();
  const byId = new Map<string, T>();
  for (const r of rows) {
    if (r.sourcedId) bySid.set(r.sourcedId, r);
    byId.set(r.id, r);
  }
  return (sid: string): T | undefined => {
    const hit = bySid.get(sid);
    if (hit) return hit;
    if (!isUuid(sid)) return undefined;
    const row = byId.get(sid.toLowerCase());
    return row && !row.sourcedId ? row : undefined;
  };
}

/** The sourcedId to store on a matched row: the file's, unless the row was matched by its own uuid. */
const sidToStore = (row: { id: string; sourcedId: string | null }, sid: string) => (row.sourcedId ? row.sourcedId : sid.toLowerCase() === row.id ? null : sid);

/** A date cell: YYYY-MM-DD, or the date part of an ISO date-time. */
function dateCell(value: string): string | null {
  const v = value.length > 10 && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
  return isIsoDate(v) ? v : null;
}

/**
 * An enrolment's dates as rows here: it began at the start of `beginDate` (the import's moment when
 * the file gives none) and, when `endDate` (its last day) is past, ended at the end of that day, in
 * the school's zone; attendance reads a child's sessions from these. An endDate still ahead leaves it
 * open: an enrolment here ends when staff end it. A reason string when a cell is not a date.
 */
function enrolmentDates(begin: string, end: string, now: Date): { startedAt: Date; endedAt: Date | null; said: string } | string {
  const beginsOn = begin ? dateCell(begin) : null;
  if (begin && !beginsOn) return `beginDate ${begin} is not a date (YYYY-MM-DD).`;
  const endsOn = end ? dateCell(end) : null;
  if (end && !endsOn) return `endDate ${end} is not a date (YYYY-MM-DD).`;
  if (beginsOn && endsOn && endsOn < beginsOn) return `endDate ${endsOn} is before beginDate ${beginsOn}.`;
  const startedAt = beginsOn ? new Date(zonedInstant(beginsOn, "00:00")) : now;
  const dayAfterEnd = endsOn ? formatCalendarDate(addDays(parseCalendarDate(endsOn)!, 1)) : null;
  const endedAt = dayAfterEnd && zonedInstant(dayAfterEnd, "00:00") <= now.getTime() ? new Date(zonedInstant(dayAfterEnd, "00:00")) : null;
  const from = beginsOn ? `from ${beginsOn}` : "from today";
  return { startedAt, endedAt, said: endedAt ? `${from} to ${endsOn} (ended)` : from };
}

function nameProblem(label: string, value: string, max = NAME_MAX): string | null {
  if (!value) return `${label} is empty.`;
  if (value.length > max) return `${label} is longer than ${max} characters.`;
  if (hasUnusualCharacters(value)) return `${label} has unusual characters (control characters).`;
  return null;
}

const gradeLabel = (grade: string) => (grade === "K" ? "Kindergarten" : `Grade ${grade}`);

// --- the plan ----------------------------------------------------------------------------------------

export interface ImportContext {
  actorId: string;
  now: Date;
}

export interface RosterPlan {
  report: Omit<RosterReport, "dryRun" | "durationMs">;
  writes: {
    newYears: (typeof schoolYears.$inferInsert)[];
    yearUpdates: { id: string; set: Partial<typeof schoolYears.$inferInsert> }[];
    newTerms: (typeof terms.$inferInsert)[];
    termUpdates: { id: string; set: Partial<typeof terms.$inferInsert> }[];
    newUsers: (typeof users.$inferInsert)[];
    userUpdates: { id: string; set: Partial<typeof users.$inferInsert> }[];
    newStudents: (typeof students.$inferInsert)[];
    studentUpdates: { id: string; set: Partial<typeof students.$inferInsert> }[];
    newLinks: (typeof guardianLinks.$inferInsert)[];
    newClasses: (typeof classes.$inferInsert)[];
    classUpdates: { id: string; set: Partial<typeof classes.$inferInsert> }[];
    newStaff: (typeof classStaff.$inferInsert)[];
    staffUpdates: { classId: string; userId: string; role: string }[];
    /** Children's enrolments, decided when written by the one way in (courses/enrolment.ts); `row` is their line of the report. */
    newEnrolments: { request: EnrolRequest; row: RosterRow }[];
  };
}

type PersonRef = { kind: MappedRole["kind"]; userId: string; studentId?: string; name: string };

const emptyCounts = (): RosterCounts => Object.fromEntries(ROSTER_OUTCOMES.map((o) => [o, 0])) as RosterCounts;

/** Decides every row of the upload against the school as it is (children's enrolments as applyPlan writes them). Writes nothing. */
export async function planImport(db: Reader, texts: Map<RosterFile, string>, ctx: ImportContext): Promise<RosterPlan> {
  const manifest = texts.get("manifest.csv");
  checkManifest(manifest === undefined ? undefined : parseCsv("manifest.csv", manifest));
  const csv = new Map<RosterFile, ParsedCsv>();
  for (const file of IMPORT_ORDER) {
    const source = texts.get(file);
    if (source !== undefined) csv.set(file, parseCsv(file, source));
  }
  if (csv.size === 0)
    throw invalid("No OneRoster data file was sent (only a manifest).", [{ field: "files", message: "No OneRoster data file was sent (only a manifest)." }]);

  const ex = await loadExisting(db);
  const w: RosterPlan["writes"] = {
    newYears: [],
    yearUpdates: [],
    newTerms: [],
    termUpdates: [],
    newUsers: [],
    userUpdates: [],
    newStudents: [],
    studentUpdates: [],
    newLinks: [],
    newClasses: [],
    classUpdates: [],
    newStaff: [],
    staffUpdates: [],
    newEnrolments: [],
  };

  const counts = new Map<RosterFile, RosterCounts>();
  const rows: RosterRow[] = [];
  const record = (file: RosterFile, row: CsvRow, sid: string, outcome: RosterOutcome, what: string, reason?: string): RosterRow | undefined => {
    if (!counts.has(file)) counts.set(file, emptyCounts());
    counts.get(file)![outcome]++;
    if (outcome === "unchanged" && !reason) return undefined;
    const line: RosterRow = { file, line: row.line, sourcedId: sid, outcome, what, ...(reason ? { reason } : {}) };
    rows.push(line);
    return line;
  };
  const seenIn = new Map<RosterFile, Map<string, number>>();
  /** Rows with a sourcedId, once each, not marked tobedeleted, in a file that has its required columns. */
  const eachRow = (file: RosterFile, what: string, fn: (row: CsvRow, sid: string) => void, filter: (row: CsvRow) => boolean = () => true) => {
    const parsed = csv.get(file);
    if (!parsed) return;
    if (!counts.has(file)) counts.set(file, emptyCounts());
    // Shared by the passes over one file (terms after years, children after staff).
    const seen = seenIn.get(file) ?? new Map<string, number>();
    seenIn.set(file, seen);
    for (const row of parsed.rows) {
      if (!filter(row)) continue;
      const sid = row.get("sourcedId");
      if (parsed.missing.length) {
        record(file, row, sid, "refuse", what, `${file} lacks the required column${parsed.missing.length > 1 ? "s" : ""} ${parsed.missing.join(", ")}.`);
        continue;
      }
      if (!sid) {
        record(file, row, sid, "refuse", what, "The row has no sourcedId.");
        continue;
      }
      if (seen.has(sid)) {
        record(file, row, sid, "refuse", what, `Duplicate sourcedId ${sid} (also on line ${seen.get(sid)}).`);
        continue;
      }
      seen.set(sid, row.line);
      if (row.get("status") === "tobedeleted") {
        record(
          file,
          row,
          sid,
          "skip",
          what,
          "Marked tobedeleted: an import never deletes. Deactivate people on /admin/people and end enrolments on /admin/courses.",
        );
        continue;
      }
      fn(row, sid);
    }
  };

  // --- orgs: the one school; read to know their sourcedIds, nothing stored. ---
  eachRow("orgs.csv", "Organisation", (row, sid) => record("orgs.csv", row, sid, "unchanged", `Organisation ${row.get("name")}`));

  // --- academicSessions: school years first, then their terms. ---
  const findYear = finder(ex.years);
  const yearsByName = new Map(ex.years.map((y) => [y.name.toLowerCase(), y]));
  const yearRefs = new Map<string, { id: string; name: string }>();
  const plannedYearNames = new Set<string>();
  /** Every year's dates as the import leaves them, so a new or moved year is held to the screen's rule (yearOverlap). */
  const yearRanges = new Map(ex.years.map((y) => [y.id, { name: y.name, startsOn: y.startsOn, endsOn: y.endsOn }]));
  const overlapOf = (range: { startsOn: string; endsOn: string }, exceptId?: string) => {
    const overlap = yearOverlap(
      [...yearRanges].filter(([id]) => id !== exceptId).map(([, y]) => y),
      range,
    );
    // The import's report is in English, as all its other reasons are.
    return overlap ? formatPhrase(DEFAULT_LANGUAGE, overlap.message) : undefined;
  };
  const sessionType = (row: CsvRow) => row.get("type");
  eachRow(
    "academicSessions.csv",
    "School year",
    (row, sid) => {
      const title = row.get("title");
      const what = `School year ${title}`;
      const startsOn = dateCell(row.get("startDate"));
      const endsOn = dateCell(row.get("endDate"));
      const problem = nameProblem("title", title);
      if (problem) return record("academicSessions.csv", row, sid, "refuse", what, problem);
      if (!startsOn || !endsOn || startsOn >= endsOn)
        return record("academicSessions.csv", row, sid, "refuse", what, "startDate and endDate must be dates (YYYY-MM-DD), the start before the end.");
      let existing = findYear(sid);
      if (!existing) {
        const named = yearsByName.get(title.toLowerCase());
        if (named && named.sourcedId && named.sourcedId !== sid)
          return record("academicSessions.csv", row, sid, "refuse", what, `A school year named ${title} already exists with sourcedId ${named.sourcedId}.`);
        existing = named;
      }
      if (existing) {
        const set: Partial<typeof schoolYears.$inferInsert> = {};
        if (existing.name !== title) {
          const clash = yearsByName.get(title.toLowerCase());
          if (clash && clash.id !== existing.id) return record("academicSessions.csv", row, sid, "refuse", what, `Another school year is named ${title}.`);
          set.name = title;
        }
        if (existing.startsOn !== startsOn) set.startsOn = startsOn;
        if (existing.endsOn !== endsOn) set.endsOn = endsOn;
        const overlap = overlapOf({ startsOn, endsOn }, existing.id);
        if (overlap) return record("academicSessions.csv", row, sid, "refuse", what, overlap);
        yearRanges.set(existing.id, { name: title, startsOn, endsOn });
        const storeSid = sidToStore(existing, sid);
        if (storeSid !== existing.sourcedId) set.sourcedId = storeSid;
        yearRefs.set(sid, { id: existing.id, name: title });
        if (Object.keys(set).length) {
          w.yearUpdates.push({ id: existing.id, set });
          return record("academicSessions.csv", row, sid, "update", what);
        }
        return record("academicSessions.csv", row, sid, "unchanged", what);
      }
      if (plannedYearNames.has(title.toLowerCase()))
        return record("academicSessions.csv", row, sid, "refuse", what, `Another school year in the file is named ${title}.`);
      const overlap = overlapOf({ startsOn, endsOn });
      if (overlap) return record("academicSessions.csv", row, sid, "refuse", what, overlap);
      plannedYearNames.add(title.toLowerCase());
      const id = randomUUID();
      yearRanges.set(id, { name: title, startsOn, endsOn });
      w.newYears.push({ id, name: title, startsOn, endsOn, sourcedId: sid, isCurrent: false });
      yearRefs.set(sid, { id, name: title });
      record("academicSessions.csv", row, sid, "create", what);
    },
    (row) => sessionType(row) === "schoolYear",
  );
  // The first school year of a school that has none current becomes current (the one holding today if any).
  if (!ex.years.some((y) => y.isCurrent) && w.newYears.length) {
    const today = ctx.now.toISOString().slice(0, 10);
    const current = w.newYears.find((y) => y.startsOn <= today && today <= y.endsOn) ?? w.newYears[0]!;
    current.isCurrent = true;
  }

  /**
   * A term without parentSourcedId belongs to the year its 1.2 `schoolYear` cell names (the calendar
   * year the school year ends in): the file's schoolYear row saying so, else the one year here ending then.
   */
  const yearOfSchoolYear = (cell: string): string | undefined => {
    if (!/^\d{4}$/.test(cell)) return undefined;
    const named = csv
      .get("academicSessions.csv")!
      .rows.filter((r) => sessionType(r) === "schoolYear" && r.get("schoolYear") === cell)
      .map((r) => yearRefs.get(r.get("sourcedId"))?.id);
    if (named.length === 1 && named[0]) return named[0];
    const ending = [...yearRanges].filter(([, y]) => y.endsOn.startsWith(cell));
    return ending.length === 1 ? ending[0]![0] : undefined;
  };
  const findTerm = finder(ex.termRows);
  const termRefs = new Map<string, { id: string; yearId: string }>();
  const termRowsByYear = new Map<string, { row: CsvRow; sid: string; startsOn: string }[]>();
  eachRow(
    "academicSessions.csv",
    "Term",
    (row, sid) => {
      const type = sessionType(row);
      const title = row.get("title");
      if (type !== "term")
        return record(
          "academicSessions.csv",
          row,
          sid,
          "skip",
          `Session ${title}`,
          `Only schoolYear and term sessions are used here (this is a ${type || "session without a type"}).`,
        );
      const what = `Term ${title}`;
      const parent = row.get("parentSourcedId");
      const yearId = parent ? (yearRefs.get(parent)?.id ?? findYear(parent)?.id) : yearOfSchoolYear(row.get("schoolYear"));
      if (!yearId) {
        const reason = parent
          ? `Unknown school year ${parent} (parentSourcedId).`
          : row.get("schoolYear")
            ? `No one school year here ends in ${row.get("schoolYear")} (schoolYear); give the term its parentSourcedId.`
            : "A term needs its school year (parentSourcedId or schoolYear).";
        return record("academicSessions.csv", row, sid, "refuse", what, reason);
      }
      const startsOn = dateCell(row.get("startDate"));
      const endsOn = dateCell(row.get("endDate"));
      const problem = nameProblem("title", title);
      if (problem) return record("academicSessions.csv", row, sid, "refuse", what, problem);
      if (!startsOn || !endsOn || startsOn >= endsOn)
        return record("academicSessions.csv", row, sid, "refuse", what, "startDate and endDate must be dates (YYYY-MM-DD), the start before the end.");
      const list = termRowsByYear.get(yearId) ?? [];
      list.push({ row, sid, startsOn });
      termRowsByYear.set(yearId, list);
    },
    (row) => sessionType(row) !== "schoolYear",
  );
  for (const [yearId, list] of termRowsByYear) {
    list.sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    // The screen's rule for a year's terms (termsProblem): inside the year, in order, apart.
    const accepted: { startsOn: string; endsOn: string }[] = [];
    list.forEach(({ row, sid }) => {
      const title = row.get("title");
      const what = `Term ${title}`;
      const startsOn = dateCell(row.get("startDate"))!;
      const endsOn = dateCell(row.get("endDate"))!;
      if (accepted.length === 3) return record("academicSessions.csv", row, sid, "refuse", what, "A school year has three terms here; this is a fourth.");
      const problem = termsProblem(yearRanges.get(yearId)!, [...accepted, { startsOn, endsOn }]);
      if (problem) return record("academicSessions.csv", row, sid, "refuse", what, formatPhrase(DEFAULT_LANGUAGE, problem[1]));
      accepted.push({ startsOn, endsOn });
      const number = accepted.length;
      let existing = findTerm(sid);
      if (!existing) {
        const same = ex.termRows.find((t) => t.schoolYearId === yearId && t.number === number);
        if (same && same.sourcedId && same.sourcedId !== sid)
          return record("academicSessions.csv", row, sid, "refuse", what, `Term ${number} of that year already exists with sourcedId ${same.sourcedId}.`);
        existing = same;
      }
      if (existing) {
        const set: Partial<typeof terms.$inferInsert> = {};
        if (existing.name !== title) set.name = title;
        if (existing.startsOn !== startsOn) set.startsOn = startsOn;
        if (existing.endsOn !== endsOn) set.endsOn = endsOn;
        const storeSid = sidToStore(existing, sid);
        if (storeSid !== existing.sourcedId) set.sourcedId = storeSid;
        termRefs.set(sid, { id: existing.id, yearId: existing.schoolYearId });
        if (Object.keys(set).length) {
          w.termUpdates.push({ id: existing.id, set });
          return record("academicSessions.csv", row, sid, "update", what);
        }
        return record("academicSessions.csv", row, sid, "unchanged", what);
      }
      const id = randomUUID();
      w.newTerms.push({ id, schoolYearId: yearId, number, name: title, startsOn, endsOn, sourcedId: sid });
      termRefs.set(sid, { id, yearId });
      record("academicSessions.csv", row, sid, "create", what);
    });
  }

  // --- courses: a subject taught in a grade; nothing stored, their classes are. ---
  const courseRefs = new Map<string, { subjectId: string; subjectCode: string; grade: string | null; yearId: string | null }>();
  const refusedCourses = new Set<string>();
  eachRow("courses.csv", "Course", (row, sid) => {
    const title = row.get("title");
    const what = `Course ${title}`;
    const refuse = (reason: string) => {
      refusedCourses.add(sid);
      record("courses.csv", row, sid, "refuse", what, reason);
    };
    const subject = subjectOfCourse(
      { title, courseCode: row.get("courseCode"), subjects: row.get("subjects"), subjectCodes: row.get("subjectCodes") },
      ex.subjectRows,
    );
    if (!subject)
      return refuse(
        `No subject here matches this course. Give subjectCodes one of ${ex.subjectRows.map((s) => s.code).join(", ")}, or add the subject on /admin/courses first.`,
      );
    const grades = parseList(row.get("grades"));
    let grade: string | null = null;
    if (grades.length) {
      grade = fromOneRosterGrade(grades[0]!);
      if (!grade) return refuse(`Grade ${grades[0]} is not taught here (KG, 01-06).`);
    } else {
      const code = row.get("courseCode");
      grade = code.includes("-") ? fromOneRosterGrade(code.split("-").pop()!) : null;
    }
    const yearSid = row.get("schoolYearSourcedId");
    let yearId: string | null = null;
    if (yearSid) {
      yearId = yearRefs.get(yearSid)?.id ?? findYear(yearSid)?.id ?? null;
      if (!yearId) return refuse(`Unknown school year ${yearSid} (schoolYearSourcedId).`);
    }
    courseRefs.set(sid, { subjectId: subject.id, subjectCode: subject.code, grade, yearId });
    record("courses.csv", row, sid, "unchanged", grade ? `Course ${title} (${subject.name}, ${gradeLabel(grade)})` : `Course ${title} (${subject.name})`);
  });

  // --- demographics: only the birth date, needed to create a student. ---
  const birthDates = new Map<string, string>();
  eachRow("demographics.csv", "Birth date", (row, sid) => {
    const raw = row.get("birthDate");
    const date = dateCell(raw);
    if (!date) return record("demographics.csv", row, sid, "refuse", "Birth date", `birthDate ${raw || "(empty)"} is not a date (YYYY-MM-DD).`);
    birthDates.set(sid, date);
    record("demographics.csv", row, sid, "unchanged", "Birth date");
  });

  // --- roles.csv (1.2) gives each user a role; users.csv's role column (1.1) works too. ---
  const usersCsv = csv.get("users.csv");
  const userSidsInFile = new Set(usersCsv?.rows.map((r) => r.get("sourcedId")).filter(Boolean) ?? []);
  const rolesOf = new Map<string, { role: string; primary: boolean }[]>();
  eachRow("roles.csv", "Role", (row, sid) => {
    const user = row.get("userSourcedId");
    if (!userSidsInFile.has(user)) return record("roles.csv", row, sid, "refuse", `Role ${row.get("role")}`, `Unknown user ${user} (not in users.csv).`);
    const list = rolesOf.get(user) ?? [];
    list.push({ role: row.get("role"), primary: row.get("roleType") === "primary" });
    rolesOf.set(user, list);
    record("roles.csv", row, sid, "unchanged", `Role ${row.get("role")} of ${user}`);
  });
  /** A 1.2 secondary role that makes a teacher also a family member (parent, guardian, relative). */
  const secondaryFamilyRole = (sid: string) => rolesOf.get(sid)?.find((r) => !r.primary && isFamilyOneRosterRole(r.role))?.role;
  const roleOf = (row: CsvRow, sid: string) => {
    const own = row.get("role");
    if (own) return own;
    const list = rolesOf.get(sid) ?? [];
    return (list.find((r) => r.primary) ?? list[0])?.role ?? "";
  };

  // --- users ---
  const findStudent = finder(ex.studentRows);
  const findPerson = finder(ex.people);
  const personRefs = new Map<string, PersonRef>();
  const refusedUsers = new Set<string>();
  const pendingUsers: { row: CsvRow; sid: string; outcome: RosterOutcome; what: string; ref: PersonRef; reason?: string; note?: string }[] = [];
  /** Accounts taken by a row of the file (by sourcedId or address) and new addresses, so two rows never share one. */
  const claimed = new Map<string, string>();
  const newAddresses = new Map<string, number>();
  const peopleByUserId = new Map(ex.people.map((p) => [p.id, p]));
  eachRow("users.csv", "Person", (row, sid) => {
    const given = row.get("givenName");
    const family = row.get("familyName");
    const full = fullNameOf(given, family);
    const roleName = roleOf(row, sid);
    const mapped = mapUserRole(roleName);
    const whatOf = (kind: string) => `${kind} ${full}`;
    const refuse = (what: string, reason: string) => {
      refusedUsers.add(sid);
      record("users.csv", row, sid, "refuse", what, reason);
    };
    if ("refused" in mapped) return refuse(whatOf("Person"), mapped.refused);
    const label = mapped.kind === "student" ? "Student" : mapped.kind === "teacher" ? "Teacher" : "Guardian";
    const problem = nameProblem("givenName", given) ?? nameProblem("familyName", family);
    if (problem) return refuse(whatOf(label), problem);
    const email = row.get("email").toLowerCase();
    if (email && !emailSchema.safeParse(email).success) return refuse(whatOf(label), `email ${email} is not a valid address.`);
    const phone = row.get("phone");
    if (phone && !isValidPhone(phone)) return refuse(whatOf(label), `phone ${phone} is not a valid number.`);
    const enabled = row.get("enabledUser").toLowerCase() !== "false";

    if (mapped.kind === "student") {
      if (findPerson(sid)) return refuse(whatOf(label), `sourcedId ${sid} is a staff or guardian account here.`);
      const grades = parseList(row.get("grades"));
      const grade = grades.length ? fromOneRosterGrade(grades[0]!) : null;
      if (grades.length && !grade) return refuse(whatOf(label), `Grade ${grades[0]} is not taught here (KG, 01-06).`);
      const preferred = row.get("preferredGivenName") || null;
      const existing = findStudent(sid);
      const what = `${whatOf(label)}${grade ? ` (${gradeLabel(grade)})` : ""}`;
      if (existing) {
        const set: Partial<typeof students.$inferInsert> = {};
        if (existing.firstName !== given) set.firstName = given;
        if (existing.lastName !== family) set.lastName = family;
        if ((existing.preferredName ?? null) !== preferred) set.preferredName = preferred;
        if (grade && existing.grade !== grade) set.grade = grade;
        const storeSid = sidToStore(existing, sid);
        if (storeSid !== existing.sourcedId) set.sourcedId = storeSid;
        const ref: PersonRef = { kind: "student", userId: existing.userId, studentId: existing.id, name: full };
        personRefs.set(sid, ref);
        if (Object.keys(set).length) {
          w.studentUpdates.push({ id: existing.id, set: { ...set, updatedAt: ctx.now } });
          return pendingUsers.push({ row, sid, outcome: "update", what, ref });
        }
        return pendingUsers.push({ row, sid, outcome: "unchanged", what, ref });
      }
      if (!grade) return refuse(what, "A new student needs a grade (grades: KG or 01-06).");
      const dateOfBirth = birthDates.get(sid);
      if (!dateOfBirth) return refuse(what, "No birth date: OneRoster users carry none, so send demographics.csv with this student's birthDate.");
      const userId = randomUUID();
      const studentId = randomUUID();
      const username = deriveUsername({ username: row.get("username"), email, givenName: given, familyName: family }, ex.usernames);
      const user = {
        id: userId,
        username,
        email: email || null,
        phone: phone || null,
        passwordHash: NO_PASSWORD_HASH,
        role: "student",
        fullName: full,
        createdBy: ctx.actorId,
        deactivatedAt: enabled ? null : ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      w.newUsers.push(user);
      w.newStudents.push({
        id: studentId,
        userId,
        firstName: given,
        lastName: family,
        preferredName: preferred,
        dateOfBirth,
        grade,
        sourcedId: sid,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      const ref: PersonRef = { kind: "student", userId, studentId, name: full };
      personRefs.set(sid, ref);
      return pendingUsers.push({ row, sid, outcome: "create", what: `${what}, username ${username}`, ref });
    }

    if (findStudent(sid)) return refuse(whatOf(label), `sourcedId ${sid} is a student here.`);
    let existing = findPerson(sid);
    let note: string | undefined;
    if (!existing && email) {
      // A person the school already has under another (or no) sourcedId: one address, one account.
      const sameAddress = ex.people.filter((p) => p.email?.toLowerCase() === email);
      if (sameAddress.length > 1)
        return refuse(
          whatOf(label),
          `${sameAddress.length} accounts here use ${email}; give the row the sourcedId of the right one, or correct the addresses on /admin/people.`,
        );
      const match = sameAddress[0];
      if (match) {
        if (match.sourcedId && match.sourcedId !== sid)
          return refuse(whatOf(label), `${email} is the account ${match.username} here, which the roster knows as ${match.sourcedId}.`);
        existing = match;
        note = `Matched by email to the existing account ${match.username}.`;
      }
    }
    if (existing) {
      const compatible = inRoleGroup(existing.role, mapped.kind === "teacher" ? TEACHER_ROLES : GUARDIAN_ROLES);
      if (!compatible)
        return refuse(
          whatOf(label),
          note
            ? `${email} is the ${existing.role} account ${existing.username} here; the roster says ${roleName}.`
            : `This account is a ${existing.role} here; the roster says ${roleName}.`,
        );
      const holder = claimed.get(existing.id);
      if (holder && holder !== sid) return refuse(whatOf(label), `The account ${existing.username} is the row ${holder} of this file already.`);
      claimed.set(existing.id, sid);
      const ref: PersonRef = { kind: mapped.kind, userId: existing.id, name: full };
      personRefs.set(sid, ref);
      if (inRoleGroup(existing.role, ADMIN_ROLES)) {
        // Administrator accounts are never changed by an import; they may teach, so they are referenced.
        return pendingUsers.push({ row, sid, outcome: "unchanged", what: whatOf(label), ref, note });
      }
      const set: Partial<typeof users.$inferInsert> = {};
      if ((existing.fullName ?? existing.username) !== full) set.fullName = full;
      // The parts as the roster has them, so the export writes them back unchanged (names.ts).
      if (existing.givenName !== given) set.givenName = given;
      if (existing.familyName !== family) set.familyName = family;
      if (email && existing.email !== email) set.email = email;
      if (phone && existing.phone !== phone) set.phone = phone;
      const storeSid = sidToStore(existing, sid);
      if (storeSid !== existing.sourcedId) set.sourcedId = storeSid;
      if (Object.keys(set).length) {
        w.userUpdates.push({ id: existing.id, set: { ...set, updatedAt: ctx.now } });
        return pendingUsers.push({ row, sid, outcome: "update", what: whatOf(label), ref, note });
      }
      return pendingUsers.push({ row, sid, outcome: "unchanged", what: whatOf(label), ref, note });
    }
    if (email) {
      const other = newAddresses.get(email);
      if (other !== undefined) return refuse(whatOf(label), `Another user of this file (line ${other}) has the address ${email}.`);
      newAddresses.set(email, row.line);
    }
    const userId = randomUUID();
    const username = deriveUsername({ username: row.get("username"), email, givenName: given, familyName: family }, ex.usernames);
    const user = {
      id: userId,
      username,
      email: email || null,
      phone: phone || null,
      passwordHash: NO_PASSWORD_HASH,
      role: mapped.accountRole,
      fullName: full,
      givenName: given,
      familyName: family,
      sourcedId: sid,
      createdBy: ctx.actorId,
      deactivatedAt: enabled ? null : ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
    w.newUsers.push(user);
    const ref: PersonRef = { kind: mapped.kind, userId, name: full };
    personRefs.set(sid, ref);
    pendingUsers.push({ row, sid, outcome: "create", what: `${whatOf(label)}, username ${username}`, ref });
  });

  // Family links from agentSourcedIds, read on both sides (a guardian's children, a child's guardians).
  const linkKeys = new Set(ex.links.map((l) => `${l.studentId}|${l.guardianUserId}`));
  const lookupPerson = (sid: string): PersonRef | undefined => {
    const ref = personRefs.get(sid);
    if (ref) return ref;
    if (userSidsInFile.has(sid)) return undefined;
    const s = findStudent(sid);
    if (s) return { kind: "student", userId: s.userId, studentId: s.id, name: `${s.firstName} ${s.lastName}` };
    const p = findPerson(sid);
    if (p) return { kind: inRoleGroup(p.role, TEACHER_ROLES) ? "teacher" : "guardian", userId: p.id, name: p.fullName ?? "" };
    return undefined;
  };
  /** A teacher with a secondary family role stands as a guardian in a family link (their one account holds both). */
  const familyKind = (p: PersonRef, psid: string) => (p.kind === "teacher" && secondaryFamilyRole(psid) ? "guardian" : p.kind);
  for (const pending of pendingUsers) {
    const { row, sid } = pending;
    const ref = { ...pending.ref, kind: familyKind(pending.ref, pending.sid) };
    const notes: string[] = pending.note ? [pending.note] : [];
    let refusal: string | null = null;
    const planned: { studentId: string; guardianUserId: string }[] = [];
    for (const agent of parseList(row.get("agentSourcedIds"))) {
      const found = lookupPerson(agent);
      const other = found && { ...found, kind: familyKind(found, agent) };
      if (!other) {
        if (refusedUsers.has(agent)) {
          notes.push(`The link to ${agent} is left out: that row is refused.`);
          continue;
        }
        refusal = `Unknown agent ${agent} (agentSourcedIds): not in users.csv nor at the school.`;
        break;
      }
      if (ref.kind === "teacher" || (pending.ref.kind === "teacher" && other.kind !== "student")) {
        // A teacher's row is never refused for its agents: their classes depend on it.
        notes.push(`agentSourcedIds of a teacher are not used (${agent}).`);
        continue;
      }
      if (ref.kind === other.kind || other.kind === "teacher") {
        refusal = `agentSourcedIds link children and their parents or guardians; ${agent} is a ${other.kind}.`;
        break;
      }
      const link =
        ref.kind === "student" ? { studentId: ref.studentId!, guardianUserId: other.userId } : { studentId: other.studentId!, guardianUserId: ref.userId };
      const [familySid, family] = ref.kind === "student" ? [agent, found!] : [sid, pending.ref];
      if (family.kind === "teacher")
        notes.push(`${familySid} is a teacher here, linked as a ${secondaryFamilyRole(familySid)} by the secondary role in roles.csv.`);
      planned.push(link);
    }
    if (refusal) {
      refusedUsers.add(sid);
      personRefs.delete(sid);
      // Undo what the row had planned.
      w.newUsers = w.newUsers.filter((u) => u.id !== ref.userId);
      w.newStudents = w.newStudents.filter((s) => s.userId !== ref.userId);
      w.userUpdates = w.userUpdates.filter((u) => u.id !== ref.userId);
      w.studentUpdates = w.studentUpdates.filter((s) => s.id !== ref.studentId);
      record("users.csv", row, sid, "refuse", pending.what.replace(/, username .*$/, ""), refusal);
      continue;
    }
    pending.reason = notes.length ? notes.join(" ") : undefined;
    for (const link of planned) {
      const key = `${link.studentId}|${link.guardianUserId}`;
      if (linkKeys.has(key)) continue;
      linkKeys.add(key);
      w.newLinks.push({ ...link, createdAt: ctx.now });
      if (pending.outcome === "unchanged") pending.outcome = "update";
    }
  }
  // Links planned towards a row refused later in the pass above are dropped.
  const liveUserIds = new Set([...personRefs.values()].map((r) => r.userId));
  const liveStudentIds = new Set([...personRefs.values()].map((r) => r.studentId).filter(Boolean));
  const existingStudentIds = new Set(ex.studentRows.map((s) => s.id));
  w.newLinks = w.newLinks.filter(
    (l) =>
      (liveStudentIds.has(l.studentId) || existingStudentIds.has(l.studentId)) && (liveUserIds.has(l.guardianUserId) || peopleByUserId.has(l.guardianUserId)),
  );
  for (const p of pendingUsers) if (!refusedUsers.has(p.sid)) record("users.csv", p.row, p.sid, p.outcome, p.what, p.reason);

  // --- classes ---
  const findClass = finder(ex.classRows);
  const classRefs = new Map<string, { id: string; name: string }>();
  const refusedClasses = new Set<string>();
  const classNames = new Map<string, string>(); // `${yearId}|${lower name}` -> class id
  for (const c of ex.classRows) classNames.set(`${c.schoolYearId}|${c.name.toLowerCase()}`, c.id);
  eachRow("classes.csv", "Class", (row, sid) => {
    const title = row.get("title");
    const what = `Class ${title}`;
    const refuse = (reason: string) => {
      refusedClasses.add(sid);
      record("classes.csv", row, sid, "refuse", what, reason);
    };
    const problem = nameProblem("title", title, CLASS_NAME_MAX);
    if (problem) return refuse(problem);
    const courseSid = row.get("courseSourcedId");
    let course = courseRefs.get(courseSid);
    if (!course && !refusedCourses.has(courseSid)) {
      // A course of our own export's form (course-math-03) needs no courses.csv.
      const m = /^course-(.+)-(kg|0[1-6])$/.exec(courseSid);
      const subject = m ? ex.subjectRows.find((s) => s.code === m[1]) : undefined;
      if (m && subject) course = { subjectId: subject.id, subjectCode: subject.code, grade: fromOneRosterGrade(m[2]!), yearId: null };
    }
    if (!course) return refuse(refusedCourses.has(courseSid) ? `Its course ${courseSid} is refused.` : `Unknown course ${courseSid} (courseSourcedId).`);
    const kind = fromClassType(row.get("classType"));
    if (!kind) return refuse(`classType ${row.get("classType") || "(empty)"} is not homeroom or scheduled.`);
    const grades = parseList(row.get("grades"));
    let grade = course.grade;
    if (grades.length) {
      grade = fromOneRosterGrade(grades[0]!);
      if (!grade) return refuse(`Grade ${grades[0]} is not taught here (KG, 01-06).`);
    }
    if (!grade) return refuse("No grade: give the class or its course a grade (KG or 01-06).");
    const yearIds = new Set<string>();
    for (const termSid of parseList(row.get("termSourcedIds") || row.get("terms"))) {
      const term =
        termRefs.get(termSid) ??
        (() => {
          const t = findTerm(termSid);
          return t ? { id: t.id, yearId: t.schoolYearId } : undefined;
        })();
      if (!term) {
        // A school year named as the class's session is accepted too.
        const year = yearRefs.get(termSid)?.id ?? findYear(termSid)?.id;
        if (year) {
          yearIds.add(year);
          continue;
        }
        return refuse(`Unknown term ${termSid} (termSourcedIds).`);
      }
      yearIds.add(term.yearId);
    }
    if (yearIds.size > 1) return refuse("Its terms belong to different school years.");
    const yearId = [...yearIds][0] ?? course.yearId;
    if (!yearId) return refuse("No school year: give the class its terms (termSourcedIds) or its course a schoolYearSourcedId.");
    const existing = findClass(sid);
    const nameKey = `${yearId}|${title.toLowerCase()}`;
    const holder = classNames.get(nameKey);
    if (holder && holder !== existing?.id) return refuse(`Another class of that school year is named ${title}.`);
    const fullWhat = `Class ${title} (${gradeLabel(grade)}, ${kind})`;
    if (existing) {
      const set: Partial<typeof classes.$inferInsert> = {};
      if (existing.name !== title) set.name = title;
      if (existing.grade !== grade) set.grade = grade;
      if (existing.kind !== kind) set.kind = kind;
      if (existing.subjectId !== course.subjectId) set.subjectId = course.subjectId;
      if (existing.schoolYearId !== yearId) set.schoolYearId = yearId;
      const storeSid = sidToStore(existing, sid);
      if (storeSid !== existing.sourcedId) set.sourcedId = storeSid;
      classNames.delete(`${existing.schoolYearId}|${existing.name.toLowerCase()}`);
      classNames.set(nameKey, existing.id);
      classRefs.set(sid, { id: existing.id, name: title });
      if (Object.keys(set).length) {
        w.classUpdates.push({ id: existing.id, set });
        return record("classes.csv", row, sid, "update", fullWhat);
      }
      return record("classes.csv", row, sid, "unchanged", fullWhat);
    }
    const id = randomUUID();
    classNames.set(nameKey, id);
    w.newClasses.push({ id, schoolYearId: yearId, subjectId: course.subjectId, kind, grade, name: title, sourcedId: sid, createdAt: ctx.now });
    classRefs.set(sid, { id, name: title });
    record("classes.csv", row, sid, "create", fullWhat);
  });

  // --- enrollments: staff first (they set each class's capacity when the children are written), then the children. ---
  const staffKey = (classId: string, userId: string) => `${classId}|${userId}`;
  const staffRoles = new Map(ex.staffRows.map((s) => [staffKey(s.classId, s.userId), s.role]));
  const leadOf = new Map<string, string>();
  for (const s of ex.staffRows) if (s.role === "lead") leadOf.set(s.classId, s.userId);
  const openKeys = new Set(ex.openEnrolments.map((e) => `${e.classId}|${e.studentId}`));
  const enrolmentBySid = new Map(ex.sourcedEnrolments.map((e) => [e.sourcedId!, e]));
  const openById = new Map(ex.openEnrolments.map((e) => [e.id, e]));

  const resolveClass = (classSid: string): { id: string; name: string } | string => {
    const ref = classRefs.get(classSid);
    if (ref) return ref;
    if (refusedClasses.has(classSid)) return `Its class ${classSid} is refused.`;
    const c = csv.get("classes.csv")?.rows.some((r) => r.get("sourcedId") === classSid) ? undefined : findClass(classSid);
    return c ? { id: c.id, name: c.name } : `Unknown class ${classSid} (classSourcedId).`;
  };
  const resolveUser = (userSid: string): PersonRef | string => {
    const ref = lookupPerson(userSid);
    if (ref) return ref;
    return refusedUsers.has(userSid) ? `Its user ${userSid} is refused.` : `Unknown user ${userSid} (userSourcedId).`;
  };
  const isStaffRole = (row: CsvRow) => ["teacher", "aide"].includes(row.get("role"));
  const pass = (staff: boolean) =>
    eachRow(
      "enrollments.csv",
      "Enrolment",
      (row, sid) => {
        const mapped = fromEnrollmentRole(row.get("role"), row.get("primary"));
        const cls = resolveClass(row.get("classSourcedId"));
        const person = resolveUser(row.get("userSourcedId"));
        const baseWhat = `${row.get("role") || "Member"} ${typeof person === "string" ? row.get("userSourcedId") : person.name} in ${typeof cls === "string" ? row.get("classSourcedId") : cls.name}`;
        const what = baseWhat.charAt(0).toUpperCase() + baseWhat.slice(1);
        if (!mapped)
          return record(
            "enrollments.csv",
            row,
            sid,
            "refuse",
            what,
            `Role ${row.get("role") || "(empty)"} in a class is not one this school maps (student, teacher, aide).`,
          );
        if (typeof cls === "string") return record("enrollments.csv", row, sid, "refuse", what, cls);
        if (typeof person === "string") return record("enrollments.csv", row, sid, "refuse", what, person);
        if (mapped === "student") {
          if (person.kind !== "student") return record("enrollments.csv", row, sid, "refuse", what, `${person.name} is not a student.`);
          const dates = enrolmentDates(row.get("beginDate"), row.get("endDate"), ctx.now);
          if (typeof dates === "string") return record("enrollments.csv", row, sid, "refuse", what, dates);
          const key = `${cls.id}|${person.studentId}`;
          const bySid = enrolmentBySid.get(sid) ?? (isUuid(sid) ? openById.get(sid.toLowerCase()) : undefined);
          const endsHere = dates.endedAt
            ? `The file ends it on ${row.get("endDate").slice(0, 10)}; an import never ends an enrolment: end it on /admin/courses.`
            : null;
          if (bySid) {
            if (bySid.classId !== cls.id || bySid.studentId !== person.studentId)
              return record("enrollments.csv", row, sid, "refuse", what, `sourcedId ${sid} is another enrolment here.`);
            if ("endedAt" in bySid && bySid.endedAt)
              return record(
                "enrollments.csv",
                row,
                sid,
                dates.endedAt ? "unchanged" : "skip",
                what,
                dates.endedAt ? undefined : "This enrolment has ended here; enrol the child again on /admin/courses.",
              );
            return endsHere ? record("enrollments.csv", row, sid, "skip", what, endsHere) : record("enrollments.csv", row, sid, "unchanged", what);
          }
          if (openKeys.has(key)) {
            if (endsHere) return record("enrollments.csv", row, sid, "skip", what, `The child is in this class here. ${endsHere}`);
            const planned = w.newEnrolments.some((e) => e.request.classId === cls.id && e.request.studentId === person.studentId && !e.request.endedAt);
            return record(
              "enrollments.csv",
              row,
              sid,
              planned ? "skip" : "unchanged",
              what,
              planned ? "The child is enrolled in this class on another line." : undefined,
            );
          }
          if (!dates.endedAt) openKeys.add(key);
          // Capacity and clashes are decided as the rows are written, by the one way in (applyPlan).
          const line = record("enrollments.csv", row, sid, "create", `${what}, ${dates.said}`)!;
          w.newEnrolments.push({
            request: {
              classId: cls.id,
              studentId: person.studentId!,
              startedAt: dates.startedAt,
              endedAt: dates.endedAt,
              endReason: dates.endedAt ? "removed" : null,
              sourcedId: sid,
            },
            row: line,
          });
          return line;
        }
        if (person.kind !== "teacher") return record("enrollments.csv", row, sid, "refuse", what, `${person.name} is not a teacher here.`);
        const key = staffKey(cls.id, person.userId);
        const current = staffRoles.get(key);
        if (current === mapped) return record("enrollments.csv", row, sid, "unchanged", what);
        if (mapped === "lead") {
          const lead = leadOf.get(cls.id);
          if (lead && lead !== person.userId)
            return record("enrollments.csv", row, sid, "refuse", what, `${cls.name} already has a lead teacher; send primary=false for a co-teacher.`);
          leadOf.set(cls.id, person.userId);
        }
        if (current === "lead" && leadOf.get(cls.id) === person.userId) leadOf.delete(cls.id);
        staffRoles.set(key, mapped);
        if (current) {
          w.staffUpdates.push({ classId: cls.id, userId: person.userId, role: mapped });
          return record("enrollments.csv", row, sid, "update", what, `Was ${current.replace("_", "-")}.`);
        }
        w.newStaff.push({ classId: cls.id, userId: person.userId, role: mapped, createdAt: ctx.now });
        record("enrollments.csv", row, sid, "create", what);
      },
      (row) => isStaffRole(row) === staff,
    );
  pass(true);
  pass(false);

  const order = new Map(IMPORT_ORDER.map((f, i) => [f, i]));
  rows.sort((a, b) => order.get(a.file as RosterFile)! - order.get(b.file as RosterFile)! || a.line - b.line);
  const files: RosterFileSummary[] = IMPORT_ORDER.filter((f) => counts.has(f)).map((file) => ({ file, ...counts.get(file)! }));
  const totals = emptyCounts();
  for (const f of files) for (const o of ROSTER_OUTCOMES) totals[o] += f[o];
  return { report: { files, totals, rows }, writes: w };
}

// --- writing ---------------------------------------------------------------------------------------

const CHUNK = 500;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** A planned line the writing refused after all: its outcome, reason and the counts follow. */
function refuseLine(report: RosterPlan["report"], line: RosterRow, reason: string) {
  const file = report.files.find((f) => f.file === line.file)!;
  file[line.outcome]--;
  report.totals[line.outcome]--;
  file.refuse++;
  report.totals.refuse++;
  line.outcome = "refuse";
  line.reason = reason;
}

/**
 * Writes a plan in the caller's transaction. The children's enrolments go in last, once their classes,
 * staff and accounts exist, through the one way in (courses/enrolment.ts: class rows locked,
 * capacity, clashes); one it refuses becomes a refused line of the report, the rest are written.
 */
export async function applyPlan(tx: Tx, plan: RosterPlan, ctx: ImportContext): Promise<void> {
  const w = plan.writes;
  await insertChunks(w.newYears, (c) => tx.insert(schoolYears).values(c));
  for (const u of w.yearUpdates) await tx.update(schoolYears).set(u.set).where(eq(schoolYears.id, u.id));
  await insertChunks(w.newTerms, (c) => tx.insert(terms).values(c));
  for (const u of w.termUpdates) await tx.update(terms).set(u.set).where(eq(terms.id, u.id));
  await insertChunks(w.newUsers, (c) => tx.insert(users).values(c));
  for (const u of w.userUpdates) await tx.update(users).set(u.set).where(eq(users.id, u.id));
  await insertChunks(w.newStudents, (c) => tx.insert(students).values(c));
  for (const u of w.studentUpdates) await tx.update(students).set(u.set).where(eq(students.id, u.id));
  await insertChunks(w.newLinks, (c) => tx.insert(guardianLinks).values(c).onConflictDoNothing());
  await insertChunks(w.newClasses, (c) => tx.insert(classes).values(c));
  for (const u of w.classUpdates) await tx.update(classes).set(u.set).where(eq(classes.id, u.id));
  // A lead moving to co-teacher first, so the one-lead index never sees two.
  const updates = [...w.staffUpdates].sort((a, b) => (a.role === "lead" ? 1 : 0) - (b.role === "lead" ? 1 : 0));
  for (const u of updates)
    await tx
      .update(classStaff)
      .set({ role: u.role })
      .where(and(eq(classStaff.classId, u.classId), eq(classStaff.userId, u.userId)));
  await insertChunks(w.newStaff, (c) => tx.insert(classStaff).values(c));
  const outcomes = await enrolAll(
    tx,
    w.newEnrolments.map((e) => e.request),
    ctx.actorId,
  );
  outcomes.forEach((outcome, i) => {
    if (!outcome.ok) refuseLine(plan.report, w.newEnrolments[i]!.row, outcome.message);
  });
}
