/** The Spanish catalogues of the signed-in screens (see ../en/signed-in.ts): loaded for a person whose language is Spanish. */
import type { CatalogueOf } from "../catalogue";
import type { signedIn as english } from "../en/signed-in";
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

export const signedIn: CatalogueOf<typeof english> = {
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

  "portal.messages.translation.label": "Traducido automáticamente",
  "portal.messages.translation.labelIn": "Traducido automáticamente ({language})",
  "portal.messages.translation.showOriginal": "Ver original",
  "portal.messages.translation.showTranslation": "Ver traducción",
  "portal.messages.translation.unavailable": "Sin traducir: la traducción automática no está disponible ahora.",
  "portal.family.childLanguage.legend": "Idioma de las pantallas de {name} y de Léeme",
  "portal.family.childLanguage.saved": "Guardado: las pantallas de {name} estarán en {language} desde su próxima página.",
  "portal.family.childLanguage.failed": "No se pudo guardar el idioma. Inténtelo de nuevo.",
};
