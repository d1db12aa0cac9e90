/**
 * How the contact and tour forms turn a failed call into the text of their error alert (spec
 * section 8, "Contact and tour generic error display"). Errors come from app/lib/api.ts as an
 * ApiError (status, body, field errors; its message "STATUS: body"); a network failure is a TypeError from fetch or an UploadNetworkError.
 */
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError, type FieldError } from "./api";

import { INPUT_ERROR, NETWORK_ERROR, SERVER_ERROR, UNEXPECTED_ERROR } from "./error-texts";

export { INPUT_ERROR, NETWORK_ERROR, SERVER_ERROR, UNEXPECTED_ERROR };

/** Raised by uploads (XMLHttpRequest) when the request never reached the server. */
export class UploadNetworkError extends Error {
  constructor() {
    super("Failed to fetch");
    this.name = "UploadNetworkError";
  }
}

function isNetworkFailure(error: unknown) {
  if (error instanceof UploadNetworkError) return true;
  // fetch rejects with a TypeError ("Failed to fetch" in Chromium, "NetworkError ..." in Firefox).
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

function messageOf(value: unknown): string | undefined {
  return value && typeof value === "object" && "message" in value && typeof value.message === "string" && value.message ? value.message : undefined;
}

export function formErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  if (error instanceof ApiError) {
    if (error.status === 400) {
      if (!error.json || typeof error.json !== "object") return INPUT_ERROR;
      return messageOf(error.errorList[0]) ?? messageOf(error.json) ?? INPUT_ERROR;
    }
    if (error.status === 500) return SERVER_ERROR;
    // Other statuses (429 too many requests, 413, ...): the server's own sentence rather than raw JSON.
    return messageOf(error.json) ?? error.message;
  }
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return text || UNEXPECTED_ERROR;
}

/** The field-level errors of a 400 or 409 answer, to show beside the fields the server refused. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}

/**
 * Puts the server's errors for the form's own `fields` on those fields, focusing the first, and
 * says how many there were (none: the caller shows the general message instead).
 */
export function showFieldErrors<T extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<T>): number {
  const found = fieldErrorsOf(error).filter((e) => fields.includes(e.field));
  found.forEach(({ field, message }, i) => setError(field as FieldPath<T>, { type: "server", message }, { shouldFocus: i === 0 }));
  return found.length;
}
