/**
 * The English catalogues every screen may show (the header and footer, form fields, grade names, the
 * person's own settings): loaded with the root (docs/decisions/0025, "Loading").
 */
import { site } from "./site";
import { account } from "./account";
import { forms } from "./forms";
import { grades } from "./grades";
import { ui } from "./ui";
import { auth } from "./auth";
import { cardSignIn } from "./card-sign-in";

export const shell = {
  ...site,
  ...account,
  ...forms,
  ...grades,
  ...ui,
  ...auth,
  ...cardSignIn,
} as const;
