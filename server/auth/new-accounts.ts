/** What every way of creating an account shares: a username is taken whatever its letters' case. */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/queries";
import { users } from "../db/schema";
import { conflict } from "../domain-errors";

export const USERNAME_TAKEN = "That username is taken. Please choose another.";

export async function isUsernameTaken(db: Db, username: string) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return Boolean(existing);
}

const usernameTaken = () => conflict(USERNAME_TAKEN, [{ field: "username", message: USERNAME_TAKEN }]);

/** 409 on the username field when the name is taken; checked before any costly work (a password hash). */
export async function assertUsernameFree(db: Db, username: string) {
  if (await isUsernameTaken(db, username)) throw usernameTaken();
}

/**
 * Runs `create`, which inserts the account (and whatever goes with it), in one transaction. Two
 * creations racing for one name are told apart by the unique index: 409 on the username field.
 */
export async function insertAccount<T>(db: Db, create: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(create);
  } catch (err) {
    if (isUniqueViolation(err)) throw usernameTaken();
    throw err;
  }
}

/** Both steps, for a creation with nothing costly between them. */
export async function createAccount<T>(db: Db, username: string, create: (tx: Tx) => Promise<T>): Promise<T> {
  await assertUsernameFree(db, username);
  return insertAccount(db, create);
}
