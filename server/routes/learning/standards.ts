/**
 * GET /api/standards (docs/api/standards.md): the standards picker of teachers and staff. The
 * catalog is the school's, not anyone's private data; families and children see standards only
 * beside their own marks (progress pages).
 */
import type { FastifyInstance } from "fastify";
import { standards } from "#common/api/learning/standards";
import { route } from "../../http/route";
import { searchStandards } from "../../learning/standards/catalog";

export async function standardsRoutes(app: FastifyInstance) {
  route(app, standards, async ({ query }) => {
    return { success: true, data: { standards: await searchStandards(app.db, query) } };
  });
}
