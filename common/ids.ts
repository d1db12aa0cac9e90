/**
 * THE id check (issue 31): every record's id is a UUID, and an address, query or body naming one is
 * checked with this before it reaches the database (a malformed id is the 404 or the field error of a
 * missing one, never a database error).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
