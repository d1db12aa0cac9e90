/**
 * The child's own profile (docs/api/students.md): GET and PATCH /api/student/profile. Only a
 * student reads or changes their own (the account's own record; there is no id to ask for another).
 */
import type { FastifyInstance } from "fastify";
import { studentProfilePatchSchema } from "../../../common/schemas/learning/students";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { readOwnProfile, updateOwnProfile } from "../../learning/families/profile";

export async function studentProfileRoutes(app: FastifyInstance) {
  app.get("/student/profile", async (request) => {
    const user = requireRole(request, ["student"]);
    return { success: true, data: await readOwnProfile(app.db, user.id) };
  });

  app.patch("/student/profile", async (request) => {
    const user = requireRole(request, ["student"]);
    const patch = parseForm(request.body, studentProfilePatchSchema);
    return { success: true, message: "Saved.", data: await updateOwnProfile(app.db, user.id, patch, app.config.now()) };
  });
}
