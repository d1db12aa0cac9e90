/** The contact inbox (docs/api/admin-operations.md): the list, one enquiry, marking it read or unread. */
import { ADMIN_ROLES } from "../../roles";
import { enquiriesQuerySchema, inboxItemSchema, inboxMessageSchema } from "../../schemas/admin-operations";
import { pageSchema } from "../../schemas/paging";
import { defineContract, ok } from "../contract";

/** The enquiries, newest first, searched and paged (unread only on request). */
export const enquiryList = defineContract({
  method: "GET",
  path: "/api/admin/enquiries",
  roles: ADMIN_ROLES,
  query: enquiriesQuerySchema,
  output: ok(pageSchema(inboxItemSchema)),
});

/** One enquiry with its attachments. */
export const enquiry = defineContract({
  method: "GET",
  path: "/api/admin/enquiries/:id",
  roles: ADMIN_ROLES,
  output: ok(inboxMessageSchema),
});

/** Marks the enquiry read; answers it. */
export const markEnquiryRead = defineContract({
  method: "POST",
  path: "/api/admin/enquiries/:id/read",
  roles: ADMIN_ROLES,
  output: ok(inboxMessageSchema),
});

/** Marks the enquiry unread; answers it. */
export const markEnquiryUnread = defineContract({
  method: "POST",
  path: "/api/admin/enquiries/:id/unread",
  roles: ADMIN_ROLES,
  output: ok(inboxMessageSchema),
});
