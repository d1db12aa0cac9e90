/**
 * Points and badges (issue 16, H7; docs/api/rewards.md): a teacher gives points to children of a
 * class they teach and undoes their own award within 10 minutes; a child reads their own stars and
 * badges; a guardian their own child's. Who may do what is asked of server/learning/access.ts.
 */
import type { FastifyInstance } from "fastify";
import { FAMILY_ROLES, STUDENT_ROLES, TEACHER_ROLES } from "../../../common/roles";
import { awardPointsSchema, classPointsQuerySchema, familyRewardsQuerySchema, type ChildRewards } from "../../../common/schemas/learning/rewards";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { uuidParam } from "../../http/staff-request";
import { AWARD_NOT_FOUND, requireChildrenOfTaughtClass, requireOwnPointAward, requireStudentRelation, requireTaughtClass, studentIdOfUser } from "../../learning/access";
import { awardPoints, classPoints, undoAward } from "../../learning/rewards/points";
import { childRewards } from "../../learning/rewards/read";

const NO_CHILD: ChildRewards = { student: null, total: 0, skills: [], badges: [], next: [], recent: [] };

export async function rewardsRoutes(app: FastifyInstance) {
  app.get("/teacher/points", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const { classId } = parseForm(request.query, classPointsQuerySchema);
    await requireTaughtClass(app.db, viewer, classId);
    return { success: true, data: await classPoints(app.db, classId, viewer.id, app.config.now()) };
  });

  app.post("/teacher/points", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const input = parseForm(request.body, awardPointsSchema);
    await requireChildrenOfTaughtClass(app.db, viewer, input.classId, input.studentIds);
    const data = await awardPoints(app.db, viewer.id, input, app.config.now());
    return reply.code(201).send({ success: true, data });
  });

  app.delete<{ Params: { awardId: string } }>("/teacher/points/:awardId", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const award = await requireOwnPointAward(app.db, viewer, uuidParam(request.params.awardId, AWARD_NOT_FOUND));
    await undoAward(app.db, award, app.config.now());
    return { success: true, message: "Points undone." };
  });

  app.get("/student/rewards", async (request) => {
    const viewer = requireRole(request, STUDENT_ROLES);
    const own = await studentIdOfUser(app.db, viewer.id);
    return { success: true, data: own ? await childRewards(app.db, own, app.config.now()) : NO_CHILD };
  });

  app.get("/family/rewards", async (request) => {
    const viewer = requireRole(request, FAMILY_ROLES);
    const { studentId } = parseForm(request.query, familyRewardsQuerySchema);
    await requireStudentRelation(app.db, viewer, studentId);
    return { success: true, data: await childRewards(app.db, studentId, app.config.now()) };
  });
}
