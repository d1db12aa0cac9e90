/**
 * The child's own home and courses (docs/api/portal-homes.md): today's classes in order with the
 * current and next one marked, the next school day when today has none, and their classes with
 * teachers and weekly times. Nothing of a classmate, and never the child's accommodations. Anyone
 * without a child's record (an admin opening /student) gets `student: null`.
 */
import type { FastifyInstance } from "fastify";
import { studentCourses, studentHome } from "#common/api/learning/student";
import type { Role } from "#common/roles";
import type { StudentCourses, StudentHome } from "#common/schemas/learning/homes";
import { route } from "../../http/route";
import { openClassIdsOfStudents, studentIdOfUser } from "../../learning/access";
import { childHomeWork, coursesOf, homeDay, nextSchoolDay, schoolToday, studentSelf, withFirstMarkedNext } from "../../learning/homes/homes-read";

export async function studentRoutes(app: FastifyInstance) {
  /** The viewer's own child record (a student account linked to a child), or null. */
  async function ownRecord(viewer: { id: string; role: Role }) {
    const studentId = viewer.role === "student" ? await studentIdOfUser(app.db, viewer.id) : null;
    const student = studentId ? await studentSelf(app.db, studentId) : null;
    return studentId && student ? { studentId, student } : null;
  }

  route(app, studentHome, async ({ actor: viewer }) => {
    const own = await ownRecord(viewer);
    if (!own) {
      const data: StudentHome = { student: null, today: null, nextDay: null, work: null };
      return { success: true, data };
    }
    const now = app.config.now();
    const date = schoolToday(now);
    const classIds = await openClassIdsOfStudents(app.db, [own.studentId]);
    const today = await homeDay(app.db, classIds, date, now);
    const anyLeft = today.sessions.some((s) => s.marker !== null);
    const following = anyLeft ? null : await nextSchoolDay(app.db, classIds, date, now);
    const data: StudentHome = {
      student: own.student,
      today,
      nextDay: following && withFirstMarkedNext(following),
      work: await childHomeWork(app.db, own.studentId, now, { language: viewer.language, translator: app.translator, log: app.log }),
    };
    return { success: true, data };
  });

  route(app, studentCourses, async ({ actor: viewer }) => {
    const own = await ownRecord(viewer);
    if (!own) {
      const data: StudentCourses = { student: null, courses: [] };
      return { success: true, data };
    }
    const data: StudentCourses = { student: own.student, courses: await coursesOf(app.db, await openClassIdsOfStudents(app.db, [own.studentId])) };
    return { success: true, data };
  });
}
