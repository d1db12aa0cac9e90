/**
 * Family progress and teachers' term comments (docs/api/progress.md): GET /api/family/progress (a
 * guardian's own child, or staff), GET /api/student/progress (the child's own, without report
 * cards), GET and PUT /api/teacher/term-comments (the teacher's classes). Who may see what is
 * decided by server/learning/access.ts; draft marks never appear (server/learning/progress/read.ts).
 */
import type { FastifyInstance } from "fastify";
import { familyProgress, saveTermComment as saveTermCommentContract, studentProgress, termComments } from "#common/api/learning/progress";
import { requireRole } from "../../http/guards";
import { route } from "../../http/route";
import { STUDENT_NOT_FOUND, requireStudentRelation, requireTaughtClass, studentIdOfUser } from "../../learning/access";
import { languageOf } from "../../accounts/language";
import { childProgress } from "../../learning/progress/progress-read";
import { classTermComments, saveTermComment } from "../../learning/progress/term-comments";
import { notFound } from "../../domain-errors";

export async function progressRoutes(app: FastifyInstance) {
  route(app, familyProgress, async ({ actor, query }) => {
    // Families read the work inline (GET /api/assignments/:id/work): the work screen is the child's.
    const relation = await requireStudentRelation(app.db, actor, query.studentId);
    if (relation !== "guardian" && relation !== "staff") throw notFound(STUDENT_NOT_FOUND);
    // Report cards in the reader's language when the family has a copy in it.
    const data = await childProgress(app.db, query.studentId, {
      termId: query.termId,
      now: app.config.now(),
      withReportCards: true,
      withWorkLinks: false,
      reader: { language: await languageOf(app.db, actor.id), translator: app.translator, log: app.log },
    });
    if (!data) throw notFound(STUDENT_NOT_FOUND);
    return { success: true, data };
  });

  route(
    app,
    studentProgress,
    async ({ actor, query }) => {
      const studentId = await studentIdOfUser(app.db, actor.id);
      if (!studentId) throw notFound(STUDENT_NOT_FOUND);
      // Report cards are for the child's guardians and staff (canReadFile), not the child.
      const data = await childProgress(app.db, studentId, {
        termId: query.termId,
        now: app.config.now(),
        withReportCards: false,
        withWorkLinks: true,
        reader: { language: actor.language, translator: app.translator, log: app.log },
      });
      if (!data) throw notFound(STUDENT_NOT_FOUND);
      return { success: true, data };
    },
    // The child's own page only (not the office's): refused before the query is read, as always.
    { preHandler: async (request) => void requireRole(request, ["student"]) },
  );

  route(app, termComments, async ({ actor, query }) => {
    await requireTaughtClass(app.db, actor, query.classId);
    return { success: true, data: await classTermComments(app.db, query.classId, query.termId, app.config.now()) };
  });

  route(app, saveTermCommentContract, async ({ actor, body }) => {
    await requireTaughtClass(app.db, actor, body.classId);
    const saved = await saveTermComment(app.db, actor.id, body, app.config.now());
    return { success: true, data: { studentId: body.studentId, ...saved } };
  });
}
