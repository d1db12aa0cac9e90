/**
 * GET /api/admin/dashboard: what needs staff attention (docs/api/admin-operations.md), as counts
 * with the five most recent items of each (the five soonest for tours).
 */
import { and, asc, count, desc, eq, gte, isNull, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DashboardAnswer } from "../../../common/schemas/admin-operations";
import { applicationCard, NEEDS_ATTENTION } from "../../admissions/read-model";
import { contactMessages, tourBookings } from "../../db/schema";
import { preview } from "./messages";

export const DASHBOARD_ITEMS = 5;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function adminDashboardRoutes(app: FastifyInstance) {
  app.get("/dashboard", async () => {
    const now = app.config.now();
    const upcoming = and(eq(tourBookings.status, "booked"), gte(tourBookings.startsAt, now), lt(tourBookings.startsAt, new Date(now.getTime() + WEEK_MS)))!;
    const unread = isNull(contactMessages.readAt);

    const [newApplications, gradeConflicts, duplicates, tours, [tourCount], messages, [messageCount]] = await Promise.all([
      applicationCard(app.db, NEEDS_ATTENTION.newApplications, DASHBOARD_ITEMS),
      applicationCard(app.db, NEEDS_ATTENTION.gradeConflicts, DASHBOARD_ITEMS),
      applicationCard(app.db, NEEDS_ATTENTION.duplicates, DASHBOARD_ITEMS),
      app.db
        .select()
        .from(tourBookings)
        .where(upcoming)
        .orderBy(asc(tourBookings.startsAt), asc(tourBookings.createdAt), asc(tourBookings.id))
        .limit(DASHBOARD_ITEMS),
      app.db.select({ n: count() }).from(tourBookings).where(upcoming),
      app.db
        .select({ id: contactMessages.id, parentName: contactMessages.parentName, message: contactMessages.message, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(unread)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(DASHBOARD_ITEMS),
      app.db.select({ n: count() }).from(contactMessages).where(unread),
    ]);

    const data: DashboardAnswer = {
      newApplications,
      gradeConflicts,
      duplicates,
      upcomingTours: {
        count: Number(tourCount?.n ?? 0),
        items: tours.map((t) => ({
          id: t.id,
          parentName: t.parentName,
          childName: t.childName,
          date: t.tourDate,
          time: t.tourTime,
          startsAt: t.startsAt.toISOString(),
        })),
      },
      unreadMessages: {
        count: Number(messageCount?.n ?? 0),
        items: messages.map((m) => ({ id: m.id, parentName: m.parentName, preview: preview(m.message), createdAt: m.createdAt.toISOString() })),
      },
    };
    return { success: true, data };
  });
}
