/** Lessons and assignments of /teacher/content (docs/api/assignments.md): the contracts of the list, one piece of work and its changes. */
import { z } from "zod";
import { TEACHER_ROLES } from "../../roles";
import {
  adjustmentSchema,
  assignmentContentSchema,
  assignmentCreateSchema,
  assignmentDetailSchema,
  assignmentListQuerySchema,
  assignmentListSchema,
  copySchema,
  publishSchema,
} from "../../schemas/learning/assignments";
import { defineContract, ok } from "../contract";

/** A change's answer: its sentence and the piece of work as it now is. */
const changed = z.object({ success: z.literal(true), message: z.string(), data: assignmentDetailSchema });

/** The classes the viewer teaches (all open classes for staff) and their work, by class and state. */
export const assignmentList = defineContract({
  method: "GET",
  path: "/api/teacher/assignments",
  roles: TEACHER_ROLES,
  query: assignmentListQuerySchema,
  output: ok(assignmentListSchema),
});

/** One piece of work in full: content, standards, rubric, attachments, per-child changes and the class's children. */
export const assignmentDetail = defineContract({
  method: "GET",
  path: "/api/teacher/assignments/:id",
  roles: TEACHER_ROLES,
  output: ok(assignmentDetailSchema),
});

/** A new draft in a class the teacher teaches. */
export const createAssignment = defineContract({
  method: "POST",
  path: "/api/teacher/assignments",
  roles: TEACHER_ROLES,
  body: assignmentCreateSchema,
  output: changed,
  status: 201,
});

/** Replaces the editable content of a piece of work. */
export const saveAssignment = defineContract({
  method: "PUT",
  path: "/api/teacher/assignments/:id",
  roles: TEACHER_ROLES,
  body: assignmentContentSchema,
  output: changed,
});

/** Publishes now (no body, or no publishAt) or schedules for later. */
export const publishAssignment = defineContract({
  method: "POST",
  path: "/api/teacher/assignments/:id/publish",
  roles: TEACHER_ROLES,
  body: publishSchema,
  output: changed,
});

/** Takes published or scheduled work back to draft (not once handed in). */
export const unpublishAssignment = defineContract({
  method: "POST",
  path: "/api/teacher/assignments/:id/unpublish",
  roles: TEACHER_ROLES,
  output: changed,
});

/** Puts a piece of work away. */
export const archiveAssignment = defineContract({
  method: "POST",
  path: "/api/teacher/assignments/:id/archive",
  roles: TEACHER_ROLES,
  output: changed,
});

/** Brings archived work back. */
export const restoreAssignment = defineContract({
  method: "POST",
  path: "/api/teacher/assignments/:id/restore",
  roles: TEACHER_ROLES,
  output: changed,
});

/** Copies a piece of work to another class the teacher teaches, as a draft. */
export const copyAssignment = defineContract({
  method: "POST",
  path: "/api/teacher/assignments/:id/copy",
  roles: TEACHER_ROLES,
  body: copySchema,
  output: changed,
  status: 201,
});

/** Sets one child's changes (later due date, reduced work, read-aloud, excused). */
export const setAdjustment = defineContract({
  method: "PUT",
  path: "/api/teacher/assignments/:id/adjustments/:studentId",
  roles: TEACHER_ROLES,
  body: adjustmentSchema,
  output: changed,
});

/** Removes one child's changes. */
export const removeAdjustment = defineContract({
  method: "DELETE",
  path: "/api/teacher/assignments/:id/adjustments/:studentId",
  roles: TEACHER_ROLES,
  output: changed,
});
