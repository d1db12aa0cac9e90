import type { CatalogueOf } from "../catalogue";
import type { account as english } from "../en/account";

/** The person's own settings in Spanish. */
export const account: CatalogueOf<typeof english> = {
  "account.language.title": "Idioma",
  "account.language.lead": "El idioma en que se muestran sus páginas.",
  "account.language.saved": "Sus páginas ahora están en {language}.",
  "account.language.failed": "No se pudo guardar el idioma. Inténtelo de nuevo.",
};
