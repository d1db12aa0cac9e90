/**
 * Family progress and teachers' term comments (docs/api/progress.md): the contracts of a child's
 * progress for their family and for the child, and the teacher's term comments.
 */
import { FAMILY_ROLES, STUDENT_ROLES, TEACHER_ROLES } from "../../roles";
import {
  familyProgressQuerySchema,
  familyProgressSchema,
  savedTermCommentSchema,
  studentProgressQuerySchema,
  termCommentSchema,
  termCommentsQuerySchema,
  termCommentsSchema,
} from "../../schemas/learning/progress";
import { defineContract, ok } from "../contract";

/** A guardian's own child's progress (or staff's), with report cards; the work is read inline. */
export const familyProgress = defineContract({
  method: "GET",
  path: "/api/family/progress",
  roles: FAMILY_ROLES,
  query: familyProgressQuerySchema,
  output: ok(familyProgressSchema),
});

/** The signed-in child's own progress, with links to their work and without report cards (children only: the route keeps that check). */
export const studentProgress = defineContract({
  method: "GET",
  path: "/api/student/progress",
  roles: STUDENT_ROLES,
  query: studentProgressQuerySchema,
  output: ok(familyProgressSchema),
});

/** A taught class's children and their comments for a term. */
export const termComments = defineContract({
  method: "GET",
  path: "/api/teacher/term-comments",
  roles: TEACHER_ROLES,
  query: termCommentsQuerySchema,
  output: ok(termCommentsSchema),
});

/** Saves (or, empty, removes) one child's term comment. */
export const saveTermComment = defineContract({
  method: "PUT",
  path: "/api/teacher/term-comments",
  roles: TEACHER_ROLES,
  body: termCommentSchema,
  output: ok(savedTermCommentSchema),
});
