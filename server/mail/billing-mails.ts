/**
 * The tuition reminder mails (issue 36, "reminders by mail before and after the due date", sent by
 * server/billing/reminders.ts): one to each guardian of the billed family, in the guardian's language
 * (`users.language`; area `billingMail` of the server-only catalogue part). Plain text.
 */
import { LOCALES, type Language } from "#common/i18n/languages";
import { localLongDay } from "#common/i18n/phrase";
import { formatMoney, type Cents } from "#common/tuition";
import type { OutgoingMail } from "./outbox";
import { greetingIn, officeFooterIn, sayer } from "./templates";

export type InvoiceReminderKind = "before" | "after";

export interface InvoiceReminderMail {
  kind: InvoiceReminderKind;
  to: string;
  fullName: string | null;
  language: Language;
  number: string;
  dueOn: string;
  balanceCents: Cents;
  /** The family's account page, where the invoice, its payments and its PDF are. */
  accountUrl: string;
}

export function invoiceReminderMail(input: InvoiceReminderMail): OutgoingMail {
  const { language, number } = input;
  const say = sayer(language);
  const due = localLongDay(input.dueOn)(language);
  return {
    kind: `billing.reminder_${input.kind}`,
    to: input.to,
    subject: say(`billingMail.${input.kind}.subject`, { number, due }),
    text: [
      greetingIn(language, input.fullName),
      "",
      say(`billingMail.${input.kind}.due`, { number, due }),
      say("billingMail.owed", { amount: formatMoney(input.balanceCents, LOCALES[language]) }),
      say("billing.invoice.howToPay"),
      "",
      say("billingMail.account", { url: input.accountUrl }),
      "",
      say("billingMail.paidAlready"),
      "",
      say("billingMail.questions"),
      ...officeFooterIn(language),
    ].join("\n"),
  };
}
