/**
 * Tuition billing (issue 36; contracts in common/api/billing.ts, rules in server/billing/): a guardian's
 * own family's invoices and each one's PDF, and the office's runs, invoice list, PDFs, payments, credit
 * notes and ledger. PDFs share the report cards' rate limit (server/http/pdf-rate-limit.ts). Every
 * change is audited where it is written (server/billing/).
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  billingLedgerCsv,
  billingRun,
  familyInvoicePdf,
  familyInvoices,
  recordPayment,
  setFamilyPlan,
  staffInvoicePdf,
  staffInvoices,
  writeCreditNote,
} from "#common/api/billing";
import type { Language } from "#common/i18n/languages";
import { setFamilyPlan as setPlanOf } from "../billing/families";
import { guardianInvoices } from "../billing/family";
import { readInvoices } from "../billing/invoices-read";
import { ledgerCsv } from "../billing/ledger";
import { schoolToday } from "../billing/periods";
import { guardianInvoicePdf, staffInvoicePdf as staffInvoicePdfOf } from "../billing/pdf-download";
import { familyInvoice, staffInvoice, staffLine } from "../billing/present";
import { invoiceNumberParam } from "../billing/numbering";
import { runBilling } from "../billing/runs";
import { recordPayment as recordPaymentOn, writeCreditNote as writeCreditNoteOn } from "../billing/settle";
import { attachmentDisposition } from "../http/content-disposition";
import { pdfRateLimit } from "../http/pdf-rate-limit";
import { route } from "../http/route";

export async function billingRoutes(app: FastifyInstance) {
  const action = (actor: Parameters<typeof runBilling>[0]["actor"]) => ({ db: app.db, actor, now: app.config.now() });

  route(app, familyInvoices, async ({ actor }) => {
    const invoices = await guardianInvoices(app.db, actor.id, app.config.now());
    return { invoices: invoices.map((invoice) => familyInvoice(invoice, actor.language)) };
  });

  // An invoice's PDF is in the language of whoever downloads it.
  const pdfReader = (language: Language) => ({ db: app.db, language, publicUrl: app.config.publicUrl, now: app.config.now() });
  const sendPdf = (reply: FastifyReply, { name, bytes }: { name: string; bytes: Uint8Array }) =>
    reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", attachmentDisposition(name))
      .header("Cache-Control", "private, no-store")
      .send(bytes);

  route(
    app,
    familyInvoicePdf,
    async ({ actor, params, reply }) => sendPdf(reply, await guardianInvoicePdf(pdfReader(actor.language), actor.id, invoiceNumberParam(params.number))),
    {
      config: pdfRateLimit,
    },
  );

  route(
    app,
    staffInvoicePdf,
    async ({ actor, params, reply }) => sendPdf(reply, await staffInvoicePdfOf(pdfReader(actor.language), invoiceNumberParam(params.number))),
    {
      config: pdfRateLimit,
    },
  );

  route(app, billingRun, async ({ actor, body }) => {
    const run = await runBilling(action(actor), body);
    const families = run.families.map((family) => ({ ...family, lines: family.lines.map((line) => staffLine(line, actor.language)) }));
    return { success: true, data: { ...run, families } };
  });

  route(app, setFamilyPlan, async ({ actor, params, body }) => ({ success: true, data: await setPlanOf(action(actor), params.familyId, body) }));

  route(app, staffInvoices, async ({ actor, query }) => {
    const found = await readInvoices(app.db, { ...(query.schoolYearId ? { schoolYearId: query.schoolYearId } : {}) }, schoolToday(app.config.now()));
    const invoices = found.filter((invoice) => !query.status || invoice.status === query.status).map((invoice) => staffInvoice(invoice, actor.language));
    return { success: true, data: { invoices } };
  });

  route(app, recordPayment, async ({ actor, params, body }) => {
    const invoice = await recordPaymentOn(action(actor), invoiceNumberParam(params.number), body);
    return { success: true, data: staffInvoice(invoice, actor.language) };
  });

  route(app, writeCreditNote, async ({ actor, params, body }) => {
    const written = await writeCreditNoteOn(action(actor), invoiceNumberParam(params.number), body);
    return { success: true, data: { number: written.number, invoice: staffInvoice(written.invoice, actor.language) } };
  });

  route(app, billingLedgerCsv, async ({ actor, query, reply }) => {
    const body = await ledgerCsv(action(actor), query.schoolYearId);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition("billing-ledger.csv"))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, no-store")
      .send(body);
  });
}
