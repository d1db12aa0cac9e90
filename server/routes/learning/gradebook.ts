/**
 * The gradebook and marking (docs/api/gradebook.md): the grid, the standards view and the CSV of a
 * class the viewer teaches (requireTaughtClass), the marking view of a child's work, saving marks and
 * returning work (requireMarkableWork / requireMarkableChild: relation `teach`), and the
 * teacher's own comment bank. Teachers, admin and super_admin; anyone else is a 403.
 */
import type { FastifyInstance } from "fastify";
import * as api from "#common/api/learning/gradebook";
import { attachmentDisposition } from "../../http/content-disposition";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { ASSIGNMENT_NOT_FOUND, requireMarkableChild, requireMarkableWork, requireTaughtClass, STUDENT_NOT_FOUND, WORK_NOT_FOUND } from "../../learning/access";
import { addComment, COMMENT_NOT_FOUND, deleteComment, listComments, useComment } from "../../learning/gradebook/comment-bank";
import { gradebookCsv } from "../../learning/gradebook/csv";
import { readGrid, readStandardsView } from "../../learning/gradebook/grid";
import { readMarkingView, returnWork, saveMarks } from "../../learning/gradebook/marking";
import { startCommentTranslations } from "../../learning/work/feedback-translations";

export async function gradebookRoutes(app: FastifyInstance) {
  route(app, api.gradebookGrid, async ({ actor, query }) => {
    await requireTaughtClass(app.db, actor, query.classId);
    return { success: true, data: await readGrid(app.db, query, app.config.now()) };
  });

  route(app, api.gradebookStandards, async ({ actor, query }) => {
    await requireTaughtClass(app.db, actor, query.classId);
    return { success: true, data: await readStandardsView(app.db, query, app.config.now()) };
  });

  route(app, api.gradebookCsv, async ({ actor, query, reply }) => {
    await requireTaughtClass(app.db, actor, query.classId);
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

  route(app, api.markingView, async ({ actor, params }) => {
    const id = uuidParam(params.id, WORK_NOT_FOUND);
    const now = app.config.now();
    const { work, assignment } = await requireMarkableWork(app.db, actor, id, now);
    return { success: true, data: await readMarkingView(app.db, assignment, work.studentId, now) };
  });

  route(app, api.childMarkingView, async ({ actor, params }) => {
    const assignmentId = uuidParam(params.assignmentId, ASSIGNMENT_NOT_FOUND);
    const studentId = uuidParam(params.studentId, STUDENT_NOT_FOUND);
    const assignment = await requireMarkableChild(app.db, actor, assignmentId, studentId);
    return { success: true, data: await readMarkingView(app.db, assignment, studentId, app.config.now()) };
  });

  /** After a return: the comments in the child's and the guardians' languages, not awaited (server/learning/work/feedback-translations.ts). */
  const translateLater = (workIds: string[]) => startCommentTranslations(app.db, app.translator, app.log, workIds);

  route(app, api.saveMarks, async ({ actor, params, body }) => {
    const id = uuidParam(params.id, WORK_NOT_FOUND);
    const now = app.config.now();
    const { work, assignment } = await requireMarkableWork(app.db, actor, id, now);
    await saveMarks({ db: app.db, actor, now }, { assignment, studentId: work.studentId }, body);
    // A returned comment changed: its readers' translations anew (not awaited).
    if (work.returnedAt) translateLater([work.id]);
    const data = await readMarkingView(app.db, assignment, work.studentId, now);
    return { success: true, message: work.returnedAt ? "Marks updated. The family sees the change." : "Draft saved.", data };
  });

  route(app, api.saveChildMarks, async ({ actor, params, body }) => {
    const assignmentId = uuidParam(params.assignmentId, ASSIGNMENT_NOT_FOUND);
    const studentId = uuidParam(params.studentId, STUDENT_NOT_FOUND);
    const assignment = await requireMarkableChild(app.db, actor, assignmentId, studentId);
    const now = app.config.now();
    await saveMarks({ db: app.db, actor, now }, { assignment, studentId }, body);
    const data = await readMarkingView(app.db, assignment, studentId, now);
    return { success: true, message: "Draft saved.", data };
  });

  route(app, api.returnOneWork, async ({ actor, params }) => {
    const id = uuidParam(params.id, WORK_NOT_FOUND);
    const now = app.config.now();
    const row = await requireMarkableWork(app.db, actor, id, now);
    await returnWork({ db: app.db, actor, now }, [row], { single: true });
    translateLater([row.work.id]);
    const data = await readMarkingView(app.db, row.assignment, row.work.studentId, now);
    return { success: true, message: "Returned. The child and their family can see it now.", data };
  });

  route(app, api.returnGradebookWork, async ({ actor, body }) => {
    const now = app.config.now();
    const rows = [];
    for (const id of new Set(body.workIds)) rows.push(await requireMarkableWork(app.db, actor, id, now));
    const data = await returnWork({ db: app.db, actor, now }, rows, { single: false });
    translateLater(rows.map((r) => r.work.id));
    return { success: true, message: { id: "answers.workReturned", values: { count: data.returned } }, data };
  });

  route(app, api.commentBank, async ({ actor }) => {
    return { success: true, data: { comments: await listComments(app.db, actor.id) } };
  });

  // 201 for a new comment, 200 when the same text was already saved: set here, so not in the contract.
  route(app, api.addBankComment, async ({ actor, body, reply }) => {
    const { comment, created } = await addComment(app.db, actor.id, body.text);
    reply.code(created ? 201 : 200);
    return { success: true, message: created ? "Comment saved." : "That comment is already saved.", data: comment };
  });

  route(app, api.countBankCommentUse, async ({ actor, params }) => {
    const id = uuidParam(params.id, COMMENT_NOT_FOUND);
    return { success: true, data: await useComment(app.db, actor.id, id) };
  });

  route(app, api.deleteBankComment, async ({ actor, params }) => {
    const id = uuidParam(params.id, COMMENT_NOT_FOUND);
    await deleteComment(app.db, actor.id, id);
    return { success: true, message: "Comment deleted." };
  });
}
