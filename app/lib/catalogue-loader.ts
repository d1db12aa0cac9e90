/**
 * Loads the catalogue parts a signed-in person needs beyond what the root loads (docs/decisions/0025,
 * "Loading"): their language's signed-in part when it is not English, and the staff part for teachers
 * and the office, each downloaded only by the people who read it.
 */
import type { Messages } from "#common/i18n/catalogue";
import { addMessages } from "#common/i18n/messages";
import type { PrefixedLanguage } from "#common/i18n/public-paths";
import type { Language } from "#common/i18n/languages";

/** What a download adds: messages by language. */
type Texts = Partial<Record<Language, Messages>>;

const SIGNED_IN_TEXTS: Record<PrefixedLanguage, () => Promise<Texts>> = {
  es: async () => {
    const [{ shell }, { signedIn }] = await Promise.all([import("#common/i18n/es/shell"), import("#common/i18n/es/signed-in")]);
    return { es: { ...shell, ...signedIn } };
  },
};

/** The staff texts' English part, and another language's with it: `localize` finds the server's English words by their English text. */
const STAFF_TEXTS: Record<Language, () => Promise<Texts>> = {
  en: async () => ({ en: (await import("#common/i18n/en/staff")).staff }),
  es: async () => {
    const [english, spanish] = await Promise.all([import("#common/i18n/en/staff"), import("#common/i18n/es/staff")]);
    return { en: english.staff, es: spanish.staff };
  },
};

const loads = new Map<string, Promise<boolean>>();

/**
 * Settles once a download's texts are in the catalogues: true, or false when they could not be
 * downloaded (the screens then stay in English until the page is loaded again). One promise per
 * download, so React's `use` waits only the first time.
 */
function loadOnce(key: string, download: () => Promise<Texts>): Promise<boolean> {
  let load = loads.get(key);
  if (!load) {
    load = download().then(
      (texts) => {
        for (const [language, messages] of Object.entries(texts) as [Language, Messages][]) addMessages(language, messages);
        return true;
      },
      // Kept, not tried again: a new promise on each render would suspend the screens in a loop
      // while the network is down. The next page load tries again.
      () => false,
    );
    loads.set(key, load);
  }
  return load;
}

/** `language`'s signed-in texts (English's come with the guarded layout). */
export function loadSignedInTexts(language: PrefixedLanguage): Promise<boolean> {
  return loadOnce(`signed-in:${language}`, SIGNED_IN_TEXTS[language]);
}

/** The staff screens' texts in `language` (teachers and the office only, so a family's phone never downloads them). */
export function loadStaffTexts(language: Language): Promise<boolean> {
  return loadOnce(`staff:${language}`, STAFF_TEXTS[language]);
}
