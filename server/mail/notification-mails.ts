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

/** One notification sent at once, in the recipient's language (issue 32); the title and body come written in it. */
export function notificationMail(input: {
  to: string;
  fullName: string | null;
  language: Language;
  kind: NotificationKind;
  title: string;
  body: string | null;
  /** The absolute address of what it announces, if any. */
  url: string | null;
  preferencesUrl: string;
  unsubscribeUrl: string;
}): OutgoingMail {
  const { language } = input;
  const say = sayer(language);
  // The kind and the channel as the notification preferences screen names them.
  const kind = say(`work.notifications.kind.${input.kind}`);
  return {
    kind: NOTIFICATION_MAIL_KIND,
    to: input.to,
    subject: oneLine(say("mails.notification.subject", { title: input.title })),
    text: [
      greetingIn(language, input.fullName),
      "",
      oneLine(input.title),
      ...(input.body ? ["", input.body.trim()] : []),
      ...(input.url ? ["", say("mails.notification.open", { url: input.url })] : []),
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
 * (days, times, mastery). What people wrote (titles of notices) is as they wrote it.
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
