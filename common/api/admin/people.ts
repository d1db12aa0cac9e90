/**
 * Accounts, "people" on the staff screens (docs/api/admin-people.md): the list, creating one with a
 * set-password email, resending it, deactivating, reactivating and resetting two-factor authentication.
 */
import { ADMIN_ROLES } from "../../roles";
import { adminUserSchema, createPersonSchema, usersQuerySchema } from "../../schemas/admin-people";
import { pageSchema } from "../../schemas/paging";
import { defineContract, done, ok } from "../contract";

/** The accounts, searched, filtered and paged. */
export const peopleList = defineContract({
  method: "GET",
  path: "/api/admin/users",
  roles: ADMIN_ROLES,
  query: usersQuerySchema,
  output: ok(pageSchema(adminUserSchema)),
});

/** Creates an account and emails its set-password link (an admin account: super_admin only). */
export const createPerson = defineContract({
  method: "POST",
  path: "/api/admin/users",
  roles: ADMIN_ROLES,
  body: createPersonSchema,
  output: done.extend({ data: adminUserSchema }),
  status: 201,
});

/** Sends a new set-password email. */
export const resendInvite = defineContract({
  method: "POST",
  path: "/api/admin/users/:id/resend-invite",
  roles: ADMIN_ROLES,
  output: done,
});

/** Deactivates the account and ends its sessions. */
export const deactivatePerson = defineContract({
  method: "POST",
  path: "/api/admin/users/:id/deactivate",
  roles: ADMIN_ROLES,
  output: done,
});

/** Reactivates the account. */
export const reactivatePerson = defineContract({
  method: "POST",
  path: "/api/admin/users/:id/reactivate",
  roles: ADMIN_ROLES,
  output: done,
});

/** Resets the account's two-factor authentication. */
export const resetPersonMfa = defineContract({
  method: "POST",
  path: "/api/admin/users/:id/reset-mfa",
  roles: ADMIN_ROLES,
  output: done,
});
