/**
 * The child's own profile (docs/api/students.md): GET and PATCH /api/student/profile. Only a
 * student reads or changes their own (the account's own record; there is no id to ask for another).
 */
import type { FastifyInstance } from "fastify";
import { studentProfile, updateStudentProfile } from "#common/api/learning/student-profile";
import { requireRole } from "../../http/guards";
import { route } from "../../http/route";
import { readOwnProfile, updateOwnProfile } from "../../learning/students/profile";

export async function studentProfileRoutes(app: FastifyInstance) {
  // Only a student account: the contract's group lets staff in, this narrower check does not.
  route(app, studentProfile, async ({ request }) => {
    const user = requireRole(request, ["student"]);
    return { success: true, data: await readOwnProfile(app.db, user.id) };
  });

  route(app, updateStudentProfile, async ({ request, body: patch }) => {
    const user = requireRole(request, ["student"]);
    return { success: true, message: "Saved.", data: await updateOwnProfile(app.db, user.id, patch, app.config.now()) };
  });
}
