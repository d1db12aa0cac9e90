/** The teacher's home and class lists (docs/api/portal-homes.md). */
import { TEACHER_ROLES } from "../../roles";
import { classRosterSchema, teacherAttentionCountsSchema, teacherClassListSchema, teacherHomeSchema } from "../../schemas/learning/homes";
import { defineContract, ok } from "../contract";

/** The teacher's home: today's sessions, the week ahead, their classes and what needs attention. */
export const teacherHome = defineContract({
  method: "GET",
  path: "/api/teacher/home",
  roles: TEACHER_ROLES,
  output: ok(teacherHomeSchema),
});

/**
 * The counts of the teacher's navigation (work to mark, messages waiting), read on every page: counts
 * only, of the viewer's own classes and messages (staff: every class).
 */
export const teacherAttentionCounts = defineContract({
  method: "GET",
  path: "/api/teacher/attention-counts",
  roles: TEACHER_ROLES,
  output: ok(teacherAttentionCountsSchema),
});

/** The classes the teacher staffs (staff: every open class), and which of them have published work. */
export const teacherClasses = defineContract({
  method: "GET",
  path: "/api/teacher/classes",
  roles: TEACHER_ROLES,
  output: ok(teacherClassListSchema),
});

/** One taught class's roster, with accommodations and guardians' contacts. */
export const classRoster = defineContract({
  method: "GET",
  path: "/api/teacher/classes/:classId",
  roles: TEACHER_ROLES,
  output: ok(classRosterSchema),
});
