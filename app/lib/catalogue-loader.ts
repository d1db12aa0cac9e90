/**
 * Loads the texts a signed-in person's language needs, when it is not English (whose texts the root
 * loads): the signed-in screens' part of that language's catalogue, downloaded only by the people who
 * read it (docs/decisions/0025, "Loading").
 */
import type { Messages } from "#common/i18n/catalogue";
import { addMessages } from "#common/i18n/messages";
import type { PrefixedLanguage } from "#common/i18n/public-paths";
import type { Language } from "#common/i18n/languages";

const SIGNED_IN_TEXTS: Record<PrefixedLanguage, () => Promise<Messages>> = {
  es: async () => {
    const [{ shell }, { signedIn }] = await Promise.all([import("#common/i18n/es/shell"), import("#common/i18n/es/signed-in")]);
    return { ...shell, ...signedIn };
  },
};

const loads = new Map<PrefixedLanguage, Promise<boolean>>();

/**
 * Settles once `language`'s signed-in texts are in the catalogues: true, or false when they could not
 * be downloaded (the screens then stay in English until the page is loaded again). One promise per
 * language, so React's `use` waits only the first time.
 */
export function loadSignedInTexts(language: PrefixedLanguage): Promise<boolean> {
  let load = loads.get(language);
  if (!load) {
    load = SIGNED_IN_TEXTS[language]().then(
      (messages) => {
        addMessages(language, messages);
        return true;
      },
      // Kept, not tried again: a new promise on each render would suspend the screens in a loop
      // while the network is down. The next page load tries again.
      () => false,
    );
    loads.set(language, load);
  }
  return load;
}

/** The staff texts' English part, and another language's with it: `localize` finds the server's English words by their English text. */
const STAFF_TEXTS: Record<Language, () => Promise<Partial<Record<Language, Messages>>>> = {
  en: async () => ({ en: (await import("#common/i18n/en/staff")).staff }),
  es: async () => {
    const [english, spanish] = await Promise.all([import("#common/i18n/en/staff"), import("#common/i18n/es/staff")]);
    return { en: english.staff, es: spanish.staff };
  },
};

const staffLoads = new Map<Language, Promise<boolean>>();

/**
 * Settles once the staff screens' texts of `language` are in the catalogues (teachers and the office
 * only, so a family's phone never downloads them): true, or false when they could not be downloaded.
 */
export function loadStaffTexts(language: Language): Promise<boolean> {
  let load = staffLoads.get(language);
  if (!load) {
    load = STAFF_TEXTS[language]().then(
      (parts) => {
        for (const [partLanguage, messages] of Object.entries(parts) as [Language, Messages][]) addMessages(partLanguage, messages);
        return true;
      },
      () => false,
    );
    staffLoads.set(language, load);
  }
  return load;
}
