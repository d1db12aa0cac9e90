/**
 * An invoice's PDF for download (GET /api/family/invoices/:number.pdf, and the office's copy): the invoice
 * read as the family's list reads it, printed in the reader's language by ./pdf.ts in the PDF worker pool,
 * and kept while its figures stay the same (server/pdf/cache.ts: a payment changes what it prints, so a
 * new copy is built). A guardian reaches only their own family's invoices: any other number, another
 * family's or none, is the same 404.
 */
import type { Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { localizedPath } from "#common/i18n/public-paths";
import type { Db } from "../db/client";
import { notFound } from "../domain-errors";
import { cachedBuild } from "../pdf/cache";
import { buildPdfInPool } from "../pdf/pool";
import { guardianInvoices } from "./family";
import { readInvoices, type StoredInvoice } from "./invoices-read";
import type { InvoicePdfData } from "./pdf";
import { schoolToday } from "./periods";
import { familyInvoice } from "./present";
import { INVOICE_NOT_FOUND } from "./refusals";

export interface InvoicePdfReader {
  db: Db;
  language: Language;
  /** The site's public address, for the tuition page the amounts follow. */
  publicUrl: string;
  now: Date;
}

/** One of the guardian's own family's invoices, or 404 (another family's invoice is not told apart from none). */
export async function guardianInvoicePdf(reader: InvoicePdfReader, guardianUserId: string, number: string) {
  const invoice = (await guardianInvoices(reader.db, guardianUserId, reader.now)).find((own) => own.number === number);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return invoicePdfOf(reader, invoice);
}

/** Any invoice, for the office. */
export async function staffInvoicePdf(reader: InvoicePdfReader, number: string) {
  const [invoice] = await readInvoices(reader.db, { number }, schoolToday(reader.now));
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return invoicePdfOf(reader, invoice);
}

async function invoicePdfOf({ language, publicUrl }: InvoicePdfReader, invoice: StoredInvoice): Promise<{ name: string; bytes: Uint8Array }> {
  const data: InvoicePdfData = {
    ...familyInvoice(invoice, language),
    language,
    familyName: invoice.familyName,
    tuitionUrl: `${publicUrl}${localizedPath("/tuition", language)}`,
  };
  const bytes = await cachedBuild({ kind: "invoice", data }, () => buildPdfInPool({ kind: "invoice", data }));
  return { name: t(language, "billing.pdf.fileName", { number: invoice.number }), bytes };
}
