/**
 * Mail sent when staff change a family's tour booking (docs/api/admin-operations.md): plain text,
 * like every mail of the school. A rescheduled tour carries a new calendar invitation with the same
 * UID and a higher SEQUENCE, so the family's calendar moves the event instead of adding a second one;
 * a cancelled tour carries the same event as a cancellation, so the calendar removes it.
 */
import { school } from "#common/school";
import type { TourBooking } from "#common/schemas/tour";
import { TOUR_LENGTH_MINUTES } from "#common/tour";
import type { OutgoingMail } from "./outbox";
import { formatLongCalendarDay } from "#common/calendar-date";
import { oneLine, signature, tourInvitation } from "./templates";

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
}

const when = (date: string, time: string) => `${formatLongCalendarDay(date)} at ${time} Eastern Time`;

/** The booking in the shape the invitation template reads. */
function asTourBooking(booking: StoredTourBooking): TourBooking {
  return {
    parent_name: booking.parentName,
    email: booking.email,
    phone: booking.phone ?? undefined,
    child_name: booking.childName,
    grade_level: booking.gradeLevel,
    preferred_date: booking.tourDate,
    preferred_time: booking.tourTime as TourBooking["preferred_time"],
    message: booking.message ?? undefined,
  } as TourBooking;
}

export function tourCancelledMail(
  booking: StoredTourBooking,
  reason: string | undefined,
  publicUrl: string,
  slot: { startsAt: Date; sequence: number },
): OutgoingMail {
  return {
    kind: "tour.cancelled",
    to: booking.email,
    replyTo: school.emails.admissions,
    subject: `Your virtual tour of ${school.name} is cancelled: ${oneLine(formatLongCalendarDay(booking.tourDate))}, ${booking.tourTime} ET`,
    text: [
      `Dear ${booking.parentName},`,
      "",
      `We are sorry: we have had to cancel the virtual tour of ${school.name} booked for ${booking.childName} on ${when(booking.tourDate, booking.tourTime)}.`,
      ...(reason ? ["", "Reason:", reason] : []),
      "",
      "The attached cancellation takes the tour out of your calendar.",
      "",
      "We would be glad to show you the school at another time. To book a new tour, choose a date and time here:",
      `${publicUrl}/contact?tab=tour`,
      "",
      "You can also reply to this email or call us.",
      signature,
    ].join("\n"),
    icalEvent: tourInvitation(asTourBooking(booking), { id: booking.id, startsAt: slot.startsAt, sequence: slot.sequence }, { cancel: true }),
  };
}

export function tourRescheduledMail(
  booking: StoredTourBooking,
  previous: { date: string; time: string },
  slot: { startsAt: Date; sequence: number },
): OutgoingMail {
  return {
    kind: "tour.rescheduled",
    to: booking.email,
    replyTo: school.emails.admissions,
    subject: `New time for your virtual tour of ${school.name}: ${oneLine(formatLongCalendarDay(booking.tourDate))}, ${booking.tourTime} ET`,
    text: [
      `Dear ${booking.parentName},`,
      "",
      `Our admissions team has moved the virtual tour of ${school.name} for ${booking.childName}.`,
      "",
      `New time: ${when(booking.tourDate, booking.tourTime)} (${TOUR_LENGTH_MINUTES} minutes).`,
      `Previous time: ${when(previous.date, previous.time)}.`,
      "",
      "The attached invitation updates the tour in your calendar. We'll send the video link before the tour.",
      "",
      "If the new time does not suit you, reply to this email or call us and we'll find another one.",
      signature,
    ].join("\n"),
    icalEvent: tourInvitation(asTourBooking(booking), { id: booking.id, startsAt: slot.startsAt, sequence: slot.sequence }),
  };
}
