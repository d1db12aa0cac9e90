/**
 * Report cards for staff (docs/api/progress.md): POST /api/admin/report-cards generates the term's
 * report cards (every child enrolled now in the term's year, or the children named) as PDFs, in
 * batches, and answers with counts; GET /api/admin/report-cards?termId= lists them (downloads through
 * GET /api/files/:id/content). The admin scope has already refused anyone but staff.
 */
import type { FastifyInstance } from "fastify";
import { generateReportCardsSchema, reportCardsQuerySchema } from "../../../common/schemas/learning/progress";
import { parseForm } from "../../forms";
import { staffActor } from "../../http/staff-request";
import { generateReportCards, listReportCards } from "../../learning/progress/report-cards";
import { pdfRateLimit } from "../../pdf/rate-limit";

export async function adminReportCardRoutes(app: FastifyInstance) {
  app.get("/report-cards", async (request) => {
    staffActor(request);
    const { termId } = parseForm(request.query, reportCardsQuerySchema);
    return { success: true, data: await listReportCards(app.db, termId, app.config.now()) };
  });

  app.post("/report-cards", { config: pdfRateLimit }, async (request) => {
    const actor = staffActor(request);
    const input = parseForm(request.body, generateReportCardsSchema);
    const data = await generateReportCards({ db: app.db, request, actor, now: app.config.now() }, app.config.uploadsDir, input);
    return { success: true, data };
  });
}
