/** The family dashboard (docs/api/family-and-account.md). */
import { FAMILY_ROLES } from "../roles";
import { familyOverviewSchema } from "../schemas/account";
import { defineContract, ok } from "./contract";

/** The applications and tour bookings made with the account's verified email address. */
export const familyOverview = defineContract({
  method: "GET",
  path: "/api/family/overview",
  roles: FAMILY_ROLES,
  output: ok(familyOverviewSchema),
});
