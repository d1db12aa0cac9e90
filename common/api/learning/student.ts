/** The child's own home and courses (docs/api/portal-homes.md). */
import { STUDENT_ROLES } from "../../roles";
import { studentCoursesSchema, studentHomeSchema } from "../../schemas/learning/homes";
import { defineContract, ok } from "../contract";

/** The child's day: today's classes with the current and next marked, the next school day when today has none left. */
export const studentHome = defineContract({
  method: "GET",
  path: "/api/student/home",
  roles: STUDENT_ROLES,
  output: ok(studentHomeSchema),
});

/** The child's classes with their teachers and weekly times. */
export const studentCourses = defineContract({
  method: "GET",
  path: "/api/student/courses",
  roles: STUDENT_ROLES,
  output: ok(studentCoursesSchema),
});
