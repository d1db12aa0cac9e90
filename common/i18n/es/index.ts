/** Every Spanish catalogue. */
import type { CatalogueOf } from "../catalogue";
import type { en } from "../en";
import { site } from "./site";

export const es: CatalogueOf<typeof en> = { ...site };
export { site };
