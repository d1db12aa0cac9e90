/**
 * Notification mails (issue 17): one notification sent at once, and the family daily digest. Every
 * one carries a one-click unsubscribe (RFC 8058) for what it is about; plain text like the school's
 * other mails.
 */
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "#common/notifications/kinds";
import { school } from "#common/school";
import { unsubscribeHeaders } from "../notifications/links";
import type { OutgoingMail } from "./outbox";
import { officeFooter, oneLine } from "./templates";

export const NOTIFICATION_MAIL_KIND = "notification";
export const DIGEST_MAIL_KIND = "notification.digest";

function greeting(fullName: string | null | undefined) {
  return fullName ? `Hello ${oneLine(fullName)},` : "Hello,";
}

export function notificationMail(input: {
  to: string;
  fullName: string | null;
  kind: NotificationKind;
  title: string;
  body: string | null;
  /** The absolute address of what it announces, if any. */
  url: string | null;
  preferencesUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const label = NOTIFICATION_KIND_LABELS[input.kind];
  return {
    kind: NOTIFICATION_MAIL_KIND,
    to: input.to,
    subject: oneLine(`${input.title} - ${school.name}`),
    text: [
      greeting(input.fullName),
      "",
      oneLine(input.title),
      ...(input.body ? ["", input.body.trim()] : []),
      ...(input.url ? ["", `Open it: ${input.url}`] : []),
      "",
      "--",
      `You get this email because "${label}" is set to "Email right away" for your account.`,
      `Choose how you hear from us: ${input.preferencesUrl}`,
      `Stop emails about "${label}" (you will still see them in the app): ${input.unsubscribeUrl}`,
      ...officeFooter,
    ].join("\n"),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}

export interface DigestChild {
  name: string;
  dueTomorrow: { title: string; due: string }[];
  missing: { title: string; due: string }[];
  returned: { title: string; marks: { standard: string; mark: string; mastery: string }[] }[];
  absences: { title: string; body: string | null }[];
  unreadMessages: { title: string }[];
}

export interface DigestContent {
  /** "Monday, November 23, 2026". */
  day: string;
  children: DigestChild[];
  /** Unread messages not about one child (from the office, say). */
  otherUnread: { title: string }[];
}

export function isEmptyDigest(content: DigestContent): boolean {
  return (
    content.otherUnread.length === 0 &&
    content.children.every((c) => c.dueTomorrow.length + c.missing.length + c.returned.length + c.absences.length + c.unreadMessages.length === 0)
  );
}

function section(heading: string, items: string[], none: string): string[] {
  return ["", `${heading}:`, ...(items.length > 0 ? items.map((i) => `  - ${i}`) : [`  ${none}`])];
}

export function digestMail(input: {
  to: string;
  fullName: string | null;
  content: DigestContent;
  portalUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const { content } = input;
  const body: string[] = [greeting(input.fullName), "", `Here is your daily digest for ${content.day}.`];
  for (const child of content.children) {
    body.push("", `== ${oneLine(child.name)} ==`);
    body.push(
      ...section(
        "Work due tomorrow",
        child.dueTomorrow.map((w) => `${oneLine(w.title)} (due ${w.due})`),
        "Nothing due tomorrow.",
      ),
    );
    body.push(
      ...section(
        "Missing work",
        child.missing.map((w) => `${oneLine(w.title)} (was due ${w.due})`),
        "No missing work.",
      ),
    );
    body.push(
      ...section(
        "Marks returned",
        child.returned.map((r) =>
          r.marks.length === 0
            ? `${oneLine(r.title)}: returned with a comment`
            : `${oneLine(r.title)}: ${r.marks.map((m) => `${oneLine(m.standard)} marked ${m.mark}, current mastery ${m.mastery}`).join("; ")}`,
        ),
        "No marks returned since the last digest.",
      ),
    );
    body.push(
      ...section(
        "Absences",
        child.absences.map((a) => oneLine(a.body ? `${a.title}: ${a.body}` : a.title)),
        "No absences recorded.",
      ),
    );
    body.push(
      ...section(
        "Unread messages",
        child.unreadMessages.map((m) => oneLine(m.title)),
        "No unread messages.",
      ),
    );
  }
  if (content.otherUnread.length > 0)
    body.push(
      ...section(
        "Other unread messages",
        content.otherUnread.map((m) => oneLine(m.title)),
        "",
      ),
    );
  body.push(
    "",
    `See everything in the family portal: ${input.portalUrl}`,
    "",
    "--",
    'You get this digest because some of your notifications are set to "Daily digest".',
    `Choose how you hear from us: ${input.preferencesUrl}`,
    `Stop the daily digest (you will still see everything in the app): ${input.unsubscribeUrl}`,
    ...officeFooter,
  );
  return {
    kind: DIGEST_MAIL_KIND,
    to: input.to,
    subject: oneLine(`Your daily digest for ${content.day} - ${school.name}`),
    text: body.join("\n"),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}
