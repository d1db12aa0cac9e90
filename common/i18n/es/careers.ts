import type { CatalogueOf } from "../catalogue";
import type { careers as english } from "../en/careers";

/** The Spanish texts of the area "careers", written for families. */
export const careers: CatalogueOf<typeof english> = {};
