/**
 * Mails to a child's guardians when staff link them to the child (issue 15, Create student): an
 * existing verified account is told it now sees the child; an address without an account gets a
 * new guardian account and the set-password link staff invitations use (a reset_password
 * verification; the mail's kind is the invitation's, so its link is blanked once delivered).
 */
import { school } from "#common/school";
import type { OutgoingMail } from "./outbox";
import { expiryText, INVITATION_MAIL_KIND } from "./people-mails";
import { officeFooter, oneLine } from "./templates";

function greeting(fullName: string | null | undefined) {
  return fullName ? `Hello ${oneLine(fullName)},` : "Hello,";
}

export function guardianLinkedMail(input: { to: string; fullName: string | null; childName: string; signInUrl: string }): OutgoingMail {
  return {
    kind: "family.guardian_linked",
    to: input.to,
    subject: `${oneLine(input.childName)} is now on your ${school.name} account`,
    text: [
      greeting(input.fullName),
      "",
      `The school has linked ${oneLine(input.childName)} to your ${school.name} account.`,
      "When you sign in to the family portal you will find your child's classes, timetable and calendar,",
      "and you can set the password your child signs in with.",
      "",
      `Sign in at ${input.signInUrl}`,
      "",
      `If you do not know this child, please contact the school office at ${school.emails.general} or ${school.phone.display}.`,
      ...officeFooter,
    ].join("\n"),
  };
}

export function guardianInvitationMail(input: {
  to: string;
  fullName: string | null;
  username: string;
  childName: string;
  link: string;
  expiresAt: Date;
  signInUrl: string;
}): OutgoingMail {
  return {
    kind: INVITATION_MAIL_KIND,
    to: input.to,
    subject: `Welcome to ${school.name}: choose your family portal password`,
    text: [
      greeting(input.fullName),
      "",
      `${oneLine(input.childName)} is enrolled at ${school.name}, and we have made a family portal account for you.`,
      "",
      `Username: ${oneLine(input.username)}`,
      "",
      "To start, choose your password with this link:",
      "",
      input.link,
      "",
      `The link works once and expires on ${expiryText(input.expiresAt)}. If it has expired, use "Forgot password" on the sign-in page or ask the school office.`,
      `Then sign in at ${input.signInUrl} with your username (or this email address). In the family portal you will see your child's`,
      "classes and calendar, and you set the password your child signs in with.",
      "",
      "If you did not expect this email, you can ignore it; nobody can use the account until a password is chosen with the link.",
      "Never share this link. Our staff will never ask you for it.",
      ...officeFooter,
    ].join("\n"),
  };
}
