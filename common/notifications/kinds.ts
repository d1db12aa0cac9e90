/**
 * The kinds of notification a person can receive (issue 17, "Notifications"). Each kind is a row of a
 * person's preferences (immediately by email, in the daily digest, or in the app only); the words are
 * what the preferences screen and the digest say.
 */
export const NOTIFICATION_KINDS = [
  "message",
  "announcement",
  "work_returned",
  "work_due",
  "work_missing",
  "badge_earned",
  "absence",
  "conference",
  "application_status",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: "New message",
  announcement: "Class announcement",
  work_returned: "Work returned",
  work_due: "Work due tomorrow",
  work_missing: "Missing work",
  badge_earned: "Badge earned",
  absence: "Absence",
  conference: "Conference booked or changed",
  application_status: "Application status",
};

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
