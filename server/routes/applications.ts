/**
 * Admission applications: POST /api/application-submission and the family's answer to a grade
 * conflict. The rules live in server/admissions/submission.ts.
 */
import type { FastifyInstance } from "fastify";
import { applicationSchema, resolveGradeConflictSchema } from "../../common/schemas/application";
import { DUPLICATE_REVIEW } from "../admissions/application-rules";
import { resolveGradeConflict, submitApplication } from "../admissions/submission";
import { formRateLimit, parseForm, rejectHoneypot } from "../forms";

export async function applicationRoutes(app: FastifyInstance) {
  app.post("/application-submission", { config: formRateLimit(app) }, async (request, reply) => {
    rejectHoneypot(request.body);
    const form = parseForm(request.body, applicationSchema);
    const { stored, grade } = await submitApplication(app.db, form, request.ip, app.config.now());
    app.mail.kick();
    return reply.code(201).send({
      success: true,
      message: "Application Submitted Successfully!",
      application_id: stored.applicationId,
      status: stored.status,
      placement: grade.placement,
      ...(grade.conflict ? { grade_conflict: grade.conflict } : {}),
      ...(stored.duplicateOf ? { duplicate_review: DUPLICATE_REVIEW } : {}),
    });
  });

  app.post<{ Params: { applicationId: string } }>(
    "/application-submission/:applicationId/resolve-grade-conflict",
    { config: formRateLimit(app, 2) },
    async (request) => {
      const { resolution } = parseForm(request.body, resolveGradeConflictSchema);
      await resolveGradeConflict(app.db, request.params.applicationId, resolution);
      app.mail.kick();
      return { success: true, message: "Your preference has been recorded successfully.", resolution };
    },
  );
}
