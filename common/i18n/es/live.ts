import type { CatalogueOf } from "../catalogue";
import type { live as english } from "../en/live";

/** The Spanish texts of the live class room (ids `live.*`): adults are addressed as "usted", children as "tú". */
export const live: CatalogueOf<typeof english> = {
};
