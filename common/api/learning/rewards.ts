/** Points and badges (docs/api/rewards.md): the contracts of the class's points, a child's and a family's rewards. */
import { FAMILY_ROLES, STUDENT_ROLES, TEACHER_ROLES } from "../../roles";
import {
  awardPointsSchema,
  awardResultSchema,
  childRewardsSchema,
  classPointsQuerySchema,
  classPointsSchema,
  familyRewardsQuerySchema,
} from "../../schemas/learning/rewards";
import { defineContract, done, ok } from "../contract";

/** The class's children, skills and recent awards, for a teacher of the class. */
export const classPoints = defineContract({
  method: "GET",
  path: "/api/teacher/points",
  roles: TEACHER_ROLES,
  query: classPointsQuerySchema,
  output: ok(classPointsSchema),
});

/** Gives points to children of a class the teacher teaches. */
export const givePoints = defineContract({
  method: "POST",
  path: "/api/teacher/points",
  roles: TEACHER_ROLES,
  body: awardPointsSchema,
  output: ok(awardResultSchema),
  status: 201,
});

/** Undoes the teacher's own award within its 10 minutes. */
export const undoPoints = defineContract({
  method: "DELETE",
  path: "/api/teacher/points/:awardId",
  roles: TEACHER_ROLES,
  output: done,
});

/** The signed-in child's own rewards. */
export const ownRewards = defineContract({
  method: "GET",
  path: "/api/student/rewards",
  roles: STUDENT_ROLES,
  output: ok(childRewardsSchema),
});

/** A family's child's rewards. */
export const familyRewards = defineContract({
  method: "GET",
  path: "/api/family/rewards",
  roles: FAMILY_ROLES,
  query: familyRewardsQuerySchema,
  output: ok(childRewardsSchema),
});
