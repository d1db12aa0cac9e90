/**
 * Mails about accounts staff manage (/admin/people): the set-password invitation of an account
 * staff created, and notices when an account is deactivated, reactivated or its two-factor
 * authentication is reset. Plain text; the invitation link carries the only copy of its token.
 */
import { ROLE_LABELS } from "#common/schemas/admin-people";
import type { Role } from "#common/roles";
import { formatWeekdayDateTimeWithZone } from "#common/date-formats";
import { school } from "#common/school";
import type { OutgoingMail } from "./outbox";
import { officeFooter, oneLine } from "./templates";

/** The kind of the invitation mail: its link is blanked in the stored copy once delivered (redactDeliveredLinks). */
export const INVITATION_MAIL_KIND = "account.invitation";

/** "Monday, November 30, 2026 at 3:15 PM EST" in the school's time zone. */
export function expiryText(at: Date) {
  return formatWeekdayDateTimeWithZone(at, school.timeZone);
}

function greeting(fullName: string | null | undefined) {
  return fullName ? `Hello ${oneLine(fullName)},` : "Hello,";
}

export interface InvitationMail {
  to: string;
  fullName: string | null;
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
  const role = ROLE_LABELS[mail.role];
  return {
    kind: INVITATION_MAIL_KIND,
    to: mail.to,
    subject: mail.resent ? `Your new ${school.name} set-password link` : `Your ${school.name} account is ready: choose your password`,
    text: [
      greeting(mail.fullName),
      "",
      mail.resent
        ? `Here is a new link to choose the password of your ${school.name} account. Earlier links no longer work.`
        : `${oneLine(mail.createdBy)} created a ${school.name} account for you.`,
      "",
      `Username: ${oneLine(mail.username)}`,
      `Role: ${role}`,
      "",
      "To start, choose your password with this link:",
      "",
      mail.link,
      "",
      `The link works once and expires on ${expiryText(mail.expiresAt)}. If it has expired, ask the school office for a new one.`,
      `Then sign in at ${mail.signInUrl} with your username (or this email address) and your new password.`,
      "We recommend turning on two-factor authentication in Security Settings once you are signed in.",
      "",
      "If you did not expect this email, you can ignore it; nobody can use the account until a password is chosen with the link.",
      "Never share this link. Our staff will never ask you for it.",
      ...officeFooter,
    ].join("\n"),
  };
}

export function deactivatedMail(to: string, fullName: string | null, username: string): OutgoingMail {
  return {
    kind: "account.deactivated",
    to,
    subject: `Your ${school.name} account has been deactivated`,
    text: [
      greeting(fullName),
      "",
      `The school has deactivated the ${school.name} account "${oneLine(username)}". It can no longer be used to sign in,`,
      "and every device that was signed in to it has been signed out.",
      "",
      `If you think this is a mistake, please contact the school office at ${school.emails.general} or ${school.phone.display}.`,
      ...officeFooter,
    ].join("\n"),
  };
}

export function reactivatedMail(to: string, fullName: string | null, username: string, forgotPasswordUrl: string): OutgoingMail {
  return {
    kind: "account.reactivated",
    to,
    subject: `Your ${school.name} account is active again`,
    text: [
      greeting(fullName),
      "",
      `The school has reactivated the ${school.name} account "${oneLine(username)}". You can sign in again with your password.`,
      `If you never chose a password or do not remember it, request a new one at ${forgotPasswordUrl}.`,
      "",
      `Questions? Contact the school office at ${school.emails.general} or ${school.phone.display}.`,
      ...officeFooter,
    ].join("\n"),
  };
}

export function mfaResetMail(to: string, fullName: string | null, username: string, securityUrl: string): OutgoingMail {
  return {
    kind: "account.mfa_reset",
    to,
    subject: `Security notice: two-factor authentication was turned off on your ${school.name} account`,
    text: [
      greeting(fullName),
      "",
      `A member of the school's staff turned off two-factor authentication on the ${school.name} account "${oneLine(username)}",`,
      "usually because its owner lost their authenticator app. Every device signed in to the account has been signed out,",
      "and signing in now needs the password only.",
      "",
      `Please sign in and turn two-factor authentication on again in Security Settings: ${securityUrl}`,
      "",
      `If you did not ask for this, contact the school office at once: ${school.emails.general} or ${school.phone.display}.`,
      ...officeFooter,
    ].join("\n"),
  };
}
