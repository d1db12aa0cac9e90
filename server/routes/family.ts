/**
 * The family dashboard's data (docs/api/family-and-account.md): the applications and tour bookings
 * made with the account's email address, only once that address is verified (anyone can type
 * someone else's address at sign-up). The timeline says what happened in plain words: never a staff
 * note, never a staff member's name.
 */
import { asc, desc, eq, inArray, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { STATUS_FOR_FAMILIES, isApplicationStatus, statusLabel } from "#common/application-status";
import { gradeLabel } from "#common/grades";
import { familyOverview } from "#common/api/family";
import type { FamilyApplication, FamilyOverview, FamilyTourBooking, TimelineEntry } from "#common/schemas/account";
import { applicationEvents, applications, tourBookings, users } from "../db/schema";
import { route } from "../http/route";

/** The family's own grade choice, told back to them (staff read FAMILY_CHOICE_LABELS). */
const RESOLUTION_WORDS: Record<string, string> = {
  proceed_requested: "keep the grade you requested",
  accept_calculated: "accept the grade that matches the date of birth",
  placement_assessment: "arrange a placement assessment",
};

type EventRow = typeof applicationEvents.$inferSelect;

/**
 * One event as the family reads it, or null for events that are the school's business alone
 * (duplicate reviews, internal notes and anything not listed here).
 */
export function familyTimelineEntry(event: EventRow): TimelineEntry | null {
  const at = event.createdAt.toISOString();
  switch (event.type) {
    case "submitted":
      return { at, title: "Application submitted", text: "We received your application.", by: "You" };
    case "status_changed": {
      if (!isApplicationStatus(event.toStatus)) return null;
      return { at, title: statusLabel(event.toStatus), text: STATUS_FOR_FAMILIES[event.toStatus].meaning, by: "Admissions team" };
    }
    case "grade_conflict_resolved": {
      const resolution = (event.detail as { resolution?: unknown } | null)?.resolution;
      const words = typeof resolution === "string" ? RESOLUTION_WORDS[resolution] : undefined;
      return {
        at,
        title: "Grade placement choice recorded",
        text: words ? `You chose to ${words}.` : "We recorded your choice about the grade placement.",
        by: "You",
      };
    }
    default:
      return null;
  }
}

export async function familyRoutes(app: FastifyInstance) {
  route(app, familyOverview, async ({ actor: user }) => {
    const [account] = await app.db.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    const email = account?.email?.trim().toLowerCase() || null;
    if (!email || !account?.emailVerifiedAt) {
      const data: FamilyOverview = { emailVerified: false, email };
      return { success: true, data };
    }

    // The forms store addresses lower-cased, so plain equality matches and uses the indexes.
    const [rows, bookings] = await Promise.all([
      app.db
        .select()
        .from(applications)
        .where(or(eq(applications.parentEmail, email), eq(applications.secondaryGuardianEmail, email)))
        .orderBy(desc(applications.createdAt), desc(applications.id)),
      app.db.select().from(tourBookings).where(eq(tourBookings.email, email)).orderBy(desc(tourBookings.startsAt), desc(tourBookings.id)),
    ]);
    const events = rows.length
      ? await app.db
          .select()
          .from(applicationEvents)
          .where(
            inArray(
              applicationEvents.applicationId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
      : [];

    const list: FamilyApplication[] = rows.map((row) => {
      const status = isApplicationStatus(row.status) ? STATUS_FOR_FAMILIES[row.status] : { meaning: statusLabel(row.status), nextStep: "" };
      const timeline = events
        .filter((e) => e.applicationId === row.id)
        .map(familyTimelineEntry)
        .filter((e): e is TimelineEntry => e !== null);
      return {
        applicationId: row.applicationId,
        childName: `${row.childFirstName} ${row.childLastName}`,
        gradeRequested: row.childGradeRequested,
        gradeRequestedLabel: gradeLabel(row.childGradeRequested, "with-ages"),
        placementGrade: row.placementGrade,
        placementGradeLabel: row.placementGrade ? gradeLabel(row.placementGrade, "with-ages") : null,
        status: row.status,
        statusLabel: statusLabel(row.status),
        meaning: status.meaning,
        nextStep: status.nextStep,
        submittedAt: row.createdAt.toISOString(),
        timeline,
      };
    });

    const tours: FamilyTourBooking[] = bookings.map((b) => ({
      id: b.id,
      date: b.tourDate,
      time: b.tourTime,
      startsAt: b.startsAt.toISOString(),
      childName: b.childName,
      status: b.status === "cancelled" ? "cancelled" : "booked",
    }));

    const data: FamilyOverview = { emailVerified: true, email, applications: list, tourBookings: tours };
    return { success: true, data };
  });
}
