/**
 * Where each language's public pages live: English at the site's root ("/tuition"), every other language
 * under its code ("/es/tuition", the home page "/es/"). Signed-in pages keep one address: the person's
 * language is their setting.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./languages";

/** "/tuition" in `language`: "/es/tuition"; the home page "/" is "/es/". */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${language}/` : `/${language}${path}`;
}

/** The language of a public page's address and the English path it translates. */
export function splitLocalizedPath(pathname: string): { language: Language; path: string } {
  const [, first, ...rest] = pathname.split("/");
  // Without the slash at the end the server redirects away (prerendering may ask with one).
  const bare = (path: string) => path.replace(/\/+$/, "") || "/";
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) return { language: first, path: bare(`/${rest.join("/")}`) };
  return { language: DEFAULT_LANGUAGE, path: bare(pathname) };
}

export function languageOfPath(pathname: string): Language {
  return splitLocalizedPath(pathname).language;
}

/** The languages other than English, whose public pages have a prefix. */
/** Every language but English (DEFAULT_LANGUAGE). */
export type PrefixedLanguage = Exclude<Language, "en">;

export const PREFIXED_LANGUAGES = LANGUAGES.filter((l): l is PrefixedLanguage => l !== DEFAULT_LANGUAGE);
