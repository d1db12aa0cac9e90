/**
 * The PDFs of the learning wing (issue 16): a child's report card and a term's portfolio, built with
 * pdfkit (well kept, streams its output). Every text is set in the embedded Noto Sans families
 * through server/pdf/text.ts (issue 30: any script a family writes its child's name in, right-to-left
 * included), subset to the characters used; the documents are tagged (structure, language, title) for
 * screen readers. These functions run in the PDF worker pool (server/pdf/pool.ts), never on the
 * request thread; pictures arrive already bounded (server/pdf/images.ts).
 */
import PDFDocument from "pdfkit";
import { MASTERY_IDS, MASTERY_LEVELS, type MasteryLevel } from "#common/learning/mastery";
import { progressSummary } from "#common/learning/progress-summary";
import { formatDateLong } from "#common/date-formats";
import { gradeByApplicationValue, gradeName as gradeNameIn } from "#common/grades";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { t, type MessageId, type MessageValues } from "#common/i18n/messages";
import { formatPhrase } from "#common/i18n/phrase";
import { school } from "#common/school";
import { registerFonts } from "../../pdf/fonts";
import { paragraph } from "../../pdf/text";

type Doc = InstanceType<typeof PDFDocument>;
type Struct = PDFKit.PDFStructureElement;

/** Renders a tagged document into bytes; pdfkit writes it as a stream of chunks while it is built. */
export function renderPdf(title: string, build: (doc: Doc, root: Struct) => void | Promise<void>, language: Language = DEFAULT_LANGUAGE): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 54,
      info: { Title: title, Author: school.name },
      lang: LOCALES[language],
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

/** A calendar day at the school ("November 24, 2026"; "24 de noviembre de 2026"). */
export function schoolDate(instant: Date, language: Language = DEFAULT_LANGUAGE): string {
  return formatDateLong(instant, school.timeZone, LOCALES[language]);
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

/** A teacher's comment as printed: in the reader's language, with the teacher's own words when the school's engine translated it. */
export interface PrintedComment {
  className: string;
  comment: string;
  /** The comment as the teacher wrote it, when `comment` is its machine translation. */
  original: string | null;
}

export interface ReportCardData {
  /** The language it is written in: the school's record in English, a family's copy in theirs. */
  language: Language;
  childName: string;
  /** The name the child goes by, which starts the summary's sentences ("Ada is meeting most Math standards"). */
  firstName: string;
  grade: string;
  termName: string;
  yearName: string;
  generatedAt: Date;
  /** Classes' comments without a subject of their own (homeroom). */
  generalComments: PrintedComment[];
  subjects: {
    name: string;
    standards: { code: string; description: string; mastery: MasteryLevel | null }[];
    comments: PrintedComment[];
  }[];
  /** Whether the standards' descriptions are machine translations (the report says so once). */
  descriptionsTranslated: boolean;
  /** The term's taken sessions (issue 18, common/learning/attendance.ts); never invented: none taken prints so. */
  attendance: { sessions: number; attended: number; late: number; absent: number; excused: number; rate: number | null };
}

/**
 * A child's report card in `data.language`: the progress summary (common/learning/progress-summary.ts,
 * the sentences of the family's progress page), mastery per standard by subject, teachers' comments,
 * the scale key.
 */
export function reportCardPdf(data: ReportCardData): Promise<Buffer> {
  const { language } = data;
  const say = (id: MessageId, values?: MessageValues) => t(language, id, values);
  const grade = gradeByApplicationValue(data.grade);
  const comment = (doc: Doc, root: Struct, c: PrintedComment, heading: string) => {
    body(doc, root, heading, { bold: true, size: 10 });
    body(doc, root, c.comment, { indent: 12 });
    if (c.original) body(doc, root, say("reportCard.translated", { original: c.original }), { indent: 12, size: 9, color: "#374151" });
  };
  return renderPdf(
    say("reportCard.documentTitle", { child: data.childName, term: data.termName }),
    (doc, root) => {
      block(doc, root, "P", school.name, { bold: true, size: 20, color: "#1e3a8a" });
      body(doc, root, school.legalName, { size: 10, color: "#374151" });
      doc.moveDown(0.8);
      block(doc, root, "H1", say("reportCard.title"), { bold: true, size: 16 });
      body(doc, root, `${data.childName}`, { bold: true, size: 13 });
      body(doc, root, say("reportCard.gradeAndTerm", { grade: grade ? gradeNameIn(grade, language) : data.grade, term: data.termName, year: data.yearName }));
      body(doc, root, say("reportCard.issued", { date: schoolDate(data.generatedAt, language) }), { color: "#374151", size: 9.5 });

      const summary = progressSummary(data.firstName, data.subjects);
      if (summary.length > 0) {
        heading(doc, root, say("progress.summary.title"), 12);
        for (const line of summary) body(doc, root, line.sentences.map((sentence) => formatPhrase(language, sentence)).join(" "));
      }
      // Right after the summary: the note covers the descriptions it quotes as well as the standards below.
      if (data.descriptionsTranslated && data.subjects.some((s) => s.standards.length > 0)) {
        doc.moveDown(0.2);
        body(doc, root, say("reportCard.translatedStandards"), { size: 9, color: "#374151" });
      }

      heading(doc, root, say("reportCard.attendance"), 12);
      const a = data.attendance;
      if (a.sessions === 0) body(doc, root, say("reportCard.attendance.none"));
      else {
        body(doc, root, say("reportCard.attendance.attended", { attended: a.attended, sessions: a.sessions, rate: a.rate ?? 0 }), { bold: true });
        body(doc, root, say("reportCard.attendance.counts", { late: a.late, absent: a.absent, excused: a.excused }), { color: "#374151" });
      }

      for (const c of data.generalComments) {
        heading(doc, root, say("reportCard.from", { className: c.className }), 12);
        body(doc, root, c.comment);
        if (c.original) body(doc, root, say("reportCard.translated", { original: c.original }), { size: 9, color: "#374151" });
      }
      if (data.subjects.length === 0) {
        heading(doc, root, say("reportCard.standards"));
        body(doc, root, say("reportCard.standards.none"));
      }
      for (const subject of data.subjects) {
        heading(doc, root, subject.name);
        if (subject.standards.length === 0) body(doc, root, say("reportCard.standards.noneInSubject"), { color: "#374151" });
        for (const s of subject.standards) {
          const level =
            s.mastery === null
              ? say("mastery.notYetAssessed")
              : say("reportCard.standard.level", { label: say(MASTERY_IDS[s.mastery].label), level: s.mastery });
          body(doc, root, `${s.code}: ${level}`, { bold: true });
          body(doc, root, s.description, { indent: 12, color: "#374151", size: 9.5 });
          doc.moveDown(0.15);
        }
        for (const c of subject.comments) {
          doc.moveDown(0.2);
          comment(doc, root, c, say("reportCard.teacherComment", { className: c.className }));
        }
      }

      heading(doc, root, say("reportCard.scale"), 12);
      for (const level of MASTERY_LEVELS) body(doc, root, `${level} ${say(MASTERY_IDS[level].label)}: ${say(MASTERY_IDS[level].meaning)}.`, { size: 9.5 });
      body(doc, root, say("reportCard.scale.notYet", { label: say("mastery.notYetAssessed") }), { size: 9.5 });
      doc.moveDown(0.3);
      body(doc, root, say("mastery.rule"), { size: 9, color: "#374151" });
    },
    language,
  );
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

/** What a portfolio PDF is built from: in `language`, the language of whoever downloads it (the child or a guardian). */
export interface PortfolioPdfData {
  language: Language;
  childName: string;
  termName: string | null;
  items: PortfolioPdfItem[];
}

/** A child's portfolio for a term: each approved item with its title, reflection, answer and pictures. */
export function portfolioPdf(data: PortfolioPdfData): Promise<Buffer> {
  const { language } = data;
  const say = (id: MessageId, values?: MessageValues) => t(language, id, values);
  return renderPdf(
    say("portfolio.pdf.documentTitle", { child: data.childName }),
    (doc, root) => {
      block(doc, root, "P", school.name, { bold: true, size: 20, color: "#1e3a8a" });
      doc.moveDown(0.6);
      block(doc, root, "H1", say("portfolio.pdf.title", { child: data.childName }), { bold: true, size: 16 });
      if (data.termName) body(doc, root, data.termName);
      if (data.items.length === 0) {
        doc.moveDown();
        body(doc, root, say("portfolio.pdf.empty"));
      }
      for (const item of data.items) {
        heading(doc, root, item.title);
        if (item.assignmentTitle) body(doc, root, `${item.assignmentTitle}${item.className ? ` (${item.className})` : ""}`, { color: "#374151", size: 9.5 });
        if (item.reflection) {
          doc.moveDown(0.2);
          body(doc, root, say("portfolio.pdf.reflection"), { bold: true, size: 10 });
          body(doc, root, item.reflection, { indent: 12 });
        }
        if (item.textAnswer.trim()) {
          doc.moveDown(0.2);
          body(doc, root, say("portfolio.pdf.answer"), { bold: true, size: 10 });
          body(doc, root, item.textAnswer, { indent: 12 });
        }
        for (const file of item.files) {
          if (file.bytes && printableImage(file.contentType)) {
            // The bytes are a picture server/pdf/images.ts has already decoded and re-encoded small.
            if (doc.y > doc.page.height - doc.page.margins.bottom - 260) doc.addPage();
            doc.moveDown(0.3);
            const bytes = Buffer.from(file.bytes);
            const caption = say("portfolio.pdf.picture", { name: file.name });
            root.add(doc.struct("Figure", { alt: caption }, () => doc.image(bytes, doc.page.margins.left, doc.y, { fit: [360, 240] })));
            doc.x = doc.page.margins.left;
            doc.moveDown(0.2);
            body(doc, root, caption, { size: 9, color: "#374151" });
            continue;
          }
          body(doc, root, say(file.kind === "voice" ? "portfolio.pdf.voice" : "portfolio.pdf.file", { name: file.name }), { size: 9.5, color: "#374151" });
        }
      }
    },
    language,
  );
}
