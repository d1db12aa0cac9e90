/**
 * The notifications API's inputs and answers (issue 17; docs/api/notifications.md): the list (paged,
 * unread first or newest first, one child for guardians), marking read, and each person's channel per
 * kind.
 */
import { z } from "zod";
import { NOTIFICATION_KINDS } from "../notifications/kinds";
import { NOTIFICATION_CHANNELS } from "../notifications/preferences";
import { text } from "./fields";
import { optionalQuery, pageSchema, pagingQuerySchema } from "./paging";

export const NOTIFICATION_MESSAGES = {
  order: "Order must be unread or newest.",
  child: "Choose one of your children.",
  kind: "Choose a kind of notification.",
  channel: "Choose email, daily digest or in the app only.",
  notOffered: "That choice is not offered for your account.",
  notFound: "We could not find that notification.",
  preferences: "Send at least one preference.",
} as const;

export const NOTIFICATION_ORDERS = ["unread", "newest"] as const;
export type NotificationOrder = (typeof NOTIFICATION_ORDERS)[number];

export const notificationListQuerySchema = pagingQuerySchema
  .extend({
    order: optionalQuery(z.enum(NOTIFICATION_ORDERS, { error: NOTIFICATION_MESSAGES.order })),
    /** A guardian's one child (a student record id). */
    studentId: optionalQuery(
      text({ error: NOTIFICATION_MESSAGES.child })
        .trim()
        .pipe(z.uuid({ error: NOTIFICATION_MESSAGES.child })),
    ),
  })
  .strict();
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.kind });
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, { error: NOTIFICATION_MESSAGES.channel });

/** PUT /api/notifications/preferences: the kinds to change and their channel. */
export const notificationPreferencesSchema = z
  .object({
    preferences: z
      .array(z.object({ kind: notificationKindSchema, channel: notificationChannelSchema }).strict(), { error: NOTIFICATION_MESSAGES.preferences })
      .min(1, NOTIFICATION_MESSAGES.preferences)
      .max(NOTIFICATION_KINDS.length, NOTIFICATION_MESSAGES.preferences),
  })
  .strict();
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;

/** POST /api/notifications/read-all: every unread one, or a guardian's one child's. */
export const markAllReadSchema = z
  .object({
    studentId: optionalQuery(
      text({ error: NOTIFICATION_MESSAGES.child })
        .trim()
        .pipe(z.uuid({ error: NOTIFICATION_MESSAGES.child })),
    ),
  })
  .strict();
export type MarkAllReadInput = z.infer<typeof markAllReadSchema>;

// --- Answers (schemas of common/api/learning/notifications.ts) -------------------------------------

const instant = z.string();

export const notificationItemSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  /** The child it is about, named for guardians (null for everyone else and for general ones). */
  student: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: instant,
  readAt: instant.nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = pageSchema(notificationItemSchema).extend({
  unread: z.number(),
  /** A guardian's children, for the filter (empty for other roles). */
  children: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications/unread-count and POST .../:notificationId/read: the viewer's unread count. */
export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/notifications/read-all: how many were marked, and the unread count after. */
export const markedAllSchema = z.object({ marked: z.number(), unread: z.number() });
export type MarkedAll = z.infer<typeof markedAllSchema>;

export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** True when nobody chose it: the role's default. */
  isDefault: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesAnswerSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  /** The channels this person may choose (the daily digest is the families'). */
  channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  /** Where mail goes, or null without a verified address (email choices then reach nobody). */
  email: z.string().nullable(),
  /** The family digest's time and the quiet hours, "HH:MM" in the school's zone. */
  digestTime: z.string(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesAnswerSchema>;
