import type { CatalogueOf } from "../catalogue";
import type { notFound as english } from "../en/not-found";

/** The Spanish texts of the area "notFound", written for families. */
export const notFound: CatalogueOf<typeof english> = {};
