/**
 * The languages the school speaks (issue 32, docs/decisions/0025): adding one is adding its catalogues
 * (common/i18n/<language>/) and its line here.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** English: the spec's texts, the language of a page without a prefix and of a new account. */
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in itself, as the language switch and the setting show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** The locale that formats each language's dates, numbers and money (a U.S. school: dollars as "$"). */
export const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

/** Open Graph's spelling of the locale. */
export const OG_LOCALES: Record<Language, string> = { en: "en_US", es: "es_US" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored language that is not (or no longer) one of the school's reads as the default. */
export function languageOrDefault(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The first of the visitor's preferred languages (Accept-Language order) the school speaks. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
