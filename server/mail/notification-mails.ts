/**
 * Notification mails (issue 17): one notification sent at once, and the family daily digest. Every
 * one carries a one-click unsubscribe (RFC 8058) for what it is about; plain text like the school's
 * other mails.
 */
import type { NotificationKind } from "#common/notifications/kinds";
import { school } from "#common/school";
import { unsubscribeHeaders } from "../notifications/links";
import type { Language } from "#common/i18n/languages";
import { t, type MessageId, type MessageValues } from "#common/i18n/messages";
import type { OutgoingMail } from "./outbox";
import { greetingIn, officeFooterIn, oneLine, sayer } from "./templates";

export const NOTIFICATION_MAIL_KIND = "notification";
export const DIGEST_MAIL_KIND = "notification.digest";

/** A notification as a mail tells it: its words come written in the reader's language. */
export interface MailedNotification {
  title: string;
  body: string | null;
  /** The absolute address of what it announces, if any. */
  url: string | null;
}

/**
 * The notifications of one kind that came for a person within a few minutes, in one mail, in the
 * recipient's language (issue 32): one alone reads as itself, several as a list.
 */
export function notificationMail(input: {
  to: string;
  fullName: string | null;
  language: Language;
  kind: NotificationKind;
  notifications: readonly MailedNotification[];
  preferencesUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const { language, notifications } = input;
  const say = sayer(language);
  // The kind and the channel as the notification preferences screen names them.
  const kind = say(`work.notifications.kind.${input.kind}`);
  const item = (n: MailedNotification) => [
    oneLine(n.title),
    ...(n.body ? ["", n.body.trim()] : []),
    ...(n.url ? ["", say("mails.notification.open", { url: n.url })] : []),
  ];
  // In a list, each notification is an item: its first line marked, the rest indented under it.
  const listed = (lines: string[]) => lines.filter((line, i) => i === 0 || line !== "").map((line, i) => (i === 0 ? `- ${line}` : `  ${line}`));
  const one = notifications.length === 1 ? notifications[0]! : null;
  return {
    kind: NOTIFICATION_MAIL_KIND,
    to: input.to,
    subject: oneLine(one ? say("mails.notification.subject", { title: one.title }) : say("mails.notifications.subject", { count: notifications.length, kind })),
    text: [
      greetingIn(language, input.fullName),
      "",
      ...(one
        ? item(one)
        : [say("mails.notifications.intro", { count: notifications.length, kind }), ...notifications.flatMap((n) => ["", ...listed(item(n))])]),
      "",
      "--",
      say("mails.notification.why", { kind, channel: say("work.notifications.channel.email") }),
      say("mails.preferences", { url: input.preferencesUrl }),
      say("mails.notification.stop", { kind, url: input.unsubscribeUrl }),
      ...officeFooterIn(language),
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

/** A digest's content, formatted in its reader's language (server/notifications/jobs.ts, digestContent). */
export interface DigestContent {
  /** "Monday, November 23, 2026"; "lunes, 23 de noviembre de 2026". */
  day: string;
  children: DigestChild[];
  /** Whether a work's title is the school's machine translation (the mail then says so). */
  translatedTitles: boolean;
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

/**
 * The family's daily digest in the guardian's language (issue 32): its words from the catalogues
 * (common/i18n/<language>/documents.ts, area `digest`); `content` comes formatted for that language
 * (days, times, mastery). What people wrote (titles of notices) is as they wrote it, but for the
 * titles of work the school has translated into the guardian's language, which the mail says are.
 */
export function digestMail(input: {
  to: string;
  fullName: string | null;
  language: Language;
  content: DigestContent;
  portalUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const { content, language } = input;
  const say = (id: MessageId, values?: MessageValues) => t(language, id, values);
  const body: string[] = [greetingIn(language, input.fullName), "", say("digest.intro", { day: content.day })];
  if (content.translatedTitles) body.push(say("digest.translatedTitles"));
  for (const child of content.children) {
    body.push("", `== ${oneLine(child.name)} ==`);
    body.push(
      ...section(
        say("digest.dueTomorrow"),
        child.dueTomorrow.map((w) => say("digest.dueTomorrow.item", { title: oneLine(w.title), due: w.due })),
        say("digest.dueTomorrow.none"),
      ),
    );
    body.push(
      ...section(
        say("digest.missing"),
        child.missing.map((w) => say("digest.missing.item", { title: oneLine(w.title), due: w.due })),
        say("digest.missing.none"),
      ),
    );
    body.push(
      ...section(
        say("digest.returned"),
        child.returned.map((r) =>
          r.marks.length === 0
            ? say("digest.returned.comment", { title: oneLine(r.title) })
            : `${oneLine(r.title)}: ${r.marks.map((m) => say("digest.returned.mark", { standard: oneLine(m.standard), mark: m.mark, mastery: m.mastery })).join("; ")}`,
        ),
        say("digest.returned.none"),
      ),
    );
    body.push(
      ...section(
        say("digest.absences"),
        child.absences.map((a) => oneLine(a.body ? `${a.title}: ${a.body}` : a.title)),
        say("digest.absences.none"),
      ),
    );
    body.push(
      ...section(
        say("digest.unread"),
        child.unreadMessages.map((m) => oneLine(m.title)),
        say("digest.unread.none"),
      ),
    );
  }
  if (content.otherUnread.length > 0)
    body.push(
      ...section(
        say("digest.otherUnread"),
        content.otherUnread.map((m) => oneLine(m.title)),
        "",
      ),
    );
  body.push(
    "",
    say("digest.portal", { url: input.portalUrl }),
    "",
    "--",
    say("digest.why"),
    say("mails.preferences", { url: input.preferencesUrl }),
    say("digest.stop", { url: input.unsubscribeUrl }),
    ...officeFooterIn(language),
  );
  return {
    kind: DIGEST_MAIL_KIND,
    to: input.to,
    subject: oneLine(say("digest.subject", { day: content.day, school: school.name })),
    text: body.join("\n"),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}
