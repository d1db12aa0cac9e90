import type { CatalogueOf } from "../catalogue";
import type { work as english } from "../en/work";

/** The Spanish texts of a child's work on an assignment, their files, profile and portfolio, and everyone's notifications (ids `work.*`): adults are addressed as "usted", children as "tú". */
export const work: CatalogueOf<typeof english> = {
};
