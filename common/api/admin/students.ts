/**
 * Students in the back office (docs/api/students.md): Create student from an enrolled application,
 * the searchable list, one child's record, changes to it, guardian links and the child's password.
 */
import { z } from "zod";
import { ADMIN_ROLES } from "../../roles";
import {
  childPasswordSchema,
  createStudentResultSchema,
  createStudentSchema,
  gradeClassesResultSchema,
  guardianResultSchema,
  linkGuardianSchema,
  studentDraftSchema,
  studentListItemSchema,
  studentRecordSchema,
  studentsQuerySchema,
  updateStudentSchema,
} from "../../schemas/learning/students";
import { pageSchema } from "../../schemas/paging";
import { defineContract, done, ok } from "../contract";

/** The Create student dialog's prefill from an enrolled application. */
export const studentDraft = defineContract({
  method: "GET",
  path: "/api/admin/applications/:applicationId/student-draft",
  roles: ADMIN_ROLES,
  output: ok(studentDraftSchema),
});

/**
 * Creates the student (and links or invites the guardians) from an application; 409 when one exists.
 * The child enters the homeroom `classId` and the classes `classIds` (left out: the homeroom's set,
 * its classes with room, as the draft preselects them; `[]`: the homeroom only), all or none: a full
 * class refuses the whole creation.
 */
export const createStudent = defineContract({
  method: "POST",
  path: "/api/admin/applications/:applicationId/create-student",
  roles: ADMIN_ROLES,
  body: createStudentSchema,
  output: done.extend({ data: createStudentResultSchema }),
  status: 201,
});

/** The searchable, paged student list. */
export const studentList = defineContract({
  method: "GET",
  path: "/api/admin/students",
  roles: ADMIN_ROLES,
  query: studentsQuerySchema,
  output: ok(pageSchema(studentListItemSchema)),
});

/** One child's record: details, guardians and classes. */
export const studentRecord = defineContract({
  method: "GET",
  path: "/api/admin/students/:id",
  roles: ADMIN_ROLES,
  output: ok(studentRecordSchema),
});

/** Changes the child's details; answers the record. */
export const updateStudent = defineContract({
  method: "PATCH",
  path: "/api/admin/students/:id",
  roles: ADMIN_ROLES,
  body: updateStudentSchema,
  output: done.extend({ data: studentRecordSchema }),
});

/**
 * Links (or invites) a guardian: 201 when linked or invited, 200 otherwise, and `success` false when
 * the address could not be linked (the message says why).
 */
export const linkGuardian = defineContract({
  method: "POST",
  path: "/api/admin/students/:id/guardians",
  roles: ADMIN_ROLES,
  body: linkGuardianSchema,
  output: z.object({ success: z.boolean(), message: z.string(), data: z.object({ result: guardianResultSchema, record: studentRecordSchema }) }),
});

/** Unlinks a guardian (their account stays); answers the record. */
export const unlinkGuardian = defineContract({
  method: "DELETE",
  path: "/api/admin/students/:id/guardians/:userId",
  roles: ADMIN_ROLES,
  output: done.extend({ data: studentRecordSchema }),
});

/** Sets the child's password. */
export const setStudentPassword = defineContract({
  method: "POST",
  path: "/api/admin/students/:id/password",
  roles: ADMIN_ROLES,
  body: childPasswordSchema,
  output: done,
});

/**
 * "Enrol in all of this grade's classes": enrols the child in each class of their grade's set (one
 * of each subject, their homeroom's section when they have one) they are not in; a full class (or a
 * clash) is left out and named, the others are added.
 */
export const enrolGradeClasses = defineContract({
  method: "POST",
  path: "/api/admin/students/:id/grade-classes",
  roles: ADMIN_ROLES,
  output: done.extend({ data: gradeClassesResultSchema }),
});
