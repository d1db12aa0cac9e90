/**
 * Mails about a person's own account (docs/api/family-and-account.md): the email verification link,
 * the notice to the old address after an email change, and the notice after a password change, in the
 * person's language (issue 32; area `accountMail` of the server-only catalogue part).
 * Plain text; the verification link carries the only copy of its token (the stored copy is
 * redacted after delivery, server/auth/email-verification.ts).
 */
import type { Language } from "#common/i18n/languages";
import type { OutgoingMail } from "./outbox";
import { officeFooterIn, oneLine, sayer } from "./templates";

export const VERIFY_EMAIL_KIND = "account.verify_email";

export function verifyEmailMail(to: string, username: string, link: string, language: Language): OutgoingMail {
  const say = sayer(language);
  return {
    kind: VERIFY_EMAIL_KIND,
    to,
    subject: say("accountMail.verify.subject"),
    text: [
      say("mails.greeting"),
      "",
      say("accountMail.verify.belongs", { username: oneLine(username) }),
      say("accountMail.verify.open"),
      "",
      link,
      "",
      say("accountMail.verify.expires"),
      say("accountMail.verify.dashboard"),
      "",
      say("accountMail.verify.ignore"),
      say("accountMail.verify.neverShare"),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}

export function emailChangedNoticeMail(oldAddress: string, username: string, newAddress: string, language: Language): OutgoingMail {
  const say = sayer(language);
  return {
    kind: "account.email_changed",
    to: oldAddress,
    subject: say("accountMail.emailChanged.subject"),
    text: [
      say("mails.greeting"),
      "",
      say("accountMail.emailChanged.changed", { username: oneLine(username), address: oneLine(newAddress) }),
      say("accountMail.emailChanged.from"),
      "",
      say("accountMail.emailChanged.notYou"),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}

export function passwordChangedMail(to: string, username: string, language: Language): OutgoingMail {
  const say = sayer(language);
  return {
    kind: "account.password_changed",
    to,
    subject: say("accountMail.passwordChanged.subject"),
    text: [
      say("mails.greeting"),
      "",
      say("accountMail.passwordChanged.changed", { username: oneLine(username) }),
      say("accountMail.passwordChanged.signedOut"),
      "",
      say("accountMail.passwordChanged.notYou"),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}
