/**
 * The teacher's home and class lists (docs/api/portal-homes.md): today's sessions, the week ahead,
 * the classes they staff, what needs attention (and the navigation's counts of it), and each class's
 * roster with accommodations and guardians' contacts. Which classes is decided by server/learning/access.ts (staff: every class).
 */
import type { FastifyInstance } from "fastify";
import {
  classRoster as classRosterContract,
  teacherAttentionCounts as attentionCountsContract,
  teacherClasses,
  teacherHome,
} from "#common/api/learning/teacher";
import type { Role } from "#common/roles";
import type { ClassRoster, TeacherClassList, TeacherHome } from "#common/schemas/learning/homes";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { CLASS_NOT_FOUND, isStaff, requireTaughtClass, visibleClassIds } from "../../learning/access";
import { teacherAttention, teacherAttentionCounts } from "../../learning/homes/attention";
import { allOpenClassIds, classRoster, classSummaries, classesWithWork, homeDay, schoolToday, weekAheadCount } from "../../learning/homes/homes-read";
import { notFound } from "../../domain-errors";

export async function teacherRoutes(app: FastifyInstance) {
  async function taughtClassIds(viewer: { id: string; role: Role }): Promise<string[]> {
    const visible = await visibleClassIds(app.db, viewer);
    return visible === "all" ? allOpenClassIds(app.db) : visible;
  }

  route(app, teacherHome, async ({ actor: viewer }) => {
    const now = app.config.now();
    const classIds = await taughtClassIds(viewer);
    const [today, weekAhead, classes] = await Promise.all([
      homeDay(app.db, classIds, schoolToday(now), now),
      weekAheadCount(app.db, classIds, now),
      classSummaries(app.db, classIds, viewer.id, now),
    ]);
    const attention = await teacherAttention(app.db, { userId: viewer.id, classes, today, now });
    const data: TeacherHome = { viewingAsStaff: isStaff(viewer), today, weekAhead, classes, attention };
    return { success: true, data };
  });

  route(app, attentionCountsContract, async ({ actor: viewer }) => {
    const data = await teacherAttentionCounts(app.db, await taughtClassIds(viewer));
    return { success: true, data };
  });

  route(app, teacherClasses, async ({ actor: viewer }) => {
    const ids = await taughtClassIds(viewer);
    const now = app.config.now();
    const [classes, withWork] = await Promise.all([classSummaries(app.db, ids, viewer.id, now), classesWithWork(app.db, ids, now)]);
    const data: TeacherClassList = { viewingAsStaff: isStaff(viewer), classes, classesWithWork: withWork };
    return { success: true, data };
  });

  route(app, classRosterContract, async ({ actor: viewer, params }) => {
    const classId = uuidParam(params.classId, CLASS_NOT_FOUND);
    await requireTaughtClass(app.db, viewer, classId);
    const [summary] = await classSummaries(app.db, [classId], viewer.id, app.config.now());
    if (!summary) throw notFound(CLASS_NOT_FOUND);
    const data: ClassRoster = { viewingAsStaff: isStaff(viewer), class: summary, students: await classRoster(app.db, classId) };
    return { success: true, data };
  });
}
