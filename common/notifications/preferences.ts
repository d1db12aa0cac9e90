/**
 * How each person is told of each kind of notification (issue 17): immediately by email, in the family
 * daily digest, or in the app only. Every notification is in the app; the channel adds the mail. The
 * daily digest is the families' (guardians and parents); other roles choose email or the app.
 */
import { GUARDIAN_ROLES, inRoleGroup, type Role } from "../roles";
import { NOTIFICATION_KINDS, type NotificationKind } from "./kinds";

export const NOTIFICATION_CHANNELS = ["email", "digest", "app"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: "Email right away",
  digest: "Daily digest",
  app: "In the app only",
};

export function isFamilyRole(role: Role): boolean {
  return inRoleGroup(role, GUARDIAN_ROLES);
}

/** The kinds a role is told of (the rows of their preferences). */
export function kindsForRole(role: Role): readonly NotificationKind[] {
  if (isFamilyRole(role)) return NOTIFICATION_KINDS;
  if (role === "student") return ["message", "announcement", "work_returned", "work_due", "work_missing", "badge_earned"];
  return ["message", "announcement", "conference"];
}

/** The channels a role may choose. */
export function channelsForRole(role: Role): readonly NotificationChannel[] {
  return isFamilyRole(role) ? NOTIFICATION_CHANNELS : ["email", "app"];
}

/**
 * The channel of a kind nobody chose: families hear of messages, absences, conferences and their
 * application by email at once and of everyday schoolwork in the digest; staff get messages and
 * conferences by email; children, whose accounts are the family's, are told in the app.
 */
export function defaultChannel(role: Role, kind: NotificationKind): NotificationChannel {
  if (isFamilyRole(role)) {
    return kind === "message" || kind === "announcement" || kind === "absence" || kind === "conference" || kind === "application_status" ? "email" : "digest";
  }
  if (role === "student") return "app";
  return kind === "message" || kind === "conference" ? "email" : "app";
}

/** A stored choice the role may still make, or the default. */
export function channelFor(role: Role, kind: NotificationKind, stored: string | undefined): NotificationChannel {
  const allowed = channelsForRole(role);
  return stored && (allowed as readonly string[]).includes(stored) ? (stored as NotificationChannel) : defaultChannel(role, kind);
}
