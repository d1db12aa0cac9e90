import type { CatalogueOf } from "../catalogue";
import type { assignments as english } from "../en/assignments";

/** The Spanish texts of writing and assigning work (ids `assignments.*`): adults are addressed as "usted", children as "tú". */
export const assignments: CatalogueOf<typeof english> = {
};
