/**
 * Classes, their staff, enrolment and weekly timetable (issue 15, /admin/courses). A class holds at
 * most `class_size_per_teacher` children per teaching member of staff (common/learning/capacity.ts);
 * the check runs with the class row locked (FOR UPDATE), so two enrolments at once cannot both take
 * the last place. Nobody is in two places at once: a meeting, an enrolment or a staff assignment that
 * would put a teacher or a child in two overlapping meetings is refused, naming the other class and
 * time (rules.ts). A child enters a class one way, for every path (./enrolment.ts). Enrolments are
 * never deleted: removing or moving a child ends the row. Every change is audited in its transaction.
 */
import { and, count, eq, gt, inArray, isNull, notInArray, type SQL } from "drizzle-orm";
import { classCapacity, countsForCapacity } from "#common/learning/capacity";
import type { WeeklyMeeting } from "#common/learning/timetable";
import { WEEKDAY_NAMES } from "#common/learning/timetable";
import type { ClassCreate, ClassPatch, ClassStaffInput, MeetingInput } from "#common/schemas/learning/courses";
import { ADMIN_ROLES } from "#common/roles";
import { recordAudit } from "../../audit";
import type { Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/queries";
import { classMeetings, classSessions, classStaff, classes, enrolments, schoolYears, students, subjects, users } from "../../db/schema";
import { readSchoolSettings } from "../../settings";
import { enrol, enrolAll, ENROLMENT_MESSAGES, lockTimetable } from "./enrolment";
import { BUSY_BECAUSE, clashMessage, findClash, type BusyMeeting } from "./rules";
import { regenerateClassSessions } from "./sessions";
import { childFullName } from "#common/learning/child-name";
import { DomainError, conflict, invalid, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

export const CLASS_MESSAGES = {
  ...ENROLMENT_MESSAGES,
  enrolmentNotFound: "We could not find that enrolment.",
  meetingNotFound: "We could not find that meeting.",
  sessionNotFound: "We could not find that session.",
  yearNotFound: "We could not find that school year.",
  subjectNotFound: "We could not find that subject.",
  nameTaken: "A class with that name exists in this school year already.",
  alreadyEnded: "This enrolment has ended already.",
  moveSame: "Choose another section to move to.",
  moveOther: "A child can only move to a section of the same subject in the same school year.",
  notStaff: "Only teachers and administrators can be class staff.",
  alreadyCancelled: "This session is cancelled already.",
  pastSession: "This session has already started; it can't be cancelled.",
} as const;

const STAFF_ELIGIBLE = ["teacher", ...ADMIN_ROLES] as string[];

type ClassRow = typeof classes.$inferSelect;

const personName = (u: { fullName: string | null; username: string }) => u.fullName || u.username;

async function lockClass(tx: Tx, id: string): Promise<ClassRow> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for("update");
  if (!row) throw notFound(CLASS_MESSAGES.classNotFound);
  return row;
}

function refuseArchived(cls: ClassRow) {
  if (cls.archivedAt) throw conflict(CLASS_MESSAGES.archived);
}

async function openCount(tx: Tx, classId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)));
  return Number(row?.n ?? 0);
}

async function capacityOf(tx: Tx, cls: ClassRow, staffRoles?: readonly string[]) {
  const roles = staffRoles ?? (await tx.select({ role: classStaff.role }).from(classStaff).where(eq(classStaff.classId, cls.id))).map((r) => r.role);
  const { class_size_per_teacher: perTeacher } = await readSchoolSettings(tx);
  return classCapacity({ perTeacher, teachingStaff: roles.filter(countsForCapacity).length, maxStudents: cls.maxStudents });
}

const meetingColumns = { weekday: classMeetings.weekday, startTime: classMeetings.startTime, endTime: classMeetings.endTime, className: classes.name };

/**
 * The meetings that already hold the given staff or children, in other live classes of the year
 * (and, with `own`, the class's own meetings).
 */
async function busyMeetings(
  tx: Tx,
  cls: ClassRow,
  who: { staffIds?: readonly string[]; studentIds?: readonly string[]; own?: boolean; exclude?: readonly string[] },
): Promise<BusyMeeting[]> {
  const excluded = [cls.id, ...(who.exclude ?? [])];
  const live = (extra: SQL) => and(eq(classes.schoolYearId, cls.schoolYearId), isNull(classes.archivedAt), notInArray(classes.id, excluded), extra);
  const busy: BusyMeeting[] = [];
  if (who.own) {
    const rows = await tx
      .select(meetingColumns)
      .from(classMeetings)
      .innerJoin(classes, eq(classes.id, classMeetings.classId))
      .where(eq(classMeetings.classId, cls.id));
    busy.push(...rows.map((r) => ({ ...r, because: BUSY_BECAUSE.sameClass })));
  }
  if (who.staffIds?.length) {
    const rows = await tx
      .select({ ...meetingColumns, fullName: users.fullName, username: users.username })
      .from(classMeetings)
      .innerJoin(classes, eq(classes.id, classMeetings.classId))
      .innerJoin(classStaff, eq(classStaff.classId, classes.id))
      .innerJoin(users, eq(users.id, classStaff.userId))
      .where(live(inArray(classStaff.userId, [...who.staffIds])));
    busy.push(...rows.map((r) => ({ ...r, because: BUSY_BECAUSE.teaches(personName(r)) })));
  }
  if (who.studentIds?.length) {
    const rows = await tx
      .select({ ...meetingColumns, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
      .from(classMeetings)
      .innerJoin(classes, eq(classes.id, classMeetings.classId))
      .innerJoin(enrolments, and(eq(enrolments.classId, classes.id), isNull(enrolments.endedAt)))
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(live(inArray(enrolments.studentId, [...who.studentIds])));
    busy.push(...rows.map((r) => ({ ...r, because: BUSY_BECAUSE.attends(childFullName(r)) })));
  }
  return busy;
}

async function refuseClash(candidates: readonly WeeklyMeeting[], busy: readonly BusyMeeting[]) {
  const clash = findClash(candidates, busy);
  if (clash) throw conflict(clashMessage(clash));
}

const classMeetingsOf = (tx: Tx, classId: string) =>
  tx
    .select({ weekday: classMeetings.weekday, startTime: classMeetings.startTime, endTime: classMeetings.endTime })
    .from(classMeetings)
    .where(eq(classMeetings.classId, classId));

/** Users who may be class staff, by id; a 400 on the field of any other. */
async function eligibleStaff(tx: Tx, ids: readonly string[], field: (i: number) => string) {
  if (ids.length === 0) return new Map<string, { fullName: string | null; username: string }>();
  const rows = await tx
    .select({ id: users.id, fullName: users.fullName, username: users.username, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  ids.forEach((id, i) => {
    const u = byId.get(id);
    if (!u || u.deactivatedAt || !STAFF_ELIGIBLE.includes(u.role))
      throw invalid(CLASS_MESSAGES.notStaff, [{ field: field(i), message: CLASS_MESSAGES.notStaff }]);
  });
  return byId;
}

export async function createClass({ db, actor }: StaffAction, input: ClassCreate) {
  try {
    return await db.transaction(async (tx) => {
      const [year] = await tx.select().from(schoolYears).where(eq(schoolYears.id, input.schoolYearId));
      if (!year) throw invalid(CLASS_MESSAGES.yearNotFound, [{ field: "schoolYearId", message: CLASS_MESSAGES.yearNotFound }]);
      const [subject] = await tx.select().from(subjects).where(eq(subjects.id, input.subjectId));
      if (!subject) throw invalid(CLASS_MESSAGES.subjectNotFound, [{ field: "subjectId", message: CLASS_MESSAGES.subjectNotFound }]);
      const teachers = input.teacherId ? await eligibleStaff(tx, [input.teacherId], () => "teacherId") : null;
      const [cls] = await tx
        .insert(classes)
        .values({
          schoolYearId: year.id,
          subjectId: subject.id,
          kind: input.kind,
          grade: input.grade,
          name: input.name,
          maxStudents: input.maxStudents ?? null,
        })
        .returning();
      if (input.teacherId) await tx.insert(classStaff).values({ classId: cls!.id, userId: input.teacherId, role: "lead" });
      const teacher = input.teacherId ? teachers!.get(input.teacherId)! : null;
      await recordAudit(tx, actor, {
        action: "class.created",
        targetId: cls!.id,
        summary: `Created the class ${cls!.name} (grade ${cls!.grade}, ${subject.name}, ${year.name})${teacher ? ` taught by ${personName(teacher)}` : ""}.`,
      });
      return cls!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CLASS_MESSAGES.nameTaken, [{ field: "name", message: CLASS_MESSAGES.nameTaken }]);
    throw err;
  }
}

export async function updateClass({ db, actor, now }: StaffAction, id: string, patch: ClassPatch) {
  try {
    return await db.transaction(async (tx) => {
      const cls = await lockClass(tx, id);
      const changes: Partial<typeof classes.$inferInsert> = {};
      const said: string[] = [];
      if (patch.name !== undefined && patch.name !== cls.name) {
        changes.name = patch.name;
        said.push(`renamed to ${patch.name}`);
      }
      if (patch.maxStudents !== undefined && patch.maxStudents !== cls.maxStudents) {
        const enrolled = await openCount(tx, id);
        if (patch.maxStudents !== null && patch.maxStudents < enrolled) {
          const message = `${enrolled} students are in this class; the limit can't be lower than that.`;
          throw conflict(message, [{ field: "maxStudents", message }]);
        }
        changes.maxStudents = patch.maxStudents;
        said.push(patch.maxStudents === null ? "limit removed" : `limit set to ${patch.maxStudents}`);
      }
      const archiving = patch.archived !== undefined && patch.archived !== Boolean(cls.archivedAt);
      if (archiving) {
        changes.archivedAt = patch.archived ? now : null;
        said.push(patch.archived ? "archived" : "restored");
      }
      if (said.length === 0) return cls;
      const [updated] = await tx.update(classes).set(changes).where(eq(classes.id, id)).returning();
      // An archived class meets no more: its future sessions go (past ones stay, with what hangs off
      // them); restoring it brings them back from its timetable.
      if (archiving && patch.archived) {
        const gone = await tx
          .delete(classSessions)
          .where(and(eq(classSessions.classId, id), eq(classSessions.status, "scheduled"), gt(classSessions.startsAt, now)))
          .returning({ id: classSessions.id });
        if (gone.length) said.push(`${gone.length} future session${gone.length === 1 ? "" : "s"} removed`);
      } else if (archiving) {
        const back = await regenerateClassSessions(tx, id, cls.schoolYearId, now);
        if (back.created) said.push(`${back.created} session${back.created === 1 ? "" : "s"} restored from its timetable`);
      }
      await recordAudit(tx, actor, {
        action: patch.archived ? "class.archived" : "class.updated",
        targetId: id,
        summary: `Changed the class ${cls.name}: ${said.join(", ")}.`,
      });
      return updated!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CLASS_MESSAGES.nameTaken, [{ field: "name", message: CLASS_MESSAGES.nameTaken }]);
    throw err;
  }
}

export async function setClassStaff({ db, actor }: StaffAction, id: string, input: ClassStaffInput) {
  return db.transaction(async (tx) => {
    await lockTimetable(tx);
    const cls = await lockClass(tx, id);
    const people = await eligibleStaff(
      tx,
      input.staff.map((s) => s.userId),
      (i) => `staff.${i}.userId`,
    );
    const before = await tx.select().from(classStaff).where(eq(classStaff.classId, id));
    const enrolled = await openCount(tx, id);
    const capacity = await capacityOf(
      tx,
      cls,
      input.staff.map((s) => s.role),
    );
    if (enrolled > capacity) throw conflict({ id: "refusals.coursesClasses.tooManyForStaff", values: { className: cls.name, enrolled, capacity } });
    const added = input.staff.filter((s) => !before.some((b) => b.userId === s.userId)).map((s) => s.userId);
    if (added.length && !cls.archivedAt) await refuseClash(await classMeetingsOf(tx, id), await busyMeetings(tx, cls, { staffIds: added }));
    await tx.delete(classStaff).where(eq(classStaff.classId, id));
    if (input.staff.length) await tx.insert(classStaff).values(input.staff.map((s) => ({ classId: id, userId: s.userId, role: s.role })));
    await recordAudit(tx, actor, {
      action: "class.staff_set",
      targetId: id,
      summary: `Set the staff of ${cls.name}: ${input.staff.map((s) => `${personName(people.get(s.userId)!)} (${s.role.replace("_", "-")})`).join(", ") || "none"}.`,
      detail: { before: before.map((b) => ({ userId: b.userId, role: b.role })), after: input.staff },
    });
  });
}

/** The class screen's enrolment: the one way in (./enrolment.ts), starting now; another grade's class once staff confirm it. */
export async function enrolStudent({ db, actor, now }: StaffAction, classId: string, studentId: string, confirmOtherGrade = false) {
  return db.transaction(async (tx) => (await enrol(tx, { actor }, { classId, studentId, startedAt: now, askOtherGrade: !confirmOtherGrade })).enrolment);
}

async function lockOpenEnrolment(tx: Tx, id: string) {
  const [row] = await tx
    .select({ enrolment: enrolments, student: students })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(eq(enrolments.id, id))
    .for("update", { of: enrolments });
  if (!row) throw notFound(CLASS_MESSAGES.enrolmentNotFound);
  if (row.enrolment.endedAt) throw conflict(CLASS_MESSAGES.alreadyEnded);
  return row;
}

export async function endEnrolment({ db, actor, now }: StaffAction, id: string) {
  return db.transaction(async (tx) => {
    const { enrolment, student } = await lockOpenEnrolment(tx, id);
    const [cls] = await tx.select().from(classes).where(eq(classes.id, enrolment.classId));
    await tx.update(enrolments).set({ endedAt: now, endReason: "removed" }).where(eq(enrolments.id, id));
    await recordAudit(tx, actor, {
      action: "student.unenrolled",
      targetId: student.id,
      summary: `Removed ${childFullName(student)} from ${cls!.name}.`,
      detail: { classId: cls!.id, enrolmentId: id },
    });
  });
}

export async function moveEnrolment({ db, actor, now }: StaffAction, id: string, toClassId: string, confirmOtherGrade = false) {
  return db.transaction(async (tx) => {
    await lockTimetable(tx);
    const { enrolment, student } = await lockOpenEnrolment(tx, id);
    if (enrolment.classId === toClassId) throw invalid(CLASS_MESSAGES.moveSame, [{ field: "toClassId", message: CLASS_MESSAGES.moveSame }]);
    // Both classes locked, in id order, so two moves in opposite directions cannot deadlock.
    const [firstId, secondId] = [enrolment.classId, toClassId].sort();
    const locked = new Map<string, ClassRow>();
    for (const cid of [firstId!, secondId!]) {
      const [row] = await tx.select().from(classes).where(eq(classes.id, cid)).for("update");
      if (row) locked.set(cid, row);
    }
    const from = locked.get(enrolment.classId)!;
    const to = locked.get(toClassId);
    if (!to) throw notFound(CLASS_MESSAGES.classNotFound, [{ field: "toClassId", message: CLASS_MESSAGES.classNotFound }]);
    refuseArchived(to);
    if (to.schoolYearId !== from.schoolYearId || to.subjectId !== from.subjectId)
      throw invalid(CLASS_MESSAGES.moveOther, [{ field: "toClassId", message: CLASS_MESSAGES.moveOther }]);
    // The old place ends first, so the way in (./enrolment.ts) checks the new one without it.
    await tx.update(enrolments).set({ endedAt: now, endReason: "moved", movedTo: to.id }).where(eq(enrolments.id, id));
    const [outcome] = await enrolAll(tx, [{ classId: to.id, studentId: student.id, startedAt: now, askOtherGrade: !confirmOtherGrade }], actor.id);
    if (!outcome!.ok) throw new DomainError(outcome!.kind, outcome!.words);
    const row = outcome!.enrolment;
    await recordAudit(tx, actor, {
      action: "student.moved",
      targetId: student.id,
      summary: `Moved ${childFullName(student)} from ${from.name} to ${to.name}.`,
      detail: { fromClassId: from.id, toClassId: to.id, endedEnrolmentId: id, enrolmentId: row.id },
    });
    return row;
  });
}

async function regenerateIfGenerated(tx: Tx, cls: ClassRow, now: Date) {
  const [any] = await tx.select({ id: classSessions.id }).from(classSessions).where(eq(classSessions.classId, cls.id)).limit(1);
  return any ? regenerateClassSessions(tx, cls.id, cls.schoolYearId, now) : null;
}

export async function addMeeting({ db, actor, now }: StaffAction, classId: string, input: MeetingInput) {
  return db.transaction(async (tx) => {
    await lockTimetable(tx);
    const cls = await lockClass(tx, classId);
    refuseArchived(cls);
    const staffIds = (await tx.select({ id: classStaff.userId }).from(classStaff).where(eq(classStaff.classId, classId))).map((r) => r.id);
    const studentIds = (
      await tx
        .select({ id: enrolments.studentId })
        .from(enrolments)
        .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    ).map((r) => r.id);
    await refuseClash([input], await busyMeetings(tx, cls, { own: true, staffIds, studentIds }));
    const [meeting] = await tx
      .insert(classMeetings)
      .values({ classId, ...input })
      .returning();
    const regenerated = await regenerateIfGenerated(tx, cls, now);
    await recordAudit(tx, actor, {
      action: "class.meeting_added",
      targetId: classId,
      summary: `${cls.name} now meets on ${WEEKDAY_NAMES[input.weekday]} ${input.startTime}-${input.endTime}${regenerated ? `; ${regenerated.created} sessions added` : ""}.`,
    });
    return { meeting: meeting!, sessions: regenerated };
  });
}

export async function removeMeeting({ db, actor, now }: StaffAction, meetingId: string) {
  return db.transaction(async (tx) => {
    const [meeting] = await tx.select().from(classMeetings).where(eq(classMeetings.id, meetingId));
    if (!meeting) throw notFound(CLASS_MESSAGES.meetingNotFound);
    const cls = await lockClass(tx, meeting.classId);
    await tx.delete(classMeetings).where(eq(classMeetings.id, meetingId));
    const regenerated = await regenerateIfGenerated(tx, cls, now);
    await recordAudit(tx, actor, {
      action: "class.meeting_removed",
      targetId: cls.id,
      summary: `${cls.name} no longer meets on ${WEEKDAY_NAMES[meeting.weekday]} ${meeting.startTime}-${meeting.endTime}${regenerated ? `; ${regenerated.removed} future sessions removed` : ""}.`,
    });
    return { sessions: regenerated };
  });
}

export async function generateSessions({ db, actor, now }: StaffAction, classId: string) {
  return db.transaction(async (tx) => {
    const cls = await lockClass(tx, classId);
    refuseArchived(cls);
    const result = await regenerateClassSessions(tx, classId, cls.schoolYearId, now);
    await recordAudit(tx, actor, {
      action: "class.sessions_generated",
      targetId: classId,
      summary: `Generated the sessions of ${cls.name}: ${result.created} added, ${result.kept} kept, ${result.removed} removed.`,
      detail: { ...result },
    });
    return result;
  });
}

export async function cancelSession({ db, actor, now }: StaffAction, sessionId: string) {
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId)).for("update");
    if (!session) throw notFound(CLASS_MESSAGES.sessionNotFound);
    if (session.status === "cancelled") throw conflict(CLASS_MESSAGES.alreadyCancelled);
    if (session.startsAt.getTime() <= now.getTime()) throw conflict(CLASS_MESSAGES.pastSession);
    const [cls] = await tx.select().from(classes).where(eq(classes.id, session.classId));
    await tx.update(classSessions).set({ status: "cancelled" }).where(eq(classSessions.id, sessionId));
    await recordAudit(tx, actor, {
      action: "class.session_cancelled",
      targetId: cls!.id,
      summary: `Cancelled the ${cls!.name} session of ${session.startsAt.toISOString()}.`,
      detail: { sessionId },
    });
  });
}
