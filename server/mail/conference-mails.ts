/**
 * Conference mails (issue 17, docs/api/conferences.md): plain text like every mail of the school,
 * each carrying the conference as a calendar event (RFC 5546 iTIP). The UID is the booking's
 * (`conference-<id>@<host>`, the same as in the personal calendar feed), so a calendar moves the
 * event on a new time (METHOD:REQUEST with a higher SEQUENCE) and removes it on METHOD:CANCEL.
 * One mail per conference and person: an iTIP message holds one event.
 */
import { createEvent } from "ics";
import { CONFERENCE_MODE_LABELS, type ConferenceMode } from "#common/learning/conferences";
import { formatLongCalendarDay } from "#common/calendar-date";
import { school } from "#common/school";
import { formatTime, zonedDateTime } from "#common/time-zone";
import type { OutgoingMail } from "./outbox";
import { calendarParamText, officeFooter, oneLine } from "./templates";

export interface ConferenceMailPerson {
  /** The account (guardians: so each is told in the app too). */
  id?: string;
  name: string;
  email: string | null;
}

export interface ConferenceMailData {
  bookingId: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  mode: ConferenceMode;
  teacher: ConferenceMailPerson;
  child: { name: string };
  guardians: ConferenceMailPerson[];
  contactPhone: string | null;
  /** The school's public address ("https://school.example"). */
  publicUrl: string;
}

export type ConferenceChange =
  { kind: "booked" } | { kind: "rescheduled"; previousStartsAt: Date } | { kind: "cancelled"; reason?: string | null } | { kind: "reminder" };

/** The UID host: the public address's host name, as the feed builds it. */
export function conferenceUid(bookingId: string, publicUrl: string): string {
  const host = (() => {
    try {
      return new URL(publicUrl).hostname;
    } catch {
      return "";
    }
  })();
  return `conference-${bookingId}@${host || "brightpath.invalid"}`;
}

/** "Tuesday, December 1, 2026 at 3:30 PM Eastern Time" */
export function schoolTimeText(instant: Date): string {
  const { date, time } = zonedDateTime(instant, school.timeZone);
  return `${formatLongCalendarDay(date)} at ${formatTime(time)} Eastern Time`;
}

function where(data: ConferenceMailData): string {
  if (data.mode === "video") return `Video call: ${data.publicUrl.replace(/\/+$/, "")}/video-session/${data.bookingId}`;
  return data.contactPhone ? `Phone call: ${data.teacher.name} will call ${data.contactPhone}` : `Phone call: ${data.teacher.name} will call you`;
}

/** The conference as an iCalendar invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL), in UTC. */
export function conferenceInvitation(data: ConferenceMailData, { cancel = false, people }: { cancel?: boolean; people?: ConferenceMailPerson[] } = {}): string {
  const attendees = (people ?? [data.teacher, ...data.guardians])
    .filter((p): p is { name: string; email: string } => Boolean(p.email))
    .map((p) => ({ name: calendarParamText(p.name), email: p.email, rsvp: false, partstat: "ACCEPTED" as const, role: "REQ-PARTICIPANT" as const }));
  const { error, value } = createEvent({
    productId: `-//${school.name}//Conferences//EN`,
    method: cancel ? "CANCEL" : "REQUEST",
    uid: conferenceUid(data.bookingId, data.publicUrl),
    sequence: data.sequence,
    start: data.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: data.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `Conference: ${oneLine(data.child.name)} with ${oneLine(data.teacher.name)}`,
    description: `${CONFERENCE_MODE_LABELS[data.mode]} between ${oneLine(data.teacher.name)} and ${oneLine(data.child.name)}'s family.\n${where(data)}`,
    location: where(data),
    status: cancel ? "CANCELLED" : "CONFIRMED",
    organizer: { name: school.name, email: school.emails.general },
    attendees,
  });
  // The package's error carries the whole event (names, addresses): never let it reach a log.
  if (error || !value) throw new Error("could not create the conference invitation");
  return value;
}

const ical = (event: string | undefined) => (event ? { icalEvent: event } : {});

const SUBJECTS: Record<ConferenceChange["kind"], string> = {
  booked: "Conference booked",
  rescheduled: "Conference moved",
  cancelled: "Conference cancelled",
  reminder: "Reminder: conference tomorrow",
};

/** The mails of one conference's change: one to the teacher and one to each guardian with an address. */
export function conferenceMails(data: ConferenceMailData, change: ConferenceChange): OutgoingMail[] {
  const when = schoolTimeText(data.startsAt);
  const minutes = Math.round((data.endsAt.getTime() - data.startsAt.getTime()) / 60_000);
  const subject = oneLine(`${SUBJECTS[change.kind]}: ${data.child.name} with ${data.teacher.name}, ${when.replace(" Eastern Time", " ET")}`);
  // A guardian's invitation names the teacher and that guardian only: one parent's address is never
  // shown to another (families apart, a court order); the teacher's names every invited guardian.
  const calendar = (people?: ConferenceMailPerson[]) =>
    change.kind === "reminder" ? undefined : conferenceInvitation(data, { cancel: change.kind === "cancelled", people });
  const body = (forTeacher: boolean): string[] => {
    const other = forTeacher ? `${data.child.name}'s family` : data.teacher.name;
    switch (change.kind) {
      case "booked":
        return [
          `A ${minutes}-minute conference about ${data.child.name} with ${other} is booked for ${when}.`,
          "",
          where(data),
          "",
          "The attached invitation adds it to your calendar.",
        ];
      case "rescheduled":
        return [
          `The conference about ${data.child.name} with ${other} has a new time: ${when} (${minutes} minutes).`,
          `Previous time: ${schoolTimeText(change.previousStartsAt)}.`,
          "",
          where(data),
          "",
          "The attached invitation moves it in your calendar.",
        ];
      case "cancelled":
        return [
          `The conference about ${data.child.name} with ${other} on ${when} is cancelled.`,
          ...(change.reason ? ["", "Reason:", change.reason] : []),
          "",
          "The attached cancellation takes it out of your calendar.",
          ...(forTeacher
            ? []
            : ["", `To book another time, open the calendar in the family portal: ${data.publicUrl.replace(/\/+$/, "")}/parent/calendar?tab=conferences`]),
        ];
      case "reminder":
        return [`A reminder: the conference about ${data.child.name} with ${other} is tomorrow, ${when} (${minutes} minutes).`, "", where(data)];
    }
  };
  const mails: OutgoingMail[] = [];
  if (data.teacher.email) {
    mails.push({
      kind: `conference.${change.kind}`,
      to: data.teacher.email,
      subject,
      text: [`Hello ${oneLine(data.teacher.name)},`, "", ...body(true), ...officeFooter].join("\n"),
      ...ical(calendar()),
    });
  }
  for (const g of data.guardians) {
    if (!g.email) continue;
    mails.push({
      kind: `conference.${change.kind}`,
      to: g.email,
      replyTo: data.teacher.email ?? undefined,
      subject,
      text: [`Hello ${oneLine(g.name)},`, "", ...body(false), ...officeFooter].join("\n"),
      ...ical(calendar([data.teacher, g])),
    });
  }
  return mails;
}
