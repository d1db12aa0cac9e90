/**
 * A tuition invoice as a PDF (issue 36), in the language of whoever downloads it: the school, the invoice's
 * number, family, period and dates, each line as the server wrote it, the figures, and how to pay. Built
 * like the report cards (server/learning/progress/pdf.ts `renderPdf`: tagged, the embedded Noto fonts
 * through server/pdf/text.ts, any script a family writes a name in) and, like them, only in the PDF worker
 * pool (server/pdf/tasks.ts); ./pdf-download.ts gathers what it prints.
 */
import { STATUS_WORD_IDS, PERIOD_WORD_IDS } from "#common/billing/invoice-words";
import { formatLongDate, parseCalendarDate } from "#common/calendar-date";
import { LOCALES, type Language } from "#common/i18n/languages";
import { t, type MessageId, type MessageValues } from "#common/i18n/messages";
import type { FamilyInvoice } from "#common/schemas/billing";
import { school } from "#common/school";
import { formatMoney } from "#common/tuition";
import { renderPdf } from "../learning/progress/pdf";
import { paragraph } from "../pdf/text";
import { familySurname } from "#common/billing/family-name";

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** What an invoice PDF prints: the family's answer for the invoice (lines already in `language`), and who it is billed to. */
export interface InvoicePdfData extends FamilyInvoice {
  language: Language;
  familyName: string;
  /** The public tuition page in `language`, whose rules the amounts follow. */
  tuitionUrl: string;
}

const INK = "#111827";
const MUTED = "#374151";

interface TextOptions {
  bold?: boolean;
  size?: number;
  indent?: number;
  color?: string;
}

/** A paragraph as a tagged element (P, H1, H2...). */
function block(doc: Doc, root: Struct, tag: string, text: string, options: TextOptions = {}) {
  root.add(
    doc.struct(tag, {}, () =>
      paragraph(doc, text, { size: options.size ?? 10.5, weight: options.bold ? "bold" : "regular", color: options.color ?? INK, indent: options.indent ?? 0 }),
    ),
  );
}

function heading(doc: Doc, root: Struct, tag: "H2" | "H3", text: string) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(tag === "H2" ? 0.6 : 0.3);
  block(doc, root, tag, text, { bold: true, size: tag === "H2" ? 13 : 11 });
  doc.moveDown(0.15);
}

/** "1200 Learning Lane, Suite 300, Raleigh, NC 27601", as a U.S. address is written. */
const schoolAddress = () => {
  const a = school.address;
  return `${a.streetAddress}, ${a.addressLocality}, ${a.addressRegion} ${a.postalCode}`;
};

/** Consecutive lines of one child together, in the invoice's order (the invoice keeps each child's lines together). */
function linesByChild(lines: FamilyInvoice["lines"]): { studentName: string; lines: FamilyInvoice["lines"] }[] {
  const groups: { studentName: string; lines: FamilyInvoice["lines"] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last?.studentName === line.studentName) last.lines.push(line);
    else groups.push({ studentName: line.studentName, lines: [line] });
  }
  return groups;
}

export function invoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { language } = data;
  const locale = LOCALES[language];
  const say = (id: MessageId, values?: MessageValues) => t(language, id, values);
  const money = (cents: number) => formatMoney(cents, locale);
  // The family as its own language says it ("Nakamura family", "familia Nakamura").
  const family = say("billing.pdf.family", { surname: familySurname(data.familyName) });
  const day = (isoDate: string) => {
    const date = parseCalendarDate(isoDate);
    return date ? formatLongDate(date, locale) : isoDate;
  };
  return renderPdf(
    say("billing.pdf.documentTitle", { number: data.number, family }),
    (doc, root) => {
      block(doc, root, "P", school.name, { bold: true, size: 20, color: "#1e3a8a" });
      block(doc, root, "P", school.legalName, { size: 10, color: MUTED });
      block(doc, root, "P", schoolAddress(), { size: 10, color: MUTED });
      block(doc, root, "P", `${school.phone.display} · ${school.emails.general}`, { size: 10, color: MUTED });
      doc.moveDown(0.8);

      block(doc, root, "H1", say("billing.invoice.title", { number: data.number }), { bold: true, size: 16 });
      block(doc, root, "P", say("billing.pdf.billedTo", { family }), { bold: true, size: 12 });
      block(doc, root, "P", say("billing.invoice.periodOfYear", { period: say(PERIOD_WORD_IDS[data.period]), year: data.schoolYear }));
      block(doc, root, "P", say("billing.pdf.issued", { date: day(data.issuedOn) }));
      block(doc, root, "P", say("billing.pdf.due", { date: day(data.dueOn) }), { bold: true });

      heading(doc, root, "H2", say("billing.pdf.lines"));
      for (const child of linesByChild(data.lines)) {
        heading(doc, root, "H3", child.studentName);
        for (const line of child.lines)
          block(doc, root, "P", say("billing.pdf.line", { description: line.description, amount: money(line.amountCents) }), { indent: 12 });
      }
      doc.moveDown(0.5);
      const figure = (label: MessageId, cents: number, bold = false) =>
        block(doc, root, "P", say("billing.pdf.figure", { label: say(label), amount: money(cents) }), { bold, size: 11.5 });
      figure("billing.invoice.total", data.totalCents, true);
      figure("billing.invoice.paid", data.paidCents);
      figure("billing.invoice.balance", data.balanceCents, true);
      block(doc, root, "P", say("billing.pdf.status", { status: say(STATUS_WORD_IDS[data.status]) }));

      heading(doc, root, "H2", say("billing.pdf.howToPay"));
      block(doc, root, "P", say("billing.invoice.howToPay"));
      block(doc, root, "P", say("billing.pdf.reference", { number: data.number }), { bold: true });
      doc.moveDown(0.3);
      block(doc, root, "P", say("billing.pdf.rules", { url: data.tuitionUrl }), { size: 9.5, color: MUTED });
    },
    language,
  );
}
