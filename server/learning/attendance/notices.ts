/**
 * The unexplained-absence notice (issue 18; docs/api/attendance.md): a child absent from a taken
 * session, with no family report covering the day and no reason from the teacher, is told to their
 * guardians the same school day, once per child and session, ABSENCE_NOTICE_AFTER_MINUTES after the
 * session ended (the teacher may correct first). Run by the notifications' housekeeping
 * (server/notifications/jobs.ts) on every instance: each notice is claimed by inserting its
 * `attendance_notices` row in the transaction that raises it (the primary key makes a second
 * instance's claim wait, then do nothing).
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { ABSENCE_NOTICE_AFTER_MINUTES } from "#common/learning/attendance";

import { zonedInstant } from "#common/time-zone";
import type { Db } from "../../db/client";
import { attendanceNotices, classSessions, guardianLinks } from "../../db/schema";
import { localTime } from "#common/i18n/phrase";
import { notify } from "../../notifications/notify";
import { lateMinutesSetting, readAttendance, schoolDate } from "./attendance-read";
import { knownAs } from "#common/learning/child-name";

/** Sends the notices due at `now`; returns how many children's families were told. */
export async function sendAbsenceNotices(db: Db, now: Date): Promise<number> {
  const today = schoolDate(now);
  const dayStart = new Date(zonedInstant(today, "00:00"));
  const endedBy = new Date(now.getTime() - ABSENCE_NOTICE_AFTER_MINUTES * 60_000);
  if (endedBy < dayStart) return 0;
  const due = and(gte(classSessions.startsAt, dayStart), lte(classSessions.endsAt, endedBy), eq(classSessions.status, "scheduled"));
  const lateMinutes = await lateMinutesSetting(db);
  const read = await readAttendance(db, { sessions: due, lateMinutes, now });
  const taken = new Map(read.sessions.filter((s) => s.taken).map((s) => [s.id, s]));
  const absent = read.children.filter((c) => taken.has(c.sessionId) && c.status === "absent" && !c.excused);
  if (absent.length === 0) return 0;
  const sent = await db
    .select({ sessionId: attendanceNotices.classSessionId, studentId: attendanceNotices.studentId })
    .from(attendanceNotices)
    .where(inArray(attendanceNotices.classSessionId, [...new Set(absent.map((a) => a.sessionId))]));
  const done = new Set(sent.map((s) => `${s.sessionId}:${s.studentId}`));
  const pending = absent.filter((a) => !done.has(`${a.sessionId}:${a.studentId}`));
  let told = 0;
  for (const child of pending) {
    const session = taken.get(child.sessionId)!;
    const wrote = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(attendanceNotices)
        .values({ classSessionId: session.id, studentId: child.studentId, sentAt: now })
        .onConflictDoNothing()
        .returning({ sessionId: attendanceNotices.classSessionId });
      if (!claim) return false;
      const guardians = await tx.select({ userId: guardianLinks.guardianUserId }).from(guardianLinks).where(eq(guardianLinks.studentId, child.studentId));
      const name = knownAs(child);
      const time = localTime(session.startsAt);
      await notify(
        tx,
        guardians.map((g) => ({
          userId: g.userId,
          kind: "absence" as const,
          studentId: child.studentId,
          title: { id: "notices.absence.title", values: { name, className: session.className } },
          body: { id: "notices.absence.body", values: { name, className: session.className, time } },
          link: "/parent/progress",
          // Once per child and session by the claim above (the notification has no subject of its own).
        })),
        { now, repeat: "keep" },
      );
      return true;
    });
    if (wrote) told++;
  }
  return told;
}
