/**
 * Notification mails gathered per person and kind (issue 33, "Notification flood": a family that chose
 * "Email right away" for badges got 13 mails in one evening, a burst of badges at one hand-in). tell()
 * marks a notification's mail as waiting (`mail_after`, a few minutes on); the jobs, about once a
 * minute, send one mail per person and kind once the first of its waiting notifications is due, listing
 * all of them. The person's channel and address are read again when the mail goes: a change of
 * preference in between is kept.
 */
import { and, asc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { languageOrDefault } from "#common/i18n/languages";
import type { NotificationKind } from "#common/notifications/kinds";
import { channelFor } from "#common/notifications/preferences";
import { isRole } from "#common/roles";
import type { Db } from "../db/client";
import { notificationPreferences, notifications, users } from "../db/schema";
import { notificationMail } from "../mail/notification-mails";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";
import { readMailLinks, unsubscribeUrl } from "./links";

/** How long the first mail of a burst waits for the others of its kind: the jobs run about every minute. */
export const MAIL_GATHER_MS = 2 * 60_000;
/** Waiting notifications claimed at a time. */
const BATCH = 500;

/** Whether a notification is for a person to hear about by email now: their channel, a verified address, an active account. */
export function mailable(person: {
  role: string;
  kind: string;
  channel: string | null;
  email: string | null;
  verified: Date | null;
  deactivated: Date | null;
}) {
  return (
    isRole(person.role) &&
    channelFor(person.role, person.kind as NotificationKind, person.channel ?? undefined) === "email" &&
    Boolean(person.email) &&
    person.verified !== null &&
    person.deactivated === null
  );
}

/**
 * Sends the gathered mails that are due; returns how many mails went. Rows are claimed with FOR
 * UPDATE SKIP LOCKED, so two instances never send one twice.
 */
export async function sendGatheredMails(db: Db, now: Date): Promise<number> {
  const links = await readMailLinks(db);
  if (!links) return 0;
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(isNotNull(notifications.mailAfter), isNull(notifications.emailedAt)))
      .orderBy(asc(notifications.mailAfter))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (waiting.length === 0) return 0;
    const rows = await tx
      .select({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
        mailAfter: notifications.mailAfter,
        role: users.role,
        email: users.email,
        verified: users.emailVerifiedAt,
        deactivated: users.deactivatedAt,
        fullName: users.fullName,
        language: users.language,
        channel: notificationPreferences.channel,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, notifications.userId), eq(notificationPreferences.kind, notifications.kind)))
      .where(
        inArray(
          notifications.id,
          waiting.map((w) => w.id),
        ),
      )
      .orderBy(asc(notifications.createdAt));
    const groups = new Map<string, typeof rows>();
    for (const row of rows) {
      const key = `${row.userId} ${row.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const mails: OutgoingMail[] = [];
    const sent: string[] = [];
    const dropped: string[] = [];
    for (const group of groups.values()) {
      const first = group[0]!;
      if (!group.some((r) => r.mailAfter!.getTime() <= now.getTime())) continue;
      if (!mailable(first)) {
        dropped.push(...group.map((r) => r.id));
        continue;
      }
      mails.push(
        notificationMail({
          to: first.email!,
          fullName: first.fullName,
          language: languageOrDefault(first.language),
          kind: first.kind as NotificationKind,
          notifications: group.map((r) => ({ title: r.title, body: r.body, url: r.link ? `${links.publicUrl}${r.link}` : null })),
          preferencesUrl: `${links.publicUrl}/notifications`,
          unsubscribeUrl: unsubscribeUrl(links, first.userId, first.kind as NotificationKind),
        }),
      );
      sent.push(...group.map((r) => r.id));
    }
    await enqueueMail(tx, mails);
    if (sent.length > 0) await tx.update(notifications).set({ emailedAt: now, mailAfter: null }).where(inArray(notifications.id, sent));
    // No longer to be mailed (the person chose another channel, or the address went): nothing waits.
    if (dropped.length > 0) await tx.update(notifications).set({ mailAfter: null }).where(inArray(notifications.id, dropped));
    return mails.length;
  });
}
