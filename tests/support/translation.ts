/**
 * The translation tests' engine: a test app with the embedded Apertium on (apertium and
 * apertium-eng-spa, which CI installs), and a way to hold the engine's answers to show that a send or
 * a return does not wait for them.
 */
import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { users } from "../../server/db/schema";
import { findApertium } from "../../server/translation/apertium";
import type { Translator } from "../../server/translation/translator";
import { TestClient } from "./http-client";
import { ottersAndBadgers } from "./structure";
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

/** The readers of the Otters' teacher's words, each signed in. */
export type OtterReader = "teacher" | "child" | "spanishGuardian" | "englishGuardian" | "otherSpanishGuardian";

/**
 * Otters and Badgers (ottersAndBadgers) where languages differ: the Otters' teacher writes English, Ada
 * (her account and her guardian) reads Spanish, Ben's family English; Cy's Spanish family is in Badgers.
 */
export async function spanishOtters(t: TestApp) {
  const school = await ottersAndBadgers(t.db);
  const { otters, ada, ben, cy } = school;
  for (const id of [ada.user.id, ada.guardian!.id, cy.guardian!.id]) await t.db.update(users).set({ language: "es" }).where(eq(users.id, id));
  const as = {} as Record<OtterReader, TestClient>;
  const people: [OtterReader, string][] = [
    ["teacher", otters.teacher!.id],
    ["child", ada.user.id],
    ["spanishGuardian", ada.guardian!.id],
    ["englishGuardian", ben.guardian!.id],
    ["otherSpanishGuardian", cy.guardian!.id],
  ];
  for (const [name, id] of people) {
    as[name] = new TestClient(t.url);
    as[name].setCookie("sid", (await createSession(t.db, id)).id);
  }
  return { ...school, as };
}
