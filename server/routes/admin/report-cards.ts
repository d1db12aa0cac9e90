/**
 * Report cards for staff (docs/api/progress.md): POST /api/admin/report-cards generates the term's
 * report cards (every child enrolled now in the term's year, or the children named) as PDFs, in
 * batches, and answers with counts; GET /api/admin/report-cards?termId= lists them (downloads through
 * GET /api/files/:id/content). The admin scope has already refused anyone but staff.
 */
import type { FastifyInstance } from "fastify";
import { generateReportCards as generateReportCardsContract, reportCards } from "#common/api/admin/report-cards";
import { route } from "../../http/route";
import { generateReportCards, listReportCards } from "../../learning/progress/report-cards";
import { pdfRateLimit } from "../../http/pdf-rate-limit";

export async function adminReportCardRoutes(app: FastifyInstance) {
  route(app, reportCards, async ({ query }) => {
    return { success: true, data: await listReportCards(app.db, query.termId, app.config.now()) };
  });

  route(
    app,
    generateReportCardsContract,
    async ({ actor, body }) => {
      const data = await generateReportCards({ db: app.db, actor, now: app.config.now() }, app.config.uploadsDir, body, app.translator);
      return { success: true, data };
    },
    { config: pdfRateLimit },
  );
}
