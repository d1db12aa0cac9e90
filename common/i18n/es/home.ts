import type { CatalogueOf } from "../catalogue";
import type { home as english } from "../en/home";

/** The Spanish texts of the area "home", written for families. */
export const home: CatalogueOf<typeof english> = {};
