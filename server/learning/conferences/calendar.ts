/**
 * Conferences as calendar events (the one calendar model, common/learning/calendar.ts): a teacher's
 * own conferences and a guardian's children's, booked or cancelled, for GET /api/calendar and the
 * personal iCalendar feed alike. The event id `conference:<bookingId>` gives the feed the same UID
 * as the invitations mailed (server/mail/conference-mails.ts), with the booking's own SEQUENCE, so a
 * calendar app that has both keeps one event.
 */
import { and, eq, gt, inArray, lt, or } from "drizzle-orm";
import type { CalendarEvent, EventChild } from "#common/learning/calendar";
import { videoSessionPath, type ConferenceMode } from "#common/learning/conferences";
import { t } from "#common/i18n/messages";
import type { SessionUser } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { conferenceBookings, students, users } from "../../db/schema";
import { isGuardian } from "../access";
import { childFullName } from "#common/learning/child-name";

type Reader = Pick<Db, "select" | "selectDistinct">;
/** Whose calendar it is: their conferences, titled in their language (the signed-in person's, a feed's owner's). */
type Viewer = Pick<SessionUser, "id" | "role" | "language">;

/**
 * The viewer's conferences overlapping [start, end): a teacher's (any staff member's) own; a
 * guardian's `children` (the ones the calendar shows). Children see none: conferences are for the
 * adults.
 */
export async function conferenceEvents(db: Reader, viewer: Viewer, children: readonly EventChild[], start: Date, end: Date): Promise<CalendarEvent[]> {
  const guardian = isGuardian(viewer);
  if (viewer.role === "student") return [];
  if (guardian && children.length === 0) return [];
  const who = guardian
    ? inArray(
        conferenceBookings.studentId,
        children.map((c) => c.id),
      )
    : eq(conferenceBookings.teacherUserId, viewer.id);
  const rows = await db
    .select({
      id: conferenceBookings.id,
      startsAt: conferenceBookings.startsAt,
      endsAt: conferenceBookings.endsAt,
      status: conferenceBookings.status,
      sequence: conferenceBookings.sequence,
      mode: conferenceBookings.mode,
      studentId: conferenceBookings.studentId,
      teacherName: users.fullName,
      teacherUsername: users.username,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
    })
    .from(conferenceBookings)
    .innerJoin(users, eq(users.id, conferenceBookings.teacherUserId))
    .innerJoin(students, eq(students.id, conferenceBookings.studentId))
    .where(
      and(
        who,
        lt(conferenceBookings.startsAt, end),
        gt(conferenceBookings.endsAt, start),
        or(eq(conferenceBookings.status, "booked"), eq(conferenceBookings.status, "cancelled")),
      ),
    );
  const named = new Map(children.map((c) => [c.id, c]));
  return rows.map((r) => {
    const teacher = r.teacherName?.trim() || r.teacherUsername;
    const mode = t(viewer.language, `calendar.conferences.mode.${r.mode as ConferenceMode}`);
    return {
      id: `conference:${r.id}`,
      kind: "conference",
      title: guardian
        ? t(viewer.language, "calendarFeed.conferenceWith", { teacher, mode })
        : t(viewer.language, "calendarFeed.conferenceWithFamily", { child: childFullName(r), mode }),
      timing: { allDay: false, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() },
      cancelled: r.status === "cancelled",
      teachers: [teacher],
      sequence: r.sequence,
      ...(r.mode === "video" ? { link: videoSessionPath(r.id) } : {}),
      ...(guardian ? { children: [named.get(r.studentId) ?? { id: r.studentId, name: childFullName(r) }] } : {}),
    } satisfies CalendarEvent;
  });
}
