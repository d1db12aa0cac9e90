/**
 * What the rest of the server sees of machine translation (issue 32, "Translated messages"): one
 * translate call that answers the text in the other language, or null when there is no engine, the
 * text is too long, the engine is busy or failed; the caller then shows the original with a note.
 * A message's words never reach the logs: engines log counts and codes only.
 */
import { LANGUAGES, type Language } from "#common/i18n/languages";

export type { Language };

/** The languages messages are translated between: the school's (a language comes with its catalogues). */
export const TRANSLATION_LANGUAGES: readonly Language[] = LANGUAGES;

export function isTranslationLanguage(value: string): value is Language {
  return (TRANSLATION_LANGUAGES as readonly string[]).includes(value);
}

export type TranslatorName = "apertium" | "libretranslate" | "none";

export interface Translator {
  readonly name: TranslatorName;
  /**
   * What its translations are made by: the engine and the school's words given to it (the glossary).
   * A stored translation names the version it was made by and is made again by another, so a better
   * glossary reaches texts translated before it.
   */
  readonly version: string;
  /** The languages it translates between (both ways); empty when there is no engine. */
  readonly languages: readonly Language[];
  /** The text in `to`, or null: no engine, too long, timed out, busy or failed (show the original). */
  translate(text: string, from: Language, to: Language): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * The longest text sent to an engine, in UTF-8 bytes: a message body is at most 5,000 characters
 * (common/schemas/learning/messages.ts), up to 4 bytes each in the worst case.
 */
export const TRANSLATION_MAX_INPUT_BYTES = 20_000;
/** How long a caller waits for one translation before showing the original. */
export const TRANSLATION_TIMEOUT_MS = 10_000;

/**
 * Why a text is not sent to an engine, or null when it may be: the same language both sides, nothing
 * to translate, or longer than the bound.
 */
export function refuseInput(text: string, from: Language, to: Language, maxBytes = TRANSLATION_MAX_INPUT_BYTES): "same-language" | "empty" | "too-long" | null {
  if (from === to) return "same-language";
  if (text.trim() === "") return "empty";
  // Cheap bound first: a string of n UTF-16 units is at most 3n UTF-8 bytes and at least n.
  if (text.length > maxBytes || (text.length * 3 > maxBytes && Buffer.byteLength(text, "utf8") > maxBytes)) return "too-long";
  return null;
}

/** The translator when no engine is set up (TRANSLATION=off, or none installed): every answer is null. */
export const noTranslator: Translator = {
  name: "none",
  version: "none",
  languages: [],
  translate: async () => null,
  close: async () => undefined,
};
