/**
 * The language a text is written in (issue 32): what its translations start from, the `lang` it is
 * marked with and the voice it is read aloud in. A bilingual teacher may read the site in Spanish
 * and write to an English family in English, so the writer's setting alone is a guess: the text is
 * identified among the school's languages by ELD (`eld`, n-grams on the school's machine, nothing
 * sent anywhere), and the writer's language stands when the text says too little ("OK", a name).
 *
 * The detector's tables (its smallest, about 28 MB of heap) are loaded on the first text, not at start.
 */
import { LANGUAGES, isLanguage, type Language } from "#common/i18n/languages";

interface Detector {
  detect(text: string): { language: string; isReliable(): boolean };
}

let loading: Promise<Detector> | null = null;

function detector(): Promise<Detector> {
  loading ??= import("eld/extrasmall").then(({ eld }) => {
    eld.setLanguageSubset([...LANGUAGES]);
    return eld as Detector;
  });
  return loading;
}

/** The detector's answer when it is sure and the language is one of the school's; null otherwise. */
export async function detectedLanguage(text: string): Promise<Language | null> {
  if (!/\p{L}{2}/u.test(text)) return null;
  const found = (await detector()).detect(text);
  return found.isReliable() && isLanguage(found.language) ? found.language : null;
}

/** The language `text` is written in: the detected one, else the writer's (`writer`). */
export async function writtenLanguage(text: string, writer: Language): Promise<Language> {
  return (await detectedLanguage(text)) ?? writer;
}
