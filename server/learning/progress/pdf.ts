/**
 * The PDFs of the learning wing (issue 16): a child's report card and a term's portfolio, built with
 * pdfkit (well kept, streams its output). Every text is set in the embedded Noto Sans families
 * through server/pdf/text.ts (issue 30: any script a family writes its child's name in, right-to-left
 * included), subset to the characters used; the documents are tagged (structure, language, title) for
 * screen readers. These functions run in the PDF worker pool (server/pdf/pool.ts), never on the
 * request thread; pictures arrive already bounded (server/pdf/images.ts).
 */
import PDFDocument from "pdfkit";
import {
  MASTERY_LEVELS,
  MASTERY_LABELS,
  MASTERY_MEANINGS,
  MASTERY_RULE_TEXT,
  NOT_YET_ASSESSED,
  masteryLabel,
  type MasteryLevel,
} from "#common/learning/mastery";
import { formatDateLong } from "#common/date-formats";
import { school } from "#common/school";
import { registerFonts } from "../../pdf/fonts";
import { paragraph } from "../../pdf/text";

type Doc = InstanceType<typeof PDFDocument>;
type Struct = PDFKit.PDFStructureElement;

/** Renders a tagged document into bytes; pdfkit writes it as a stream of chunks while it is built. */
export function renderPdf(title: string, build: (doc: Doc, root: Struct) => void | Promise<void>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 54,
      info: { Title: title, Author: school.name },
      lang: "en-US",
      pdfVersion: "1.7",
      tagged: true,
      displayTitle: true,
    });
    registerFonts(doc);
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const root = doc.struct("Document");
    doc.addStructure(root);
    Promise.resolve(build(doc, root)).then(
      () => {
        root.end();
        doc.end();
      },
      (err: unknown) => reject(err),
    );
  });
}

/** A calendar day at the school ("November 24, 2026"). */
export function schoolDate(instant: Date): string {
  return formatDateLong(instant, school.timeZone);
}

const GRADE_NAMES: Record<string, string> = { K: "Kindergarten" };
export const gradeName = (grade: string) => GRADE_NAMES[grade] ?? `Grade ${grade}`;

interface TextOptions {
  bold?: boolean;
  size?: number;
  indent?: number;
  color?: string;
}

/** A paragraph of text as a tagged element (P, H1, H2...). */
function block(doc: Doc, root: Struct, tag: string, text: string, options: TextOptions = {}) {
  root.add(
    doc.struct(tag, {}, () =>
      paragraph(doc, text, {
        size: options.size ?? 10.5,
        weight: options.bold ? "bold" : "regular",
        color: options.color ?? "#111827",
        indent: options.indent ?? 0,
      }),
    ),
  );
}

function heading(doc: Doc, root: Struct, text: string, size = 14) {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.6);
  block(doc, root, size >= 14 ? "H2" : "H3", text, { bold: true, size });
  doc.moveDown(0.2);
}

const body = (doc: Doc, root: Struct, text: string, options: TextOptions = {}) => block(doc, root, "P", text, options);

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
  return renderPdf(`Report card: ${data.childName}, ${data.termName}`, (doc, root) => {
    block(doc, root, "P", school.name, { bold: true, size: 20, color: "#1e3a8a" });
    body(doc, root, school.legalName, { size: 10, color: "#374151" });
    doc.moveDown(0.8);
    block(doc, root, "H1", "Report card", { bold: true, size: 16 });
    body(doc, root, `${data.childName}`, { bold: true, size: 13 });
    body(doc, root, `${gradeName(data.grade)} · ${data.termName}, school year ${data.yearName}`);
    body(doc, root, `Issued ${schoolDate(data.generatedAt)}`, { color: "#374151", size: 9.5 });

    heading(doc, root, "Attendance", 12);
    const a = data.attendance;
    if (a.sessions === 0) body(doc, root, "No attendance was taken this term.");
    else {
      body(doc, root, `Attended ${a.attended} of ${a.sessions} class sessions (${a.rate}%).`, { bold: true });
      body(doc, root, `Late ${a.late} · Absent ${a.absent} (excused ${a.excused})`, { color: "#374151" });
    }

    for (const c of data.generalComments) {
      heading(doc, root, `From ${c.className}`, 12);
      body(doc, root, c.comment);
    }
    if (data.subjects.length === 0) {
      heading(doc, root, "Standards");
      body(doc, root, "No standards were assessed this term.");
    }
    for (const subject of data.subjects) {
      heading(doc, root, subject.name);
      if (subject.standards.length === 0) body(doc, root, "No standards assessed this term.", { color: "#374151" });
      for (const s of subject.standards) {
        const level = s.mastery === null ? NOT_YET_ASSESSED : `${masteryLabel(s.mastery)} (${s.mastery} of 4)`;
        body(doc, root, `${s.code}: ${level}`, { bold: true });
        body(doc, root, s.description, { indent: 12, color: "#374151", size: 9.5 });
        doc.moveDown(0.15);
      }
      for (const c of subject.comments) {
        doc.moveDown(0.2);
        body(doc, root, `Teacher's comment (${c.className}):`, { bold: true, size: 10 });
        body(doc, root, c.comment, { indent: 12 });
      }
    }

    heading(doc, root, "The mastery scale", 12);
    for (const level of MASTERY_LEVELS) body(doc, root, `${level} ${MASTERY_LABELS[level]}: ${MASTERY_MEANINGS[level]}.`, { size: 9.5 });
    body(doc, root, `${NOT_YET_ASSESSED}: no returned work on the standard this term.`, { size: 9.5 });
    doc.moveDown(0.3);
    body(doc, root, MASTERY_RULE_TEXT, { size: 9, color: "#374151" });
  });
}

export interface PortfolioPdfItem {
  title: string;
  reflection: string;
  assignmentTitle: string | null;
  className: string | null;
  textAnswer: string;
  /** Pictures (PNG, JPEG, bounded by server/pdf/images.ts) are printed; other files and voice answers are listed by name. */
  files: { name: string; kind: string; contentType: string; bytes: Uint8Array | null }[];
}

const PRINTABLE_IMAGES = new Set(["image/png", "image/jpeg"]);
export const printableImage = (contentType: string) => PRINTABLE_IMAGES.has(contentType);

/** A child's portfolio for a term: each approved item with its title, reflection, answer and pictures. */
export function portfolioPdf(data: { childName: string; termName: string | null; items: PortfolioPdfItem[] }): Promise<Buffer> {
  return renderPdf(`Portfolio: ${data.childName}`, (doc, root) => {
    block(doc, root, "P", school.name, { bold: true, size: 20, color: "#1e3a8a" });
    doc.moveDown(0.6);
    block(doc, root, "H1", `${data.childName}'s portfolio`, { bold: true, size: 16 });
    if (data.termName) body(doc, root, data.termName);
    if (data.items.length === 0) {
      doc.moveDown();
      body(doc, root, "No approved work in the portfolio yet.");
    }
    for (const item of data.items) {
      heading(doc, root, item.title);
      if (item.assignmentTitle) body(doc, root, `${item.assignmentTitle}${item.className ? ` (${item.className})` : ""}`, { color: "#374151", size: 9.5 });
      if (item.reflection) {
        doc.moveDown(0.2);
        body(doc, root, "In my own words:", { bold: true, size: 10 });
        body(doc, root, item.reflection, { indent: 12 });
      }
      if (item.textAnswer.trim()) {
        doc.moveDown(0.2);
        body(doc, root, "My answer:", { bold: true, size: 10 });
        body(doc, root, item.textAnswer, { indent: 12 });
      }
      for (const file of item.files) {
        if (file.bytes && printableImage(file.contentType)) {
          // The bytes are a picture server/pdf/images.ts has already decoded and re-encoded small.
          if (doc.y > doc.page.height - doc.page.margins.bottom - 260) doc.addPage();
          doc.moveDown(0.3);
          const bytes = Buffer.from(file.bytes);
          root.add(doc.struct("Figure", { alt: `Picture: ${file.name}` }, () => doc.image(bytes, doc.page.margins.left, doc.y, { fit: [360, 240] })));
          doc.x = doc.page.margins.left;
          doc.moveDown(0.2);
          body(doc, root, `Picture: ${file.name}`, { size: 9, color: "#374151" });
          continue;
        }
        body(doc, root, `${file.kind === "voice" ? "Voice answer" : "File"}: ${file.name}`, { size: 9.5, color: "#374151" });
      }
    }
  });
}
