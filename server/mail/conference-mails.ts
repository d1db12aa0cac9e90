/**
 * Conference mails (issue 17, docs/api/conferences.md): plain text like every mail of the school,
 * each carrying the conference as a calendar event (RFC 5546 iTIP). The UID is the booking's
 * (`conference-<id>@<host>`, the same as in the personal calendar feed), so a calendar moves the
 * event on a new time (METHOD:REQUEST with a higher SEQUENCE) and removes it on METHOD:CANCEL.
 * One mail per conference and person: an iTIP message holds one event, in that person's language
 * (`users.language`, issue 32), the invitation's words too.
 */
import { createEvent } from "ics";
import type { ConferenceMode } from "#common/learning/conferences";
import type { Language } from "#common/i18n/languages";
import type { MessageValues } from "#common/i18n/messages";
import { formatPhrase, localLongDay, localTime, type Phrase } from "#common/i18n/phrase";
import { school } from "#common/school";
import { zonedDateTime } from "#common/time-zone";
import type { OutgoingMail } from "./outbox";
import { calendarParamText, greetingIn, officeFooterIn, oneLine, sayer } from "./templates";

/** A name as people wrote it, or the words standing in for a missing one ("Your teacher"). */
export type ConferenceName = string | Phrase;

/** The name in the reader's language. */
const nameIn = (language: Language, name: ConferenceName) => (typeof name === "string" ? name : formatPhrase(language, name));

export interface ConferenceMailPerson {
  /** The account (guardians: so each is told in the app too). */
  id?: string;
  name: ConferenceName;
  email: string | null;
  language: Language;
}

export interface ConferenceMailData {
  bookingId: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  mode: ConferenceMode;
  teacher: ConferenceMailPerson;
  child: { name: ConferenceName };
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

/** The day and the time on the school's clock in the reader's words ("Tuesday, December 1, 2026", "3:30 PM"). */
function schoolTime(instant: Date, language: Language) {
  return { day: localLongDay(zonedDateTime(instant, school.timeZone).date)(language), time: localTime(instant)(language) };
}

/** "Tuesday, December 1, 2026 at 3:30 PM Eastern Time" */
export function schoolTimeText(instant: Date, language: Language): string {
  return sayer(language)("mails.when", schoolTime(instant, language));
}

function where(data: ConferenceMailData, language: Language): string {
  const say = sayer(language);
  if (data.mode === "video") return say("mails.conference.video", { url: `${data.publicUrl.replace(/\/+$/, "")}/video-session/${data.bookingId}` });
  return data.contactPhone
    ? say("mails.conference.phone", { teacher: nameIn(language, data.teacher.name), phone: data.contactPhone })
    : say("mails.conference.phoneYou", { teacher: nameIn(language, data.teacher.name) });
}

/** The conference as an iCalendar invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL), in UTC, in `language`. */
export function conferenceInvitation(
  data: ConferenceMailData,
  language: Language,
  { cancel = false, people }: { cancel?: boolean; people?: ConferenceMailPerson[] } = {},
): string {
  const say = sayer(language);
  const names = { child: oneLine(nameIn(language, data.child.name)), teacher: oneLine(nameIn(language, data.teacher.name)) };
  const attendees = (people ?? [data.teacher, ...data.guardians])
    .filter((p): p is ConferenceMailPerson & { email: string } => Boolean(p.email))
    .map((p) => ({
      name: calendarParamText(nameIn(language, p.name)),
      email: p.email,
      rsvp: false,
      partstat: "ACCEPTED" as const,
      role: "REQ-PARTICIPANT" as const,
    }));
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
    title: say("mails.conference.invitation.title", names),
    description: say("mails.conference.invitation.description", {
      ...names,
      mode: say(`calendar.conferences.mode.${data.mode}`),
      where: where(data, language),
    }),
    location: where(data, language),
    status: cancel ? "CANCELLED" : "CONFIRMED",
    organizer: { name: school.name, email: school.emails.general },
    attendees,
  });
  // The package's error carries the whole event (names, addresses): never let it reach a log.
  if (error || !value) throw new Error("could not create the conference invitation");
  return value;
}

const ical = (event: string | undefined) => (event ? { icalEvent: event } : {});

/** What one reader's mail says of the change, in their language; `forTeacher` names the family as the other side. */
function changeBody(data: ConferenceMailData, change: ConferenceChange, language: Language, forTeacher: boolean): string[] {
  const say = sayer(language);
  const minutes = Math.round((data.endsAt.getTime() - data.startsAt.getTime()) / 60_000);
  const child = nameIn(language, data.child.name);
  const values: MessageValues = {
    child,
    other: forTeacher ? say("mails.conference.family", { child }) : nameIn(language, data.teacher.name),
    when: schoolTimeText(data.startsAt, language),
    minutes,
  };
  const place = where(data, language);
  switch (change.kind) {
    case "booked":
      return [say("mails.conference.booked", values), "", place, "", say("mails.conference.booked.calendar")];
    case "rescheduled":
      return [
        say("mails.conference.rescheduled", values),
        say("mails.previousTime", { when: schoolTimeText(change.previousStartsAt, language) }),
        "",
        place,
        "",
        say("mails.conference.rescheduled.calendar"),
      ];
    case "cancelled":
      return [
        say("mails.conference.cancelled", values),
        ...(change.reason ? ["", say("mails.reason"), change.reason] : []),
        "",
        say("mails.conference.cancelled.calendar"),
        ...(forTeacher
          ? []
          : ["", say("mails.conference.cancelled.bookAgain", { url: `${data.publicUrl.replace(/\/+$/, "")}/parent/calendar?tab=conferences` })]),
      ];
    case "reminder":
      return [say("mails.conference.reminder", values), "", place];
  }
}

/** The subject in the reader's language: "Conference booked: Ada Lovelace with Ms. Rivera, Tuesday, December 1, 2026 at 3:30 PM ET". */
function subjectIn(data: ConferenceMailData, change: ConferenceChange, language: Language): string {
  const say = sayer(language);
  return oneLine(
    say("mails.conference.subject", {
      change: say(`mails.conference.subject.${change.kind}`),
      child: nameIn(language, data.child.name),
      teacher: nameIn(language, data.teacher.name),
      ...schoolTime(data.startsAt, language),
    }),
  );
}

/** The mails of one conference's change: one to the teacher and one to each guardian with an address, each in its reader's language. */
export function conferenceMails(data: ConferenceMailData, change: ConferenceChange): OutgoingMail[] {
  // A guardian's invitation names the teacher and that guardian only: one parent's address is never
  // shown to another (families apart, a court order); the teacher's names every invited guardian.
  const calendar = (language: Language, people?: ConferenceMailPerson[]) =>
    change.kind === "reminder" ? undefined : conferenceInvitation(data, language, { cancel: change.kind === "cancelled", people });
  const mailTo = (person: ConferenceMailPerson, forTeacher: boolean) =>
    [
      greetingIn(person.language, nameIn(person.language, person.name)),
      "",
      ...changeBody(data, change, person.language, forTeacher),
      ...officeFooterIn(person.language),
    ].join("\n");
  const mails: OutgoingMail[] = [];
  if (data.teacher.email) {
    mails.push({
      kind: `conference.${change.kind}`,
      to: data.teacher.email,
      subject: subjectIn(data, change, data.teacher.language),
      text: mailTo(data.teacher, true),
      ...ical(calendar(data.teacher.language)),
    });
  }
  for (const g of data.guardians) {
    if (!g.email) continue;
    mails.push({
      kind: `conference.${change.kind}`,
      to: g.email,
      replyTo: data.teacher.email ?? undefined,
      subject: subjectIn(data, change, g.language),
      text: mailTo(g, false),
      ...ical(calendar(g.language, [data.teacher, g])),
    });
  }
  return mails;
}
