/**
 * The English catalogues of the signed-in screens: loaded with the guarded layout, never by a public
 * page (docs/decisions/0025, "Loading").
 */
import { child } from "./child";
import { mastery } from "./mastery";
import { portal } from "./portal";
import { family } from "./family";
import { progress } from "./progress";
import { messages } from "./messages";
import { calendar } from "./calendar";
import { work } from "./work";
import { live } from "./live";
import { validation } from "./validation";
import { badges } from "./badges";
import { signInCards } from "./sign-in-cards";
import { games } from "./games";
import { billing } from "./billing";
import { practice } from "./practice";

export const signedIn = {
  ...portal,
  ...child,
  ...mastery,
  ...family,
  ...progress,
  ...messages,
  ...calendar,
  ...work,
  ...live,
  ...validation,
  ...badges,
  ...signInCards,
  ...games,
  ...billing,
  ...practice,

  // A message written in another language than the reader's (issue 32, "Translated messages").
  "portal.messages.translation.label": "Translated automatically",
  "portal.messages.translation.labelIn": "Translated automatically ({language})",
  "portal.messages.translation.showOriginal": "Show original",
  "portal.messages.translation.showTranslation": "Show translation",
  "portal.messages.translation.unavailable": "Not translated: automatic translation is not available right now.",
  // A guardian chooses the language of their child's screens (/parent, the children's sign-in card).
  "portal.family.childLanguage.legend": "Language of {name}'s screens and Read to me",
  "portal.family.childLanguage.saved": "Saved: {name}'s screens are in {language} from their next page.",
  "portal.family.childLanguage.failed": "The language could not be saved. Please try again.",
} as const;
