/** Invoices as their readers read them: each line's words written in the reader's language. */
import type { InvoiceLine } from "#common/billing/invoices";
import type { Language } from "#common/i18n/languages";
import { formatPhrase } from "#common/i18n/phrase";
import type { FamilyInvoice, StaffInvoice } from "#common/schemas/billing";
import type { StoredInvoice } from "./invoices-read";

/** A line for the office: which child, what kind of line, its words and amount. */
export function staffLine(line: InvoiceLine, language: Language) {
  return {
    studentId: line.studentId,
    studentName: line.studentName,
    kind: line.kind,
    description: formatPhrase(language, line.description),
    amountCents: line.amountCents,
  };
}

/** The answer of GET /api/family/invoices for one invoice, exactly the fields issue 36 gives. */
export function familyInvoice(invoice: StoredInvoice, language: Language): FamilyInvoice {
  return {
    number: invoice.number,
    schoolYear: invoice.schoolYear,
    period: invoice.period,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    lines: invoice.lines.map((line) => ({
      studentName: line.studentName,
      description: formatPhrase(language, line.description),
      amountCents: line.amountCents,
    })),
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    balanceCents: invoice.balanceCents,
    status: invoice.status,
  };
}

export function staffInvoice(invoice: StoredInvoice, language: Language): StaffInvoice {
  return {
    ...familyInvoice(invoice, language),
    familyId: invoice.familyId,
    familyName: invoice.familyName,
    schoolYearId: invoice.schoolYearId,
    lines: invoice.lines.map((line) => staffLine(line, language)),
    receivedCents: invoice.receivedCents,
    refundedCents: invoice.refundedCents,
    creditedCents: invoice.creditedCents,
    remindedBefore: invoice.remindedBefore?.toISOString() ?? null,
    remindedAfter: invoice.remindedAfter?.toISOString() ?? null,
  };
}
