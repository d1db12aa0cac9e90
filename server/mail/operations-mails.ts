/**
 * Mail sent when staff change a family's tour booking (docs/api/admin-operations.md): plain text,
 * like every mail of the school. A rescheduled tour carries a new calendar invitation with the same
 * UID and a higher SEQUENCE, so the family's calendar moves the event instead of adding a second one;
 * a cancelled tour carries the same event as a cancellation, so the calendar removes it.
 * In the language the family booked in (`tour_bookings.language`, issue 32).
 */
import { languageOrDefault } from "#common/i18n/languages";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";
import type { TourBooking } from "#common/schemas/tour";
import { TOUR_LENGTH_MINUTES } from "#common/tour";
import type { OutgoingMail } from "./outbox";
import { oneLine, sayer, signatureIn, tourInvitation, tourTimeIn } from "./templates";

export interface StoredTourBooking {
  id: string;
  parentName: string;
  email: string;
  phone: string | null;
  childName: string;
  gradeLevel: string;
  tourDate: string;
  tourTime: string;
  message: string | null;
  /** The language of the page it was booked on. */
  language: string;
}

const tourTime = (time: string) => time as TourBooking["preferred_time"];

/** The booking in the shape the invitation template reads. */
function asTourBooking(booking: StoredTourBooking): TourBooking {
  return {
    parent_name: booking.parentName,
    email: booking.email,
    phone: booking.phone ?? undefined,
    child_name: booking.childName,
    grade_level: booking.gradeLevel,
    preferred_date: booking.tourDate,
    preferred_time: tourTime(booking.tourTime),
    message: booking.message ?? undefined,
  } as TourBooking;
}

export function tourCancelledMail(
  booking: StoredTourBooking,
  reason: string | undefined,
  publicUrl: string,
  slot: { startsAt: Date; sequence: number },
): OutgoingMail {
  const language = languageOrDefault(booking.language);
  const say = sayer(language);
  const tour = tourTimeIn(language, booking.tourDate, tourTime(booking.tourTime));
  return {
    kind: "tour.cancelled",
    to: booking.email,
    replyTo: school.emails.admissions,
    subject: oneLine(say("mails.tour.cancelled.subject", { day: tour.day, time: tour.time })),
    text: [
      say("mails.dear", { name: booking.parentName }),
      "",
      say("mails.tour.cancelled.sorry", { child: booking.childName, when: tour.when }),
      ...(reason ? ["", say("mails.reason"), reason] : []),
      "",
      say("mails.tour.cancelled.removes"),
      "",
      say("mails.tour.cancelled.bookAgain"),
      `${publicUrl}${localizedPath("/contact", language)}?tab=tour`,
      "",
      say("mails.tour.cancelled.reply"),
      signatureIn(language),
    ].join("\n"),
    icalEvent: tourInvitation(asTourBooking(booking), { id: booking.id, startsAt: slot.startsAt, sequence: slot.sequence }, { cancel: true, language }),
  };
}

export function tourRescheduledMail(
  booking: StoredTourBooking,
  previous: { date: string; time: string },
  slot: { startsAt: Date; sequence: number },
): OutgoingMail {
  const language = languageOrDefault(booking.language);
  const say = sayer(language);
  const tour = tourTimeIn(language, booking.tourDate, tourTime(booking.tourTime));
  return {
    kind: "tour.rescheduled",
    to: booking.email,
    replyTo: school.emails.admissions,
    subject: oneLine(say("mails.tour.rescheduled.subject", { day: tour.day, time: tour.time })),
    text: [
      say("mails.dear", { name: booking.parentName }),
      "",
      say("mails.tour.rescheduled.moved", { child: booking.childName }),
      "",
      say("mails.tour.rescheduled.newTime", { when: tour.when, minutes: TOUR_LENGTH_MINUTES }),
      say("mails.previousTime", { when: tourTimeIn(language, previous.date, tourTime(previous.time)).when }),
      "",
      say("mails.tour.rescheduled.updates"),
      "",
      say("mails.tour.rescheduled.notSuit"),
      signatureIn(language),
    ].join("\n"),
    icalEvent: tourInvitation(asTourBooking(booking), { id: booking.id, startsAt: slot.startsAt, sequence: slot.sequence }, { language }),
  };
}
