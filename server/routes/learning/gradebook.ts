/**
 * The gradebook and marking (docs/api/gradebook.md): the grid, the standards view and the CSV of a
 * class the viewer teaches (requireTaughtClass), the marking view of a child's work, saving marks and
 * returning work (requireMarkableSubmission / requireMarkableChild: relation `teach`), and the
 * teacher's own comment bank. Teachers, admin and super_admin; anyone else is a 403.
 */
import type { FastifyInstance } from "fastify";
import { TEACHER_ROLES } from "../../../common/roles";
import {
  commentCreateSchema,
  gradebookCsvQuerySchema,
  gradebookQuerySchema,
  gradebookStandardsQuerySchema,
  marksSchema,
  returnManySchema,
  type GradebookGrid,
  type GradebookStandards,
  type MarkingView,
} from "../../../common/schemas/learning/gradebook";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { attachmentDisposition } from "../../http/content-disposition";
import { uuidParam } from "../../http/staff-request";
import { ASSIGNMENT_NOT_FOUND, requireMarkableChild, requireMarkableSubmission, requireTaughtClass, STUDENT_NOT_FOUND, SUBMISSION_NOT_FOUND } from "../../learning/access";
import { addComment, COMMENT_NOT_FOUND, deleteComment, listComments, useComment } from "../../learning/gradebook/comment-bank";
import { gradebookCsv } from "../../learning/gradebook/csv";
import { readGrid, readStandardsView } from "../../learning/gradebook/grid";
import { readMarkingView, returnSubmissions, saveMarks } from "../../learning/gradebook/marking";

export async function gradebookRoutes(app: FastifyInstance) {
  app.get("/teacher/gradebook", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, gradebookQuerySchema);
    await requireTaughtClass(app.db, viewer, query.classId);
    const data: GradebookGrid = await readGrid(app.db, query, app.config.now());
    return { success: true, data };
  });

  app.get("/teacher/gradebook/standards", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, gradebookStandardsQuerySchema);
    await requireTaughtClass(app.db, viewer, query.classId);
    const data: GradebookStandards = await readStandardsView(app.db, query, app.config.now());
    return { success: true, data };
  });

  app.get("/teacher/gradebook.csv", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, gradebookCsvQuerySchema);
    await requireTaughtClass(app.db, viewer, query.classId);
    const now = app.config.now();
    const [grid, mastery] = await Promise.all([readGrid(app.db, query, now), readStandardsView(app.db, query, now)]);
    const day = now.toISOString().slice(0, 10);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition(`gradebook-${grid.class.name}-${day}.csv`))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, no-store")
      .send(gradebookCsv(grid, mastery));
  });

  app.get<{ Params: { id: string } }>("/teacher/submissions/:id", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, SUBMISSION_NOT_FOUND);
    const now = app.config.now();
    const { submission, assignment } = await requireMarkableSubmission(app.db, viewer, id, now);
    const data: MarkingView = await readMarkingView(app.db, assignment, submission.studentId, now);
    return { success: true, data };
  });

  app.get<{ Params: { assignmentId: string; studentId: string } }>("/teacher/assignments/:assignmentId/students/:studentId/submission", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const assignmentId = uuidParam(request.params.assignmentId, ASSIGNMENT_NOT_FOUND);
    const studentId = uuidParam(request.params.studentId, STUDENT_NOT_FOUND);
    const assignment = await requireMarkableChild(app.db, viewer, assignmentId, studentId);
    const data: MarkingView = await readMarkingView(app.db, assignment, studentId, app.config.now());
    return { success: true, data };
  });

  app.put<{ Params: { id: string } }>("/teacher/submissions/:id/marks", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, SUBMISSION_NOT_FOUND);
    const now = app.config.now();
    const { submission, assignment } = await requireMarkableSubmission(app.db, viewer, id, now);
    const input = parseForm(request.body, marksSchema);
    await saveMarks({ db: app.db, request, actor: viewer, now }, { assignment, studentId: submission.studentId }, input);
    const data: MarkingView = await readMarkingView(app.db, assignment, submission.studentId, now);
    return { success: true, message: submission.returnedAt ? "Marks updated. The family sees the change." : "Draft saved.", data };
  });

  app.put<{ Params: { assignmentId: string; studentId: string } }>("/teacher/assignments/:assignmentId/students/:studentId/marks", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const assignmentId = uuidParam(request.params.assignmentId, ASSIGNMENT_NOT_FOUND);
    const studentId = uuidParam(request.params.studentId, STUDENT_NOT_FOUND);
    const assignment = await requireMarkableChild(app.db, viewer, assignmentId, studentId);
    const input = parseForm(request.body, marksSchema);
    const now = app.config.now();
    await saveMarks({ db: app.db, request, actor: viewer, now }, { assignment, studentId }, input);
    const data: MarkingView = await readMarkingView(app.db, assignment, studentId, now);
    return { success: true, message: "Draft saved.", data };
  });

  app.post<{ Params: { id: string } }>("/teacher/submissions/:id/return", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, SUBMISSION_NOT_FOUND);
    const now = app.config.now();
    const row = await requireMarkableSubmission(app.db, viewer, id, now);
    await returnSubmissions({ db: app.db, request, actor: viewer, now }, [row], { single: true });
    const data: MarkingView = await readMarkingView(app.db, row.assignment, row.submission.studentId, now);
    return { success: true, message: "Returned. The child and their family can see it now.", data };
  });

  app.post("/teacher/gradebook/return", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const { submissionIds } = parseForm(request.body, returnManySchema);
    const now = app.config.now();
    const rows = [];
    for (const id of new Set(submissionIds)) rows.push(await requireMarkableSubmission(app.db, viewer, id, now));
    const data = await returnSubmissions({ db: app.db, request, actor: viewer, now }, rows, { single: false });
    return { success: true, message: `Returned ${data.returned} piece${data.returned === 1 ? "" : "s"} of work.`, data };
  });

  app.get("/teacher/comment-bank", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    return { success: true, data: { comments: await listComments(app.db, viewer.id) } };
  });

  app.post("/teacher/comment-bank", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const { text } = parseForm(request.body, commentCreateSchema);
    const { comment, created } = await addComment(app.db, viewer.id, text);
    return reply.code(created ? 201 : 200).send({ success: true, message: created ? "Comment saved." : "That comment is already saved.", data: comment });
  });

  app.post<{ Params: { id: string } }>("/teacher/comment-bank/:id/use", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, COMMENT_NOT_FOUND);
    return { success: true, data: await useComment(app.db, viewer.id, id) };
  });

  app.delete<{ Params: { id: string } }>("/teacher/comment-bank/:id", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, COMMENT_NOT_FOUND);
    await deleteComment(app.db, viewer.id, id);
    return { success: true, message: "Comment deleted." };
  });
}
