/**
 * How the contact and tour forms turn a failed call into the text of their error alert (spec
 * section 8, "Contact and tour generic error display"). Errors come from app/lib/api.ts as
 * "STATUS: body"; a network failure is a TypeError from fetch or an UploadNetworkError.
 */
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message) {
    return body.message;
  }
  return undefined;
}

export function formErrorMessage(error: unknown): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR;
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";

  const at = text.indexOf("400:");
  if (at !== -1) {
    const body = parseJson(text.slice(at + 4).trim());
    if (body && typeof body === "object") {
      const errors = "errors" in body && Array.isArray(body.errors) ? body.errors : [];
      return messageOf(errors[0]) ?? messageOf(body) ?? INPUT_ERROR;
    }
    return INPUT_ERROR;
  }
  if (/^500:/.test(text)) return SERVER_ERROR;

  // Other statuses (429 too many requests, 413, ...): the server's own sentence rather than raw JSON.
  const status = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (status) return messageOf(parseJson(status[2]!)) ?? text;
  return text || UNEXPECTED_ERROR;
}

/** The field-level errors of a 400 or 409 answer, to show beside the fields the server refused. */
export function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  const text = error instanceof Error ? error.message : "";
  // 400 (invalid input) and 409 (a conflict, such as a username taken) may name their fields.
  if (!/^(400|409):/.test(text)) return [];
  const body = parseJson(text.slice(4).trim());
  if (!body || typeof body !== "object" || !("errors" in body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (e): e is { field: string; message: string } =>
      !!e && typeof e === "object" && typeof e.field === "string" && typeof e.message === "string",
  );
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
