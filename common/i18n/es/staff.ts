/** The Spanish catalogues of the screens only staff see (see ../en/staff.ts). */
import type { CatalogueOf } from "../catalogue";
import type { staff as english } from "../en/staff";
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

export const staff: CatalogueOf<typeof english> = {
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
};
