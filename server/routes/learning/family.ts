/**
 * A family's children (docs/api/portal-homes.md): the children linked to the guardian by staff (not
 * matched by email, so no verification gate), and each child's day: classes that day and the next
 * school day, their classes and teachers, and the accommodations as the school has them. Another
 * family's child is a 404 (server/learning/access.ts).
 */
import type { FastifyInstance } from "fastify";
import { childDay, familyChildren, familyHome } from "#common/api/learning/family";
import type { ChildDay, FamilyChild } from "#common/schemas/learning/homes";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import {
  STUDENT_NOT_FOUND,
  childIdsOfGuardian,
  isGuardian,
  mayReadAccommodations,
  openClassIdsOfStudents,
  requireStudentRelation,
} from "../../learning/access";
import {
  childWithAccommodations,
  childrenByIds,
  coursesOf,
  familyHome as familyHomeRead,
  homeDay,
  nextSchoolDay,
  schoolToday,
  sharedTeacherNames,
  withFirstMarkedNext,
} from "../../learning/homes/homes-read";
import { notFound } from "../../domain-errors";

export async function familyChildrenRoutes(app: FastifyInstance) {
  route(app, familyChildren, async ({ actor: viewer }) => {
    const data: FamilyChild[] = isGuardian(viewer) ? await childrenByIds(app.db, await childIdsOfGuardian(app.db, viewer.id)) : [];
    return { success: true, data };
  });

  // Only the guardian's own children (an admin has none here: their view is a child's own pages).
  route(app, familyHome, async ({ actor: viewer }) => {
    const childIds = isGuardian(viewer) ? await childIdsOfGuardian(app.db, viewer.id) : [];
    return {
      success: true,
      data: await familyHomeRead(app.db, childIds, app.config.now(), { language: viewer.language, translator: app.translator, log: app.log }),
    };
  });

  route(app, childDay, async ({ actor: viewer, params, query }) => {
    const { date: asked } = query;
    const studentId = uuidParam(params.studentId, STUDENT_NOT_FOUND);
    const relation = await requireStudentRelation(app.db, viewer, studentId);
    const child = await childWithAccommodations(app.db, studentId);
    if (!child) throw notFound(STUDENT_NOT_FOUND);
    const now = app.config.now();
    const date = asked ?? schoolToday(now);
    const classIds = await openClassIdsOfStudents(app.db, [studentId]);
    const teachers = sharedTeacherNames(app.db, classIds);
    const [day, classes, following] = await Promise.all([
      homeDay(app.db, classIds, date, now, undefined, teachers),
      coursesOf(app.db, classIds, teachers),
      nextSchoolDay(app.db, classIds, date, now, teachers),
    ]);
    // The next school day's first class is "next" only when nothing is left to come on today.
    const nothingLeftToday = date === schoolToday(now) && !day.sessions.some((s) => s.marker !== null);
    const nextDay = following && nothingLeftToday ? withFirstMarkedNext(following) : following;
    const readable = mayReadAccommodations(relation);
    const data: ChildDay = {
      child: { ...child, accommodationPlan: readable ? child.accommodationPlan : null, accommodations: readable ? child.accommodations : null },
      day,
      nextDay,
      classes,
    };
    return { success: true, data };
  });
}
