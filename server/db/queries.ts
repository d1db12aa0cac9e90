/** Small query pieces every staff list shares: literal search, day ranges, unique violations. */
import { gte, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { school } from "#common/school";

/** `text` for a LIKE pattern that matches it literally: \, % and _ escaped with the default escape character. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching `text` anywhere. */
export function containsPattern(text: string) {
  return `%${escapeLike(text)}%`;
}

/** An ILIKE pattern matching values that start with `text`. */
export function prefixPattern(text: string) {
  return `${escapeLike(text)}%`;
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (directly or as the cause). */
export function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * A row still referred to: PostgreSQL's foreign_key_violation (23503, `no action`) or
 * restrict_violation (23001, what an `on delete restrict` key raises), directly or as the cause.
 */
const STILL_REFERRED_TO = new Set(["23503", "23001"]);
export function isForeignKeyViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } };
  return STILL_REFERRED_TO.has(e?.code ?? "") || STILL_REFERRED_TO.has(e?.cause?.code ?? "");
}

/**
 * Conditions keeping `column` within whole calendar days [from, to] in the school's time zone
 * (ISO dates; either may be missing). The database does the zone arithmetic, daylight saving included.
 */
export function withinSchoolDays(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, sql`(${from}::date)::timestamp at time zone ${school.timeZone}`));
  if (to) conditions.push(lt(column, sql`(${to}::date + 1)::timestamp at time zone ${school.timeZone}`));
  return conditions;
}
