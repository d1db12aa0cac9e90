/**
 * THE way anything tells a person something happened (issue 17, "Notifications"): work returned, a
 * badge, a message, a conference... A notification is stored for the in-app list (`notifications`),
 * and the person's open pages are nudged through the real-time bus so the unread count moves at once.
 * Delivery by email or in the daily digest follows each person's preferences per kind.
 *
 * A notification is raised once per person, kind and subject (`subjectId`): raising it again either
 * brings it back to the top as unread with the new words (`repeat: "renew"`, e.g. work returned a second
 * time) or leaves the first one (`repeat: "keep"`, e.g. a badge).
 *
 * Call it with the writer's transaction: the notifications and the nudges then exist only if the change
 * they announce is committed.
 */
import { isNotNull, sql } from "drizzle-orm";
import type { NotificationKind } from "../../common/notifications/kinds";
import type { Db } from "../db/client";
import { notifications } from "../db/schema";
import { publish, userTopic } from "../realtime/bus";

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** The child it is about, if any (a guardian's list is grouped per child). */
  studentId?: string | null;
  title: string;
  body?: string | null;
  /** A path of the portal the notification opens. */
  link?: string | null;
  /** What it is about (a submission, a message...), so one event raises it once per person. */
  subjectId?: string | null;
}

export interface NotifyOptions {
  now: Date;
  repeat?: "renew" | "keep";
  /**
   * A message from staff to a family outside school hours: the person is told (email, nudge) when the
   * school's quiet hours end, though what it announces is there at once (issue 17, "Quiet hours").
   */
  quietHours?: boolean;
}

/** The bus event a person's pages receive when their notifications change. */
export const NOTIFICATIONS_CHANGED = "notifications";

export async function notify(db: Pick<Db, "insert" | "execute">, notes: readonly NotificationInput[], { now, repeat = "renew" }: NotifyOptions): Promise<void> {
  if (notes.length === 0) return;
  const rows = notes.map((n) => ({
    userId: n.userId,
    kind: n.kind,
    studentId: n.studentId ?? null,
    title: n.title,
    body: n.body ?? null,
    link: n.link ?? null,
    subjectId: n.subjectId ?? null,
    createdAt: now,
  }));
  const insert = db.insert(notifications).values(rows);
  if (repeat === "renew") {
    await insert.onConflictDoUpdate({
      target: [notifications.userId, notifications.kind, notifications.subjectId],
      targetWhere: isNotNull(notifications.subjectId),
      set: { createdAt: now, readAt: null, title: sql`excluded.title`, body: sql`excluded.body`, link: sql`excluded.link` },
    });
  } else {
    await insert.onConflictDoNothing();
  }
  const people = [...new Set(notes.map((n) => n.userId))];
  await publish(
    db,
    people.map((userId) => ({ topic: userTopic(userId), type: NOTIFICATIONS_CHANGED })),
  );
}
