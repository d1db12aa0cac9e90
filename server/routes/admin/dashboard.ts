/**
 * GET /api/admin/dashboard: what needs staff attention (docs/api/admin-operations.md), as counts
 * with the five most recent items of each (the five soonest for tours).
 */
import { and, asc, count, desc, eq, gte, isNull, lt, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ApplicationStatus } from "../../../common/application-status";
import type { DashboardAnswer, DashboardApplication, DashboardCard } from "../../../common/schemas/admin-operations";
import { applications, contactMessages, tourBookings } from "../../db/schema";
import { NEEDS_ATTENTION } from "../../admissions/needs-attention";
import { preview } from "../../enquiries/preview";

export const DASHBOARD_ITEMS = 5;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;


export async function adminDashboardRoutes(app: FastifyInstance) {
  async function applicationCard(where: SQL): Promise<DashboardCard<DashboardApplication>> {
    const [rows, [total]] = await Promise.all([
      app.db
        .select({
          applicationId: applications.applicationId,
          childFirstName: applications.childFirstName,
          childLastName: applications.childLastName,
          parentName: applications.parentName,
          gradeRequested: applications.childGradeRequested,
          status: applications.status,
          createdAt: applications.createdAt,
        })
        .from(applications)
        .where(where)
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(DASHBOARD_ITEMS),
      app.db.select({ n: count() }).from(applications).where(where),
    ]);
    return {
      count: Number(total?.n ?? 0),
      items: rows.map((r) => ({
        applicationId: r.applicationId,
        childName: `${r.childFirstName} ${r.childLastName}`,
        parentName: r.parentName,
        gradeRequested: r.gradeRequested,
        status: r.status as ApplicationStatus,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  app.get("/dashboard", async () => {
    const now = app.config.now();
    const upcoming = and(eq(tourBookings.status, "booked"), gte(tourBookings.startsAt, now), lt(tourBookings.startsAt, new Date(now.getTime() + WEEK_MS)))!;
    const unread = isNull(contactMessages.readAt);

    const [newApplications, gradeConflicts, duplicates, tours, [tourCount], messages, [messageCount]] = await Promise.all([
      applicationCard(NEEDS_ATTENTION.newApplications),
      applicationCard(NEEDS_ATTENTION.gradeConflicts),
      applicationCard(NEEDS_ATTENTION.duplicates),
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
