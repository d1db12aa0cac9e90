/**
 * Insights and analytics of a class (issue 16, H7; docs/api/insights.md): GET /api/teacher/insights
 * and GET /api/teacher/analytics, for the class's teachers and staff. The access module decides the
 * class; the domain (server/learning/insights/) counts.
 */
import type { FastifyInstance } from "fastify";
import { TEACHER_ROLES } from "../../../common/roles";
import { insightsQuerySchema } from "../../../common/schemas/learning/insights";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { requireTaughtClass } from "../../learning/access";
import { classAnalytics, classInsights } from "../../learning/insights/read";

export async function insightsRoutes(app: FastifyInstance) {
  app.get("/teacher/insights", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const { classId, termId } = parseForm(request.query, insightsQuerySchema);
    await requireTaughtClass(app.db, viewer, classId);
    return { success: true, data: await classInsights(app.db, classId, termId, app.config.now()) };
  });

  app.get("/teacher/analytics", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const { classId, termId } = parseForm(request.query, insightsQuerySchema);
    await requireTaughtClass(app.db, viewer, classId);
    return { success: true, data: await classAnalytics(app.db, classId, termId, app.config.now()) };
  });
}
