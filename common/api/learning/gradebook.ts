/** The gradebook and marking (docs/api/gradebook.md): the contracts of the grid, the standards view, the CSV, marking and the comment bank. */
import { TEACHER_ROLES } from "../../roles";
import {
  bankCommentSchema,
  commentBankSchema,
  commentCreateSchema,
  gradebookCsvQuerySchema,
  gradebookGridSchema,
  gradebookQuerySchema,
  gradebookStandardsQuerySchema,
  gradebookStandardsSchema,
  markingViewSchema,
  marksSchema,
  returnManySchema,
  returnResultSchema,
} from "../../schemas/learning/gradebook";
import { FILE, defineContract, done, ok } from "../contract";

/** A marking change's answer: its sentence and the marking view as it now is. */
const marked = done.extend({ data: markingViewSchema });

/** A class's grid: its children, its work and each child's status and marks on it. */
export const gradebookGrid = defineContract({
  method: "GET",
  path: "/api/teacher/gradebook",
  roles: TEACHER_ROLES,
  query: gradebookQuerySchema,
  output: ok(gradebookGridSchema),
});

/** A class's mastery of each standard, per child. */
export const gradebookStandards = defineContract({
  method: "GET",
  path: "/api/teacher/gradebook/standards",
  roles: TEACHER_ROLES,
  query: gradebookStandardsQuerySchema,
  output: ok(gradebookStandardsSchema),
});

/** The grid and the mastery as a CSV download. */
export const gradebookCsv = defineContract({
  method: "GET",
  path: "/api/teacher/gradebook.csv",
  roles: TEACHER_ROLES,
  query: gradebookCsvQuerySchema,
  output: FILE,
});

/** The marking view of a handed-in piece of work. */
export const markingView = defineContract({
  method: "GET",
  path: "/api/teacher/work/:id",
  roles: TEACHER_ROLES,
  output: ok(markingViewSchema),
});

/** The marking view of a child's work by assignment and child (there may be no work yet). */
export const childMarkingView = defineContract({
  method: "GET",
  path: "/api/teacher/assignments/:assignmentId/students/:studentId/work",
  roles: TEACHER_ROLES,
  output: ok(markingViewSchema),
});

/** Saves the marks and the comment of a piece of work (drafts until returned). */
export const saveMarks = defineContract({
  method: "PUT",
  path: "/api/teacher/work/:id/marks",
  roles: TEACHER_ROLES,
  body: marksSchema,
  output: marked,
});

/** Saves the marks and the comment of a child's work by assignment and child (before anything is handed in). */
export const saveChildMarks = defineContract({
  method: "PUT",
  path: "/api/teacher/assignments/:assignmentId/students/:studentId/marks",
  roles: TEACHER_ROLES,
  body: marksSchema,
  output: marked,
});

/** Returns one piece of work to the child and their family. */
export const returnOneWork = defineContract({
  method: "POST",
  path: "/api/teacher/work/:id/return",
  roles: TEACHER_ROLES,
  output: marked,
});

/** Returns several pieces of work at once. */
export const returnGradebookWork = defineContract({
  method: "POST",
  path: "/api/teacher/gradebook/return",
  roles: TEACHER_ROLES,
  body: returnManySchema,
  output: done.extend({ data: returnResultSchema }),
});

/** The teacher's own saved comments. */
export const commentBank = defineContract({
  method: "GET",
  path: "/api/teacher/comment-bank",
  roles: TEACHER_ROLES,
  output: ok(commentBankSchema),
});

/** Saves a comment to the bank: 201 when new, 200 when it was already there. */
export const addBankComment = defineContract({
  method: "POST",
  path: "/api/teacher/comment-bank",
  roles: TEACHER_ROLES,
  body: commentCreateSchema,
  output: done.extend({ data: bankCommentSchema }),
});

/** Counts one use of a saved comment. */
export const countBankCommentUse = defineContract({
  method: "POST",
  path: "/api/teacher/comment-bank/:id/use",
  roles: TEACHER_ROLES,
  output: ok(bankCommentSchema),
});

/** Deletes a saved comment. */
export const deleteBankComment = defineContract({
  method: "DELETE",
  path: "/api/teacher/comment-bank/:id",
  roles: TEACHER_ROLES,
  output: done,
});
