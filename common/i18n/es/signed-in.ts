/** The Spanish catalogues of the signed-in screens (see ../en/signed-in.ts): loaded for a person whose language is Spanish. */
import type { CatalogueOf } from "../catalogue";
import type { signedIn as english } from "../en/signed-in";
import { portal } from "./portal";

export const signedIn: CatalogueOf<typeof english> = {
  ...portal,
};
