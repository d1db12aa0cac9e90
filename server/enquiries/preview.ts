/** The short form of an enquiry on the staff inbox and the dashboard (./inbox.ts). */
export const PREVIEW_LENGTH = 160;

/** The message on one line, cut to PREVIEW_LENGTH characters with an ellipsis. */
export function preview(message: string) {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : flat;
}
