/**
 * What domain code throws when an action cannot be done: the kind of failure and a message the person
 * can act on, never an HTTP status (issue 31). The edge (server/errors.ts) turns each kind into its
 * status; code outside the web server (scripts, the relay's socket) reads the kind and the message.
 */
export type DomainErrorKind = "invalid" | "unauthenticated" | "forbidden" | "not_found" | "conflict" | "too_large" | "too_many" | "unavailable";

/** One field's problem, shown next to that field. */
export interface FieldError {
  field: string;
  message: string;
}

export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: FieldError[],
    /** When a too_many or unavailable failure is worth trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The input cannot be used; `errors` names the fields to fix. */
export const invalid = (message: string, errors?: FieldError[]) => new DomainError("invalid", message, errors);
/** Nobody is signed in, or the proof of who they are failed. */
export const unauthenticated = (message: string, errors?: FieldError[]) => new DomainError("unauthenticated", message, errors);
/** This person may not do this. */
export const forbidden = (message: string, errors?: FieldError[]) => new DomainError("forbidden", message, errors);
/** There is no such thing, or not one this person may know of. */
export const notFound = (message: string, errors?: FieldError[]) => new DomainError("not_found", message, errors);
/** The thing exists but its state refuses the action (already done, full, taken, changed meanwhile). */
export const conflict = (message: string, errors?: FieldError[]) => new DomainError("conflict", message, errors);
/** The file or input is bigger than the school accepts. */
export const tooLarge = (message: string, errors?: FieldError[]) => new DomainError("too_large", message, errors);
/** Too many attempts in a while. */
export const tooMany = (message: string, retryAfterSeconds?: number) => new DomainError("too_many", message, undefined, retryAfterSeconds);
/** A service the action needs is not answering now. */
export const unavailable = (message: string, retryAfterSeconds?: number) => new DomainError("unavailable", message, undefined, retryAfterSeconds);
