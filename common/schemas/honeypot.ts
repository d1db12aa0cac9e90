/**
 * Spam protection a family never notices: every public form carries a hidden field that only bots
 * fill. A filled one is refused with a 400 that says what to do, never silently dropped, in case a
 * browser's autofill ever fills it for a real family.
 */
export const HONEYPOT_FIELD = "website";
export const HONEYPOT_MESSAGE = "We couldn't accept this submission. Please try again, or call or email our admissions team.";

export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}
