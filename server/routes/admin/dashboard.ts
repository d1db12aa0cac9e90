/**
 * GET /api/admin/dashboard: what needs staff attention (docs/api/admin-operations.md), as counts
 * with the five most recent items of each (the five soonest for tours).
 */
import { and, asc, count, eq, gte, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DashboardAnswer } from "../../../common/schemas/admin-operations";
import { applicationCard, NEEDS_ATTENTION } from "../../admissions/read-model";
import { tourBookings } from "../../db/schema";
import { unreadEnquiriesCard } from "../../enquiries/inbox";

export const DASHBOARD_ITEMS = 5;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function adminDashboardRoutes(app: FastifyInstance) {
  app.get("/dashboard", async () => {
    const now = app.config.now();
    const upcoming = and(eq(tourBookings.status, "booked"), gte(tourBookings.startsAt, now), lt(tourBookings.startsAt, new Date(now.getTime() + WEEK_MS)))!;

    const [newApplications, gradeConflicts, duplicates, tours, [tourCount], unreadEnquiries] = await Promise.all([
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
      unreadEnquiriesCard(app.db, DASHBOARD_ITEMS),
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
      unreadEnquiries,
    };
    return { success: true, data };
  });
}
