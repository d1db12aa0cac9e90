import type { CatalogueOf } from "../catalogue";
import type { progress as english } from "../en/progress";

/** The Spanish texts of the area "progress": the family is addressed as "usted", like the rest of the portal. */
export const progress: CatalogueOf<typeof english> = {};
