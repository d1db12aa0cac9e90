/**
 * The English catalogues of the signed-in screens: loaded with the guarded layout, never by a public
 * page (docs/decisions/0025, "Loading").
 */
import { child } from "./child";
import { mastery } from "./mastery";
import { portal } from "./portal";

export const signedIn = {
  ...portal,
  ...child,
  ...mastery,

  // A message written in another language than the reader's (issue 32, "Translated messages").
  "portal.messages.translation.label": "Translated automatically",
  "portal.messages.translation.labelIn": "Translated automatically ({language})",
  "portal.messages.translation.showOriginal": "Show original",
  "portal.messages.translation.showTranslation": "Show translation",
  "portal.messages.translation.unavailable": "Not translated: automatic translation is not available right now.",
} as const;
