import type { CatalogueOf } from "../catalogue";
import type { admissions as english } from "../en/admissions";

/** The Spanish texts of the area "admissions", written for families. */
export const admissions: CatalogueOf<typeof english> = {};
