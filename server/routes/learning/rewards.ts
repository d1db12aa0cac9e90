/**
 * Points and badges (issue 16, H7; docs/api/rewards.md): a teacher gives points to children of a
 * class they teach and undoes their own award within 10 minutes; a child reads their own stars and
 * badges; a guardian their own child's. Who may do what is asked of server/learning/access.ts.
 */
import type { FastifyInstance } from "fastify";
import { classPoints as classPointsContract, familyRewards, givePoints, ownRewards, undoPoints } from "#common/api/learning/rewards";
import type { ChildRewards } from "#common/schemas/learning/rewards";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import {
  AWARD_NOT_FOUND,
  requireChildrenOfTaughtClass,
  requireOwnPointAward,
  requireStudentRelation,
  requireTaughtClass,
  studentIdOfUser,
} from "../../learning/access";
import { awardPoints, classPoints, undoAward } from "../../learning/rewards/points";
import { childRewards } from "../../learning/rewards/rewards-read";

const NO_CHILD: ChildRewards = { student: null, total: 0, skills: [], badges: [], next: [], recent: [] };

export async function rewardsRoutes(app: FastifyInstance) {
  route(app, classPointsContract, async ({ actor, query }) => {
    await requireTaughtClass(app.db, actor, query.classId);
    return { success: true, data: await classPoints(app.db, query.classId, actor.id, app.config.now()) };
  });

  route(app, givePoints, async ({ actor, body }) => {
    await requireChildrenOfTaughtClass(app.db, actor, body.classId, body.studentIds);
    return { success: true, data: await awardPoints(app.db, actor.id, body, app.config.now()) };
  });

  route(app, undoPoints, async ({ actor, params }) => {
    const award = await requireOwnPointAward(app.db, actor, uuidParam(params.awardId, AWARD_NOT_FOUND));
    await undoAward(app.db, award, app.config.now());
    return { success: true, message: "Points undone." };
  });

  route(app, ownRewards, async ({ actor }) => {
    const own = await studentIdOfUser(app.db, actor.id);
    return { success: true, data: own ? await childRewards(app.db, own, app.config.now(), actor.language) : NO_CHILD };
  });

  route(app, familyRewards, async ({ actor, query }) => {
    await requireStudentRelation(app.db, actor, query.studentId);
    return { success: true, data: await childRewards(app.db, query.studentId, app.config.now(), actor.language) };
  });
}
