/**
 * A child's password (issue 34), set by the child's guardian or by staff: a passphrase a young child
 * can remember and type, not the adult rule (common/schemas/auth.ts). It is either three simple words
 * ("blue kite sunny") or any 12 characters; letters of either case count the same, and no capital or
 * digit is asked for. Or it is a picture password (common/learning/picture-password.ts), sent in its
 * canonical text `pictures:cat-sun-tree-fish`. Sign-in is unchanged (the same hash, the same login throttle).
 */
import { looksLikePicturePassword, parsePicturePassword, PICTURE_PASSWORD_MESSAGES } from "../learning/picture-password";
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from "./auth";
import { text } from "./fields";

export const CHILD_PASSWORD_MIN_WORDS = 3;
export const CHILD_PASSWORD_MIN_WORD_LETTERS = 3;
export const CHILD_PASSWORD_MIN_LENGTH = 12;

export const CHILD_PASSWORD_MESSAGES = {
  tooShort: "Use three simple words of 3 or more letters, like blue kite sunny, or at least 12 characters",
  tooLong: PASSWORD_MESSAGES.tooLong,
  pictures: PICTURE_PASSWORD_MESSAGES.malformed,
} as const;

/** The words of a passphrase: parts between spaces or dashes made only of 3 or more letters. */
function simpleWords(password: string): string[] {
  return password.split(/[\s-]+/u).filter((part) => part.length >= CHILD_PASSWORD_MIN_WORD_LETTERS && /^\p{L}+$/u.test(part));
}

/** Every rule the child's password breaks (empty when it is acceptable). */
export function childPasswordProblems(password: string): string[] {
  // "pictures:cat-dog" is 16 characters with two words: judged as pictures, not let through as a passphrase.
  if (looksLikePicturePassword(password)) return parsePicturePassword(password) ? [] : [CHILD_PASSWORD_MESSAGES.pictures];
  if (password.length > PASSWORD_MAX_LENGTH) return [CHILD_PASSWORD_MESSAGES.tooLong];
  // Spaces around the words do not make a short password long: twelve spaces are not a password.
  const longEnough = password.trim().length >= CHILD_PASSWORD_MIN_LENGTH;
  const enoughWords = simpleWords(password).length >= CHILD_PASSWORD_MIN_WORDS;
  return longEnough || enoughWords ? [] : [CHILD_PASSWORD_MESSAGES.tooShort];
}

/** A child's new password: not trimmed (the spaces between the words are part of it). */
export const newChildPassword = () =>
  text({ error: CHILD_PASSWORD_MESSAGES.tooShort }).superRefine((value, ctx) => {
    for (const message of childPasswordProblems(value)) ctx.addIssue({ code: "custom", message });
  });
