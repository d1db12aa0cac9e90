import type { CatalogueOf } from "../catalogue";
import type { grades as english } from "../en/grades";

/** The Spanish texts of the area "grades", written for families. */
export const grades: CatalogueOf<typeof english> = {};
