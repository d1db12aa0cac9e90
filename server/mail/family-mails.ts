/**
 * Mails to a child's guardians when staff link them to the child (issue 15, Create student): an
 * existing verified account is told it now sees the child; an address without an account gets a
 * new guardian account and the set-password link staff invitations use (a reset_password
 * verification; the mail's kind is the invitation's, so its link is blanked once delivered). Each in
 * the guardian's language (`users.language`, issue 32).
 */
import type { Language } from "#common/i18n/languages";
import { school } from "#common/school";
import type { OutgoingMail } from "./outbox";
import { expiryText, INVITATION_MAIL_KIND } from "./people-mails";
import { greetingIn, officeFooterIn, oneLine, sayer } from "./templates";

const office = { email: school.emails.general, phone: school.phone.display };

export function guardianLinkedMail(input: { to: string; fullName: string | null; language: Language; childName: string; signInUrl: string }): OutgoingMail {
  const { language } = input;
  const say = sayer(language);
  const child = oneLine(input.childName);
  return {
    kind: "family.guardian_linked",
    to: input.to,
    subject: say("mails.guardianLinked.subject", { child }),
    text: [
      greetingIn(language, input.fullName),
      "",
      say("mails.guardianLinked.linked", { child }),
      say("mails.guardianLinked.portal"),
      "",
      say("mails.guardianLinked.signIn", { url: input.signInUrl }),
      "",
      say("mails.guardianLinked.unknown", office),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}

export function guardianInvitationMail(input: {
  to: string;
  fullName: string | null;
  language: Language;
  username: string;
  childName: string;
  link: string;
  expiresAt: Date;
  signInUrl: string;
}): OutgoingMail {
  const { language } = input;
  const say = sayer(language);
  return {
    kind: INVITATION_MAIL_KIND,
    to: input.to,
    subject: say("mails.guardianInvitation.subject"),
    text: [
      greetingIn(language, input.fullName),
      "",
      say("mails.guardianInvitation.enrolled", { child: oneLine(input.childName) }),
      "",
      say("mails.username", { username: oneLine(input.username) }),
      "",
      say("mails.chooseWithLink"),
      "",
      input.link,
      "",
      say("mails.guardianInvitation.expires", { expiry: expiryText(input.expiresAt, language) }),
      say("mails.guardianInvitation.signIn", { url: input.signInUrl }),
      "",
      say("mails.ignoreInvitation"),
      say("accountMail.verify.neverShare"),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}
