import type { CatalogueOf } from "../catalogue";
import type { messages as english } from "../en/messages";

/** The Spanish texts of the area "messages": the family is addressed as "usted", like the rest of the portal. */
export const messages: CatalogueOf<typeof english> = {};
