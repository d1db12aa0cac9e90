import type { CatalogueOf } from "../catalogue";
import type { school as english } from "../en/school";

/** The Spanish texts of the area "school", written for families. */
export const school: CatalogueOf<typeof english> = {};
