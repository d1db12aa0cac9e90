import type { CatalogueOf } from "../catalogue";
import type { forms as english } from "../en/forms";

/** The Spanish texts of the area "forms", written for families. */
export const forms: CatalogueOf<typeof english> = {};
