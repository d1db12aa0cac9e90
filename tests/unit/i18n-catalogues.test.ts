/**
 * The catalogues of docs/decisions/0025: every language has exactly English's ids, every message is
 * valid ICU, and a translation takes the same arguments as its English source (a Spanish message that
 * forgot `{name}` would silently drop the name).
 */
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "#common/i18n/catalogues";
import { LANGUAGES, LOCALES, preferredLanguage } from "#common/i18n/languages";
import { languageOfPath, localizedPath, splitLocalizedPath } from "#common/i18n/public-paths";
import { t } from "#common/i18n/messages";

/** The argument names a message uses, with their kind ("argument", "plural", "tag"...). */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) found.add(`${e.value}:${e.type}`);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      found.add(`${e.value}:${e.type}`);
      for (const option of Object.values(e.options)) argumentsOf(option.value, found);
    }
    if (e.type === TYPE.tag) {
      found.add(`${e.value}:tag`);
      argumentsOf(e.children, found);
    }
  }
  return found;
}

const english = CATALOGUES.en;

describe("catalogues", () => {
  it.each(LANGUAGES.filter((l) => l !== "en"))("%s has exactly English's ids", (language) => {
    const ids = Object.keys(CATALOGUES[language]).sort();
    expect(ids).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)("every %s message is ICU with English's arguments, and no message is empty", (language) => {
    const problems: string[] = [];
    for (const [id, source] of Object.entries(english)) {
      const text = CATALOGUES[language][id];
      if (!text?.trim()) {
        problems.push(`${id}: empty`);
        continue;
      }
      try {
        const args = [...argumentsOf(parse(text))].sort();
        const expected = [...argumentsOf(parse(source))].sort();
        if (args.join() !== expected.join()) problems.push(`${id}: arguments ${args.join(", ")} but English has ${expected.join(", ")}`);
      } catch (err) {
        problems.push(`${id}: ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("formats with each language's words and the locale's numbers", () => {
    expect(t("en", "site.footer.rights", { year: "2026", school: "BrightPath Academy" })).toBe("© 2026 BrightPath Academy. All rights reserved.");
    expect(t("es", "site.footer.rights", { year: "2026", school: "BrightPath Academy" })).toBe("© 2026 BrightPath Academy. Todos los derechos reservados.");
    expect(LOCALES.es).toBe("es-US");
    expect(new Intl.NumberFormat(LOCALES.es, { style: "currency", currency: "USD" }).format(1234.5)).toBe("$1,234.50");
  });
});

describe("public paths", () => {
  it("puts English at the root and Spanish under /es, the home page at /es/", () => {
    expect(localizedPath("/tuition", "en")).toBe("/tuition");
    expect(localizedPath("/tuition", "es")).toBe("/es/tuition");
    expect(localizedPath("/", "es")).toBe("/es/");
    expect(splitLocalizedPath("/es/tuition")).toEqual({ language: "es", path: "/tuition" });
    expect(splitLocalizedPath("/es/")).toEqual({ language: "es", path: "/" });
    expect(splitLocalizedPath("/tuition")).toEqual({ language: "en", path: "/tuition" });
    expect(languageOfPath("/estimates")).toBe("en");
    expect(languageOfPath("/en/tuition")).toBe("en");
    expect(splitLocalizedPath("/tuition/")).toEqual({ language: "en", path: "/tuition" });
  });

  it("takes the first language the visitor prefers that the school speaks", () => {
    expect(preferredLanguage(["fr-FR", "es-MX", "en"])).toBe("es");
    expect(preferredLanguage(["de"])).toBe("en");
  });
});
