/**
 * Fixes of the engine's output that hold for every text of a language, applied after the embedded
 * engine:
 * - Spanish opens a question with "¿" and an exclamation with "¡", which Apertium's eng-spa pair
 *   leaves out ("Es todo bien?");
 * - the school writes to families in Latin American Spanish, "usted" for parents, where the pair
 *   writes Spain's "vosotros" possessives for "your" ("vuestro niño"): they become "su"/"sus", and
 *   "contigo" becomes "con usted" (the verb forms are left as the engine made them).
 */
import type { Language } from "./translator";

/** Raised with any change to these rules, so the translations stored before are made again (Translator.version). */
export const POST_EDIT_RULES = 1;

/** Each sentence ending in "?" or "!" without its opening mark gets one at its start. */
export function addSpanishOpeningMarks(text: string): string {
  // Sentences: up to and including their closing marks; the blanks after one belong to the next.
  return text.replace(/[^.!?…\n]*[.!?…]+|[^.!?…\n]+$/g, (sentence) => {
    const close = sentence.match(/([?!])[?!]*$/)?.[1];
    if (!close) return sentence;
    const open = close === "?" ? "¿" : "¡";
    if (sentence.includes(open)) return sentence;
    return sentence.replace(/^(\s*["“'(]?)/, `$1${open}`);
  });
}

const USTED: Record<string, string> = { vuestro: "su", vuestra: "su", vuestros: "sus", vuestras: "sus", contigo: "con usted" };
const USTED_WORDS = new RegExp(`(?<![\\p{L}])(${Object.keys(USTED).join("|")})(?![\\p{L}])`, "giu");

export function toUsted(text: string): string {
  return text.replace(USTED_WORDS, (word) => {
    const plain = USTED[word.toLowerCase()]!;
    return word[0] === word[0]!.toUpperCase() ? plain[0]!.toUpperCase() + plain.slice(1) : plain;
  });
}

export function postEdit(text: string, to: Language): string {
  return to === "es" ? addSpanishOpeningMarks(toUsted(text)) : text;
}
