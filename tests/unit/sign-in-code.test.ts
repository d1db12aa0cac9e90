/** The text code of a sign-in card (issue 34): its alphabet and length, how it prints, and how a typed code is read. */
import { describe, expect, it } from "vitest";
import { SIGN_IN_CODE_ALPHABET, SIGN_IN_CODE_LENGTH, formatSignInCode, normaliseSignInCode, signInCardUrl } from "#common/sign-in-code";
import { hashSignInCode, newSignInCode } from "../../server/auth/sign-in-cards";

describe("sign-in card codes", () => {
  it("are 15 Crockford base32 characters: at least 64 random bits", () => {
    expect(SIGN_IN_CODE_ALPHABET).toHaveLength(32);
    expect(SIGN_IN_CODE_LENGTH * Math.log2(SIGN_IN_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(64);
    const codes = Array.from({ length: 500 }, newSignInCode);
    for (const code of codes) expect(code).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{15}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up (the draw is not stuck on a part of it).
    expect(new Set(codes.join("")).size).toBe(32);
  });

  it("print in three groups of five", () => {
    expect(formatSignInCode("K7QM2XPA93TDF4R")).toBe("K7QM2-XPA93-TDF4R");
  });

  it("are read without case, spaces or dashes, with I and L as 1 and O as 0", () => {
    expect(normaliseSignInCode("K7QM2-XPA93-TDF4R")).toBe("K7QM2XPA93TDF4R");
    expect(normaliseSignInCode(" k7qm2 xpa93 tdf4r ")).toBe("K7QM2XPA93TDF4R");
    expect(normaliseSignInCode("k7qm2--xpa93\ttdf4r")).toBe("K7QM2XPA93TDF4R");
    expect(normaliseSignInCode("IL0O0-00000-00000")).toBe("110000000000000");
  });

  it("refuse what cannot be a code", () => {
    expect(normaliseSignInCode("")).toBeNull();
    expect(normaliseSignInCode("K7QM2-XPA93-TDF4")).toBeNull();
    expect(normaliseSignInCode("K7QM2-XPA93-TDF4RR")).toBeNull();
    expect(normaliseSignInCode("K7QM2-XPA93-TDF4U")).toBeNull();
    expect(normaliseSignInCode("K7QM2/XPA93/TDF4R")).toBeNull();
  });

  it("are hashed (SHA-256, hex) in their read form, and carried in the fragment of the card's address", () => {
    expect(hashSignInCode("K7QM2XPA93TDF4R")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSignInCode("K7QM2XPA93TDF4R")).not.toBe(hashSignInCode("K7QM2XPA93TDF4S"));
    expect(signInCardUrl("https://school.example/", "K7QM2XPA93TDF4R")).toBe("https://school.example/auth/card#K7QM2XPA93TDF4R");
  });
});
