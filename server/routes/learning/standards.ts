/**
 * GET /api/standards (docs/api/standards.md): the standards picker of teachers and staff. The
 * catalog is the school's, not anyone's private data; families and children see standards only
 * beside their own marks (progress pages).
 */
import { TEACHER_ROLES } from "../../../common/roles";
import type { FastifyInstance } from "fastify";
import { standardsQuerySchema } from "../../../common/schemas/learning/standards";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { searchStandards } from "../../learning/standards/catalog";

export async function standardsRoutes(app: FastifyInstance) {
  app.get("/standards", async (request) => {
    requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, standardsQuerySchema);
    return { success: true, data: { standards: await searchStandards(app.db, query) } };
  });
}
