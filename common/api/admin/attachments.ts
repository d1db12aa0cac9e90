/** Contact attachments for staff (docs/api/admin-operations.md): always a download, never shown by the browser. */
import { ADMIN_ROLES } from "../../roles";
import { defineContract, FILE } from "../contract";

/** One attachment of a received enquiry, as a sandboxed download. */
export const enquiryAttachment = defineContract({
  method: "GET",
  path: "/api/admin/attachments/:id",
  roles: ADMIN_ROLES,
  output: FILE,
});
