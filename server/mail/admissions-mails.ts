/**
 * Letters admissions staff send to families from the back office, in plain text. A status letter
 * says the new status in plain words and the next step (STATUS_FOR_FAMILIES), and where to follow
 * the application. Staff notes are internal and never go into a letter. In the language the family
 * applied in (`applications.language`, issue 32).
 */
import type { ApplicationStatus } from "#common/application-status";
import { languageOrDefault } from "#common/i18n/languages";
import { school } from "#common/school";
import type { OutgoingMail } from "./outbox";
import { oneLine, sayer, signatureIn } from "./templates";

export interface StatusLetterInput {
  applicationId: string;
  status: ApplicationStatus;
  childFirstName: string;
  childLastName: string;
  parentName: string;
  parentEmail: string;
  secondaryGuardianName: string | null;
  secondaryGuardianEmail: string | null;
  /** The site's public address, without a trailing slash. */
  publicUrl: string;
  /** The language of the pages the family applied on. */
  language: string;
}

/** One letter per recipient: the parent, and the second guardian when an address was given. */
export function statusChangedMails(input: StatusLetterInput): OutgoingMail[] {
  const recipients: { name: string; email: string }[] = [{ name: input.parentName, email: input.parentEmail }];
  const second = input.secondaryGuardianEmail?.trim().toLowerCase();
  if (second && second !== input.parentEmail.trim().toLowerCase()) {
    recipients.push({ name: input.secondaryGuardianName || input.parentName, email: second });
  }
  const child = `${input.childFirstName} ${input.childLastName}`;
  const language = languageOrDefault(input.language);
  const say = sayer(language);
  // The status as the family dashboard words it (STATUS_LABELS and STATUS_FOR_FAMILIES).
  const status = say(`family.dashboard.status.${input.status}.label`);
  const portal = `${input.publicUrl}/parent`;
  return recipients.map(({ name, email }) => ({
    kind: "admissions.status_changed",
    to: email,
    replyTo: school.emails.admissions,
    subject: oneLine(say("mails.application.statusChanged.subject", { id: input.applicationId, status })),
    text: [
      say("mails.dear", { name }),
      "",
      say("mails.application.statusChanged.update", { child }),
      "",
      say("mails.application.id", { id: input.applicationId }),
      say("mails.application.status", { status }),
      "",
      say(`family.dashboard.status.${input.status}.meaning`),
      say("mails.application.statusChanged.nextStep", { step: say(`family.dashboard.status.${input.status}.nextStep`) }),
      "",
      say("mails.application.statusChanged.follow"),
      portal,
      say("mails.application.statusChanged.signIn", { email }),
      "",
      say("mails.application.statusChanged.quote"),
      signatureIn(language),
    ].join("\n"),
  }));
}
