import type { CatalogueOf } from "../catalogue";
import type { faqs as english } from "../en/faqs";

/** The Spanish texts of the area "faqs", written for families. */
export const faqs: CatalogueOf<typeof english> = {};
