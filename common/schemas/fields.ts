/**
 * Field rules shared by every schema (docs/product.md section 5 for the public forms). Every form, query and
 * command schema is built from these so a rule and its message exist once, on the client and on the
 * server alike. Every string starts as `text()`.
 */
import { z } from "zod";

export const INVALID_EMAIL = "Please enter a valid email address";
export const PLUS_EMAIL = "Email addresses with '+' symbols are not supported for school communications";
export const INVALID_PHONE = "Please enter a valid phone number";
/** A person's full name, as staff enter it and as the person edits it on their profile. */
export const FULL_NAME_MAX = 100;
export const FULL_NAME_TOO_LONG = `Full name must not exceed ${FULL_NAME_MAX} characters`;

export const UNUSUAL_CHARACTERS = "Please remove unusual characters";

/**
 * What nobody types: control characters (C0, DEL and C1; PostgreSQL refuses NUL in text outright),
 * halves of a surrogate pair standing alone, and Unicode non-characters (U+FFFE, U+FFFF, ...).
 */
const UNUSUAL_IN_LINE = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;
/** The same, except the tab and the line breaks a text typed over several lines holds. */
const UNUSUAL_IN_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u;

export function hasUnusualCharacters(value: string, multiline = false) {
  return (multiline ? UNUSUAL_IN_LINES : UNUSUAL_IN_LINE).test(value);
}

export interface TextOptions {
  /** The message for a value that is not a string at all. */
  error?: string;
  /** A text area: tabs and line breaks are allowed (a one-line field refuses them). */
  multiline?: boolean;
}

/**
 * A string from a form, a query string or a command. Unusual characters are refused first, and alone
 * (`abort`), so the field shows one message saying what to fix and no such value reaches the
 * database, a mail or a CSV file.
 */
export const text = ({ error = "Must be text", multiline = false }: TextOptions = {}) =>
  z.string({ error }).refine((value) => !hasUnusualCharacters(value, multiline), { message: UNUSUAL_CHARACTERS, abort: true });

/** After removing spaces, hyphens and parentheses: an optional +, a non-zero digit, up to 15 more digits. */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export function normalizePhone(value: string) {
  return value.replace(/[\s()-]/g, "");
}

export function isValidPhone(value: string) {
  return PHONE_PATTERN.test(normalizePhone(value));
}

/** Trimmed text; an empty string and a missing value both mean "not given". */
export const optionalText = (max: number, tooLong: string, options: TextOptions = {}) =>
  text(options)
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A valid address, trimmed and lower-cased. */
export const email = () =>
  text({ error: INVALID_EMAIL })
    .trim()
    .max(254, INVALID_EMAIL)
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL }));

/** The contact form's address rule: valid and without a '+' tag. */
export const schoolEmail = () =>
  text({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .refine((value) => !value.includes("+"), { message: PLUS_EMAIL, abort: true })
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL }));

/** An optional phone number, kept as typed (trimmed) when valid. */
export const optionalPhone = () =>
  text({ error: INVALID_PHONE })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isValidPhone(value), INVALID_PHONE);

/** A boolean that defaults to false when absent. */
export const flag = () => z.boolean({ error: "Must be true or false" }).default(false);
