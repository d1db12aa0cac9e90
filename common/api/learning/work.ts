/**
 * The child's work (docs/api/work.md): the contracts of the child's list, the work screen, the draft,
 * files and voice answers, and the hand-in. The child's changes are the child's alone and the screen is
 * the child's or a guardian's: the routes keep that narrower check (server/routes/learning/work.ts).
 */
import { ROLES, STUDENT_ROLES } from "../../roles";
import {
  studentWorkListSchema,
  workDraftSchema,
  workFileAddedSchema,
  workQuerySchema,
  workSavedSchema,
  workScreenSchema,
  workSubmitSchema,
} from "../../schemas/learning/work";
import { MULTIPART, defineContract, done, ok } from "../contract";

/** A change to the work: its sentence and the saved state (a stale save answers 409 with WorkConflict instead). */
const saved = done.extend({ data: workSavedSchema });

/** The signed-in child's work: what is due, what was sent in, what came back. */
export const studentWork = defineContract({
  method: "GET",
  path: "/api/student/assignments",
  roles: STUDENT_ROLES,
  output: ok(studentWorkListSchema),
});

/** The work screen: the child's own, or a guardian's read-only view of their child's (`?studentId=` among several). */
export const workScreen = defineContract({
  method: "GET",
  path: "/api/assignments/:id/work",
  roles: ROLES,
  query: workQuerySchema,
  output: ok(workScreenSchema),
});

/** Saves the child's typed answer as a draft (409 when another window saved since). */
export const saveWorkDraft = defineContract({
  method: "PUT",
  path: "/api/assignments/:id/work/draft",
  roles: STUDENT_ROLES,
  body: workDraftSchema,
  output: saved,
});

/**
 * Adds a file to the work: multipart, a new file (with `kind=voice` and `durationSeconds` before it for
 * a recording), or JSON `{fileId}` of one of the child's files (read by the route itself).
 */
export const addWorkFile = defineContract({
  method: "POST",
  path: "/api/assignments/:id/work/files",
  roles: STUDENT_ROLES,
  body: MULTIPART,
  output: done.extend({ data: workFileAddedSchema }),
  status: 201,
});

/** Takes a file out of the work (it stays in the child's files). */
export const removeWorkFile = defineContract({
  method: "DELETE",
  path: "/api/assignments/:id/work/files/:fileId",
  roles: STUDENT_ROLES,
  output: done,
});

/** Hands the work in (409 when another window saved since). */
export const submitWork = defineContract({
  method: "POST",
  path: "/api/assignments/:id/work/submit",
  roles: STUDENT_ROLES,
  body: workSubmitSchema,
  output: saved,
});
