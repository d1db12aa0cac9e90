/** Insights and analytics of a class (docs/api/insights.md), for the class's teachers and staff. */
import { TEACHER_ROLES } from "../../roles";
import { classAnalyticsSchema, classInsightsSchema, insightsQuerySchema } from "../../schemas/learning/insights";
import { defineContract, ok } from "../contract";

/** A class's work, mastery and attendance counts, and the children who need attention. */
export const classInsights = defineContract({
  method: "GET",
  path: "/api/teacher/insights",
  roles: TEACHER_ROLES,
  query: insightsQuerySchema,
  output: ok(classInsightsSchema),
});

/** A class's weekly trends: attendance, work on time, turnaround and mastery. */
export const classAnalytics = defineContract({
  method: "GET",
  path: "/api/teacher/analytics",
  roles: TEACHER_ROLES,
  query: insightsQuerySchema,
  output: ok(classAnalyticsSchema),
});
