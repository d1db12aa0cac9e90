import type { CatalogueOf } from "../catalogue";
import type { teaching as english } from "../en/teaching";

/** The Spanish texts of the teacher's home, classes, attendance and conferences (ids `teaching.*`): adults are addressed as "usted", children as "tú". */
export const teaching: CatalogueOf<typeof english> = {
};
