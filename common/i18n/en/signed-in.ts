/**
 * The English catalogues of the signed-in screens: loaded with the guarded layout, never by a public
 * page (docs/decisions/0025, "Loading").
 */
import { portal } from "./portal";

export const signedIn = {
  ...portal,
} as const;
