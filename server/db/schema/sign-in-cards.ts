/**
 * A child's sign-in card (issue 34): a printed QR code and short text code that signs the child in
 * without a password. Only the SHA-256 of the code is stored (server/auth/sign-in-cards.ts says why
 * that is enough); a card ends when it is replaced, and a child has at most one live card.
 */
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { students } from "./structure";

export const signInCards = pgTable(
  "sign_in_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the normalised code; the code itself is shown once, when the card is made. */
    codeHash: text("code_hash").notNull().unique(),
    /** The guardian, teacher or office account that made it (null once that account is gone). */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When a new card replaced it: from then on its code signs nobody in. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    // One live card per child (making a new one ends the old one in the same transaction); also how a child's live card is found.
    uniqueIndex("sign_in_cards_live_idx")
      .on(t.studentId)
      .where(sql`${t.endedAt} is null`),
  ],
);
