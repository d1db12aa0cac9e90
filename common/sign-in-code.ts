/**
 * The text code of a child's sign-in card (issue 34): 15 characters of Crockford base32 in three
 * groups, "K7QM2-XPA93-TDF4R", which is 75 random bits. Base32 because a grown-up types it: no I, L,
 * O or U to mistake for 1, 0 or V; what they type is read without case, spaces or dashes, and an I or
 * L as 1, an O as 0 (Crockford's own reading). Shared by the server (making and checking a code) and
 * the sign-in form (which sends what was typed, as typed).
 */
export const SIGN_IN_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const SIGN_IN_CODE_LENGTH = 15;
const GROUP = 5;
/** What a typed code may hold before it is read: its characters, spaces and dashes, and some slack. */
export const SIGN_IN_CODE_MAX_TYPED = 64;

/** The code as typed, in its one stored form (upper case, no separators), or null when it cannot be a code. */
export function normaliseSignInCode(typed: string): string | null {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/[IL]/g, "1")
    .replace(/O/g, "0");
  if (compact.length !== SIGN_IN_CODE_LENGTH) return null;
  for (const char of compact) if (!SIGN_IN_CODE_ALPHABET.includes(char)) return null;
  return compact;
}

/** The printed form: groups of five joined by dashes. */
export function formatSignInCode(code: string): string {
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += GROUP) groups.push(code.slice(i, i + GROUP));
  return groups.join("-");
}

/** The address the card's QR code opens: the code in the fragment, which a browser never sends to a server. */
export function signInCardUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/auth/card#${code}`;
}
