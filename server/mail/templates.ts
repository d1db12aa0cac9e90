/**
 * The emails the public forms send, as plain text (every mail client shows it the same way, and
 * nothing a family typed can turn into markup). School details come from common/school.ts.
 */
import { createEvent } from "ics";
import { formatLongCalendarDay } from "#common/calendar-date";
import { startLabel } from "#common/grade-placement";
import { gradeLabel } from "#common/grades";
import type { Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { FAMILY_CHOICE_LABELS } from "#common/schemas/admin-applications";
import type { Application, GradeConflictResolution } from "#common/schemas/application";
import type { ContactMessage } from "#common/schemas/contact";
import type { TourBooking } from "#common/schemas/tour";
import { school } from "#common/school";
import { TOUR_LENGTH_MINUTES } from "#common/tour";
import { formatBytes } from "#common/uploads";
import { DUPLICATE_REVIEW } from "../admissions/application-rules";
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

export const signature = ["", `${school.name} Admissions`, `${school.phone.display} · ${school.emails.admissions}`, `Office hours: ${school.officeHours}`].join(
  "\n",
);

/** The close of account mails (sign-in, invitations, verification): the school's general office, not admissions. */
export const officeFooter = ["", school.name, `${school.phone.display} · ${school.emails.general}`, `Office hours: ${school.officeHours}`];

/** officeFooter in the reader's language. */
export function officeFooterIn(language: Language): string[] {
  return ["", school.name, `${school.phone.display} · ${school.emails.general}`, t(language, "mail.officeHours", { hours: school.officeHours })];
}

export function lines(entries: [string, string | undefined | null][]) {
  return entries
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
}

export function contactMails(message: ContactMessage, attachments: { name: string; size: number }[], reference: string): OutgoingMail[] {
  const attachmentList = attachments.length ? attachments.map((a) => `- ${a.name} (${formatBytes(a.size)})`).join("\n") : "None";
  return [
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
        attachmentList,
        "",
        "Reply to this email to answer the family; we promised a reply within 24 hours.",
      ].join("\n"),
    },
    {
      kind: "contact.acknowledgement",
      to: message.email,
      replyTo: school.emails.admissions,
      subject: `We received your message - ${school.name}`,
      text: [
        `Dear ${message.parent_name},`,
        "",
        `Thank you for contacting ${school.name}. We have received your message and we'll get back to you within 24 hours.`,
        "",
        "Your message:",
        message.message,
        ...(attachments.length ? ["", "Files you attached:", attachmentList] : []),
        "",
        "If something is urgent, call us during office hours.",
        signature,
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
export function tourInvitation(booking: TourBooking, slot: TourSlot, { cancel = false } = {}): string {
  const { error, value } = createEvent({
    productId: `-//${school.name}//Virtual tours//EN`,
    method: cancel ? "CANCEL" : "REQUEST",
    uid: `tour-${slot.id}@${school.emails.admissions.split("@")[1]}`,
    ...(slot.sequence ? { sequence: slot.sequence } : {}),
    start: slot.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: TOUR_LENGTH_MINUTES },
    title: `Virtual tour of ${school.name}`,
    description: `A ${TOUR_LENGTH_MINUTES}-minute live video tour with our admissions team for ${booking.child_name}. We'll contact you within 24 hours to confirm your time slot and send the video link.`,
    location: "Online video call (link sent by our admissions team)",
    status: cancel ? "CANCELLED" : "CONFIRMED",
    organizer: { name: `${school.name} Admissions`, email: school.emails.admissions },
    attendees: [{ name: calendarParamText(booking.parent_name), email: booking.email, rsvp: true, partstat: "NEEDS-ACTION", role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("could not create the tour invitation");
  return value;
}

export function tourMails(booking: TourBooking, slot: TourSlot): OutgoingMail[] {
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
      subject: `Your virtual tour of ${school.name}: ${oneLine(formatLongCalendarDay(booking.preferred_date))}, ${booking.preferred_time} ET`,
      text: [
        `Dear ${booking.parent_name},`,
        "",
        `Thank you for booking a virtual tour of ${school.name} for ${booking.child_name}.`,
        "",
        `Your preferred time: ${when} (${TOUR_LENGTH_MINUTES} minutes).`,
        "",
        "We'll contact you within 24 hours to confirm your preferred time slot and send the video link. The attached invitation adds the tour to your calendar.",
        "",
        "Need another time? Reply to this email or call us.",
        signature,
      ].join("\n"),
      icalEvent: tourInvitation(booking, slot),
    },
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

export function applicationMails(application: Application, stored: StoredApplication, placement: { message: string }): OutgoingMail[] {
  const child = `${application.child_first_name} ${application.child_last_name}`;
  const start = startLabel(stored.desiredStart, stored.schoolYear);
  const notes: string[] = [];
  if (stored.gradeConflict) {
    notes.push(
      `Grade placement: you asked for ${gradeLabel(application.child_grade_requested, "with-ages")}; the date of birth places ${application.child_first_name} in ${gradeLabel(stored.calculatedGrade, "with-ages", "no grade from kindergarten to grade 6")}. Our admissions team will confirm the right grade with you.`,
    );
  }
  // The family's copy goes to whatever address was typed: it says no more than the answer did.
  const familyNotes = stored.duplicateOf ? [...notes, DUPLICATE_REVIEW.message] : notes;
  const staffNotes = stored.duplicateOf ? [...notes, "Possible duplicate: an earlier application names the same child. The back office links the two."] : notes;
  return [
    {
      kind: "application.confirmation",
      to: application.parent_email,
      replyTo: school.emails.admissions,
      subject: `Application received: ${stored.applicationId} - ${school.name}`,
      text: [
        `Dear ${application.parent_name},`,
        "",
        `Thank you for applying to ${school.name} for ${child}.`,
        "",
        `Application id: ${stored.applicationId}`,
        `Status: ${stored.status.replace(/_/g, " ").toUpperCase()}`,
        `Grade requested: ${gradeLabel(application.child_grade_requested, "with-ages")}`,
        `Start: ${start}`,
        "",
        placement.message,
        ...(familyNotes.length ? ["", ...familyNotes] : []),
        "",
        "We'll review your application and contact you within 2-3 business days. Please quote your application id whenever you contact us.",
        signature,
      ].join("\n"),
    },
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
          ["Start", start],
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

export function passwordResetMail(to: string, username: string, link: string): OutgoingMail {
  return {
    kind: PASSWORD_RESET_MAIL_KIND,
    to,
    subject: `Reset your ${school.name} password`,
    text: [
      "Hello,",
      "",
      `Someone asked to reset the password of the ${school.name} account "${oneLine(username)}".`,
      "To choose a new password, open this link:",
      "",
      link,
      "",
      "The link works once and expires in 1 hour. After the reset, every device signed in to this account is signed out;",
      "if two-factor authentication is on, you will still need your code to sign in.",
      "",
      "If you did not ask for this, you can ignore this email: your password stays the same.",
      "Never share this link. Our staff will never ask you for it.",
      "",
      `${school.name}`,
      `${school.phone.display} · ${school.emails.general}`,
      `Office hours: ${school.officeHours}`,
    ].join("\n"),
  };
}
