/** The child's own profile (docs/api/students.md); only a student account (the route checks that narrower rule). */
import { z } from "zod";
import { STUDENT_ROLES } from "../../roles";
import { studentProfilePatchSchema, studentProfileSchema } from "../../schemas/learning/students";
import { defineContract, ok } from "../contract";

/** The signed-in child's own profile (null when the account has no child's record). */
export const studentProfile = defineContract({
  method: "GET",
  path: "/api/student/profile",
  roles: STUDENT_ROLES,
  output: ok(studentProfileSchema.nullable()),
});

/** Changes the child's own avatar (or none) or any of their preferences. */
export const updateStudentProfile = defineContract({
  method: "PATCH",
  path: "/api/student/profile",
  roles: STUDENT_ROLES,
  body: studentProfilePatchSchema,
  output: z.object({ success: z.literal(true), message: z.string(), data: studentProfileSchema }),
});
