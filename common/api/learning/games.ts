/**
 * Learning games (issue 34; docs/api/games.md): a child plays rounds of practice checked on the
 * server; their teachers see the practice per child and standard and assign games; a guardian sets a
 * daily limit. Another class's or family's child reads as missing (the routes' own checks).
 */
import { FAMILY_ROLES, GUARDIAN_ROLES, STUDENT_ROLES, TEACHER_ROLES } from "../../roles";
import {
  answerResultSchema,
  answerSchema,
  assignGameSchema,
  assignedSchema,
  classPracticeSchema,
  familyGamesQuerySchema,
  familyGamesSchema,
  gameLimitSchema,
  gameRoundSchema,
  gamesHomeSchema,
  practiceQuerySchema,
  savedGameLimitSchema,
  startRoundSchema,
} from "../../schemas/learning/games";
import { defineContract, done, ok } from "../contract";

/** The signed-in child's games: what their teachers assigned, every game with their level, today's time. */
export const gamesHome = defineContract({
  method: "GET",
  path: "/api/student/games",
  roles: STUDENT_ROLES,
  output: ok(gamesHomeSchema),
});

/** Starts a round (refused once today's limit is reached); its first item. */
export const startRound = defineContract({
  method: "POST",
  path: "/api/student/games/rounds",
  roles: STUDENT_ROLES,
  body: startRoundSchema,
  output: ok(gameRoundSchema),
  status: 201,
});

/** The child's own round as it stands (to go on after a reload). */
export const gameRound = defineContract({
  method: "GET",
  path: "/api/student/games/rounds/:roundId",
  roles: STUDENT_ROLES,
  output: ok(gameRoundSchema),
});

/** Answers the round's current item: checked on the server from the round's seed. */
export const answerItem = defineContract({
  method: "POST",
  path: "/api/student/games/rounds/:roundId/answers",
  roles: STUDENT_ROLES,
  body: answerSchema,
  output: ok(answerResultSchema),
});

/** A class's practice, per child and standard, and the games assigned to it, for a teacher of the class. */
export const classPractice = defineContract({
  method: "GET",
  path: "/api/teacher/practice",
  roles: TEACHER_ROLES,
  query: practiceQuerySchema,
  output: ok(classPracticeSchema),
});

/** Assigns a game as practice to a class the teacher teaches, or to one child of it. */
export const assignGame = defineContract({
  method: "POST",
  path: "/api/teacher/practice/assignments",
  roles: TEACHER_ROLES,
  body: assignGameSchema,
  output: ok(assignedSchema),
  status: 201,
});

/** Takes back a game the teacher's class was assigned. */
export const unassignGame = defineContract({
  method: "DELETE",
  path: "/api/teacher/practice/assignments/:gameAssignmentId",
  roles: TEACHER_ROLES,
  output: done,
});

/** A family's child's games: the daily limit, today's time and what they played. */
export const familyGames = defineContract({
  method: "GET",
  path: "/api/family/games",
  roles: FAMILY_ROLES,
  query: familyGamesQuerySchema,
  output: ok(familyGamesSchema),
});

/** Sets or lifts the guardian's own child's daily limit of games. */
export const setGameLimit = defineContract({
  method: "PUT",
  path: "/api/family/children/:studentId/game-limit",
  roles: GUARDIAN_ROLES,
  body: gameLimitSchema,
  output: ok(savedGameLimitSchema),
});
