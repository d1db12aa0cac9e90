/**
 * The learning wing's API for teachers, students and families (docs/architecture.md, "Where the
 * learning wing goes"). Route modules here are thin: each registers its contracts (common/api/learning/)
 * with route(), asks server/learning/access.ts and the domain under server/learning/, and answers.
 * Staff routes of the wing live under /api/admin (server/routes/admin/). The role-and-relationship
 * walk (tests/api/learning-access.test.ts) reads the contracts, so it covers every endpoint added later.
 */
import type { FastifyInstance } from "fastify";
import { assignmentRoutes } from "./assignments";
import { attendanceRoutes } from "./attendance";
import { calendarRoutes } from "./calendar";
import { conferenceRoutes } from "./conferences";
import { familyChildrenRoutes } from "./family";
import { familyChildAccountRoutes } from "./family-children";
import { fileRoutes } from "./files";
import { gamesRoutes } from "./games";
import { insightsRoutes } from "./insights";
import { rewardsRoutes } from "./rewards";
import { gradebookRoutes } from "./gradebook";
import { portfolioRoutes } from "./portfolio";
import { progressRoutes } from "./progress";
import { libraryRoutes } from "./library";
import { notificationRoutes } from "./notifications";
import { messageRoutes } from "./messages";
import { liveRoutes } from "./live";
import { signInCardRoutes } from "./sign-in-cards";
import { standardsRoutes } from "./standards";
import { studentRoutes } from "./student";
import { studentProfileRoutes } from "./student-profile";
import { teacherRoutes } from "./teacher";
import { workRoutes } from "./work";

export async function learningPlugin(app: FastifyInstance) {
  // One line per route module, e.g. `await app.register(teacherRoutes);`.
  await app.register(calendarRoutes);
  await app.register(teacherRoutes);
  await app.register(studentRoutes);
  await app.register(studentProfileRoutes);
  await app.register(familyChildrenRoutes);
  await app.register(familyChildAccountRoutes);
  await app.register(fileRoutes);
  await app.register(standardsRoutes);
  await app.register(assignmentRoutes);
  await app.register(workRoutes);
  await app.register(rewardsRoutes);
  await app.register(insightsRoutes);
  await app.register(gradebookRoutes);
  await app.register(progressRoutes);
  await app.register(portfolioRoutes);
  await app.register(libraryRoutes);
  await app.register(conferenceRoutes);
  await app.register(notificationRoutes);
  await app.register(messageRoutes);
  await app.register(liveRoutes);
  await app.register(attendanceRoutes);
  await app.register(signInCardRoutes);
  await app.register(gamesRoutes);
}
