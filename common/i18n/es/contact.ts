import type { CatalogueOf } from "../catalogue";
import type { contact as english } from "../en/contact";

/** The Spanish texts of the area "contact", written for families. */
export const contact: CatalogueOf<typeof english> = {};
