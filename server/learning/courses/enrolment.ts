/**
 * The one way a child enters a class (decision 0015), used by the class screen, a move, Create
 * student and the roster import: the timetable lock, the class rows locked (FOR UPDATE, in id order),
 * the capacity of common/learning/capacity.ts counted from the database under that lock, the clash
 * check against every meeting of the child's other live classes of the year, and the enrolment row
 * with its dates. `enrolAll` decides a batch in order (each place taken counts for the next request)
 * and inserts what it accepts; `enrol` is one request, refused with a domain error and audited.
 *
 * An enrolment that has already ended (a roster's history) takes no place and meets no one now, so it
 * is only checked for its class and child and never against capacity or the timetable.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { classCapacity, classFullPhrase, countsForCapacity } from "#common/learning/capacity";
import { gradeLabel } from "#common/grades";
import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import { formatPhrase, type Phrase, type Words } from "#common/i18n/phrase";
import type { WeeklyMeeting } from "#common/learning/timetable";
import { DomainError } from "../../domain-errors";
import { recordAudit } from "../../audit";
import type { Tx } from "../../db/client";
import { classMeetings, classStaff, classes, enrolments, students } from "../../db/schema";
import { readSchoolSettings } from "../../settings";
import { BUSY_BECAUSE, clashMessage, findClash, type BusyMeeting } from "./rules";
import { childFullName } from "#common/learning/child-name";
import type { StaffAction } from "../../actor";

export const ENROLMENT_MESSAGES = {
  classNotFound: "We could not find that class.",
  studentNotFound: "We could not find that student.",
  archived: "This class is archived. Restore it first.",
  withdrawn: "This student has left the school.",
  alreadyEnrolled: "This student is in this class already.",
} as const;

/**
 * Timetable changes (meetings, enrolments, moves, staff) run one at a time across the school, so two
 * changes in different classes cannot each pass the clash check and together put someone in two
 * places. A transaction-level advisory lock: released at commit or rollback. Take it before any class
 * row lock, so every path locks in the same order.
 */
const TIMETABLE_LOCK_ID = 0x5c4ed;
export async function lockTimetable(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TIMETABLE_LOCK_ID})`);
}

export interface EnrolRequest {
  classId: string;
  studentId: string;
  /** When the child joined: now on a screen, the roster's beginDate in an import. */
  startedAt: Date;
  /** Only for history an import records: an enrolment that has already ended. */
  endedAt?: Date | null;
  endReason?: string | null;
  sourcedId?: string | null;
  /**
   * A class of another grade than the child's is refused until staff confirm it (the class screen and
   * a move, issue 33); left out, the grade is not asked about (a roster file says where children go).
   */
  askOtherGrade?: boolean;
}

/** `message` is the English text (a roster import's report); `words` what a refusal shows its reader. */
type Refusal = { ok: false; kind: "not_found" | "conflict"; message: string; words: Words };
export type EnrolOutcome = { ok: true; enrolment: typeof enrolments.$inferSelect; className: string; childName: string } | Refusal;

const CHUNK = 500;

type ClassRow = typeof classes.$inferSelect;

/** The classes, locked in id order (so two batches cannot deadlock), by id. */
async function lockClasses(tx: Tx, ids: readonly string[]): Promise<Map<string, ClassRow>> {
  const rows: ClassRow[] = [];
  const sorted = [...new Set(ids)].sort();
  for (let i = 0; i < sorted.length; i += CHUNK) {
    rows.push(
      ...(await tx
        .select()
        .from(classes)
        .where(inArray(classes.id, sorted.slice(i, i + CHUNK)))
        .orderBy(asc(classes.id))
        .for("update")),
    );
  }
  return new Map(rows.map((r) => [r.id, r]));
}

async function inChunks<T>(ids: readonly string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/**
 * Enrols each request in order, in the caller's transaction, or says why not. A refusal leaves the
 * others untouched; the caller decides whether one refusal ends everything (`enrol`) or is reported
 * (the roster import).
 */
export async function enrolAll(tx: Tx, requests: readonly EnrolRequest[], actorId: string): Promise<EnrolOutcome[]> {
  if (requests.length === 0) return [];
  await lockTimetable(tx);
  const classIds = [...new Set(requests.map((r) => r.classId))];
  const studentIds = [...new Set(requests.map((r) => r.studentId))];
  const locked = await lockClasses(tx, classIds);
  const liveIds = [...locked.keys()];
  // One after another: a transaction's connection answers one query at a time.
  const childRows = await inChunks(studentIds, (ids) =>
    tx
      .select({
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        preferredName: students.preferredName,
        grade: students.grade,
        withdrawnAt: students.withdrawnAt,
      })
      .from(students)
      .where(inArray(students.id, ids)),
  );
  const openRows = await inChunks(liveIds, (ids) =>
    tx
      .select({ classId: enrolments.classId, n: count() })
      .from(enrolments)
      .where(and(inArray(enrolments.classId, ids), isNull(enrolments.endedAt)))
      .groupBy(enrolments.classId),
  );
  const staffRows = await inChunks(liveIds, (ids) =>
    tx.select({ classId: classStaff.classId, role: classStaff.role }).from(classStaff).where(inArray(classStaff.classId, ids)),
  );
  const { class_size_per_teacher: perTeacher } = await readSchoolSettings(tx);
  // Where each child is now: their open enrolments, with the meetings of those classes (the clash check's other side).
  const placeRows = await inChunks(studentIds, (ids) =>
    tx
      .select({
        studentId: enrolments.studentId,
        classId: classes.id,
        className: classes.name,
        schoolYearId: classes.schoolYearId,
        archivedAt: classes.archivedAt,
      })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(and(inArray(enrolments.studentId, ids), isNull(enrolments.endedAt))),
  );
  // The meetings of the classes asked for and of the children's other live classes.
  const meetingClassIds = [...new Set([...liveIds, ...placeRows.filter((p) => !p.archivedAt).map((p) => p.classId)])];
  const meetingRows = await inChunks(meetingClassIds, (ids) =>
    tx
      .select({ classId: classMeetings.classId, weekday: classMeetings.weekday, startTime: classMeetings.startTime, endTime: classMeetings.endTime })
      .from(classMeetings)
      .where(inArray(classMeetings.classId, ids)),
  );

  const children = new Map(childRows.map((c) => [c.id, c]));
  const open = new Map(openRows.map((r) => [r.classId, Number(r.n)]));
  const teaching = new Map<string, number>();
  for (const s of staffRows) if (countsForCapacity(s.role)) teaching.set(s.classId, (teaching.get(s.classId) ?? 0) + 1);
  const meetingsOf = new Map<string, WeeklyMeeting[]>();
  for (const m of meetingRows) {
    const list = meetingsOf.get(m.classId) ?? [];
    list.push({ weekday: m.weekday, startTime: m.startTime, endTime: m.endTime });
    meetingsOf.set(m.classId, list);
  }
  /** Each child's live classes: id, name, year. Grows as the batch places them. */
  const placesOf = new Map<string, { classId: string; className: string; schoolYearId: string }[]>();
  const openKeys = new Set<string>();
  for (const p of placeRows) {
    openKeys.add(`${p.classId}|${p.studentId}`);
    if (p.archivedAt) continue;
    const list = placesOf.get(p.studentId) ?? [];
    list.push({ classId: p.classId, className: p.className, schoolYearId: p.schoolYearId });
    placesOf.set(p.studentId, list);
  }

  const refuse = (kind: Refusal["kind"], words: Words): Refusal => ({
    ok: false,
    kind,
    message: typeof words === "string" ? words : formatPhrase(DEFAULT_LANGUAGE, words),
    words,
  });
  const decided: (Refusal | { ok: true; row: typeof enrolments.$inferInsert & { id: string }; cls: ClassRow; child: string })[] = [];
  for (const req of requests) {
    const cls = locked.get(req.classId);
    const child = children.get(req.studentId);
    if (!cls) {
      decided.push(refuse("not_found", ENROLMENT_MESSAGES.classNotFound));
      continue;
    }
    if (!child) {
      decided.push(refuse("not_found", ENROLMENT_MESSAGES.studentNotFound));
      continue;
    }
    const row = {
      id: randomUUID(),
      classId: cls.id,
      studentId: child.id,
      startedAt: req.startedAt,
      endedAt: req.endedAt ?? null,
      endReason: req.endedAt ? (req.endReason ?? null) : null,
      createdBy: actorId,
      sourcedId: req.sourcedId ?? null,
    };
    if (req.endedAt) {
      // History: no place taken, nobody in two places now.
      decided.push({ ok: true, row, cls, child: childFullName(child) });
      continue;
    }
    if (cls.archivedAt) {
      decided.push(refuse("conflict", ENROLMENT_MESSAGES.archived));
      continue;
    }
    if (child.withdrawnAt) {
      decided.push(refuse("conflict", ENROLMENT_MESSAGES.withdrawn));
      continue;
    }
    if (req.askOtherGrade && cls.grade !== child.grade) {
      decided.push(refuse("conflict", otherGradePhrase(childFullName(child), child.grade, cls.name, cls.grade)));
      continue;
    }
    const key = `${cls.id}|${child.id}`;
    if (openKeys.has(key)) {
      decided.push(refuse("conflict", ENROLMENT_MESSAGES.alreadyEnrolled));
      continue;
    }
    const capacity = classCapacity({ perTeacher, teachingStaff: teaching.get(cls.id) ?? 0, maxStudents: cls.maxStudents });
    const taken = open.get(cls.id) ?? 0;
    if (taken >= capacity) {
      decided.push(refuse("conflict", classFullPhrase(cls.name, capacity)));
      continue;
    }
    const busy: BusyMeeting[] = (placesOf.get(child.id) ?? [])
      .filter((p) => p.schoolYearId === cls.schoolYearId && p.classId !== cls.id)
      .flatMap((p) => (meetingsOf.get(p.classId) ?? []).map((m) => ({ ...m, className: p.className, because: BUSY_BECAUSE.attends(childFullName(child)) })));
    const clash = findClash(meetingsOf.get(cls.id) ?? [], busy);
    if (clash) {
      decided.push(refuse("conflict", clashMessage(clash)));
      continue;
    }
    open.set(cls.id, taken + 1);
    openKeys.add(key);
    placesOf.set(child.id, [...(placesOf.get(child.id) ?? []), { classId: cls.id, className: cls.name, schoolYearId: cls.schoolYearId }]);
    decided.push({ ok: true, row, cls, child: childFullName(child) });
  }

  const accepted = decided.flatMap((d) => (d.ok ? [d] : []));
  const inserted = new Map<string, typeof enrolments.$inferSelect>();
  for (let i = 0; i < accepted.length; i += CHUNK) {
    for (const r of await tx
      .insert(enrolments)
      .values(accepted.slice(i, i + CHUNK).map((d) => d.row))
      .returning())
      inserted.set(r.id, r);
  }
  return decided.map((d) => (d.ok ? { ok: true, enrolment: inserted.get(d.row.id)!, className: d.cls.name, childName: d.child } : d));
}

/** A grade as the reader says it ("Grade 1", "Kindergarten"). */
const gradeWords =
  (grade: string) =>
  (language: Language): string =>
    gradeLabel(grade, "name", grade, language);

/** Why a class of another grade asks for confirmation: whose grade it is and the child's. */
export function otherGradePhrase(child: string, childGrade: string, className: string, classGrade: string): Phrase {
  return {
    id: "refusals.coursesEnrolment.otherGrade",
    values: { child, childGrade: gradeWords(childGrade), className, classGrade: gradeWords(classGrade) },
  };
}

type Accepted = Extract<EnrolOutcome, { ok: true }>;

/** The audit entry of one enrolment made, in the caller's transaction. */
export async function auditEnrolled(tx: Tx, audit: Pick<StaffAction, "actor">, outcome: Accepted) {
  await recordAudit(tx, audit.actor, {
    action: "student.enrolled",
    targetId: outcome.enrolment.studentId,
    summary: `Enrolled ${outcome.childName} in ${outcome.className}.`,
    detail: { classId: outcome.enrolment.classId, enrolmentId: outcome.enrolment.id },
  });
}

/**
 * Several enrolments of one action, all or none (Create student): the first refusal throws, on the
 * field `fieldOf` names for its request, and the caller's transaction leaves nothing behind; each
 * enrolment made is audited.
 */
export async function enrolEvery(tx: Tx, audit: Pick<StaffAction, "actor">, requests: readonly EnrolRequest[], fieldOf?: (index: number) => string) {
  const outcomes = await enrolAll(tx, requests, audit.actor.id);
  const refused = outcomes.findIndex((o) => !o.ok);
  if (refused >= 0) {
    const outcome = outcomes[refused] as Refusal;
    const field = fieldOf?.(refused);
    throw new DomainError(outcome.kind, outcome.words, field ? [{ field, message: outcome.words }] : undefined);
  }
  const made = outcomes as Accepted[];
  for (const outcome of made) await auditEnrolled(tx, audit, outcome);
  return made.map(({ enrolment, className }) => ({ enrolment, className }));
}

/**
 * One enrolment, refused with the outcome's kind and message (on `field` when a form sent it), and
 * audited as `student.enrolled` in the caller's transaction.
 */
export async function enrol(tx: Tx, audit: Pick<StaffAction, "actor">, request: EnrolRequest, field?: string) {
  const [made] = await enrolEvery(tx, audit, [request], field ? () => field : undefined);
  return made!;
}
