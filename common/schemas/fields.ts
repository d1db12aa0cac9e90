/**
 * Field rules shared by the public forms (spec section 5). Every form schema is built from these so a
 * rule and its message exist once, on the client and on the server alike.
 */
import { z } from "zod";

export const INVALID_EMAIL = "Please enter a valid email address";
export const PLUS_EMAIL = "Email addresses with '+' symbols are not supported for school communications";
export const INVALID_PHONE = "Please enter a valid phone number";
/** A person's full name, as staff enter it and as the person edits it on their profile. */
export const FULL_NAME_MAX = 100;
export const FULL_NAME_TOO_LONG = `Full name must not exceed ${FULL_NAME_MAX} characters`;

/** After removing spaces, hyphens and parentheses: an optional +, a non-zero digit, up to 15 more digits. */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export function normalizePhone(value: string) {
  return value.replace(/[\s()-]/g, "");
}

export function isValidPhone(value: string) {
  return PHONE_PATTERN.test(normalizePhone(value));
}

/** Trimmed text; an empty string and a missing value both mean "not given". */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: "Must be text" })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A valid address, trimmed and lower-cased. */
export const email = () =>
  z
    .string({ error: INVALID_EMAIL })
    .trim()
    .max(254, INVALID_EMAIL)
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL }));

/** The contact form's address rule: valid and without a '+' tag. */
export const schoolEmail = () =>
  z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .refine((value) => !value.includes("+"), PLUS_EMAIL)
    .pipe(z.string().max(254, INVALID_EMAIL).pipe(z.email({ error: INVALID_EMAIL })));

/** An optional phone number, kept as typed (trimmed) when valid. */
export const optionalPhone = () =>
  z
    .string({ error: INVALID_PHONE })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isValidPhone(value), INVALID_PHONE);

/** A boolean that defaults to false when absent. */
export const flag = () => z.boolean({ error: "Must be true or false" }).default(false);
