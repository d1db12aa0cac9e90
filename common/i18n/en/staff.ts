/**
 * The English catalogues of the screens only staff (teachers and the office) see: loaded for them by
 * PersonLanguage, never by a family's or a child's page (docs/decisions/0025, "Loading").
 */
import { teaching } from "./teaching";
import { classroom } from "./classroom";
import { gradebook } from "./gradebook";
import { insights } from "./insights";
import { assignments } from "./assignments";
import { library } from "./library";
import { courses } from "./courses";
import { office } from "./office";
import { people } from "./people";
import { reports } from "./reports";
import { staffValidation } from "./staff-validation";
import { billingOffice } from "./billing-office";

export const staff = {
  ...teaching,
  ...classroom,
  ...gradebook,
  ...insights,
  ...assignments,
  ...library,
  ...courses,
  ...office,
  ...people,
  ...reports,
  ...staffValidation,
  ...billingOffice,
} as const;
