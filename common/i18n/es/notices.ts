import type { CatalogueOf } from "../catalogue";
import type { notices as english } from "../en/notices";

/** The Spanish texts of ../en/notices.ts: families are addressed as "usted", children as "tú". */
export const notices: CatalogueOf<typeof english> = {
};
