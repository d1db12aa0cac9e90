/**
 * Family progress and teachers' term comments (docs/api/progress.md): GET /api/family/progress (a
 * guardian's own child, or staff), GET /api/student/progress (the child's own, without report
 * cards), GET and PUT /api/teacher/term-comments (the teacher's classes). Who may see what is
 * decided by server/learning/access.ts; draft marks never appear (server/learning/progress/read.ts).
 */
import type { FastifyInstance } from "fastify";
import { FAMILY_ROLES, TEACHER_ROLES } from "../../../common/roles";
import {
  familyProgressQuerySchema,
  studentProgressQuerySchema,
  termCommentSchema,
  termCommentsQuerySchema,
} from "../../../common/schemas/learning/progress";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { STUDENT_NOT_FOUND, requireStudentRelation, requireTaughtClass, studentIdOfUser } from "../../learning/access";
import { childProgress } from "../../learning/progress/read";
import { classTermComments, saveTermComment } from "../../learning/progress/term-comments";
import { HttpError } from "../../errors";

export async function progressRoutes(app: FastifyInstance) {
  app.get("/family/progress", async (request) => {
    const viewer = requireRole(request, FAMILY_ROLES);
    const query = parseForm(request.query, familyProgressQuerySchema);
    // Families read the work inline (GET /api/assignments/:id/work): the work screen is the child's.
    const relation = await requireStudentRelation(app.db, viewer, query.studentId);
    if (relation !== "guardian" && relation !== "staff") throw new HttpError(404, STUDENT_NOT_FOUND);
    const data = await childProgress(app.db, query.studentId, { termId: query.termId, now: app.config.now(), withReportCards: true, withWorkLinks: false });
    if (!data) throw new HttpError(404, STUDENT_NOT_FOUND);
    return { success: true, data };
  });

  app.get("/student/progress", async (request) => {
    const viewer = requireRole(request, ["student"]);
    const query = parseForm(request.query, studentProgressQuerySchema);
    const studentId = await studentIdOfUser(app.db, viewer.id);
    if (!studentId) throw new HttpError(404, STUDENT_NOT_FOUND);
    // Report cards are for the child's guardians and staff (canReadFile), not the child.
    const data = await childProgress(app.db, studentId, { termId: query.termId, now: app.config.now(), withReportCards: false, withWorkLinks: true });
    if (!data) throw new HttpError(404, STUDENT_NOT_FOUND);
    return { success: true, data };
  });

  app.get("/teacher/term-comments", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, termCommentsQuerySchema);
    await requireTaughtClass(app.db, viewer, query.classId);
    return { success: true, data: await classTermComments(app.db, query.classId, query.termId, app.config.now()) };
  });

  app.put("/teacher/term-comments", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const input = parseForm(request.body, termCommentSchema);
    await requireTaughtClass(app.db, viewer, input.classId);
    const saved = await saveTermComment(app.db, viewer.id, input, app.config.now());
    return { success: true, data: { studentId: input.studentId, ...saved } };
  });
}
