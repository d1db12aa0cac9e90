/**
 * The pure parts of machine translation (issue 32): the school's glossary, the stream format the
 * embedded engine reads and writes, the post-edits of its Spanish, and the bounds on what is sent.
 */
import { describe, expect, it } from "vitest";
import { deformat, reformat } from "../../server/translation/apertium-format";
import { tidySpaces } from "../../server/translation/apertium";
import { makeGlossary, schoolGlossary, SCHOOL_GLOSSARY } from "../../server/translation/glossary";
import { addSpanishOpeningMarks, postEdit, toUsted } from "../../server/translation/post-edit";
import { refuseInput, TRANSLATION_MAX_INPUT_BYTES } from "../../server/translation/translator";
import { ENGLISH_TO_SPANISH, SPANISH_TO_ENGLISH } from "../fixtures/translation/school-messages";

const replaced = (text: string, from: "en" | "es", to: "en" | "es") =>
  schoolGlossary.terms(text, from, to).map((t) => [text.slice(t.start, t.end), t.replacement]);

describe("the school's glossary", () => {
  it("finds whole terms, longest first, in either direction", () => {
    expect(replaced("Report cards and the report card.", "en", "es")).toEqual([
      ["Report cards", "Boletas de calificaciones"],
      ["the report card", "la boleta de calificaciones"],
    ]);
    expect(replaced("¿A qué hora es la reunión de padres y maestros?", "es", "en")).toEqual([["reunión de padres y maestros", "parent-teacher conference"]]);
    expect(replaced("Homeroom starts at 8.", "en", "es")).toEqual([["Homeroom", "Salón hogar"]]);
    // Not inside other words.
    expect(replaced("The recessive gene; a snackbar; homerooms", "en", "es")).toEqual([]);
  });

  it("translates an English determiner with the term's gender and number", () => {
    expect(replaced("Pack a lunch for the field trip.", "en", "es")).toEqual([["the field trip", "la excursión"]]);
    expect(replaced("Sign your reading logs.", "en", "es")).toEqual([["your reading logs", "sus registros de lectura"]]);
    expect(replaced("These sight words", "en", "es")).toEqual([["These sight words", "Estas palabras de uso frecuente"]]);
    // "lathe" is no determiner, even when the look-back window starts inside it.
    expect(replaced("An old lathe recess", "en", "es")).toEqual([["recess", "recreo"]]);
  });

  it('opens a sentence with "Por favor," and marks the word after a term to stay in lower case', () => {
    expect(replaced("Please sign. Could you please call?", "en", "es")).toEqual([
      ["Please", "Por favor,"],
      ["please", "por favor"],
    ]);
    const terms = schoolGlossary.terms("Homeroom starts at 8. Recess Daniel", "en", "es");
    expect(terms.map((t) => t.lowerNext)).toEqual([true, false]);
  });

  it("keeps entries of one direction out of the other", () => {
    expect(replaced("La maestra", "es", "en")).toEqual([["maestra", "teacher"]]);
    expect(replaced("The teacher", "en", "es")).toEqual([]);
    expect(makeGlossary([]).terms("field trip", "en", "es")).toEqual([]);
  });

  it("has terms the evaluation set uses, in both directions", () => {
    const used = (set: typeof ENGLISH_TO_SPANISH, from: "en" | "es", to: "en" | "es") =>
      set.filter((m) => schoolGlossary.terms(m.source, from, to).length > 0).length;
    expect(used(ENGLISH_TO_SPANISH, "en", "es")).toBeGreaterThan(10);
    expect(used(SPANISH_TO_ENGLISH, "es", "en")).toBeGreaterThan(10);
    expect(ENGLISH_TO_SPANISH.length).toBeGreaterThanOrEqual(50);
    expect(SPANISH_TO_ENGLISH.length).toBeGreaterThanOrEqual(50);
    for (const entry of SCHOOL_GLOSSARY) expect(entry.en.trim() && entry.es.trim()).toBeTruthy();
  });
});

describe("Apertium's stream format", () => {
  it("escapes the reserved characters, carries blanks as superblanks and closes the sentence", () => {
    expect(deformat("Cost: $5 <b> a/b [x] @home {y} ^z \\", "m1")).toBe("[m1]Cost: \\$5 \\<b\\> a\\/b \\[x\\] \\@home \\{y\\} \\^z \\\\.[]");
    expect(deformat("One\n\ntwo  three\tfour ~x", "m2")).toBe("[m2]One[\n\n]two[  ]three[\t]four [~]x.[]");
  });

  it("never lets a NUL (the end of a chunk) into the pipeline", () => {
    expect(deformat("a\0b", "m3")).not.toContain("\0");
  });

  it("puts glossary terms in as superblanks, escaped", () => {
    const text = "Bring the reading log]";
    expect(deformat(text, "m4", [{ start: 6, end: 21, replacement: "el registro [de] lectura" }])).toBe("[m4]Bring [el registro \\[de\\] lectura]\\].[]");
  });

  it("reads an answer back: markers, the closing stop, superblanks and escapes undone", () => {
    for (const text of ["Cost: $5 <b> a/b [x] @home {y} ^z \\", "One\n\ntwo  three\tfour ~x", "¿Qué tal? 🎒"]) {
      expect(reformat(deformat(text, "m5"), "m5")).toBe(text);
    }
  });

  it("refuses an answer that carries another request's marker", () => {
    expect(reformat("[m6]Hola.[]", "m7")).toBeNull();
    expect(reformat("Hola.[]", "m7")).toBeNull();
  });

  it("lowers the first letter after a term whose next word was lower case in the source", () => {
    const chunk = deformat("Homeroom starts", "m8", [{ start: 0, end: 8, replacement: "Salón hogar", lowerNext: true }]);
    // What the engine makes of it: it capitalises the word after the blank.
    const answer = chunk.replace("starts", "Inicios");
    expect(reformat(answer, "m8")).toBe("Salón hogar inicios");
  });
});

describe("post-edits of the engine's Spanish", () => {
  it("opens questions and exclamations", () => {
    expect(addSpanishOpeningMarks("Emma faltó hoy. Es todo bien?")).toBe("Emma faltó hoy. ¿Es todo bien?");
    expect(addSpanishOpeningMarks("Feliz día! Disfrute.")).toBe("¡Feliz día! Disfrute.");
    expect(addSpanishOpeningMarks("¿Ya está? Sí.")).toBe("¿Ya está? Sí.");
    expect(addSpanishOpeningMarks("Hola\nQué tal?")).toBe("Hola\n¿Qué tal?");
  });

  it("writes to families with usted", () => {
    expect(toUsted("Vuestro niño y vuestras tareas, contigo")).toBe("Su niño y sus tareas, con usted");
    expect(postEdit("Vuestro niño vendrá?", "es")).toBe("¿Su niño vendrá?");
    expect(postEdit("Vuestro niño?", "en")).toBe("Vuestro niño?");
  });

  it("drops the blanks a dropped word left, keeps the source's own", () => {
    expect(tidySpaces(" Sofía  un trabajo ", "Sofia did a job")).toBe("Sofía un trabajo");
    expect(tidySpaces("a  b", "x  y")).toBe("a  b");
  });
});

describe("what is sent to an engine", () => {
  it("is bounded in UTF-8 bytes", () => {
    expect(refuseInput("hola", "es", "en")).toBeNull();
    expect(refuseInput("a".repeat(TRANSLATION_MAX_INPUT_BYTES), "en", "es")).toBeNull();
    expect(refuseInput("a".repeat(TRANSLATION_MAX_INPUT_BYTES + 1), "en", "es")).toBe("too-long");
    // 4 bytes each: fewer characters than the bound, more bytes.
    expect(refuseInput("🎒".repeat(TRANSLATION_MAX_INPUT_BYTES / 4 + 1), "en", "es")).toBe("too-long");
    expect(refuseInput("ñ".repeat(TRANSLATION_MAX_INPUT_BYTES / 2), "en", "es")).toBeNull();
  });

  it("is not sent at all when there is nothing to translate", () => {
    expect(refuseInput("  \n", "en", "es")).toBe("empty");
    expect(refuseInput("Hello", "en", "en")).toBe("same-language");
  });
});
