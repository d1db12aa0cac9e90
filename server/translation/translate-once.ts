import type { Language } from "#common/i18n/languages";
import type { Translator } from "./translator";

/**
 * The translations being made in this process, per engine: a reader who opens a text while the
 * translation made after its send (or its return) is still on its way waits for that one rather
 * than asking the engine again.
 */
const making = new WeakMap<Translator, Map<string, Promise<unknown>>>();

/**
 * Makes a translation (`make`: the engine's calls and the store) once at a time per `key` and engine:
 * a second caller while it is on its way gets the same answer. Null when it could not be made.
 */
export function makeOnce<T>(translator: Translator, key: string, make: () => Promise<T | null>): Promise<T | null> {
  const running = making.get(translator) ?? new Map<string, Promise<unknown>>();
  making.set(translator, running);
  const existing = running.get(key) as Promise<T | null> | undefined;
  if (existing) return existing;
  const made = make().finally(() => running.delete(key));
  running.set(key, made);
  return made;
}

/** Whether the engine translates between these two languages (never a language into itself). */
export function translatesBetween(translator: Translator, from: Language, to: Language): boolean {
  return from !== to && translator.languages.includes(from) && translator.languages.includes(to);
}

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
  if (!translatesBetween(translator, from, to)) return Promise.resolve(null);
  return makeOnce(translator, key, async () => {
    // The engines answer null rather than throw; one that throws all the same is one that could not translate.
    const body = await translator.translate(original, from, to).catch(() => null);
    if (body === null) return null;
    await store(body);
    return body;
  });
}
