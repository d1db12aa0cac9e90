/**
 * Passwords everyone tries first (OWASP ASVS 5.0, 6.2.4): the common-password list of zxcvbn-ts
 * (about 49,000 entries), of which only those long enough to pass the policy are kept. A password
 * is refused when its lower-case form is on the list ("Password1", "Qwerty123"), whatever the
 * composition rules say. Server side only: the list is too large to send to browsers.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MIN_LENGTH } from "#common/schemas/auth";
import { invalid } from "../domain-errors";

export const COMMON_PASSWORD_MESSAGE = "This password is one of the most common and easy to guess. Please choose another.";

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].filter((p) => p.length >= PASSWORD_MIN_LENGTH));
  return common.has(password.toLowerCase());
}

/** 400 on `field` for a password on the list. */
export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) throw invalid(COMMON_PASSWORD_MESSAGE, [{ field, message: COMMON_PASSWORD_MESSAGE }]);
}
