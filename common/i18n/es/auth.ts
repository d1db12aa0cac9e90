import type { CatalogueOf } from "../catalogue";
import type { auth as english } from "../en/auth";

/** The Spanish texts of signing in, registering, verifying an email, resetting a password, two-step verification and the app frame's own words (ids `auth.*`): adults are addressed as "usted", children as "tú". */
export const auth: CatalogueOf<typeof english> = {
};
