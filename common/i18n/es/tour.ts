import type { CatalogueOf } from "../catalogue";
import type { tour as english } from "../en/tour";

/** The Spanish texts of the area "tour", written for families. */
export const tour: CatalogueOf<typeof english> = {};
