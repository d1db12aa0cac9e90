import type { CatalogueOf } from "../catalogue";
import type { application as english } from "../en/application";

/** The Spanish texts of the area "application", written for families. */
export const application: CatalogueOf<typeof english> = {};
