/**
 * What domain code throws when an action cannot be done: the kind of failure and a message the person
 * can act on, never an HTTP status (issue 31). The edge (server/errors.ts) turns each kind into its
 * status; code outside the web server (scripts, the relay's socket) reads the kind and the message.
 * A message with values (a name, a date, a count) is a Phrase, so the edge writes it in the reader's
 * language (issue 32); `message` holds its English text for everyone else.
 */
import { DEFAULT_LANGUAGE } from "#common/i18n/languages";
import { formatPhrase, type Words } from "#common/i18n/phrase";

export type DomainErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "too_large" | "too_many" | "unavailable";

/** One field's problem, shown next to that field. */
export interface FieldError {
  field: string;
  message: Words;
}

export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    /** What the person reads, written in their language by server/errors.ts. */
    readonly words: Words,
    readonly errors?: FieldError[],
    /** When a too_many or unavailable failure is worth trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof words === "string" ? words : formatPhrase(DEFAULT_LANGUAGE, words));
  }
}

/** The input cannot be used; `errors` names the fields to fix. */
export const invalid = (message: Words, errors?: FieldError[]) => new DomainError("invalid", message, errors);
/** Nobody is signed in, or the proof of who they are failed. */
export const unauthenticated = (message: Words, errors?: FieldError[]) => new DomainError("unauthenticated", message, errors);
/** This person may not do this. */
export const forbidden = (message: Words, errors?: FieldError[]) => new DomainError("forbidden", message, errors);
/** There is no such thing, or not one this person may know of. */
export const notFound = (message: Words, errors?: FieldError[]) => new DomainError("not_found", message, errors);
/** The thing exists but its state refuses the action (already done, full, taken, changed meanwhile). */
export const conflict = (message: Words, errors?: FieldError[]) => new DomainError("conflict", message, errors);
/** The file or input is bigger than the school accepts. */
export const tooLarge = (message: Words, errors?: FieldError[]) => new DomainError("too_large", message, errors);
/** Too many attempts in a while. */
export const tooMany = (message: Words, retryAfterSeconds?: number) => new DomainError("too_many", message, undefined, retryAfterSeconds);
/** A service the action needs is not answering now. */
export const unavailable = (message: Words, retryAfterSeconds?: number) => new DomainError("unavailable", message, undefined, retryAfterSeconds);
