/**
 * The demo school's attendance (issue 18): the past two weeks of sessions were held, so the reports,
 * insights, report cards and family views are alive. Most sessions had their live room opened, with
 * each child's arrival, joins and leaves (mostly on time; a few late, a few leaving early, a few
 * absent); some were held without video and marked by hand; one live status was corrected with a
 * reason; one family reported an absence for a coming school day. For the office's reports (issue
 * 33): the weeks before were taken by hand (marks only, a few sessions never confirmed), one child
 * was off sick three school days in a row (the family reported it, so it is excused, and it still
 * counts towards chronic absence), and the latest session's attendance was not taken yet.
 * Seeded: the same every time.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gte, lt } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate, weekday } from "#common/calendar-date";
import { dateInZone, zonedInstant } from "#common/time-zone";
import type { Tx } from "../../server/db/client";
import { absenceReports, attendanceMarks, classSessions, liveAttendanceEvents, liveParticipants, liveRooms } from "../../server/db/schema";
import type { DemoPlan } from "./plan";
import { seededRandom } from "./random";

const MIN = 60_000;
const CHUNK = 500;
const DAYS_BACK = 14;

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function writeAttendanceDemo(
  tx: Tx,
  plan: DemoPlan,
  o: { now: Date; seed: number; idOf: (key: string) => string },
): Promise<{ sessions: number; marks: number }> {
  const rng = seededRandom(o.seed + 18);
  const classByKey = new Map(plan.classes.map((c) => [o.idOf(c.key), c]));
  const studentByKey = new Map(plan.students.map((s) => [s.key, s]));
  const sessions = await tx
    .select({ id: classSessions.id, classId: classSessions.classId, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
    .from(classSessions)
    .where(
      and(
        gte(classSessions.startsAt, new Date(o.now.getTime() - DAYS_BACK * 86_400_000)),
        lt(classSessions.endsAt, o.now),
        eq(classSessions.status, "scheduled"),
      ),
    );
  sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.classId.localeCompare(b.classId));

  const sick = sickDays(plan, sessions, classByKey);
  // The latest session of the school's classes: its teacher has not taken the attendance yet.
  const forgotten = [...sessions].reverse().find((s) => classByKey.has(s.classId))?.id;

  const rooms: (typeof liveRooms.$inferInsert)[] = [];
  const participants: (typeof liveParticipants.$inferInsert)[] = [];
  const events: (typeof liveAttendanceEvents.$inferInsert)[] = [];
  const marks: (typeof attendanceMarks.$inferInsert)[] = [];
  let corrected = false;
  for (const s of sessions) {
    const planned = classByKey.get(s.classId);
    if (!planned) continue;
    const lead = o.idOf(planned.staff.find((x) => x.role === "lead")?.userKey ?? planned.staff[0]!.userKey);
    const start = s.startsAt.getTime();
    const end = s.endsAt.getTime();
    const held = rng.next();
    if (held < 0.04 || s.id === forgotten) continue; // not held, or not taken yet: no attendance
    const off = sick && sick.dates.has(dateInZone(start)) ? sick.studentKey : null;
    if (held < 0.18) {
      // Held without video: marked by hand after the session.
      for (const key of planned.studentKeys) {
        const r = rng.next();
        const status = key === off ? "absent" : r < 0.9 ? "present" : r < 0.95 ? "late" : "absent";
        marks.push({ classSessionId: s.id, studentId: o.idOf(`record:${key}`), status, markedBy: lead, markedAt: new Date(end + 5 * MIN) });
      }
      continue;
    }
    const roomId = randomUUID();
    rooms.push({ id: roomId, classSessionId: s.id, openedBy: lead, openedAt: new Date(start - 5 * MIN), endedAt: new Date(end) });
    for (const key of planned.studentKeys) {
      const child = studentByKey.get(key);
      if (!child) continue;
      const userId = o.idOf(key);
      const studentId = o.idOf(`record:${key}`);
      const r = rng.next();
      if (r < 0.05 || key === off) continue; // absent
      const late = r >= 0.05 && r < 0.1;
      const leavesEarly = r >= 0.1 && r < 0.14;
      const arrived = late ? start + (8 + rng.int(10)) * MIN : start - (1 + rng.int(5)) * MIN;
      const joined = late ? arrived + MIN : Math.max(arrived + MIN, start - 2 * MIN);
      const left = leavesEarly ? end - (12 + rng.int(15)) * MIN : end;
      participants.push({
        roomId,
        userId,
        studentId,
        role: "learner",
        state: "admitted",
        displayName: child.firstName,
        arrivedAt: new Date(arrived),
        admittedAt: new Date(joined),
        updatedAt: new Date(left),
      });
      events.push({ roomId, userId, kind: "join", at: new Date(joined) }, { roomId, userId, kind: "leave", at: new Date(left) });
      if (leavesEarly && !corrected) {
        corrected = true;
        marks.push({
          classSessionId: s.id,
          studentId,
          status: "present",
          reason: "Our connection dropped near the end; the family called and he followed along on the phone.",
          markedBy: lead,
          markedAt: new Date(end + 10 * MIN),
        });
      }
    }
  }
  // A loop, not push(...): at 2,000 children the earlier weeks are more marks than a call's arguments may be.
  for (const mark of await earlierWeeks(tx, plan, o, classByKey)) marks.push(mark);
  await insertChunks(rooms, (chunk) => tx.insert(liveRooms).values(chunk));
  await insertChunks(participants, (chunk) => tx.insert(liveParticipants).values(chunk));
  await insertChunks(events, (chunk) => tx.insert(liveAttendanceEvents).values(chunk));
  await insertChunks(marks, (chunk) => tx.insert(attendanceMarks).values(chunk));

  // A family reports an absence for the next school day (a weekday).
  const link = plan.links.find((l) => l.isPrimary);
  if (link) {
    let day = addDays(parseCalendarDate(dateInZone(o.now.getTime()))!, 1);
    while (weekday(day) === 0 || weekday(day) === 6) day = addDays(day, 1);
    const date = formatCalendarDate(day);
    await tx.insert(absenceReports).values({
      studentId: o.idOf(`record:${link.studentKey}`),
      fromDate: date,
      toDate: date,
      reason: "A dentist appointment in the morning. We will catch up on the work over the weekend.",
      reportedBy: o.idOf(link.guardianKey),
      createdAt: new Date(o.now.getTime() - 2 * 3_600_000),
    });
  }
  if (sick) {
    const days = [...sick.dates].sort();
    await tx.insert(absenceReports).values({
      studentId: o.idOf(`record:${sick.studentKey}`),
      fromDate: days[0]!,
      toDate: days.at(-1)!,
      reason: "Flu: the doctor said to stay home until the fever is gone. We will send a note when our child is back.",
      reportedBy: o.idOf(sick.guardianKey),
      createdAt: new Date(zonedInstant(days[0]!, "07:30")),
    });
  }
  return { sessions: rooms.length + new Set(marks.map((m) => m.classSessionId)).size, marks: marks.length };
}

/**
 * The child off sick (the second family's first child): three school days in a row of their own
 * sessions in the window, from the third day they had a session on. Null when the demo is too small.
 */
function sickDays(
  plan: DemoPlan,
  sessions: readonly { classId: string; startsAt: Date }[],
  classByKey: Map<string, DemoPlan["classes"][number]>,
): { studentKey: string; guardianKey: string; dates: Set<string> } | null {
  const link = plan.links.filter((l) => l.isPrimary)[1];
  if (!link) return null;
  const days = [
    ...new Set(sessions.filter((s) => classByKey.get(s.classId)?.studentKeys.includes(link.studentKey)).map((s) => dateInZone(s.startsAt.getTime()))),
  ].sort();
  const dates = days.slice(2, 5);
  return dates.length === 3 ? { studentKey: link.studentKey, guardianKey: link.guardianKey, dates: new Set(dates) } : null;
}

/**
 * The school year's sessions before the last DAYS_BACK days, taken by hand by the class's lead
 * (present mostly, a few late or absent; about one child in twelve misses far more, as in any
 * school), except about one in a hundred nobody confirmed. Its own random sequence, so the recent
 * weeks stay as they were.
 */
async function earlierWeeks(
  tx: Tx,
  plan: DemoPlan,
  o: { now: Date; seed: number; idOf: (key: string) => string },
  classByKey: Map<string, DemoPlan["classes"][number]>,
): Promise<(typeof attendanceMarks.$inferInsert)[]> {
  const rng = seededRandom(o.seed + 33);
  const sessions = await tx
    .select({ id: classSessions.id, classId: classSessions.classId, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
    .from(classSessions)
    .where(and(lt(classSessions.startsAt, new Date(o.now.getTime() - DAYS_BACK * 86_400_000)), eq(classSessions.status, "scheduled")));
  sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.classId.localeCompare(b.classId));
  const absentShare = new Map(plan.students.map((child) => [child.key, rng.next() < 1 / 12 ? 0.12 + rng.next() * 0.06 : 0.02 + rng.next() * 0.02]));
  const marks: (typeof attendanceMarks.$inferInsert)[] = [];
  for (const s of sessions) {
    const planned = classByKey.get(s.classId);
    if (!planned || rng.next() < 0.01) continue;
    const lead = o.idOf(planned.staff.find((x) => x.role === "lead")?.userKey ?? planned.staff[0]!.userKey);
    for (const key of planned.studentKeys) {
      const r = rng.next();
      const absent = absentShare.get(key) ?? 0.03;
      const status = r < absent ? "absent" : r < absent + 0.03 ? "late" : "present";
      marks.push({ classSessionId: s.id, studentId: o.idOf(`record:${key}`), status, markedBy: lead, markedAt: new Date(s.endsAt.getTime() + 5 * MIN) });
    }
  }
  return marks;
}
