/**
 * THE way anything tells a person something happened (issue 17, "Notifications"): work returned, a
 * badge, a message, a conference... A notification is stored for the in-app list (`notifications`),
 * and the person's open pages are nudged through the real-time bus so the unread count moves at once.
 * Each person's channel per kind (common/notifications/preferences.ts) adds the mail: "email" puts a
 * mail with a one-click unsubscribe in the outbox in this same transaction; "digest" leaves it to the
 * family daily digest (server/notifications/jobs.ts); "app" sends nothing.
 *
 * A notification is raised once per person, kind and subject (`subjectId`): raising it again either
 * brings it back to the top as unread with the new words (`repeat: "renew"`, e.g. work returned a second
 * time) or leaves the first one (`repeat: "keep"`, e.g. a badge).
 *
 * Callers describe the words as messages (common/i18n/phrase.ts); each note is written in its recipient's
 * language (`users.language`, issue 32) and stored so: the list, the mail and the digest show it as is.
 *
 * Call it with the writer's transaction: the notifications, mails and nudges then exist only if the
 * change they announce is committed.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { NotificationKind } from "#common/notifications/kinds";
import { DEFAULT_LANGUAGE, languageOrDefault } from "#common/i18n/languages";
import { heldUntil } from "#common/notifications/timing";
import { school } from "#common/school";
import type { Db } from "../db/client";
import { notificationPreferences, notifications, users } from "../db/schema";
import { publish, userTopic } from "../realtime/bus";
import { getSchoolSetting } from "../settings";
import { MAIL_GATHER_MS, mailable } from "./mail-gathering";
import { formatPhrase, type Phrase } from "#common/i18n/phrase";

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  /** The child it is about, if any (a guardian's list is grouped per child). */
  studentId?: string | null;
  title: Phrase;
  /** A message, or someone's own words (a family's reason, a conversation's subject) stored as they wrote them. */
  body?: Phrase | string | null;
  /** A path of the portal the notification opens. */
  link?: string | null;
  /** What it is about (a piece of work, a message...), so one event raises it once per person. */
  subjectId?: string | null;
}

export interface NotifyOptions {
  now: Date;
  repeat?: "renew" | "keep";
  /**
   * A message from staff to a family: raised outside school hours (the school's quiet hours, a
   * setting), the person is told (list, unread count, email, nudge) when the quiet hours end, though
   * what it announces is there at once (issue 17, "Quiet hours"). The job in jobs.ts tells them.
   */
  quietHours?: boolean;
  /** The caller has already mailed the person about it (the admissions letter): no second mail. */
  alreadyMailed?: boolean;
}

/** The bus event a person's pages receive when their notifications change. */
export const NOTIFICATIONS_CHANGED = "notifications";

type Executor = Pick<Db, "insert" | "execute" | "select" | "update">;

export async function notify(
  db: Executor,
  notes: readonly NotificationInput[],
  { now, repeat = "renew", quietHours = false, alreadyMailed = false }: NotifyOptions,
): Promise<void> {
  if (notes.length === 0) return;
  const held = quietHours ? heldUntil(now, await getSchoolSetting(db as Db, "quiet_hours"), school.timeZone) : null;
  const people = [...new Set(notes.map((n) => n.userId))];
  const languages = new Map(
    (await db.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, people))).map((u) => [
      u.id,
      languageOrDefault(u.language),
    ]),
  );
  const rows = notes.map((n) => {
    const language = languages.get(n.userId) ?? DEFAULT_LANGUAGE;
    return {
      userId: n.userId,
      kind: n.kind,
      studentId: n.studentId ?? null,
      title: formatPhrase(language, n.title),
      body: n.body == null ? null : typeof n.body === "string" ? n.body : formatPhrase(language, n.body),
      link: n.link ?? null,
      subjectId: n.subjectId ?? null,
      createdAt: now,
      heldUntil: held,
    };
  });
  const insert = db.insert(notifications).values(rows);
  const returning = { id: notifications.id };
  const stored =
    repeat === "renew"
      ? await insert
          .onConflictDoUpdate({
            target: [notifications.userId, notifications.kind, notifications.subjectId],
            targetWhere: isNotNull(notifications.subjectId),
            set: {
              createdAt: now,
              readAt: null,
              title: sql`excluded.title`,
              body: sql`excluded.body`,
              link: sql`excluded.link`,
              heldUntil: sql`excluded.held_until`,
              mailAfter: null,
              emailedAt: null,
              digestedAt: null,
            },
          })
          .returning(returning)
      : await insert.onConflictDoNothing().returning(returning);
  if (held || stored.length === 0) return;
  await tell(
    db,
    stored.map((s) => s.id),
    { now, alreadyMailed },
  );
}

/**
 * Tells people of notifications that are now theirs to see (raised in school hours, or held until
 * quiet hours ended): a nudge to each person's pages at once, and for each whose channel is email (a
 * verified address of an active account) a mail, gathered with the others of its kind that follow within
 * a few minutes (`MAIL_GATHER_MS`; sent by the jobs, ./mail-gathering.ts), so a burst is one mail.
 */
export async function tell(db: Executor, ids: readonly string[], { now, alreadyMailed = false }: { now: Date; alreadyMailed?: boolean }): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      role: users.role,
      email: users.email,
      verified: users.emailVerifiedAt,
      deactivated: users.deactivatedAt,
      channel: notificationPreferences.channel,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, notifications.userId), eq(notificationPreferences.kind, notifications.kind)))
    .where(and(inArray(notifications.id, [...ids]), isNull(notifications.heldUntil), isNull(notifications.emailedAt)));

  const toMail = rows.filter(mailable).map((r) => r.id);
  if (toMail.length > 0)
    await db
      .update(notifications)
      // The caller's own mail (the admissions letter) said it already.
      .set(alreadyMailed ? { emailedAt: now, mailAfter: null } : { mailAfter: new Date(now.getTime() + MAIL_GATHER_MS) })
      .where(inArray(notifications.id, toMail));
  const people = [...new Set(rows.map((r) => r.userId))];
  await publish(
    db,
    people.map((userId) => ({ topic: userTopic(userId), type: NOTIFICATIONS_CHANGED })),
  );
}
