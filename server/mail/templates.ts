/**
 * The emails the public forms send, as plain text (every mail client shows it the same way, and
 * nothing a family typed can turn into markup). School details come from common/school.ts.
 * The family's copy is in the language of the page the form was sent from (issue 32, area `mails`
 * of the server-only catalogue part); the copy for the school's inbox stays in English.
 */
import { createEvent } from "ics";
import { formatLongCalendarDay, formatMonthYear } from "#common/calendar-date";
import { isApplicationStatus } from "#common/application-status";
import { parseYearMonth, schoolYearName, schoolYearOf, SCHOOL_YEAR_FIRST_MONTH, startLabel } from "#common/grade-placement";
import { gradeLabel } from "#common/grades";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { localize, t, type MessageId, type MessageValues } from "#common/i18n/messages";
import { localLongDay, localTime } from "#common/i18n/phrase";
import { FAMILY_CHOICE_LABELS } from "#common/schemas/admin-applications";
import type { Application, GradeConflictResolution } from "#common/schemas/application";
import type { ContactMessage } from "#common/schemas/contact";
import type { TourBooking } from "#common/schemas/tour";
import { school } from "#common/school";
import { TOUR_LENGTH_MINUTES } from "#common/tour";
import { formatBytes } from "#common/uploads";
import { DUPLICATE_REVIEW } from "../admissions/application-rules";
import { tourStart } from "../tours/seats";
import type { OutgoingMail } from "./outbox";

/** Header text never carries line breaks or other control characters from what a family typed. */
export function oneLine(text: string) {
  // eslint-disable-next-line no-control-regex -- stripping control characters from header text is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/**
 * A name for a calendar parameter such as CN (RFC 5545 section 3.2): the ics package quotes every
 * parameter value, so ";", "," and ":" are safe inside, but a quoted value cannot hold DQUOTE at all
 * (and the package's backslash escape is not iCalendar): a double quote becomes a single one.
 */
export function calendarParamText(text: string) {
  return oneLine(text).replace(/"/g, "'");
}

/** The catalogue in the reader's language, with the school's name at hand as `{school}`. */
export const sayer =
  (language: Language) =>
  (id: MessageId, values?: MessageValues): string =>
    t(language, id, { school: school.name, ...values });

const officeHoursIn = (language: Language) => t(language, "mails.officeHours", { hours: t(language, "contact.officeHours") });

/** The close of the admissions mails: the admissions office. */
export function signatureIn(language: Language): string {
  return ["", sayer(language)("mails.signature.team"), `${school.phone.display} · ${school.emails.admissions}`, officeHoursIn(language)].join("\n");
}

/** The close of account mails (sign-in, invitations, verification): the school's general office, not admissions. */
export function officeFooterIn(language: Language): string[] {
  return ["", school.name, `${school.phone.display} · ${school.emails.general}`, officeHoursIn(language)];
}

/** "Hello Maria," or, without a name, "Hello,". */
export function greetingIn(language: Language, fullName: string | null | undefined): string {
  return fullName ? t(language, "mails.greeting.named", { name: oneLine(fullName) }) : t(language, "mails.greeting");
}

/**
 * A tour's day and time in the reader's words ("Monday, December 7, 2026", "9:00 AM") and the two
 * together with the time zone. English keeps the booked time as the form wrote it.
 */
export function tourTimeIn(language: Language, isoDate: string, time: TourBooking["preferred_time"]) {
  const day = localLongDay(isoDate)(language);
  const clock = language === DEFAULT_LANGUAGE ? time : localTime(tourStart(isoDate, time))(language);
  return { day, time: clock, when: t(language, "mails.when", { day, time: clock }) };
}

export function lines(entries: [string, string | undefined | null][]) {
  return entries
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

export function contactMails(
  message: ContactMessage,
  attachments: { name: string; size: number }[],
  reference: string,
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail[] {
  const say = sayer(language);
  // The office reads the files in English; the family in its own language.
  const attachmentList = (locale?: string) => attachments.map((a) => `- ${a.name} (${formatBytes(a.size, locale)})`).join("\n");
  return [
    // The school's own inbox: the office works in English.
    {
      kind: "contact.admissions",
      to: school.emails.admissions,
      replyTo: message.email,
      subject: oneLine(`New contact message from ${message.parent_name}`),
      text: [
        "A family sent a message with the General Contact form.",
        "",
        lines([
          ["Name", message.parent_name],
          ["Email", message.email],
          ["Phone", message.phone],
          ["Grade level", gradeLabel(message.grade_level, "with-ages", "")],
          ["Reference", reference],
        ]),
        "",
        "Message:",
        message.message,
        "",
        "Attachments (download them from the back office, not from this email):",
        attachments.length ? attachmentList() : "None",
        "",
        "Reply to this email to answer the family; we promised a reply within 24 hours.",
      ].join("\n"),
    },
    {
      kind: "contact.acknowledgement",
      to: message.email,
      replyTo: school.emails.admissions,
      subject: say("mails.contact.subject"),
      text: [
        say("mails.dear", { name: message.parent_name }),
        "",
        say("mails.contact.thanks"),
        "",
        say("mails.contact.yourMessage"),
        message.message,
        ...(attachments.length ? ["", say("mails.contact.files"), attachmentList(LOCALES[language])] : []),
        "",
        say("mails.contact.urgent"),
        signatureIn(language),
      ].join("\n"),
    },
  ];
}

export interface TourSlot {
  id: string;
  startsAt: Date;
  /**
   * Revision of the invitation (RFC 5545 SEQUENCE): 0 or absent for the first one; a later one with
   * the same UID and a higher sequence moves the event in the family's calendar (a rescheduled tour)
   * or, sent as a cancellation, removes it.
   */
  sequence?: number;
}

/**
 * The calendar invitation for a tour (RFC 5545, METHOD:REQUEST), in UTC so every calendar places it
 * right; with `cancel`, the same event as METHOD:CANCEL / STATUS:CANCELLED, which takes it out of
 * the family's calendar.
 */
export function tourInvitation(
  booking: TourBooking,
  slot: TourSlot,
  { cancel = false, language = DEFAULT_LANGUAGE }: { cancel?: boolean; language?: Language } = {},
): string {
  const say = sayer(language);
  const { error, value } = createEvent({
    productId: `-//${school.name}//Virtual tours//EN`,
    method: cancel ? "CANCEL" : "REQUEST",
    uid: `tour-${slot.id}@${school.emails.admissions.split("@")[1]}`,
    ...(slot.sequence ? { sequence: slot.sequence } : {}),
    start: slot.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: TOUR_LENGTH_MINUTES },
    title: say("mails.tour.invitation.title"),
    description: say("mails.tour.invitation.description", { minutes: TOUR_LENGTH_MINUTES, child: booking.child_name }),
    location: say("mails.tour.invitation.location"),
    status: cancel ? "CANCELLED" : "CONFIRMED",
    organizer: { name: say("mails.signature.team"), email: school.emails.admissions },
    attendees: [{ name: calendarParamText(booking.parent_name), email: booking.email, rsvp: true, partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("could not create the tour invitation");
  return value;
}

export function tourMails(booking: TourBooking, slot: TourSlot, language: Language = DEFAULT_LANGUAGE): OutgoingMail[] {
  const say = sayer(language);
  const family = tourTimeIn(language, booking.preferred_date, booking.preferred_time);
  const when = `${formatLongCalendarDay(booking.preferred_date)} at ${booking.preferred_time} Eastern Time`;
  const details = lines([
    ["Parent", booking.parent_name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Child", booking.child_name],
    ["Grade level", gradeLabel(booking.grade_level, "with-ages", "")],
    ["When", when],
    ["Length", `${TOUR_LENGTH_MINUTES} minutes`],
  ]);
  return [
    {
      kind: "tour.confirmation",
      to: booking.email,
      replyTo: school.emails.admissions,
      subject: oneLine(say("mails.tour.subject", { day: family.day, time: family.time })),
      text: [
        say("mails.dear", { name: booking.parent_name }),
        "",
        say("mails.tour.thanks", { child: booking.child_name }),
        "",
        say("mails.tour.preferred", { when: family.when, minutes: TOUR_LENGTH_MINUTES }),
        "",
        say("mails.tour.contact"),
        "",
        say("mails.tour.another"),
        signatureIn(language),
      ].join("\n"),
      icalEvent: tourInvitation(booking, slot, { language }),
    },
    // The school's own inbox: the office works in English.
    {
      kind: "tour.admissions",
      to: school.emails.admissions,
      replyTo: booking.email,
      subject: oneLine(`Tour booked: ${formatLongCalendarDay(booking.preferred_date)} ${booking.preferred_time} - ${booking.parent_name}`),
      text: [
        "A family booked a virtual tour. Confirm the slot with them within 24 hours and send the video link.",
        "",
        details,
        ...(booking.message ? ["", "Message:", booking.message] : []),
        "",
        `Reference: ${slot.id}`,
      ].join("\n"),
    },
  ];
}

export interface StoredApplication {
  applicationId: string;
  status: string;
  calculatedGrade: string | null;
  isMidYearTransfer: boolean;
  desiredStart: string | null;
  schoolYear: number | null;
  gradeConflict: boolean;
  duplicateOf: string | null;
}

/** When the child starts, in the reader's words: "December 2026, during the 2026-27 school year". */
function startIn(language: Language, desiredStart: string | null, schoolYear: number | null): string {
  const say = sayer(language);
  const start = desiredStart ? parseYearMonth(desiredStart) : undefined;
  if (!start)
    return schoolYear === null ? say("mails.application.start.notGiven") : say("mails.application.start.notGivenPlaced", { year: schoolYearName(schoolYear) });
  const values = { month: formatMonthYear(start, LOCALES[language]), year: schoolYearName(schoolYearOf(start)) };
  return start.month === SCHOOL_YEAR_FIRST_MONTH ? say("mails.application.start.beginning", values) : say("mails.application.start.during", values);
}

/** The grade conflict in the reader's words, when there is one. */
function gradeConflictNote(language: Language, application: Application, stored: StoredApplication): string[] {
  if (!stored.gradeConflict) return [];
  return [
    t(language, "mails.application.gradeConflict", {
      requested: gradeLabel(application.child_grade_requested, "with-ages", undefined, language),
      child: application.child_first_name,
      calculated: gradeLabel(stored.calculatedGrade, "with-ages", t(language, "mails.application.noGrade"), language),
    }),
  ];
}

/**
 * The placement sentence: the server words it in English (../admissions/application-rules.ts); another
 * language says the same facts in its own words, as the confirmation page does (grade-placement-copy.ts).
 * Without a grade for the child's age, the grade conflict note says it.
 */
function placementIn(language: Language, application: Application, stored: StoredApplication, placement: { message: string; school_year: string }): string[] {
  if (language === DEFAULT_LANGUAGE) return [placement.message];
  if (stored.calculatedGrade === null) return [];
  const start = stored.desiredStart ? parseYearMonth(stored.desiredStart) : undefined;
  const values = {
    child: application.child_first_name,
    grade: gradeLabel(stored.calculatedGrade, "with-ages", undefined, language),
    year: placement.school_year,
  };
  return [
    start
      ? t(language, "application.placement.summary", { ...values, start: formatMonthYear(start, LOCALES[language]) })
      : t(language, "application.placement.summaryNoStart", values),
  ];
}

/** The status as the family reads it, in capitals: "SUBMITTED". */
function statusIn(language: Language, status: string): string {
  const label = isApplicationStatus(status) ? t(language, `family.dashboard.status.${status}.label`) : status.replace(/_/g, " ");
  return label.toLocaleUpperCase(LOCALES[language]);
}

export function applicationMails(
  application: Application,
  stored: StoredApplication,
  placement: { message: string; school_year: string },
  language: Language = DEFAULT_LANGUAGE,
): OutgoingMail[] {
  const say = sayer(language);
  const child = `${application.child_first_name} ${application.child_last_name}`;
  const notes = gradeConflictNote(DEFAULT_LANGUAGE, application, stored);
  // The family's copy goes to whatever address was typed: it says no more than the answer did.
  const familyNotes = [...gradeConflictNote(language, application, stored), ...(stored.duplicateOf ? [localize(language, DUPLICATE_REVIEW.message)] : [])];
  const staffNotes = stored.duplicateOf ? [...notes, "Possible duplicate: an earlier application names the same child. The back office links the two."] : notes;
  return [
    {
      kind: "application.confirmation",
      to: application.parent_email,
      replyTo: school.emails.admissions,
      subject: say("mails.application.subject", { id: stored.applicationId }),
      text: [
        say("mails.dear", { name: application.parent_name }),
        "",
        say("mails.application.thanks", { child }),
        "",
        say("mails.application.id", { id: stored.applicationId }),
        say("mails.application.status", { status: statusIn(language, stored.status) }),
        say("mails.application.gradeRequested", { grade: gradeLabel(application.child_grade_requested, "with-ages", undefined, language) }),
        say("mails.application.start", { start: startIn(language, stored.desiredStart, stored.schoolYear) }),
        "",
        ...placementIn(language, application, stored, placement),
        ...(familyNotes.length ? ["", ...familyNotes] : []),
        "",
        say("mails.application.review"),
        signatureIn(language),
      ].join("\n"),
    },
    // The school's own inbox: the office works in English.
    {
      kind: "application.admissions",
      to: school.emails.admissions,
      replyTo: application.parent_email,
      subject: oneLine(`New application ${stored.applicationId}: ${child}, ${gradeLabel(application.child_grade_requested, "with-ages")}`),
      text: [
        "A new admission application was submitted. Review it in the back office within 2-3 business days.",
        "",
        lines([
          ["Application id", stored.applicationId],
          ["Child", child],
          ["Date of birth", application.child_dob],
          ["Grade requested", gradeLabel(application.child_grade_requested, "with-ages")],
          ["Start", startLabel(stored.desiredStart, stored.schoolYear)],
          ["Grade from date of birth", gradeLabel(stored.calculatedGrade, "with-ages", "outside K-6")],
          ["Mid-year transfer", stored.isMidYearTransfer ? "yes" : "no"],
          ["Parent", application.parent_name],
          ["Parent email", application.parent_email],
          ["Parent phone", application.parent_phone],
        ]),
        ...(staffNotes.length ? ["", "Needs attention:", ...staffNotes.map((n) => `- ${n}`)] : []),
      ].join("\n"),
    },
  ];
}

/** To the school's own inbox: the office works in English. */
export function gradeConflictResolvedMail(applicationId: string, resolution: GradeConflictResolution): OutgoingMail {
  return {
    kind: "application.grade_conflict_resolved",
    to: school.emails.admissions,
    subject: `Grade placement choice for ${applicationId}`,
    text: `The family of application ${applicationId} chose to ${FAMILY_CHOICE_LABELS[resolution].replace(/^./, (c) => c.toLowerCase())} (${resolution}).`,
  };
}

/**
 * The password reset mail (docs/api/accounts.md): the link carries the only copy of the token.
 * It names the account, because one address may have several (a parent's and a child's).
 */
/** The kind of the password reset mail: its link is blanked in the stored copy once delivered (redactDeliveredLinks). */
export const PASSWORD_RESET_MAIL_KIND = "account.password_reset";

/** In the account's language (`users.language`). */
export function passwordResetMail(to: string, username: string, link: string, language: Language): OutgoingMail {
  const say = sayer(language);
  return {
    kind: PASSWORD_RESET_MAIL_KIND,
    to,
    subject: say("mails.passwordReset.subject"),
    text: [
      say("mails.greeting"),
      "",
      say("mails.passwordReset.asked", { username: oneLine(username) }),
      say("mails.passwordReset.open"),
      "",
      link,
      "",
      say("mails.passwordReset.expires"),
      "",
      say("mails.passwordReset.ignore"),
      say("accountMail.verify.neverShare"),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}
