import type { CatalogueOf } from "../catalogue";
import type { office as english } from "../en/office";

/** The Spanish texts of applications, tours and the inbox (ids `office.*`): adults are addressed as "usted", children as "tú". */
export const office: CatalogueOf<typeof english> = {
};
