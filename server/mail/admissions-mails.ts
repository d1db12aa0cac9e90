/**
 * Letters admissions staff send to families from the back office, in plain text. A status letter
 * says the new status in plain words and the next step (STATUS_FOR_FAMILIES), and where to follow
 * the application. Staff notes are internal and never go into a letter.
 */
import { STATUS_FOR_FAMILIES, STATUS_LABELS, type ApplicationStatus } from "#common/application-status";
import { school } from "#common/school";
import type { OutgoingMail } from "./outbox";
import { oneLine, signature } from "./templates";

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
}

/** One letter per recipient: the parent, and the second guardian when an address was given. */
export function statusChangedMails(input: StatusLetterInput): OutgoingMail[] {
  const recipients: { name: string; email: string }[] = [{ name: input.parentName, email: input.parentEmail }];
  const second = input.secondaryGuardianEmail?.trim().toLowerCase();
  if (second && second !== input.parentEmail.trim().toLowerCase()) {
    recipients.push({ name: input.secondaryGuardianName || input.parentName, email: second });
  }
  const child = `${input.childFirstName} ${input.childLastName}`;
  const words = STATUS_FOR_FAMILIES[input.status];
  const portal = `${input.publicUrl}/parent`;
  return recipients.map(({ name, email }) => ({
    kind: "admissions.status_changed",
    to: email,
    replyTo: school.emails.admissions,
    subject: oneLine(`Application ${input.applicationId}: ${STATUS_LABELS[input.status]} - ${school.name}`),
    text: [
      `Dear ${name},`,
      "",
      `There is an update on the application for ${child} to ${school.name}.`,
      "",
      `Application id: ${input.applicationId}`,
      `Status: ${STATUS_LABELS[input.status]}`,
      "",
      words.meaning,
      `Next step: ${words.nextStep}`,
      "",
      "You can follow this application at any time in the family portal:",
      portal,
      `Sign in there with a family account that uses this email address (${email}), or create one with it, to see the application and its history.`,
      "",
      "Please quote your application id whenever you contact us.",
      signature,
    ].join("\n"),
  }));
}
