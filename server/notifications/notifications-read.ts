/**
 * A person's own notifications (issue 17; docs/api/notifications.md): the list, the unread count,
 * marking read, their channel per kind and the one-click unsubscribe. Everything here is scoped to
 * the signed-in person's own rows: nobody reads or marks another's notifications. A notification held
 * by quiet hours is not theirs to see until the hours end.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { NOTIFICATION_KINDS, type NotificationKind } from "#common/notifications/kinds";
import { channelFor, channelsForRole, isFamilyRole, kindsForRole, type NotificationChannel } from "#common/notifications/preferences";
import type { Role } from "#common/roles";
import {
  NOTIFICATION_MESSAGES,
  type NotificationItem,
  type NotificationList,
  type NotificationListQuery,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from "#common/schemas/notifications";
import { pageWindow } from "#common/schemas/paging";
import type { Db } from "../db/client";
import { guardianLinks, notificationPreferences, notifications, students, users } from "../db/schema";
import { publish, userTopic } from "../realtime/bus";
import { getSchoolSetting } from "../settings";
import type { UnsubscribeScope } from "./links";
import { NOTIFICATIONS_CHANGED } from "./notify";
import { childFullName } from "#common/learning/child-name";
import { invalid, notFound } from "../domain-errors";

export interface Person {
  id: string;
  role: Role;
}

const visible = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.heldUntil));

async function childrenOf(db: Pick<Db, "select">, person: Person) {
  if (!isFamilyRole(person.role)) return [];
  const rows = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
    .from(students)
    .innerJoin(guardianLinks, eq(guardianLinks.studentId, students.id))
    .where(eq(guardianLinks.guardianUserId, person.id))
    .orderBy(asc(students.firstName));
  return rows.map((r) => ({ id: r.id, name: childFullName(r) }));
}

export async function unreadCount(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(visible(userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function listNotifications(db: Pick<Db, "select">, person: Person, query: NotificationListQuery): Promise<NotificationList> {
  const children = await childrenOf(db, person);
  const where: SQL[] = [visible(person.id)!];
  if (query.studentId) {
    // A child the person is not a guardian of reads like no child at all.
    if (!children.some((c) => c.id === query.studentId)) throw notFound("We could not find that student.");
    where.push(eq(notifications.studentId, query.studentId));
  }
  const order =
    query.order === "newest"
      ? [desc(notifications.createdAt), desc(notifications.id)]
      : [sql`${notifications.readAt} is null desc`, desc(notifications.createdAt), desc(notifications.id)];
  const { limit, offset } = pageWindow(query);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        studentId: notifications.studentId,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(and(...where))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(...where)),
    unreadCount(db, person.id),
  ]);
  const nameOf = new Map(children.map((c) => [c.id, c.name]));
  const items: NotificationItem[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    title: r.title,
    body: r.body,
    link: r.link,
    student: r.studentId && nameOf.has(r.studentId) ? { id: r.studentId, name: nameOf.get(r.studentId)! } : null,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  }));
  return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize, unread, children };
}

/** Marks one of the person's notifications read (again is fine); another's is a 404. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), visible(userId)));
    if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
    if (row.readAt) return;
    await tx.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
    await publish(tx, { topic: userTopic(userId), type: NOTIFICATIONS_CHANGED });
  });
}

/** Marks every notification of the person read (one child's, for a guardian's filtered list); returns how many. */
export async function markAllRead(db: Db, userId: string, now: Date, studentId?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const where = [visible(userId)!, isNull(notifications.readAt)];
    if (studentId) where.push(eq(notifications.studentId, studentId));
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(...where))
      .returning({ id: notifications.id });
    if (marked.length > 0) await publish(tx, { topic: userTopic(userId), type: NOTIFICATIONS_CHANGED });
    return marked.length;
  });
}

export async function readPreferences(db: Pick<Db, "select">, person: Person): Promise<NotificationPreferences> {
  const [stored, [user], digestTime] = await Promise.all([
    db
      .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, person.id)),
    db.select({ email: users.email, verified: users.emailVerifiedAt }).from(users).where(eq(users.id, person.id)),
    getSchoolSetting(db as Db, "digest_time"),
  ]);
  const choice = new Map(stored.map((s) => [s.kind, s.channel]));
  return {
    preferences: kindsForRole(person.role).map((kind) => {
      const channel = channelFor(person.role, kind, choice.get(kind));
      return { kind, channel, isDefault: !choice.has(kind) || choice.get(kind) !== channel };
    }),
    channels: [...channelsForRole(person.role)],
    email: user?.email && user.verified ? user.email : null,
    digestTime,
  };
}

export async function updatePreferences(db: Db, person: Person, input: NotificationPreferencesInput, now: Date): Promise<NotificationPreferences> {
  const kinds = kindsForRole(person.role);
  const channels = channelsForRole(person.role);
  const errors = input.preferences.flatMap((p, i) =>
    !kinds.includes(p.kind) || !channels.includes(p.channel) ? [{ field: `preferences.${i}`, message: NOTIFICATION_MESSAGES.notOffered }] : [],
  );
  if (errors.length > 0) throw invalid(NOTIFICATION_MESSAGES.notOffered, errors);
  await setChannels(db, person.id, input.preferences, now);
  return readPreferences(db, person);
}

async function setChannels(db: Pick<Db, "insert">, userId: string, choices: readonly { kind: NotificationKind; channel: NotificationChannel }[], now: Date) {
  if (choices.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(choices.map((c) => ({ userId, kind: c.kind, channel: c.channel, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel`, updatedAt: now },
    });
}

/**
 * The one-click unsubscribe (RFC 8058): that kind for that person becomes "in the app only"; the
 * digest's link moves every kind the person has in the digest. Answers what changed, in words.
 */
export async function unsubscribe(db: Db, userId: string, scope: UnsubscribeScope, now: Date): Promise<NotificationKind[]> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("This unsubscribe link is not valid.");
  const role = user.role as Role;
  let kinds: NotificationKind[];
  if (scope === "digest") {
    const stored = await db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), inArray(notificationPreferences.kind, [...NOTIFICATION_KINDS])));
    kinds = NOTIFICATION_KINDS.filter((k) => channelFor(role, k, stored.find((s) => s.kind === k)?.channel) === "digest");
  } else {
    kinds = [scope];
  }
  await setChannels(
    db,
    userId,
    kinds.map((kind) => ({ kind, channel: "app" as const })),
    now,
  );
  return kinds;
}
