import type { CatalogueOf } from "../catalogue";
import type { calendar as english } from "../en/calendar";

/** The Spanish texts of the area "calendar": the family is addressed as "usted", like the rest of the portal. */
export const calendar: CatalogueOf<typeof english> = {};
