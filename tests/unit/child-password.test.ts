/** A child's password follows the children's rule (issue 34); everyone else keeps the adult rule. */
import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, registerSchema, passwordProblems } from "#common/schemas/auth";
import { CHILD_PASSWORD_MESSAGES, childPasswordProblems } from "#common/schemas/child-password";
import { childPasswordSchema } from "#common/schemas/learning/students";
import { CHILD_PASSPHRASE_WORDS, suggestChildPassphrase } from "#common/child-passphrase-words";
import { localize } from "#common/i18n/messages";

const messages = (password: unknown) => {
  const result = childPasswordSchema.safeParse({ password });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a child's password", () => {
  it("accepts three simple words, separated by spaces or dashes, in any case, with no capital or digit", () => {
    expect(messages("blue kite sunny")).toEqual([]);
    expect(messages("red-cat-owl")).toEqual([]);
    expect(messages("Red Cat OWL")).toEqual([]);
    expect(messages("sol  luna-árbol")).toEqual([]);
  });

  it("refuses two words, or three where one is shorter than 3 letters", () => {
    expect(messages("blue kite")).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
    expect(messages("my red cat")).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
    expect(messages("cat dog 42")).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
    expect(messages("")).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
  });

  it("accepts any 12 characters, but not 11, nor spaces around a shorter one", () => {
    expect(messages("abcdefghijkl")).toEqual([]);
    expect(messages("Blue-Kite-2026")).toEqual([]);
    expect(messages("abcdefghijk")).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
    expect(messages(" ".repeat(12))).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
    expect(messages("  abcdefghij  ")).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
  });

  it("keeps the adult rule's maximum length", () => {
    expect(childPasswordProblems("cat ".repeat(32))).toEqual([]);
    expect(childPasswordProblems("a".repeat(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });

  it("is told to a Spanish-speaking family in Spanish", () => {
    expect(localize("es", CHILD_PASSWORD_MESSAGES.tooShort)).toMatch(/^Use tres palabras sencillas/);
    expect(localize("es", CHILD_PASSWORD_MESSAGES.tooLong)).toBe("La contraseña no puede tener más de 128 caracteres");
  });
});

describe("an adult's password", () => {
  it("keeps the adult rule: a three-word passphrase without a capital or digit is refused", () => {
    expect(passwordProblems("blue kite sunny")).toEqual([PASSWORD_MESSAGES.upper, PASSWORD_MESSAGES.digit]);
    expect(passwordProblems("Sunny-Kite-42")).toEqual([]);
    const registration = registerSchema.safeParse({ username: "grace", password: "blue kite sunny", email: "grace@example.com" });
    expect(registration.success).toBe(false);
    expect(registration.error?.issues.filter((issue) => issue.path[0] === "password").map((issue) => issue.message)).toEqual([
      PASSWORD_MESSAGES.upper,
      PASSWORD_MESSAGES.digit,
    ]);
  });
});

describe("Make one for me", () => {
  it("draws three different words from the child's language's list, which meet the children's rule", () => {
    for (const language of ["en", "es"] as const) {
      const list = CHILD_PASSPHRASE_WORDS[language];
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toMatch(/^[a-z]{3,6}$/);
      for (let i = 0; i < 20; i++) {
        const suggestion = suggestChildPassphrase(language, (values) => crypto.getRandomValues(values));
        const words = suggestion.split(" ");
        expect(words).toHaveLength(3);
        expect(new Set(words).size).toBe(3);
        for (const word of words) expect(list).toContain(word);
        expect(messages(suggestion)).toEqual([]);
      }
    }
  });

  it("takes each word by the random number it is given, past values that would favour the first words", () => {
    const size = CHILD_PASSPHRASE_WORDS.en.length;
    // The first value is in the uneven top of the range and is drawn again; then 0, 0 and 1.
    const draws = [0xffff_ffff, 0, 0, 1];
    const fill = (values: Uint32Array) => {
      values[0] = draws.shift()!;
      return values;
    };
    expect(size).toBe(100);
    // After each word is taken the rest move up: 0 takes "bear", then 1 skips "bell" for "bird".
    expect(suggestChildPassphrase("en", fill)).toBe("apple bear bird");
    expect(draws).toEqual([]);
  });
});
