import type { CatalogueOf } from "../catalogue";
import type { gradebook as english } from "../en/gradebook";

/** The Spanish texts of the gradebook and marking (ids `gradebook.*`): adults are addressed as "usted", children as "tú". */
export const gradebook: CatalogueOf<typeof english> = {
};
