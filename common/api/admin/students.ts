/**
 * Students in the back office (docs/api/students.md): Create student from an enrolled application,
 * the searchable list, one child's record, changes to it, guardian links, the child's password and
 * emergency contacts.
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
  withdrawalResultSchema,
} from "../../schemas/learning/students";
import { reEnrolmentSchema, withdrawalSchema } from "../../schemas/learning/withdrawals";
import { emergencyContactsInputSchema, emergencyContactsSchema } from "../../schemas/learning/emergency-contacts";
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

/** The child's emergency contacts in force and every earlier list (issue 36). */
export const studentEmergencyContacts = defineContract({
  method: "GET",
  path: "/api/admin/students/:id/emergency-contacts",
  roles: ADMIN_ROLES,
  output: ok(emergencyContactsSchema),
});

/** Replaces the child's emergency contacts with the list given (1 to 3, in calling order); the old list stays as history. */
export const replaceStudentEmergencyContacts = defineContract({
  method: "PUT",
  path: "/api/admin/students/:id/emergency-contacts",
  roles: ADMIN_ROLES,
  body: emergencyContactsInputSchema,
  output: done.extend({ data: emergencyContactsSchema }),
});

/**
 * Withdraws the child from a day (today or earlier, in the current school year): their class places end,
 * their account is deactivated, and the issued invoices are credited as the school's setting says. 409 when
 * already withdrawn.
 */
export const withdrawStudent = defineContract({
  method: "POST",
  path: "/api/admin/students/:id/withdrawal",
  roles: ADMIN_ROLES,
  body: withdrawalSchema,
  output: done.extend({ data: withdrawalResultSchema }),
});

/** Ends the child's withdrawal and reactivates their account; 409 when they are not withdrawn. */
export const reEnrolStudent = defineContract({
  method: "POST",
  path: "/api/admin/students/:id/re-enrolment",
  roles: ADMIN_ROLES,
  body: reEnrolmentSchema,
  output: done.extend({ data: studentRecordSchema }),
});
