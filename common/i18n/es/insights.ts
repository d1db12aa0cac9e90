import type { CatalogueOf } from "../catalogue";
import type { insights as english } from "../en/insights";

/** The Spanish texts of insights and analytics (ids `insights.*`): adults are addressed as "usted", children as "tú". */
export const insights: CatalogueOf<typeof english> = {
};
