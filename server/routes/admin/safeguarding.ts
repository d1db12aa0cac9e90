/**
 * The safeguarding queue (docs/api/messages.md, "The safeguarding queue"): reported messages, the
 * reported conversation as written (every reading audited) and marking a report handled with a note.
 * Admin and super_admin only (the /api/admin scope).
 */
import type { FastifyInstance } from "fastify";
import * as api from "#common/api/admin/safeguarding";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { handleReport, listReports, readReportedConversation, REPORT_NOT_FOUND } from "../../learning/messages/safeguarding";

export async function safeguardingRoutes(app: FastifyInstance) {
  route(app, api.safeguardingReports, async ({ query }) => {
    return { success: true, data: await listReports(app.db, query) };
  });

  route(app, api.safeguardingReport, async ({ actor, params }) => {
    const id = uuidParam(params.reportId, REPORT_NOT_FOUND);
    return { success: true, data: await readReportedConversation({ db: app.db, actor, now: app.config.now() }, id) };
  });

  route(app, api.handleSafeguardingReport, async ({ actor, params, body }) => {
    const id = uuidParam(params.reportId, REPORT_NOT_FOUND);
    return { success: true, data: await handleReport({ db: app.db, actor, now: app.config.now() }, id, body) };
  });
}
