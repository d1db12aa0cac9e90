import type { Language } from "#common/i18n/languages";
import type { Translator } from "./translator";

/**
 * The translations being made in this process, per engine: a reader who opens a text while the
 * translation made after its send (or its return) is still on its way waits for that one rather
 * than asking the engine again.
 */
const making = new WeakMap<Translator, Map<string, Promise<string | null>>>();

/**
 * Translates `text` and stores the translation (`store`), once at a time per `key`; null when no
 * engine could make it (a language the engine lacks, or the engine failing).
 */
export function translateOnce(
  translator: Translator,
  key: string,
  text: { body: string; from: Language; to: Language },
  store: (body: string) => Promise<unknown>,
): Promise<string | null> {
  const { body: original, from, to } = text;
  if (from === to || !translator.languages.includes(from) || !translator.languages.includes(to)) return Promise.resolve(null);
  const running = making.get(translator) ?? new Map<string, Promise<string | null>>();
  making.set(translator, running);
  const existing = running.get(key);
  if (existing) return existing;
  const made = (async () => {
    // The engines answer null rather than throw; one that throws all the same is one that could not translate.
    const body = await translator.translate(original, from, to).catch(() => null);
    if (body === null) return null;
    await store(body);
    return body;
  })().finally(() => running.delete(key));
  running.set(key, made);
  return made;
}
