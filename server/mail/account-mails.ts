/**
 * Mails about a person's own account (docs/api/family-and-account.md): the email verification link,
 * the notice to the old address after an email change, and the notice after a password change.
 * Plain text; the verification link carries the only copy of its token (the stored copy is
 * redacted after delivery, server/auth/email-verification.ts).
 */
import { school } from "#common/school";
import type { OutgoingMail } from "./outbox";
import { officeFooter, oneLine } from "./templates";

export const VERIFY_EMAIL_KIND = "account.verify_email";

export function verifyEmailMail(to: string, username: string, link: string): OutgoingMail {
  return {
    kind: VERIFY_EMAIL_KIND,
    to,
    subject: `Confirm your email address - ${school.name}`,
    text: [
      "Hello,",
      "",
      `Please confirm that this address belongs to the ${school.name} account "${oneLine(username)}".`,
      "Open this link to confirm it:",
      "",
      link,
      "",
      "The link works once and expires in 48 hours.",
      "Once the address is confirmed, your family dashboard shows the applications and tour bookings made with it.",
      "",
      "If you did not create an account or change your email address with us, you can ignore this email.",
      "Never share this link. Our staff will never ask you for it.",
      ...officeFooter,
    ].join("\n"),
  };
}

export function emailChangedNoticeMail(oldAddress: string, username: string, newAddress: string): OutgoingMail {
  return {
    kind: "account.email_changed",
    to: oldAddress,
    subject: `Your ${school.name} email address was changed`,
    text: [
      "Hello,",
      "",
      `The email address of the ${school.name} account "${oneLine(username)}" was changed to ${oneLine(newAddress)}.`,
      "From now on, account mail goes to the new address.",
      "",
      "If you did not make this change, call us or reply to this email straight away, and reset your password.",
      ...officeFooter,
    ].join("\n"),
  };
}

export function passwordChangedMail(to: string, username: string): OutgoingMail {
  return {
    kind: "account.password_changed",
    to,
    subject: `Your ${school.name} password was changed`,
    text: [
      "Hello,",
      "",
      `The password of the ${school.name} account "${oneLine(username)}" was just changed.`,
      "Every other device signed in to this account was signed out.",
      "",
      "If you did not make this change, reset your password at once with Forgot password? on the sign-in page, and call us.",
      ...officeFooter,
    ].join("\n"),
  };
}
