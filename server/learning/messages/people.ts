/**
 * How people are named in messages: a child by their preferred or first name and last name, anyone
 * else by their full name, else their username. Names only: never an email or a phone number.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Role } from "#common/roles";
import type { Person } from "#common/schemas/learning/messages";
import type { Db } from "../../db/client";
import { students, users } from "../../db/schema";

type Reader = Pick<Db, "select">;

export async function peopleByIds(db: Reader, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      name: sql<string>`coalesce(nullif(trim(${users.fullName}), ''), nullif(trim(coalesce(${students.preferredName}, ${students.firstName}) || ' ' || ${students.lastName}), ''), ${users.username})`,
    })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, role: r.role as Role }]));
}

/** A person who is not (or no longer) readable: never shown with anything of theirs. */
export function unknownPerson(id: string): Person {
  return { id, name: "Someone", role: "guardian" };
}
