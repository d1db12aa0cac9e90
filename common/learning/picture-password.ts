/**
 * A child's picture password (issue 34): 4 pictures of the avatar set (common/learning/avatars.ts), in
 * order, repeats allowed, for a child who cannot yet type words. It is one of the child's password's
 * forms, not a second password: its canonical text `pictures:<id>-<id>-<id>-<id>` is what the guardian's
 * dialog sends, what is hashed in users.passwordHash, and what the sign-in screen sends to POST
 * /api/login, so the sign-in, its throttle and its audit are the password's own.
 */
import { AVATARS } from "./avatars";

export const PICTURE_PASSWORD_PREFIX = "pictures:";
export const PICTURE_PASSWORD_LENGTH = 4;
/** Every avatar is a picture of the password (12 of them: 12^4 = 20,736 sequences, behind the login throttle). */
export const PASSWORD_PICTURES: readonly string[] = AVATARS.map((a) => a.id);

export const PICTURE_PASSWORD_MESSAGES = {
  malformed: "A picture password is 4 pictures from the list, like pictures:cat-sun-tree-fish",
} as const;

/**
 * Whether a password is meant as pictures (it starts with `pictures:` in any case): such a password is
 * judged by the picture rule alone, so a broken one is refused rather than taken as a passphrase.
 */
export function looksLikePicturePassword(password: string): boolean {
  return password.trimStart().toLowerCase().startsWith(PICTURE_PASSWORD_PREFIX);
}

/** The pictures of a canonical picture password, in order; null for anything else. */
export function parsePicturePassword(password: string): string[] | null {
  if (!password.startsWith(PICTURE_PASSWORD_PREFIX)) return null;
  const pictures = password.slice(PICTURE_PASSWORD_PREFIX.length).split("-");
  return isCompletePicturePassword(pictures) ? pictures : null;
}

/** Whether `pictures` make a whole picture password: 4 of the set, repeats allowed. */
export function isCompletePicturePassword(pictures: readonly string[]): boolean {
  return pictures.length === PICTURE_PASSWORD_LENGTH && pictures.every((id) => PASSWORD_PICTURES.includes(id));
}

/** The canonical text of 4 pictures (what is hashed and sent); throws for anything but a whole picture password. */
export function picturePasswordText(pictures: readonly string[]): string {
  if (!isCompletePicturePassword(pictures)) throw new Error("A picture password is 4 pictures of the avatar set");
  return `${PICTURE_PASSWORD_PREFIX}${pictures.join("-")}`;
}

/** A random whole number in [0, size) with no bias toward the low numbers (rejection sampling). */
function randomIndex(size: number, fill: (values: Uint32Array) => Uint32Array): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const value = new Uint32Array(1);
  do fill(value);
  while (value[0]! >= limit);
  return value[0]! % size;
}

/** 4 random pictures ("Make one for me"); `fill` is crypto.getRandomValues, given by the caller. */
export function suggestPicturePassword(fill: (values: Uint32Array) => Uint32Array): string[] {
  return Array.from({ length: PICTURE_PASSWORD_LENGTH }, () => PASSWORD_PICTURES[randomIndex(PASSWORD_PICTURES.length, fill)]!);
}
