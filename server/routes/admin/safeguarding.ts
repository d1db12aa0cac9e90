/**
 * The safeguarding queue (docs/api/messages.md, "The safeguarding queue"): reported messages, the
 * reported conversation as written (every reading audited) and marking a report handled with a note.
 * Admin and super_admin only (the /api/admin scope).
 */
import type { FastifyInstance } from "fastify";
import { handleReportSchema, reportListQuerySchema } from "../../../common/schemas/learning/messages";
import { parseForm } from "../../forms";
import { staffActor, uuidParam } from "../../http/staff-request";
import { handleReport, listReports, readReportedConversation, REPORT_NOT_FOUND } from "../../learning/messages/safeguarding";

export async function safeguardingRoutes(app: FastifyInstance) {
  app.get("/safeguarding/reports", async (request) => {
    staffActor(request);
    const query = parseForm(request.query, reportListQuerySchema);
    return { success: true, data: await listReports(app.db, query) };
  });

  app.get<{ Params: { reportId: string } }>("/safeguarding/reports/:reportId", async (request) => {
    const actor = staffActor(request);
    const id = uuidParam(request.params.reportId, REPORT_NOT_FOUND);
    return { success: true, data: await readReportedConversation({ db: app.db, request, actor, now: app.config.now() }, id) };
  });

  app.post<{ Params: { reportId: string } }>("/safeguarding/reports/:reportId/handle", async (request) => {
    const actor = staffActor(request);
    const id = uuidParam(request.params.reportId, REPORT_NOT_FOUND);
    const input = parseForm(request.body, handleReportSchema);
    return { success: true, data: await handleReport({ db: app.db, request, actor, now: app.config.now() }, id, input) };
  });
}
