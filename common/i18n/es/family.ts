import type { CatalogueOf } from "../catalogue";
import type { family as english } from "../en/family";

/** The Spanish texts of the area "family": the family is addressed as "usted", like the rest of the portal. */
export const family: CatalogueOf<typeof english> = {};
