import type { CatalogueOf } from "../catalogue";
import type { tuition as english } from "../en/tuition";

/** The Spanish texts of the area "tuition", written for families. */
export const tuition: CatalogueOf<typeof english> = {};
