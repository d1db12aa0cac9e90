/**
 * The PDFs of the learning wing (issue 16): a child's report card and a term's portfolio, built with
 * pdfkit (well kept, streams its output, the standard fonts need no files). Text is set in the PDF's
 * standard Helvetica (WinAnsi: Latin letters with accents, as the school's names are; other scripts
 * would need an embedded font).
 */
import PDFDocument from "pdfkit";
import { MASTERY_LEVELS, MASTERY_LABELS, MASTERY_MEANINGS, MASTERY_RULE_TEXT, NOT_YET_ASSESSED, masteryLabel, type MasteryLevel } from "../../../common/learning/mastery";
import { school } from "../../../common/school";

type Doc = InstanceType<typeof PDFDocument>;

/** Renders a document into bytes; pdfkit writes it as a stream of chunks while it is built. */
export function renderPdf(title: string, build: (doc: Doc) => void | Promise<void>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 54, info: { Title: title, Author: school.name }, lang: "en-US", pdfVersion: "1.7", tagged: false });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    Promise.resolve(build(doc)).then(
      () => doc.end(),
      (err: unknown) => reject(err),
    );
  });
}

/** A calendar day at the school ("November 24, 2026"). */
export function schoolDate(instant: Date): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: school.timeZone, year: "numeric", month: "long", day: "numeric" }).format(instant);
}

const GRADE_NAMES: Record<string, string> = { K: "Kindergarten" };
export const gradeName = (grade: string) => GRADE_NAMES[grade] ?? `Grade ${grade}`;

function heading(doc: Doc, text: string, size = 14) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor("#111827").text(text);
  doc.moveDown(0.2);
}

function body(doc: Doc, text: string, options: { bold?: boolean; size?: number; indent?: number; color?: string } = {}) {
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(options.size ?? 10.5)
    .fillColor(options.color ?? "#111827")
    .text(text, { indent: options.indent ?? 0 });
}

export interface ReportCardData {
  childName: string;
  grade: string;
  termName: string;
  yearName: string;
  generatedAt: Date;
  /** Classes' comments without a subject of their own (homeroom). */
  generalComments: { className: string; comment: string }[];
  subjects: {
    name: string;
    standards: { code: string; description: string; mastery: MasteryLevel | null }[];
    comments: { className: string; comment: string }[];
  }[];
  /** The term's taken sessions (issue 18, common/learning/attendance.ts); never invented: none taken prints so. */
  attendance: { sessions: number; attended: number; late: number; absent: number; excused: number; rate: number | null };
}

/** A child's report card: mastery per standard by subject, teachers' comments, the scale key. */
export function reportCardPdf(data: ReportCardData): Promise<Buffer> {
  return renderPdf(`Report card: ${data.childName}, ${data.termName}`, (doc) => {
    doc.font("Helvetica-Bold").fontSize(20).fillColor("#1e3a8a").text(school.name);
    doc.font("Helvetica").fontSize(10).fillColor("#374151").text(school.legalName);
    doc.moveDown(0.8);
    doc.font("Helvetica-Bold").fontSize(16).fillColor("#111827").text("Report card");
    body(doc, `${data.childName}`, { bold: true, size: 13 });
    body(doc, `${gradeName(data.grade)} · ${data.termName}, school year ${data.yearName}`);
    body(doc, `Issued ${schoolDate(data.generatedAt)}`, { color: "#374151", size: 9.5 });

    heading(doc, "Attendance", 12);
    const a = data.attendance;
    if (a.sessions === 0) body(doc, "No attendance was taken this term.");
    else {
      body(doc, `Attended ${a.attended} of ${a.sessions} class sessions (${a.rate}%).`, { bold: true });
      body(doc, `Late ${a.late} · Absent ${a.absent} (excused ${a.excused})`, { color: "#374151" });
    }

    for (const c of data.generalComments) {
      heading(doc, `From ${c.className}`, 12);
      body(doc, c.comment);
    }
    if (data.subjects.length === 0) {
      heading(doc, "Standards");
      body(doc, "No standards were assessed this term.");
    }
    for (const subject of data.subjects) {
      heading(doc, subject.name);
      if (subject.standards.length === 0) body(doc, "No standards assessed this term.", { color: "#374151" });
      for (const s of subject.standards) {
        const level = s.mastery === null ? NOT_YET_ASSESSED : `${masteryLabel(s.mastery)} (${s.mastery} of 4)`;
        body(doc, `${s.code}: ${level}`, { bold: true });
        body(doc, s.description, { indent: 12, color: "#374151", size: 9.5 });
        doc.moveDown(0.15);
      }
      for (const c of subject.comments) {
        doc.moveDown(0.2);
        body(doc, `Teacher's comment (${c.className}):`, { bold: true, size: 10 });
        body(doc, c.comment, { indent: 12 });
      }
    }

    heading(doc, "The mastery scale", 12);
    for (const level of MASTERY_LEVELS) body(doc, `${level} ${MASTERY_LABELS[level]}: ${MASTERY_MEANINGS[level]}.`, { size: 9.5 });
    body(doc, `${NOT_YET_ASSESSED}: no returned work on the standard this term.`, { size: 9.5 });
    doc.moveDown(0.3);
    body(doc, MASTERY_RULE_TEXT, { size: 9, color: "#374151" });
  });
}

export interface PortfolioPdfItem {
  title: string;
  reflection: string;
  assignmentTitle: string | null;
  className: string | null;
  textAnswer: string;
  /** Pictures (PNG, JPEG) are printed; other files and voice answers are listed by name. */
  files: { name: string; kind: string; contentType: string; bytes: Uint8Array | null }[];
}

const PRINTABLE_IMAGES = new Set(["image/png", "image/jpeg"]);
export const printableImage = (contentType: string) => PRINTABLE_IMAGES.has(contentType);

/** A child's portfolio for a term: each approved item with its title, reflection, answer and pictures. */
export function portfolioPdf(data: { childName: string; termName: string | null; items: PortfolioPdfItem[] }): Promise<Buffer> {
  return renderPdf(`Portfolio: ${data.childName}`, (doc) => {
    doc.font("Helvetica-Bold").fontSize(20).fillColor("#1e3a8a").text(school.name);
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(16).fillColor("#111827").text(`${data.childName}'s portfolio`);
    if (data.termName) body(doc, data.termName);
    if (data.items.length === 0) {
      doc.moveDown();
      body(doc, "No approved work in the portfolio yet.");
    }
    for (const item of data.items) {
      heading(doc, item.title);
      if (item.assignmentTitle) body(doc, `${item.assignmentTitle}${item.className ? ` (${item.className})` : ""}`, { color: "#374151", size: 9.5 });
      if (item.reflection) {
        doc.moveDown(0.2);
        body(doc, "In my own words:", { bold: true, size: 10 });
        body(doc, item.reflection, { indent: 12 });
      }
      if (item.textAnswer.trim()) {
        doc.moveDown(0.2);
        body(doc, "My answer:", { bold: true, size: 10 });
        body(doc, item.textAnswer, { indent: 12 });
      }
      for (const file of item.files) {
        if (file.bytes && printableImage(file.contentType)) {
          try {
            if (doc.y > doc.page.height - doc.page.margins.bottom - 260) doc.addPage();
            doc.moveDown(0.3);
            doc.image(Buffer.from(file.bytes), { fit: [360, 240] });
            doc.moveDown(0.2);
            body(doc, `Picture: ${file.name}`, { size: 9, color: "#374151" });
            continue;
          } catch {
            // An image pdfkit cannot read is listed by name like any file.
          }
        }
        body(doc, `${file.kind === "voice" ? "Voice answer" : "File"}: ${file.name}`, { size: 9.5, color: "#374151" });
      }
    }
  });
}
