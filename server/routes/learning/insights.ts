/**
 * Insights and analytics of a class (issue 16, H7; docs/api/insights.md): GET /api/teacher/insights
 * and GET /api/teacher/analytics, for the class's teachers and staff. The access module decides the
 * class; the domain (server/learning/insights/) counts.
 */
import type { FastifyInstance } from "fastify";
import { classAnalytics as classAnalyticsContract, classInsights as classInsightsContract } from "#common/api/learning/insights";
import { route } from "../../http/route";
import { requireTaughtClass } from "../../learning/access";
import { classAnalytics, classInsights } from "../../learning/insights/insights-read";

export async function insightsRoutes(app: FastifyInstance) {
  route(app, classInsightsContract, async ({ actor: viewer, query }) => {
    const { classId, termId } = query;
    await requireTaughtClass(app.db, viewer, classId);
    return { success: true, data: await classInsights(app.db, classId, termId, app.config.now()) };
  });

  route(app, classAnalyticsContract, async ({ actor: viewer, query }) => {
    const { classId, termId } = query;
    await requireTaughtClass(app.db, viewer, classId);
    return { success: true, data: await classAnalytics(app.db, classId, termId, app.config.now()) };
  });
}
