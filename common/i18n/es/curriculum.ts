import type { CatalogueOf } from "../catalogue";
import type { curriculum as english } from "../en/curriculum";

/** The Spanish texts of the area "curriculum", written for families. */
export const curriculum: CatalogueOf<typeof english> = {};
