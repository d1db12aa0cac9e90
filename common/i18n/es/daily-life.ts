import type { CatalogueOf } from "../catalogue";
import type { dailyLife as english } from "../en/daily-life";

/** The Spanish texts of the area "dailyLife", written for families. */
export const dailyLife: CatalogueOf<typeof english> = {};
