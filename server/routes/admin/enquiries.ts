/**
 * The enquiries inbox under /api/admin/enquiries (docs/api/admin-operations.md): the list, one
 * enquiry, and marking it read or unread. The rules live in server/enquiries/inbox.ts.
 */
import type { FastifyInstance } from "fastify";
import { enquiry, enquiryList, markEnquiryRead, markEnquiryUnread } from "#common/api/admin/enquiries";
import { ENQUIRY_NOT_FOUND, listEnquiries, loadEnquiry, markEnquiry } from "../../enquiries/inbox";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";

export async function adminEnquiryRoutes(app: FastifyInstance) {
  route(app, enquiryList, async ({ query }) => {
    return { success: true, data: await listEnquiries(app.db, query) };
  });

  route(app, enquiry, async ({ params }) => {
    return { success: true, data: await loadEnquiry(app.db, uuidParam(params.id, ENQUIRY_NOT_FOUND)) };
  });

  for (const [contract, read] of [
    [markEnquiryRead, true],
    [markEnquiryUnread, false],
  ] as const) {
    route(app, contract, async ({ actor, params }) => {
      const id = uuidParam(params.id, ENQUIRY_NOT_FOUND);
      await markEnquiry({ db: app.db, actor, now: app.config.now() }, id, read);
      return { success: true, data: await loadEnquiry(app.db, id) };
    });
  }
}
