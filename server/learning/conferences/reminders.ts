/**
 * The day-before reminder of a conference, run from the app's housekeeping (server/app.ts) on every
 * instance. A reminder is claimed by setting `reminder_sent_at` with a guarded UPDATE: when two
 * instances run at once, the second's UPDATE waits for the first's row lock, sees the row already
 * claimed and skips it, so each conference is reminded once. The notification and the mails are
 * written in the claiming transaction. A conference booked or moved less than a day ahead gets no
 * reminder (its invitation has just been sent); a moved one is claimed again for its new time.
 */
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { REMINDER_AHEAD_MS } from "#common/learning/conferences";
import type { Db } from "../../db/client";
import { conferenceBookings } from "../../db/schema";
import { announce } from "./write";

export async function sendConferenceReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(conferenceBookings)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(conferenceBookings.status, "booked"),
          isNull(conferenceBookings.reminderSentAt),
          gt(conferenceBookings.startsAt, now),
          lte(conferenceBookings.startsAt, new Date(now.getTime() + REMINDER_AHEAD_MS)),
          sql`${conferenceBookings.updatedAt} < ${conferenceBookings.startsAt} - interval '24 hours'`,
        ),
      )
      .returning();
    for (const row of rows) await announce(tx, row, { kind: "reminder" }, { now, publicUrl, actorId: null });
    return rows.length;
  });
}
