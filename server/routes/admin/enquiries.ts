/**
 * The enquiries inbox under /api/admin/enquiries (docs/api/admin-operations.md): the list, one
 * enquiry, and marking it read or unread. The rules live in server/enquiries/inbox.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { enquiriesQuerySchema } from "../../../common/schemas/admin-operations";
import { ENQUIRY_NOT_FOUND, listEnquiries, loadEnquiry, markEnquiry } from "../../enquiries/inbox";
import { staffActor, uuidParam } from "../../http/staff-request";

const enquiryId = (request: FastifyRequest<{ Params: { id: string } }>) => uuidParam(request.params.id, ENQUIRY_NOT_FOUND);

export async function adminEnquiryRoutes(app: FastifyInstance) {
  app.get("/enquiries", async (request) => {
    const query = enquiriesQuerySchema.parse(request.query);
    return { success: true, data: await listEnquiries(app.db, query) };
  });

  app.get<{ Params: { id: string } }>("/enquiries/:id", async (request) => {
    return { success: true, data: await loadEnquiry(app.db, enquiryId(request)) };
  });

  for (const read of [true, false]) {
    app.post<{ Params: { id: string } }>(`/enquiries/:id/${read ? "read" : "unread"}`, async (request) => {
      const actor = staffActor(request);
      const id = enquiryId(request);
      await markEnquiry({ db: app.db, request, actor, now: app.config.now() }, id, read);
      return { success: true, data: await loadEnquiry(app.db, id) };
    });
  }
}
