/**
 * The notifications API's inputs and answers (issue 17; docs/api/notifications.md): the list (paged,
 * unread first or newest first, one child for guardians), marking read, and each person's channel per
 * kind.
 */
import { z } from "zod";
import { NOTIFICATION_KINDS, type NotificationKind } from "../notifications/kinds";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "../notifications/preferences";
import { text } from "./fields";
import { optionalQuery, pagingQuerySchema, type Page } from "./paging";

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
    studentId: optionalQuery(text({ error: NOTIFICATION_MESSAGES.child }).trim().pipe(z.uuid({ error: NOTIFICATION_MESSAGES.child }))),
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

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string | null;
  /** The child it is about, named for guardians (null for everyone else and for general ones). */
  student: { id: string; name: string } | null;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationList extends Page<NotificationItem> {
  unread: number;
  /** A guardian's children, for the filter (empty for other roles). */
  children: { id: string; name: string }[];
}

export interface NotificationPreference {
  kind: NotificationKind;
  channel: NotificationChannel;
  /** True when nobody chose it: the role's default. */
  isDefault: boolean;
}

export interface NotificationPreferences {
  preferences: NotificationPreference[];
  /** The channels this person may choose (the daily digest is the families'). */
  channels: NotificationChannel[];
  /** Where mail goes, or null without a verified address (email choices then reach nobody). */
  email: string | null;
  /** The family digest's time and the quiet hours, "HH:MM" in the school's zone. */
  digestTime: string;
}
