/** What every way of creating an account shares: a username is taken whatever its letters' case. */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/queries";
import { users } from "../db/schema";
import { HttpError } from "../errors";

export const USERNAME_TAKEN = "That username is taken. Please choose another.";

export async function isUsernameTaken(db: Db, username: string) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return Boolean(existing);
}

/**
 * Runs `create`, which inserts the account (and whatever goes with it), in one transaction once the
 * name is known to be free. Two creations racing for one name are told apart by the unique index;
 * either way the answer is 409 on the username field.
 */
export async function createAccount<T>(db: Db, username: string, create: (tx: Tx) => Promise<T>): Promise<T> {
  const taken = () => new HttpError(409, USERNAME_TAKEN, [{ field: "username", message: USERNAME_TAKEN }]);
  if (await isUsernameTaken(db, username)) throw taken();
  try {
    return await db.transaction(create);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
