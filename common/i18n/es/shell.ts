/** The Spanish catalogues every screen may show (see ../en/shell.ts). */
import type { CatalogueOf } from "../catalogue";
import type { shell as english } from "../en/shell";
import { site } from "./site";
import { account } from "./account";
import { forms } from "./forms";
import { grades } from "./grades";
import { ui } from "./ui";
import { auth } from "./auth";
import { cardSignIn } from "./card-sign-in";

export const shell: CatalogueOf<typeof english> = {
  ...site,
  ...account,
  ...forms,
  ...grades,
  ...ui,
  ...auth,
  ...cardSignIn,
};
