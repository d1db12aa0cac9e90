/** A child's picture password (issue 34): 4 avatars in order, one canonical text, judged by the children's schema. */
import { describe, expect, it } from "vitest";
import { AVATARS } from "#common/learning/avatars";
import {
  PASSWORD_PICTURES,
  PICTURE_PASSWORD_LENGTH,
  PICTURE_PASSWORD_MESSAGES,
  isCompletePicturePassword,
  looksLikePicturePassword,
  parsePicturePassword,
  picturePasswordText,
  suggestPicturePassword,
} from "#common/learning/picture-password";
import { CHILD_PASSWORD_MESSAGES } from "#common/schemas/child-password";
import { childPasswordSchema } from "#common/schemas/learning/students";
import { localize } from "#common/i18n/messages";

const messages = (password: unknown) => {
  const result = childPasswordSchema.safeParse({ password });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a picture password", () => {
  it("uses every avatar, at least 12", () => {
    expect(PASSWORD_PICTURES).toEqual(AVATARS.map((a) => a.id));
    expect(PASSWORD_PICTURES.length).toBeGreaterThanOrEqual(12);
    expect(PICTURE_PASSWORD_LENGTH).toBe(4);
  });

  it("writes 4 pictures, repeats allowed, as pictures:<id>-<id>-<id>-<id> and reads them back", () => {
    expect(picturePasswordText(["cat", "sun", "tree", "fish"])).toBe("pictures:cat-sun-tree-fish");
    expect(picturePasswordText(["cat", "cat", "cat", "cat"])).toBe("pictures:cat-cat-cat-cat");
    expect(parsePicturePassword("pictures:cat-sun-tree-fish")).toEqual(["cat", "sun", "tree", "fish"]);
    expect(parsePicturePassword("pictures:dog-dog-star-dog")).toEqual(["dog", "dog", "star", "dog"]);
  });

  it("refuses fewer or more than 4 pictures, or a picture not in the set", () => {
    expect(() => picturePasswordText(["cat", "sun", "tree"])).toThrow();
    expect(() => picturePasswordText(["cat", "sun", "tree", "fish", "dog"])).toThrow();
    expect(() => picturePasswordText(["cat", "sun", "tree", "unicorn"])).toThrow();
    expect(isCompletePicturePassword(["cat", "sun", "tree"])).toBe(false);
    expect(isCompletePicturePassword(["cat", "sun", "tree", "fish"])).toBe(true);
  });

  it("reads only the canonical text: no other case, spaces, empty pictures or other separators", () => {
    for (const text of [
      "pictures:cat-sun-tree",
      "pictures:cat-sun-tree-fish-dog",
      "pictures:cat-sun-tree-unicorn",
      "pictures:Cat-sun-tree-fish",
      "Pictures:cat-sun-tree-fish",
      "pictures: cat-sun-tree-fish",
      "pictures:cat-sun-tree-fish ",
      "pictures:cat--tree-fish",
      "pictures:cat,sun,tree,fish",
      "pictures:",
      "cat-sun-tree-fish",
      "blue kite sunny",
    ])
      expect(parsePicturePassword(text), text).toBeNull();
  });

  it("tells a password meant as pictures by its prefix, in any case", () => {
    expect(looksLikePicturePassword("pictures:cat")).toBe(true);
    expect(looksLikePicturePassword(" PICTURES:cat-sun-tree-fish")).toBe(true);
    expect(looksLikePicturePassword("blue kite sunny")).toBe(false);
    expect(looksLikePicturePassword("my pictures: cat dog")).toBe(false);
  });

  it("is a child's password for the shared schema; a broken one is refused with its own message, not taken as a passphrase", () => {
    expect(messages("pictures:cat-sun-tree-fish")).toEqual([]);
    expect(messages("pictures:rocket-rocket-rocket-rocket")).toEqual([]);
    // Long enough and with three simple words: a passphrase would pass, a picture password does not.
    expect(messages("pictures:cat-sun-tree")).toEqual([PICTURE_PASSWORD_MESSAGES.malformed]);
    expect(messages("pictures:cat-sun-tree-unicorn")).toEqual([CHILD_PASSWORD_MESSAGES.pictures]);
    expect(messages("Pictures:Cat-Sun-Tree-Fish")).toEqual([CHILD_PASSWORD_MESSAGES.pictures]);
    // The passphrases stay as they were.
    expect(messages("blue kite sunny")).toEqual([]);
    expect(messages("blue kite")).toEqual([CHILD_PASSWORD_MESSAGES.tooShort]);
  });

  it("says its refusal in Spanish through the catalogue", () => {
    expect(localize("es", PICTURE_PASSWORD_MESSAGES.malformed)).not.toBe(PICTURE_PASSWORD_MESSAGES.malformed);
  });

  it("suggests 4 pictures of the set from the random source it is given, without bias", () => {
    let next = 0;
    const counting = (values: Uint32Array) => {
      values[0] = next++;
      return values;
    };
    expect(suggestPicturePassword(counting)).toEqual(PASSWORD_PICTURES.slice(0, 4));
    // A value in the uneven top of the 32-bit range is drawn again, not folded onto the first pictures.
    const draws = [0xffff_ffff, 5, 6, 7, 8];
    const top = (values: Uint32Array) => {
      values[0] = draws.shift()!;
      return values;
    };
    expect(suggestPicturePassword(top)).toEqual(PASSWORD_PICTURES.slice(5, 9));
    const random = suggestPicturePassword((values) => crypto.getRandomValues(values));
    expect(isCompletePicturePassword(random)).toBe(true);
  });
});
