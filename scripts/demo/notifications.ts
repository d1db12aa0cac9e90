/**
 * The demo school's notifications (issue 17): a variety of families' choices of how they hear of each
 * kind, and the day's "work due tomorrow" and "missing work" notifications raised from the demo's own
 * work by the same rule the live job uses (server/notifications/jobs.ts), so /notifications is alive
 * for the demo accounts. Nothing here announces something that is not in the database.
 */
import type { NotificationKind } from "#common/notifications/kinds";
import type { NotificationChannel } from "#common/notifications/preferences";
import { zonedDateTime } from "#common/time-zone";
import { school } from "#common/school";
import type { Db, Tx } from "../../server/db/client";
import { notificationPreferences } from "../../server/db/schema";
import { raiseWorkReminders } from "../../server/notifications/jobs";
import type { DemoPlan } from "./plan";

/** Every few families chose something other than the default for a kind. */
const CHOICES: { every: number; kind: NotificationKind; channel: NotificationChannel }[] = [
  { every: 3, kind: "work_returned", channel: "email" },
  { every: 5, kind: "message", channel: "app" },
  { every: 4, kind: "work_due", channel: "app" },
  { every: 7, kind: "badge_earned", channel: "email" },
  { every: 6, kind: "announcement", channel: "digest" },
];

export async function writeNotificationDemo(tx: Tx, plan: DemoPlan, o: { now: Date; idOf: (key: string) => string }): Promise<void> {
  const rows = plan.guardians.flatMap((g, i) =>
    CHOICES.filter((c) => i % c.every === 1).map((c) => ({ userId: o.idOf(g.key), kind: c.kind, channel: c.channel, updatedAt: o.now })),
  );
  if (rows.length > 0) await tx.insert(notificationPreferences).values(rows).onConflictDoNothing();
  await raiseWorkReminders(tx as unknown as Db, o.now, zonedDateTime(o.now, school.timeZone).date);
}
