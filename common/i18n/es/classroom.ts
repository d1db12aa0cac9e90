import type { CatalogueOf } from "../catalogue";
import type { classroom as english } from "../en/classroom";

/** The Spanish texts of points, the safeguarding queue and a teacher's progress notes (ids `classroom.*`): adults are addressed as "usted", children as "tú". */
export const classroom: CatalogueOf<typeof english> = {
};
