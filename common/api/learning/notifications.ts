/**
 * Notifications (docs/api/notifications.md): the viewer's own list, unread count, marking read and
 * channel per kind, and the one-click unsubscribe of a notification mail (no session, a signed token).
 */
import { ROLES } from "../../roles";
import {
  markAllReadSchema,
  markedAllSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesAnswerSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
} from "../../schemas/notifications";
import { defineContract, FILE, ok, PUBLIC } from "../contract";

/** The viewer's notifications, a page at a time (unread first or newest first; a guardian's one child). */
export const notifications = defineContract({
  method: "GET",
  path: "/api/notifications",
  roles: ROLES,
  query: notificationListQuerySchema,
  output: ok(notificationListSchema),
});

/** The viewer's unread count (the navigation's badge). */
export const unreadNotificationCount = defineContract({
  method: "GET",
  path: "/api/notifications/unread-count",
  roles: ROLES,
  output: ok(unreadCountSchema),
});

/** Marks one notification read; answers the unread count after. */
export const markNotificationRead = defineContract({
  method: "POST",
  path: "/api/notifications/:notificationId/read",
  roles: ROLES,
  output: ok(unreadCountSchema),
});

/** Marks every notification read (a guardian: one child's); an empty body is an empty form. */
export const markAllNotificationsRead = defineContract({
  method: "POST",
  path: "/api/notifications/read-all",
  roles: ROLES,
  body: markAllReadSchema,
  output: ok(markedAllSchema),
});

/** The viewer's channel per kind of notification. */
export const notificationPreferences = defineContract({
  method: "GET",
  path: "/api/notifications/preferences",
  roles: ROLES,
  output: ok(notificationPreferencesAnswerSchema),
});

/** Changes the channel of some kinds. */
export const updateNotificationPreferences = defineContract({
  method: "PUT",
  path: "/api/notifications/preferences",
  roles: ROLES,
  body: notificationPreferencesSchema,
  output: ok(notificationPreferencesAnswerSchema),
});

/** The page a mail's unsubscribe link opens (HTML; changes nothing). */
export const unsubscribePage = defineContract({
  method: "GET",
  path: "/api/notifications/unsubscribe/:token",
  roles: PUBLIC,
  output: FILE,
});

/**
 * RFC 8058's one-click unsubscribe: the form (urlencoded or multipart, read by the route itself) moves
 * the kind to "in the app only"; answers an HTML page to a browser, `{success, message}` otherwise.
 */
export const unsubscribe = defineContract({
  method: "POST",
  path: "/api/notifications/unsubscribe/:token",
  roles: PUBLIC,
  output: FILE,
});
