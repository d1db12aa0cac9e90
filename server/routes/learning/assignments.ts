/**
 * Lessons and assignments of /teacher/content (docs/api/assignments.md): the list per class with
 * hand-in counts, one piece of work in full, create, replace, publish now or later, back to draft,
 * archive, per-child changes and a copy to another class. Teachers of the class and staff only;
 * every id goes through server/learning/access.ts (requireTaughtClass, requireTaughtAssignment,
 * requireEnrolledStudent), so another class's work answers 404 like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as api from "#common/api/learning/assignments";
import type { Role } from "#common/roles";
import type { AssignmentDetail } from "#common/schemas/learning/assignments";
import type { SessionUser } from "../../auth/sessions";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import {
  ASSIGNMENT_NOT_FOUND,
  CLASS_NOT_FOUND,
  STUDENT_NOT_FOUND,
  isStaff,
  requireEnrolledStudent,
  requireTaughtAssignment,
  requireTaughtClass,
  visibleClassIds,
} from "../../learning/access";
import { assignmentDetail, listAssignments, taughtClasses } from "../../learning/assignments/assignments-read";
import {
  archiveAssignment,
  restoreAssignment,
  copyAssignment,
  createAssignment,
  deleteAdjustment,
  publishAssignment,
  replaceContent,
  setAdjustment,
  unpublishAssignment,
} from "../../learning/assignments/write";
import { allOpenClassIds } from "../../learning/homes/homes-read";
import { startClassTranslations } from "../../learning/assignments/assignment-translations";

/** A JSON body, or {} when the call sends none (publish now): the contract parses what is sent. */
async function emptyBodyIsEmptyForm(request: FastifyRequest) {
  request.body ??= {};
}
const bodyOptional = { preValidation: emptyBodyIsEmptyForm };

export async function assignmentRoutes(app: FastifyInstance) {
  async function detail(viewer: { id: string; role: Role }, assignmentId: string): Promise<AssignmentDetail> {
    const assignment = await requireTaughtAssignment(app.db, viewer, assignmentId);
    return { viewingAsStaff: isStaff(viewer), ...(await assignmentDetail(app.db, assignment, app.config.now())) };
  }

  async function taught(actor: SessionUser, idParam: string) {
    const id = uuidParam(idParam, ASSIGNMENT_NOT_FOUND);
    return requireTaughtAssignment(app.db, actor, id);
  }

  route(app, api.assignmentList, async ({ actor, query }) => {
    const visible = await visibleClassIds(app.db, actor);
    const classIds = visible === "all" ? await allOpenClassIds(app.db) : visible;
    if (query.classId) await requireTaughtClass(app.db, actor, query.classId);
    const classes = await taughtClasses(app.db, classIds);
    const listed = query.classId ? [query.classId] : classes.map((c) => c.id);
    const data = { viewingAsStaff: isStaff(actor), classes, assignments: await listAssignments(app.db, listed, query.status, app.config.now()) };
    return { success: true, data };
  });

  route(app, api.assignmentDetail, async ({ actor, params }) => {
    const id = uuidParam(params.id, ASSIGNMENT_NOT_FOUND);
    return { success: true, data: await detail(actor, id) };
  });

  route(
    app,
    api.createAssignment,
    async ({ actor, body }) => {
      await requireTaughtClass(app.db, actor, body.classId);
      const row = await createAssignment(app.db, actor, body, app.config.now());
      return { success: true, message: "Saved as a draft.", data: await detail(actor, row.id) };
    },
    bodyOptional,
  );

  route(
    app,
    api.saveAssignment,
    async ({ actor, params, body }) => {
      const assignment = await taught(actor, params.id);
      await replaceContent(app.db, actor, assignment, body, app.config.now());
      // Children and families already reading it get the new words in their language.
      if (assignment.publishAt) startClassTranslations(app.db, app.translator, app.log, assignment.id);
      return { success: true, message: "Saved.", data: await detail(actor, assignment.id) };
    },
    bodyOptional,
  );

  route(
    app,
    api.publishAssignment,
    async ({ actor, params, body }) => {
      const assignment = await taught(actor, params.id);
      await publishAssignment(app.db, actor, assignment, body, app.config.now());
      startClassTranslations(app.db, app.translator, app.log, assignment.id);
      return { success: true, message: body.publishAt ? "Scheduled." : "Published.", data: await detail(actor, assignment.id) };
    },
    bodyOptional,
  );

  route(app, api.unpublishAssignment, async ({ actor, params }) => {
    const assignment = await taught(actor, params.id);
    await unpublishAssignment(app.db, actor, assignment, app.config.now());
    return { success: true, message: "Back to draft.", data: await detail(actor, assignment.id) };
  });

  route(app, api.archiveAssignment, async ({ actor, params }) => {
    const assignment = await taught(actor, params.id);
    await archiveAssignment(app.db, actor, assignment, app.config.now());
    return { success: true, message: "Archived.", data: await detail(actor, assignment.id) };
  });

  route(app, api.restoreAssignment, async ({ actor, params }) => {
    const assignment = await taught(actor, params.id);
    await restoreAssignment(app.db, actor, assignment, app.config.now());
    return { success: true, message: "Restored.", data: await detail(actor, assignment.id) };
  });

  route(
    app,
    api.copyAssignment,
    async ({ actor, params, body }) => {
      const assignment = await taught(actor, params.id);
      await requireTaughtClass(app.db, actor, uuidParam(body.classId, CLASS_NOT_FOUND));
      const row = await copyAssignment(app.db, actor, assignment, body.classId, app.config.now());
      return { success: true, message: "Copied as a draft.", data: await detail(actor, row.id) };
    },
    bodyOptional,
  );

  route(
    app,
    api.setAdjustment,
    async ({ actor, params, body }) => {
      const assignment = await taught(actor, params.id);
      const studentId = uuidParam(params.studentId, STUDENT_NOT_FOUND);
      await requireEnrolledStudent(app.db, assignment.classId, studentId);
      await setAdjustment(app.db, actor, assignment, studentId, body, app.config.now());
      return { success: true, message: "Saved.", data: await detail(actor, assignment.id) };
    },
    bodyOptional,
  );

  route(app, api.removeAdjustment, async ({ actor, params }) => {
    const assignment = await taught(actor, params.id);
    const studentId = uuidParam(params.studentId, STUDENT_NOT_FOUND);
    await deleteAdjustment(app.db, actor, assignment, studentId);
    return { success: true, message: "Removed.", data: await detail(actor, assignment.id) };
  });
}
