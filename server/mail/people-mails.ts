/**
 * Mails about accounts staff manage (/admin/people): the set-password invitation of an account
 * staff created, and notices when an account is deactivated, reactivated or its two-factor
 * authentication is reset. Plain text; the invitation link carries the only copy of its token.
 * Each in the person's language (`users.language`, issue 32).
 */
import type { Role } from "#common/roles";
import { formatWeekdayDateTimeWithZone } from "#common/date-formats";
import { LOCALES, type Language } from "#common/i18n/languages";
import { school } from "#common/school";
import type { OutgoingMail } from "./outbox";
import { greetingIn, officeFooterIn, oneLine, sayer } from "./templates";

/** The kind of the invitation mail: its link is blanked in the stored copy once delivered (redactDeliveredLinks). */
export const INVITATION_MAIL_KIND = "account.invitation";

/** "Monday, November 30, 2026 at 3:15 PM EST" in the school's time zone, in the reader's locale. */
export function expiryText(at: Date, language: Language) {
  return formatWeekdayDateTimeWithZone(at, school.timeZone, LOCALES[language]);
}

const office = { email: school.emails.general, phone: school.phone.display };

export interface InvitationMail {
  to: string;
  fullName: string | null;
  language: Language;
  username: string;
  role: Role;
  /** The staff member who created the account, as they are named to the person. */
  createdBy: string;
  link: string;
  expiresAt: Date;
  signInUrl: string;
  /** A new link for an account created earlier. */
  resent?: boolean;
}

export function invitationMail(mail: InvitationMail): OutgoingMail {
  const { language } = mail;
  const say = sayer(language);
  return {
    kind: INVITATION_MAIL_KIND,
    to: mail.to,
    subject: mail.resent ? say("mails.invitation.resent.subject") : say("mails.invitation.subject"),
    text: [
      greetingIn(language, mail.fullName),
      "",
      mail.resent ? say("mails.invitation.resent") : say("mails.invitation.created", { createdBy: oneLine(mail.createdBy) }),
      "",
      say("mails.username", { username: oneLine(mail.username) }),
      say("mails.invitation.role", { role: say(`people.role.${mail.role}`) }),
      "",
      say("mails.chooseWithLink"),
      "",
      mail.link,
      "",
      say("mails.invitation.expires", { expiry: expiryText(mail.expiresAt, language) }),
      say("mails.invitation.signIn", { url: mail.signInUrl }),
      say("mails.invitation.twoFactor"),
      "",
      say("mails.ignoreInvitation"),
      say("accountMail.verify.neverShare"),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}

/** Who an account notice goes to and the account it is about. */
export interface AccountNoticeTo {
  to: string;
  fullName: string | null;
  username: string;
  language: Language;
}

export function deactivatedMail({ to, fullName, username, language }: AccountNoticeTo): OutgoingMail {
  const say = sayer(language);
  return {
    kind: "account.deactivated",
    to,
    subject: say("mails.deactivated.subject"),
    text: [
      greetingIn(language, fullName),
      "",
      say("mails.deactivated.text", { username: oneLine(username) }),
      "",
      say("mails.deactivated.mistake", office),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}

export function reactivatedMail({ to, fullName, username, language }: AccountNoticeTo, forgotPasswordUrl: string): OutgoingMail {
  const say = sayer(language);
  return {
    kind: "account.reactivated",
    to,
    subject: say("mails.reactivated.subject"),
    text: [
      greetingIn(language, fullName),
      "",
      say("mails.reactivated.text", { username: oneLine(username) }),
      say("mails.reactivated.forgot", { url: forgotPasswordUrl }),
      "",
      say("mails.reactivated.questions", office),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}

export function mfaResetMail({ to, fullName, username, language }: AccountNoticeTo, securityUrl: string): OutgoingMail {
  const say = sayer(language);
  return {
    kind: "account.mfa_reset",
    to,
    subject: say("mails.mfaReset.subject"),
    text: [
      greetingIn(language, fullName),
      "",
      say("mails.mfaReset.text", { username: oneLine(username) }),
      "",
      say("mails.mfaReset.turnOn", { url: securityUrl }),
      "",
      say("mails.mfaReset.notYou", office),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}
