/**
 * Report cards (issue 16): at the end of a term staff generate each child's report as a PDF
 * (server/learning/progress/pdf.ts): mastery per standard by subject from the term's returned marks
 * (THE rule, through standardsProgress), the teachers' term comments, the mastery scale. Each PDF is
 * archived as a file (kind `report-card`, owned by the staff member) with a `report_cards` row; the
 * child's previous report for the term is kept, marked superseded. The term's attendance is printed
 * from its taken sessions (server/learning/attendance/, issue 18): sessions, attended, late, absent,
 * excused and the rate; a term with none taken says so, nothing is invented.
 *
 * Generation runs in batches (BATCH_SIZE children: their marks and comments read together, their
 * PDFs built in the PDF worker pool (server/pdf/pool.ts), then one short transaction keeps the files
 * and rows and writes the audit entry), so a whole school's reports never hold the database or the
 * event loop for long. A child is named as everywhere else: the name they go by, then the family name.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { GeneratedReportCards, ReportCardList } from "#common/schemas/learning/progress";
import { recordAudit } from "../../audit";
import { classes, enrolments, guardianLinks, reportCards, students, subjects, termComments, terms, users } from "../../db/schema";
import { STUDENT_NOT_FOUND } from "../access";
import { keepGeneratedFile } from "../files/store";
import { attendanceRate } from "#common/learning/attendance";
import { DEFAULT_LANGUAGE, languageOrDefault, type Language } from "#common/i18n/languages";
import { noTranslator, type Translator } from "../../translation/translator";

import { readFamilyAttendance } from "../attendance/family";
import { lateMinutesSetting } from "../attendance/attendance-read";
import { buildPdfInPool } from "../../pdf/pool";
import { gradeName, type PrintedComment, type ReportCardData } from "./pdf";
import { defaultTerm, schoolTerms, standardsProgress, termById } from "./progress-read";
import { subjectNameIn } from "../subject-name";
import { childFullName, knownAs } from "#common/learning/child-name";
import { notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

export const BATCH_SIZE = 25;

type Named = { firstName: string; preferredName: string | null; lastName: string };
/** The child as the rest of the product names them: the name they go by, then the family name. */
const fileName = (s: Named, termName: string) =>
  `Report card ${childFullName(s)} ${termName}.pdf`.replace(/[^\p{L}\p{M}\p{N} .,'-]/gu, "").replace(/\s+/g, " ");

type Translate = (text: string, to: Language) => Promise<string | null>;

/** The children a term's report cards are made for when none are named: enrolled now in a class of its year. */
function childrenOfTermYear(db: StaffAction["db"], schoolYearId: string) {
  return db
    .selectDistinct({ id: enrolments.studentId })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(classes.schoolYearId, schoolYearId), isNull(enrolments.endedAt), isNull(students.withdrawnAt)));
}

/**
 * The English report's data for a reader of `language`: teachers' comments and the standards'
 * descriptions machine translated where the school's engine can (a comment keeps the teacher's own
 * words beside it); what cannot be translated prints as written.
 */
async function inLanguage(english: ReportCardData, language: Language, translate: Translate): Promise<ReportCardData> {
  const comment = async (c: PrintedComment): Promise<PrintedComment> => {
    const text = await translate(c.comment, language);
    return text === null ? c : { className: c.className, comment: text, original: c.comment };
  };
  let descriptionsTranslated = false;
  const subjects = await Promise.all(
    english.subjects.map(async (s) => ({
      name: subjectNameIn(s.name, language),
      standards: await Promise.all(
        s.standards.map(async (x) => {
          const description = await translate(x.description, language);
          if (description !== null) descriptionsTranslated = true;
          return { ...x, description: description ?? x.description };
        }),
      ),
      comments: await Promise.all(s.comments.map(comment)),
    })),
  );
  return { ...english, language, generalComments: await Promise.all(english.generalComments.map(comment)), subjects, descriptionsTranslated };
}

export async function generateReportCards(
  action: StaffAction,
  uploadsDir: string,
  input: { termId: string; studentIds?: string[] },
  translator: Translator = noTranslator,
): Promise<GeneratedReportCards> {
  const started = performance.now();
  const { db, now } = action;
  const term = await termById(db, input.termId);
  const [termRow] = await db.select({ schoolYearId: terms.schoolYearId }).from(terms).where(eq(terms.id, input.termId));
  let ids: string[];
  if (input.studentIds) {
    ids = [...new Set(input.studentIds)];
    const found = ids.length ? await db.select({ id: students.id }).from(students).where(inArray(students.id, ids)) : [];
    if (found.length !== ids.length) throw notFound(STUDENT_NOT_FOUND);
  } else {
    ids = (await childrenOfTermYear(db, termRow!.schoolYearId)).map((r) => r.id);
  }

  let generated = 0;
  let superseded = 0;
  // Teachers' comments and the standards' descriptions, each text translated once per language for the whole run.
  const translated = new Map<string, Promise<string | null>>();
  const translate: Translate = (text, to) => {
    const key = `${to}\u0000${text}`;
    let made = translated.get(key);
    if (!made) translated.set(key, (made = translator.translate(text, DEFAULT_LANGUAGE, to).catch(() => null)));
    return made;
  };
  for (let i = 0; i < ids.length; i += BATCH_SIZE) {
    const batch = ids.slice(i, i + BATCH_SIZE);
    const attendance = await readFamilyAttendance(db, batch, term.startsOn, term.endsOn, await lateMinutesSetting(db), now);
    const attendanceOf = new Map(attendance.children.map((c) => [c.studentId, c]));
    const [children, progress, comments, readers] = await Promise.all([
      db
        .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName, lastName: students.lastName, grade: students.grade })
        .from(students)
        .where(inArray(students.id, batch)),
      standardsProgress(db, batch, term.id, now),
      db
        .select({ studentId: termComments.studentId, comment: termComments.comment, className: classes.name, subjectCode: subjects.code })
        .from(termComments)
        .innerJoin(classes, eq(classes.id, termComments.classId))
        .innerJoin(subjects, eq(subjects.id, classes.subjectId))
        .where(and(inArray(termComments.studentId, batch), eq(termComments.termId, term.id)))
        .orderBy(asc(classes.name)),
      db
        .selectDistinct({ studentId: guardianLinks.studentId, language: users.language })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
        .where(inArray(guardianLinks.studentId, batch)),
    ]);
    const pdfs: { studentId: string; language: Language; name: string; bytes: Uint8Array }[] = [];
    for (const child of children) {
      // The school's record in English, and a copy in each other language the child's guardians read.
      const languages = [...new Set([DEFAULT_LANGUAGE, ...readers.filter((r) => r.studentId === child.id).map((r) => languageOrDefault(r.language))])];
      const own = comments.filter((c) => c.studentId === child.id);
      const subjectsOfChild = progress.get(child.id)?.subjects ?? [];
      const counts = attendanceOf.get(child.id)?.counts;
      const english: ReportCardData = {
        language: DEFAULT_LANGUAGE,
        attendance: counts
          ? {
              sessions: counts.sessions,
              attended: counts.sessions - counts.absent,
              late: counts.late,
              absent: counts.absent,
              excused: counts.excused,
              rate: attendanceRate(counts),
            }
          : { sessions: 0, attended: 0, late: 0, absent: 0, excused: 0, rate: null },
        childName: childFullName(child),
        firstName: knownAs(child),
        grade: child.grade,
        termName: term.name,
        yearName: term.yearName,
        generatedAt: now,
        generalComments: own
          .filter((c) => !subjectsOfChild.some((s) => s.code === c.subjectCode))
          .map((c) => ({ className: c.className, comment: c.comment, original: null })),
        subjects: subjectsOfChild.map((s) => ({
          name: s.name,
          standards: s.standards.map((x) => ({ code: x.code, description: x.description, mastery: x.mastery })),
          comments: own.filter((c) => c.subjectCode === s.code).map((c) => ({ className: c.className, comment: c.comment, original: null })),
        })),
        descriptionsTranslated: false,
      };
      for (const language of languages) {
        const data = language === DEFAULT_LANGUAGE ? english : await inLanguage(english, language, translate);
        pdfs.push({ studentId: child.id, language, name: fileName(child, term.name), bytes: await buildPdfInPool({ kind: "report-card", data }) });
      }
    }
    const reports = new Set(pdfs.map((p) => p.studentId)).size;
    await db.transaction(async (tx) => {
      // One generation of a term at a time: the "one current report per child and term" index holds.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report-cards'), hashtext(${term.id}))`);
      const old = await tx
        .update(reportCards)
        .set({ supersededAt: now })
        .where(and(inArray(reportCards.studentId, batch), eq(reportCards.termId, term.id), isNull(reportCards.supersededAt)))
        .returning({ id: reportCards.id });
      superseded += old.length;
      for (const pdf of pdfs) {
        const file = await keepGeneratedFile(tx, uploadsDir, action.actor.id, pdf.name, "application/pdf", pdf.bytes, "report-card");
        await tx
          .insert(reportCards)
          .values({ studentId: pdf.studentId, termId: term.id, language: pdf.language, fileId: file.id, generatedBy: action.actor.id, generatedAt: now });
      }
      await recordAudit(tx, action.actor, {
        action: "report_cards.generated",
        targetId: term.id,
        summary: `Generated ${reports} report card${reports === 1 ? "" : "s"} for ${term.name} ${term.yearName}.`,
        detail: { termId: term.id, students: reports, copiesInOtherLanguages: pdfs.length - reports, superseded: old.length },
      });
    });
    generated += reports;
    // Let other requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { termId: term.id, generated, superseded, milliseconds: Math.round(performance.now() - started) };
}

/** The term's report cards, current first, then by child. */
export async function listReportCards(db: StaffAction["db"], termId: string | undefined, now: Date): Promise<ReportCardList> {
  const list = await schoolTerms(db);
  const term = termId ? await termById(db, termId) : defaultTerm(list, now);
  if (!term) return { terms: list, termId: null, children: 0, reportCards: [] };
  if (!list.some((t) => t.id === term.id)) list.push(term);
  const [termRow] = await db.select({ schoolYearId: terms.schoolYearId }).from(terms).where(eq(terms.id, term.id));
  const children = (await childrenOfTermYear(db, termRow!.schoolYearId)).length;
  const rows = await db
    .select({
      id: reportCards.id,
      termId: reportCards.termId,
      generatedAt: reportCards.generatedAt,
      supersededAt: reportCards.supersededAt,
      fileId: reportCards.fileId,
      studentId: students.id,
      firstName: students.firstName,
      preferredName: students.preferredName,
      lastName: students.lastName,
      grade: students.grade,
      generatedBy: users.fullName,
    })
    .from(reportCards)
    .innerJoin(students, eq(students.id, reportCards.studentId))
    .leftJoin(users, eq(users.id, reportCards.generatedBy))
    // The school's record; a family's copy in their language is read from the child's progress page.
    .where(and(eq(reportCards.termId, term.id), eq(reportCards.language, DEFAULT_LANGUAGE)))
    .orderBy(sql`${reportCards.supersededAt} is not null`, asc(students.lastName), asc(students.firstName), sql`${reportCards.generatedAt} desc`);
  return {
    terms: list,
    termId: term.id,
    children,
    reportCards: rows.map((r) => ({
      id: r.id,
      termId: r.termId,
      termName: term.name,
      generatedAt: r.generatedAt.toISOString(),
      supersededAt: r.supersededAt?.toISOString() ?? null,
      fileId: r.fileId,
      studentId: r.studentId,
      studentName: childFullName(r),
      grade: gradeName(r.grade),
      generatedBy: r.generatedBy,
    })),
  };
}
