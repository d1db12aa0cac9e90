/**
 * Admission applications: POST /api/application-submission and the family's answer to a grade
 * conflict. The rules live in server/admissions/submission.ts.
 */
import type { FastifyInstance } from "fastify";
import { resolveGradeConflict as resolveGradeConflictContract, submitApplication as submitApplicationContract } from "#common/api/applications";
import { DUPLICATE_REVIEW } from "../admissions/application-rules";
import { resolveGradeConflict, submitApplication } from "../admissions/submission";
import { formRateLimit, rejectHoneypot } from "../http/input";
import { contentLanguage } from "../http/negotiation";
import { route } from "../http/route";

export async function applicationRoutes(app: FastifyInstance) {
  route(
    app,
    submitApplicationContract,
    async ({ body: form, request }) => {
      const { stored, grade } = await submitApplication(app.db, form, request.ip, app.config.now(), contentLanguage(request));
      app.mail.kick();
      return {
        success: true,
        message: "Application Submitted Successfully!",
        application_id: stored.applicationId,
        status: stored.status,
        placement: grade.placement,
        ...(grade.conflict ? { grade_conflict: grade.conflict } : {}),
        ...(stored.duplicateOf ? { duplicate_review: DUPLICATE_REVIEW } : {}),
      };
    },
    // The honeypot is checked before the form's fields, as before (a bot's submission gets its own refusal).
    { config: formRateLimit(app), preHandler: async (request) => rejectHoneypot(request.body) },
  );

  route(
    app,
    resolveGradeConflictContract,
    async ({ params, body: { resolution } }) => {
      await resolveGradeConflict(app.db, params.applicationId, resolution);
      app.mail.kick();
      return { success: true, message: "Your preference has been recorded successfully.", resolution };
    },
    { config: formRateLimit(app, 2) },
  );
}
