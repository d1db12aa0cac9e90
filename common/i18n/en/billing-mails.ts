/**
 * The English texts of the tuition reminder mails (ids `billingMail.*`, server/mail/billing-mails.ts):
 * a few days before an unpaid invoice is due, and once after its due date has passed. Written in each
 * guardian's language; only the server formats these.
 */
export const billingMails = {
  "billingMail.before.subject": "Invoice {number} is due on {due} - {school}",
  "billingMail.before.due": "A reminder: tuition invoice {number} is due on {due}.",
  "billingMail.after.subject": "Invoice {number} is past its due date - {school}",
  "billingMail.after.due": "Tuition invoice {number} was due on {due} and is not fully paid yet.",
  "billingMail.owed": "Amount still owed: {amount}",
  "billingMail.account": "See the invoice, what has been paid and its PDF in your account: {url}",
  "billingMail.paidAlready": "If you have paid in the last few days, thank you: the payment may not be recorded yet, and you can ignore this reminder.",
  "billingMail.questions": "Questions about the invoice? The school office is happy to help:",
} as const;
