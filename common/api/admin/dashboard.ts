/** The staff dashboard (docs/api/admin-operations.md): what needs the office's attention. */
import { ADMIN_ROLES } from "../../roles";
import { dashboardAnswerSchema } from "../../schemas/admin-operations";
import { defineContract, ok } from "../contract";

/** Counts and the first few items of each card: applications, tours, enquiries, reported messages. */
export const adminDashboard = defineContract({
  method: "GET",
  path: "/api/admin/dashboard",
  roles: ADMIN_ROLES,
  output: ok(dashboardAnswerSchema),
});
