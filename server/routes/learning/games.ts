/**
 * Learning games (issue 34; docs/api/games.md): the child plays rounds checked here; a teacher of the
 * class reads its practice and assigns games; a guardian reads their own child's games and sets the
 * daily limit. Who may do what is asked of server/learning/access.ts; another class's or family's
 * child, and another child's round, read as missing.
 */
import type { FastifyInstance } from "fastify";
import {
  answerItem as answerItemContract,
  assignGame as assignGameContract,
  classPractice as classPracticeContract,
  familyGames as familyGamesContract,
  gameRound,
  gamesHome as gamesHomeContract,
  setGameLimit as setGameLimitContract,
  startRound as startRoundContract,
  unassignGame as unassignGameContract,
} from "#common/api/learning/games";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { notFound } from "../../domain-errors";
import { requireChildrenOfTaughtClass, requireStudentRelation, requireTaughtClass, STUDENT_NOT_FOUND, studentIdOfUser } from "../../learning/access";
import type { SessionUser } from "../../auth/sessions";
import { GAME_NOT_FOUND, familyGames, gamesHome } from "../../learning/games/games-read";
import { assignGame, classPractice, setGameLimit, unassignGame } from "../../learning/games/practice";
import { ROUND_NOT_FOUND, answerItem, ownRound, playerOfUser, startRound, type Player } from "../../learning/games/rounds";

export async function gamesRoutes(app: FastifyInstance) {
  /** The signed-in child as a player; an adult on the student portal has no round to play. */
  const player = async (actor: SessionUser): Promise<Player> => {
    const me = await playerOfUser(app.db, actor.id, actor.language);
    if (!me) throw notFound(ROUND_NOT_FOUND);
    return me;
  };

  route(app, gamesHomeContract, async ({ actor }) => {
    return { success: true, data: await gamesHome(app.db, await studentIdOfUser(app.db, actor.id), app.config.now()) };
  });

  route(app, startRoundContract, async ({ actor, body }) => {
    return { success: true, data: await startRound(app.db, await player(actor), body, app.config.now()) };
  });

  route(app, gameRound, async ({ actor, params }) => {
    const me = await player(actor);
    return { success: true, data: await ownRound(app.db, me.studentId, uuidParam(params.roundId, ROUND_NOT_FOUND)) };
  });

  route(app, answerItemContract, async ({ actor, params, body }) => {
    const me = await player(actor);
    return { success: true, data: await answerItem(app.db, me.studentId, uuidParam(params.roundId, ROUND_NOT_FOUND), body, app.config.now(), me.language) };
  });

  route(app, classPracticeContract, async ({ actor, query }) => {
    await requireTaughtClass(app.db, actor, query.classId);
    return { success: true, data: await classPractice(app.db, query.classId, app.config.now()) };
  });

  route(app, assignGameContract, async ({ actor, body }) => {
    await requireChildrenOfTaughtClass(app.db, actor, body.classId, body.studentId ? [body.studentId] : []);
    return { success: true, data: await assignGame(app.db, actor.id, body, app.config.now()) };
  });

  route(app, unassignGameContract, async ({ actor, params }) => {
    await unassignGame(app.db, actor, uuidParam(params.gameAssignmentId, GAME_NOT_FOUND));
    return { success: true, message: "The game is taken back." };
  });

  route(app, familyGamesContract, async ({ actor, query }) => {
    const relation = await requireStudentRelation(app.db, actor, query.studentId);
    if (relation !== "guardian" && relation !== "staff") throw notFound(STUDENT_NOT_FOUND);
    return { success: true, data: await familyGames(app.db, query.studentId, app.config.now()) };
  });

  route(app, setGameLimitContract, async ({ actor, params, body }) => {
    const studentId = uuidParam(params.studentId, STUDENT_NOT_FOUND);
    if ((await requireStudentRelation(app.db, actor, studentId)) !== "guardian") throw notFound(STUDENT_NOT_FOUND);
    await setGameLimit(app.db, actor.id, studentId, body.minutesPerDay, app.config.now());
    return { success: true, data: { minutesPerDay: body.minutesPerDay } };
  });
}
