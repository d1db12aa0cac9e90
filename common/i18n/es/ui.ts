import type { CatalogueOf } from "../catalogue";
import type { ui as english } from "../en/ui";

/** The Spanish texts of the area "ui": the family is addressed as "usted", like the rest of the portal. */
export const ui: CatalogueOf<typeof english> = {};
