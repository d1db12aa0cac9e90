import type { CatalogueOf } from "../catalogue";
import type { library as english } from "../en/library";

/** The Spanish texts of the resource library (ids `library.*`): adults are addressed as "usted", children as "tú". */
export const library: CatalogueOf<typeof english> = {
};
