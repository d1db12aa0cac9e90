/**
 * The language a text is written in (server/translation/written-language.ts): every message of the
 * school's evaluation set and its reference translation is found in its own language, and a text too
 * short to tell takes its writer's.
 */
import { describe, expect, it } from "vitest";
import { detectedLanguage, writtenLanguage } from "../../server/translation/written-language";
import { ENGLISH_TO_SPANISH, SPANISH_TO_ENGLISH } from "../fixtures/translation/school-messages";

describe("the language a text is written in", () => {
  it("finds each message of the evaluation set, and each reference translation, in its own language", async () => {
    const cases = [
      ...ENGLISH_TO_SPANISH.flatMap((m) => [
        [m.source, "en"],
        [m.reference, "es"],
      ]),
      ...SPANISH_TO_ENGLISH.flatMap((m) => [
        [m.source, "es"],
        [m.reference, "en"],
      ]),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const wrong = [];
    for (const [text, language] of cases) if ((await detectedLanguage(text!)) !== language) wrong.push([text, language]);
    expect(wrong).toEqual([]);
  });

  it("tells a bilingual teacher's English from her Spanish, whatever her account reads", async () => {
    expect(await writtenLanguage("Lovely work, Nia! Your answer shows real understanding.", "es")).toBe("en");
    expect(await writtenLanguage("Nia was sick today", "es")).toBe("en");
    expect(await writtenLanguage("¡Muy buen trabajo, Beatriz!", "en")).toBe("es");
    expect(await writtenLanguage("Cuenta hasta 20", "en")).toBe("es");
  });

  it("takes the writer's language when the words say too little", async () => {
    for (const text of ["OK", "Nia", "Beatriz Nakamura", "3 + 4 = 7", "20", "👍", ""]) {
      expect(await detectedLanguage(text)).toBeNull();
      expect(await writtenLanguage(text, "es")).toBe("es");
      expect(await writtenLanguage(text, "en")).toBe("en");
    }
  });
});
