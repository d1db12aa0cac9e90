/** A person's language (`users.language`, issue 32): what the server writes to them in, screens, mails and documents. */
import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE, languageOrDefault, type Language } from "#common/i18n/languages";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export async function languageOf(db: Pick<Db, "select">, userId: string): Promise<Language> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return languageOrDefault(row?.language ?? DEFAULT_LANGUAGE);
}
