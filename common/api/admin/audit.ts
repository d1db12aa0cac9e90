/**
 * The audit log of staff actions (docs/api/admin-people.md). Super admins only: the contract names
 * the office, and the route itself refuses an admin.
 */
import { z } from "zod";
import { ADMIN_ROLES } from "../../roles";
import { auditEntryViewSchema, auditQuerySchema } from "../../schemas/admin-people";
import { pageSchema } from "../../schemas/paging";
import { defineContract, ok } from "../contract";

/** A page of the log, newest first, searched and filtered (super_admin only). */
export const auditLog = defineContract({
  method: "GET",
  path: "/api/admin/audit-log",
  roles: ADMIN_ROLES,
  query: auditQuerySchema,
  output: ok(pageSchema(auditEntryViewSchema)),
});

/** The actions on record, for the log screen's filter (super_admin only). */
export const auditActions = defineContract({
  method: "GET",
  path: "/api/admin/audit-log/actions",
  roles: ADMIN_ROLES,
  output: ok(z.array(z.string())),
});
