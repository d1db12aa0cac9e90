/**
 * A child leaving the school and coming back (issue 36, "Withdraw a child"; docs/api/students.md): the
 * office's two forms and what the record and the answers show of them.
 */
import { z } from "zod";
import { parseCalendarDate } from "../../calendar-date";
import { text } from "../fields";

/** The most a withdrawal's reason may hold (the message below says this number). */
export const WITHDRAWAL_REASON_MAX = 500;

export const WITHDRAWAL_MESSAGES = {
  date: "Enter the first day the child is no longer at the school.",
  reEnrolDate: "Enter the day the child comes back.",
  reason: "Please say why the child is leaving.",
  reasonTooLong: `The reason must not exceed ${WITHDRAWAL_REASON_MAX} characters.`,
  future: "Choose today or an earlier day: a withdrawal is recorded on or after its day.",
  beforeYear: "Choose a day in the current school year.",
  noYear: "There is no current school year to withdraw the child from.",
  already: "This child is already withdrawn. Re-enrol them first to record another withdrawal.",
  notWithdrawn: "This child is not withdrawn.",
  reEnrolBeforeWithdrawal: "The child comes back on or after the day they left.",
} as const;

const day = (message: string) =>
  text({ error: message })
    .trim()
    .refine((value) => parseCalendarDate(value) !== undefined, message);

/** POST /api/admin/students/:id/withdrawal. */
export const withdrawalSchema = z
  .object({
    /** The first day the child is no longer at the school ("YYYY-MM-DD", the school's zone). */
    withdrawnOn: day(WITHDRAWAL_MESSAGES.date),
    reason: text({ error: WITHDRAWAL_MESSAGES.reason, multiline: true })
      .trim()
      .min(1, WITHDRAWAL_MESSAGES.reason)
      .max(WITHDRAWAL_REASON_MAX, WITHDRAWAL_MESSAGES.reasonTooLong),
  })
  .strict();
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/** POST /api/admin/students/:id/re-enrolment. */
export const reEnrolmentSchema = z.object({ reEnrolledOn: day(WITHDRAWAL_MESSAGES.reEnrolDate) }).strict();
export type ReEnrolmentInput = z.infer<typeof reEnrolmentSchema>;

/** One leaving on the record, newest first: when, why, who recorded it, and the return when there was one. */
export const studentWithdrawalViewSchema = z.object({
  /** `withdrawn` by the office, or `graduated` at the move to the next year. */
  kind: z.enum(["withdrawn", "graduated"]),
  withdrawnOn: z.string(),
  reason: z.string(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
  reEnrolledOn: z.string().nullable(),
  reEnrolledBy: z.string().nullable(),
});
export type StudentWithdrawalView = z.infer<typeof studentWithdrawalViewSchema>;

/** Tuition after the leaving day that a withdrawal credited on an invoice, and what of it was already paid. */
export const withdrawalCreditSchema = z.object({
  invoiceNumber: z.string(),
  /** The credit note written for the part still owed; null when the invoice was paid in full. */
  creditNoteNumber: z.string().nullable(),
  creditedCents: z.number().int(),
  /** Money the family paid for the days after the child left: the office gives it back with a refund. */
  toRefundCents: z.number().int(),
});
export type WithdrawalCredit = z.infer<typeof withdrawalCreditSchema>;
