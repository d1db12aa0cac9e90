/**
 * The translation tests' engine: a test app with the embedded Apertium on (apertium and
 * apertium-eng-spa, which CI installs), and a way to hold the engine's answers to show that a send or
 * a return does not wait for them.
 */
import { expect, vi } from "vitest";
import { findApertium } from "../../server/translation/apertium";
import type { Translator } from "../../server/translation/translator";
import { startTestApp, type DatabaseKind, type TestApp } from "./test-app";

export async function startWithApertium(kind: DatabaseKind, options: { clientDir?: string } = {}): Promise<TestApp> {
  if (!findApertium({})) throw new Error("Apertium is not installed: apt-get install -y apertium apertium-eng-spa (CI installs them)");
  const t = await startTestApp(kind, { config: { apiRateLimitPerMinute: 1_000_000, translation: { mode: "auto" }, ...options } });
  expect(t.app.translator.name).toBe("apertium");
  return t;
}

/** Every translation asked of `translator` waits until `release()`, then is made; `spy` records what was asked. */
export function holdTranslations(translator: Translator) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const real = translator.translate.bind(translator);
  const spy = vi.spyOn(translator, "translate").mockImplementation(async (...args) => {
    await held;
    return real(...args);
  });
  return {
    spy,
    release,
    /** Releases what is held and gives the engine back its own method. */
    restore: () => {
      release();
      spy.mockRestore();
    },
  };
}
