/**
 * Lessons and assignments of /teacher/content (docs/api/assignments.md): the list per class with
 * hand-in counts, one piece of work in full, create, replace, publish now or later, back to draft,
 * archive, per-child changes and a copy to another class. Teachers of the class and staff only;
 * every id goes through server/learning/access.ts (requireTaughtClass, requireTaughtAssignment,
 * requireEnrolledStudent), so another class's work answers 404 like a missing one.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { TEACHER_ROLES, type Role } from "../../../common/roles";
import {
  adjustmentSchema,
  assignmentContentSchema,
  assignmentCreateSchema,
  assignmentListQuerySchema,
  copySchema,
  publishSchema,
  type AssignmentDetail,
  type AssignmentList,
} from "../../../common/schemas/learning/assignments";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
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
import { assignmentDetail, listAssignments, taughtClasses } from "../../learning/assignments/read";
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
import { allOpenClassIds } from "../../learning/homes/read";

/** A JSON body, or {} when the call sends none (publish now). */
const bodyOf = (request: FastifyRequest) => request.body ?? {};

export async function assignmentRoutes(app: FastifyInstance) {
  async function detail(viewer: { id: string; role: Role }, assignmentId: string): Promise<AssignmentDetail> {
    const assignment = await requireTaughtAssignment(app.db, viewer, assignmentId);
    return { viewingAsStaff: isStaff(viewer), ...(await assignmentDetail(app.db, assignment, app.config.now())) };
  }

  async function taught(request: FastifyRequest<{ Params: { id: string } }>) {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, ASSIGNMENT_NOT_FOUND);
    return { viewer, assignment: await requireTaughtAssignment(app.db, viewer, id) };
  }

  app.get("/teacher/assignments", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, assignmentListQuerySchema);
    const visible = await visibleClassIds(app.db, viewer);
    const classIds = visible === "all" ? await allOpenClassIds(app.db) : visible;
    if (query.classId) await requireTaughtClass(app.db, viewer, query.classId);
    const classes = await taughtClasses(app.db, classIds);
    const listed = query.classId ? [query.classId] : classes.map((c) => c.id);
    const data: AssignmentList = { viewingAsStaff: isStaff(viewer), classes, assignments: await listAssignments(app.db, listed, query.status, app.config.now()) };
    return { success: true, data };
  });

  app.get<{ Params: { id: string } }>("/teacher/assignments/:id", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, ASSIGNMENT_NOT_FOUND);
    return { success: true, data: await detail(viewer, id) };
  });

  app.post("/teacher/assignments", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const input = parseForm(bodyOf(request), assignmentCreateSchema);
    await requireTaughtClass(app.db, viewer, input.classId);
    const row = await createAssignment(app.db, request, viewer, input, app.config.now());
    return reply.code(201).send({ success: true, message: "Saved as a draft.", data: await detail(viewer, row.id) });
  });

  app.put<{ Params: { id: string } }>("/teacher/assignments/:id", async (request) => {
    const { viewer, assignment } = await taught(request);
    const content = parseForm(bodyOf(request), assignmentContentSchema);
    await replaceContent(app.db, request, viewer, assignment, content, app.config.now());
    return { success: true, message: "Saved.", data: await detail(viewer, assignment.id) };
  });

  app.post<{ Params: { id: string } }>("/teacher/assignments/:id/publish", async (request) => {
    const { viewer, assignment } = await taught(request);
    const input = parseForm(bodyOf(request), publishSchema);
    await publishAssignment(app.db, request, viewer, assignment, input, app.config.now());
    return { success: true, message: input.publishAt ? "Scheduled." : "Published.", data: await detail(viewer, assignment.id) };
  });

  app.post<{ Params: { id: string } }>("/teacher/assignments/:id/unpublish", async (request) => {
    const { viewer, assignment } = await taught(request);
    await unpublishAssignment(app.db, request, viewer, assignment, app.config.now());
    return { success: true, message: "Back to draft.", data: await detail(viewer, assignment.id) };
  });

  app.post<{ Params: { id: string } }>("/teacher/assignments/:id/archive", async (request) => {
    const { viewer, assignment } = await taught(request);
    await archiveAssignment(app.db, request, viewer, assignment, app.config.now());
    return { success: true, message: "Archived.", data: await detail(viewer, assignment.id) };
  });

  app.post<{ Params: { id: string } }>("/teacher/assignments/:id/restore", async (request) => {
    const { viewer, assignment } = await taught(request);
    await restoreAssignment(app.db, request, viewer, assignment, app.config.now());
    return { success: true, message: "Restored.", data: await detail(viewer, assignment.id) };
  });

  app.post<{ Params: { id: string } }>("/teacher/assignments/:id/copy", async (request, reply) => {
    const { viewer, assignment } = await taught(request);
    const { classId } = parseForm(bodyOf(request), copySchema);
    await requireTaughtClass(app.db, viewer, uuidParam(classId, CLASS_NOT_FOUND));
    const row = await copyAssignment(app.db, request, viewer, assignment, classId, app.config.now());
    return reply.code(201).send({ success: true, message: "Copied as a draft.", data: await detail(viewer, row.id) });
  });

  app.put<{ Params: { id: string; studentId: string } }>("/teacher/assignments/:id/adjustments/:studentId", async (request) => {
    const { viewer, assignment } = await taught(request);
    const studentId = uuidParam(request.params.studentId, STUDENT_NOT_FOUND);
    await requireEnrolledStudent(app.db, assignment.classId, studentId);
    const input = parseForm(bodyOf(request), adjustmentSchema);
    await setAdjustment(app.db, request, viewer, assignment, studentId, input, app.config.now());
    return { success: true, message: "Saved.", data: await detail(viewer, assignment.id) };
  });

  app.delete<{ Params: { id: string; studentId: string } }>("/teacher/assignments/:id/adjustments/:studentId", async (request) => {
    const { viewer, assignment } = await taught(request);
    const studentId = uuidParam(request.params.studentId, STUDENT_NOT_FOUND);
    await deleteAdjustment(app.db, request, viewer, assignment, studentId);
    return { success: true, message: "Removed.", data: await detail(viewer, assignment.id) };
  });
}
