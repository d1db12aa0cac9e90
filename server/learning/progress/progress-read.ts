/**
 * A child's progress (issue 16, /parent/progress and report cards): per subject, each standard the
 * child's classes assess in a term, the child's current mastery by THE rule (common/learning/mastery.ts)
 * from RETURNED marks only, and the evidence behind it (the work, the level, the teacher's comment).
 * Upcoming and missing work come from THE read of children's work (server/learning/work/read.ts).
 *
 * Callers ask server/learning/access.ts first: this module reads whatever ids it is given. The reads
 * are batched by child, so report cards for a whole school use the same queries as one family's page.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { currentMastery, isMasteryLevel, type MasteryLevel } from "#common/learning/mastery";
import { DEFAULT_LANGUAGE, languageOrDefault, type Language } from "#common/i18n/languages";
import { commentForReader, commentTranslations } from "../work/feedback-translations";
import { TITLE_AS_WRITTEN, titlesInLanguage, type AssignmentReader } from "../assignments/assignment-translations";
import { DEFAULT_SUBJECTS } from "#common/learning/subjects";
import {
  UPCOMING_DAYS,
  type FamilyProgress,
  type ProgressEvidence,
  type ProgressLiveCheck,
  type ProgressSubject,
  type ProgressTerm,
  type ProgressWork,
  type ReportCardSummary,
} from "#common/schemas/learning/progress";
import type { Db } from "../../db/client";
import {
  assignmentStandards,
  assignments,
  classes,
  enrolments,
  marks,
  reportCards,
  rubricCriteria,
  schoolYears,
  standards,
  students,
  subjects,
  work,
  terms,
} from "../../db/schema";
import { schoolToday } from "../homes/homes-read";
import { readWork } from "../work/work-read";
import { withPractice } from "../games/practice-evidence";
import { readLiveCheckEvidence, type LiveCheckEvidence } from "../live/check-evidence";
import { subjectNameIn } from "../subject-name";
import { notFound } from "../../domain-errors";

type Reader = Pick<Db, "select" | "selectDistinct">;

export const TERM_NOT_FOUND = "We could not find that term.";

/** The work screen of a piece of work, as the child opens it (the route is the child's: families get null). */
export const workLink = (assignmentId: string, studentId: string) => `/portal/assignments/${assignmentId}/work?studentId=${studentId}`;

/**
 * The terms of the current school year (or every term when no year is current), in order; with
 * `archived`, the terms of the years archived by a move to the next year come first (a family still reads
 * last year's progress: issue 36).
 */
export async function schoolTerms(db: Reader, options: { archived?: boolean } = {}): Promise<ProgressTerm[]> {
  const rows = await db
    .select({
      id: terms.id,
      name: terms.name,
      yearName: schoolYears.name,
      startsOn: terms.startsOn,
      endsOn: terms.endsOn,
      isCurrent: schoolYears.isCurrent,
      archivedAt: schoolYears.archivedAt,
    })
    .from(terms)
    .innerJoin(schoolYears, eq(schoolYears.id, terms.schoolYearId))
    .orderBy(asc(terms.startsOn));
  const current = rows.filter((r) => r.isCurrent || (options.archived && r.archivedAt !== null));
  return (current.some((r) => r.isCurrent) ? current : rows).map(({ isCurrent: _, archivedAt: _archived, ...t }) => t);
}

/** Any term by id (a past year's too), or a 404. */
export async function termById(db: Reader, termId: string): Promise<ProgressTerm> {
  const [row] = await db
    .select({ id: terms.id, name: terms.name, yearName: schoolYears.name, startsOn: terms.startsOn, endsOn: terms.endsOn })
    .from(terms)
    .innerJoin(schoolYears, eq(schoolYears.id, terms.schoolYearId))
    .where(eq(terms.id, termId));
  if (!row) throw notFound(TERM_NOT_FOUND);
  return row;
}

/** The term of today at the school, else the latest one begun, else the first. */
export function defaultTerm(list: readonly ProgressTerm[], now: Date): ProgressTerm | null {
  const today = schoolToday(now);
  return list.find((t) => t.startsOn <= today && today <= t.endsOn) ?? [...list].reverse().find((t) => t.startsOn <= today) ?? list[0] ?? null;
}

const subjectOrder = (code: string) => {
  const i = DEFAULT_SUBJECTS.findIndex((s) => s.code === code);
  return i === -1 ? DEFAULT_SUBJECTS.length : i;
};

interface ChildStandards {
  subjects: ProgressSubject[];
}

/**
 * For each child: the standards assessed by the published work of their classes in the term, by
 * subject, with their current mastery from returned marks and the evidence, newest first. Subjects
 * of the child's classes without any assessed standard are listed empty (homeroom is not a subject).
 */
export async function standardsProgress(db: Reader, studentIds: readonly string[], termId: string, now: Date): Promise<Map<string, ChildStandards>> {
  const result = new Map<string, ChildStandards>();
  if (studentIds.length === 0) return result;
  const ids = [...studentIds];

  const enrolled = await db
    .select({ studentId: enrolments.studentId, classId: enrolments.classId, subjectCode: subjects.code, subjectName: subjects.name })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(and(inArray(enrolments.studentId, ids), isNull(enrolments.endedAt)));
  const classIds = [...new Set(enrolled.map((e) => e.classId))];

  const published = and(
    inArray(assignments.classId, classIds.length > 0 ? classIds : ["00000000-0000-0000-0000-000000000000"]),
    eq(assignments.termId, termId),
    eq(assignments.kind, "assignment"),
    isNull(assignments.archivedAt),
    lte(assignments.publishAt, now),
  );
  const [assessed, returned, checked] = await Promise.all([
    // The standards each class's work assesses, through its list or its rubric's criteria (one round trip).
    union(
      db
        .select({ classId: assignments.classId, standardId: sql<string>`${assignmentStandards.standardId}`.as("standard_id") })
        .from(assignmentStandards)
        .innerJoin(assignments, eq(assignments.id, assignmentStandards.assignmentId))
        .where(published),
      db
        .select({ classId: assignments.classId, standardId: sql<string>`${rubricCriteria.standardId}`.as("standard_id") })
        .from(rubricCriteria)
        .innerJoin(assignments, eq(assignments.id, rubricCriteria.assignmentId))
        .where(and(published, isNotNull(rubricCriteria.standardId))),
    ),
    // Returned marks only: a mark is the teacher's draft until its work is returned.
    db
      .select({
        studentId: work.studentId,
        workId: work.id,
        standardId: marks.standardId,
        level: marks.level,
        criterion: rubricCriteria.title,
        submittedAt: work.submittedAt,
        returnedAt: work.returnedAt,
        feedback: work.feedback,
        feedbackLanguage: work.feedbackLanguage,
        assignmentId: assignments.id,
        assignmentTitle: assignments.title,
        assignmentLanguage: assignments.language,
        className: classes.name,
      })
      .from(marks)
      .innerJoin(work, eq(work.id, marks.workId))
      .innerJoin(assignments, eq(assignments.id, work.assignmentId))
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .leftJoin(rubricCriteria, eq(rubricCriteria.id, marks.criterionId))
      .where(
        and(
          inArray(work.studentId, ids),
          isNotNull(work.returnedAt),
          eq(work.status, "returned"),
          isNotNull(marks.standardId),
          eq(assignments.termId, termId),
          isNull(assignments.archivedAt),
          lte(assignments.publishAt, now),
        ),
      )
      .orderBy(desc(sql`coalesce(${work.submittedAt}, ${work.returnedAt})`), asc(rubricCriteria.position)),
    // Quick checks of live classes the teacher counted for a standard: one mark each (issue 35).
    readLiveCheckEvidence(db, { studentIds: ids, termId }),
  ]);

  const standardsOfClass = new Map<string, Set<string>>();
  for (const r of assessed) {
    if (!r.standardId) continue;
    const set = standardsOfClass.get(r.classId) ?? new Set<string>();
    set.add(r.standardId);
    standardsOfClass.set(r.classId, set);
  }
  const allStandardIds = new Set<string>([...standardsOfClass.values()].flatMap((s) => [...s]));
  for (const m of returned) if (m.standardId) allStandardIds.add(m.standardId);
  for (const c of checked) allStandardIds.add(c.standardId);
  const standardRows =
    allStandardIds.size === 0
      ? []
      : await db
          .select({
            id: standards.id,
            code: standards.code,
            description: standards.description,
            domain: standards.domain,
            subjectCode: standards.subjectCode,
            subjectName: subjects.name,
            sortOrder: standards.sortOrder,
          })
          .from(standards)
          .leftJoin(subjects, eq(subjects.code, standards.subjectCode))
          .where(inArray(standards.id, [...allStandardIds]));
  const standardById = new Map(standardRows.map((s) => [s.id, s]));
  const subjectName = new Map<string, string>();
  for (const s of standardRows) if (s.subjectName) subjectName.set(s.subjectCode, s.subjectName);
  for (const e of enrolled) subjectName.set(e.subjectCode, e.subjectName);

  for (const studentId of ids) {
    const own = enrolled.filter((e) => e.studentId === studentId);
    const evidence = new Map<string, ProgressEvidence[]>();
    for (const m of returned) {
      if (m.studentId !== studentId || !m.standardId || !isMasteryLevel(m.level)) continue;
      const list = evidence.get(m.standardId) ?? [];
      list.push({
        workId: m.workId,
        assignmentId: m.assignmentId,
        assignmentTitle: m.assignmentTitle,
        // Like the comment: in the reader's language where a reader is known (childProgress).
        titleLanguage: languageOrDefault(m.assignmentLanguage),
        titleTranslation: null,
        className: m.className,
        criterion: m.criterion ?? null,
        level: m.level,
        submittedAt: m.submittedAt?.toISOString() ?? null,
        returnedAt: m.returnedAt!.toISOString(),
        feedback: m.feedback,
        // In the reader's language where a reader is known (childProgress); a report card prints the comment as written.
        feedbackLanguage: languageOrDefault(m.feedbackLanguage),
        feedbackTranslation: null,
        workLink: workLink(m.assignmentId, studentId),
      });
      evidence.set(m.standardId, list);
    }
    const liveChecks = liveChecksByStandard(checked.filter((c) => c.studentId === studentId));
    const standardIds = new Set<string>([...own.flatMap((e) => [...(standardsOfClass.get(e.classId) ?? [])]), ...evidence.keys(), ...liveChecks.keys()]);
    const bySubject = new Map<string, ProgressSubject>();
    const subjectFor = (code: string) => {
      let s = bySubject.get(code);
      if (!s) {
        s = { code, name: subjectName.get(code) ?? code, standards: [] };
        bySubject.set(code, s);
      }
      return s;
    };
    for (const e of own) if (e.subjectCode !== "homeroom") subjectFor(e.subjectCode);
    for (const id of standardIds) {
      const std = standardById.get(id);
      if (!std) continue;
      const list = evidence.get(id) ?? [];
      const checks = liveChecks.get(id) ?? [];
      const mastery: MasteryLevel | null = currentMastery([
        ...list.map((e) => ({ level: e.level, at: new Date(e.submittedAt ?? e.returnedAt) })),
        ...checks.map((c) => ({ level: c.level, at: new Date(c.answeredAt) })),
      ]);
      subjectFor(std.subjectCode).standards.push({
        id,
        code: std.code,
        description: std.description,
        domain: std.domain,
        mastery,
        evidence: list,
        liveChecks: checks,
        practice: null,
      });
    }
    const sortKey = new Map(standardRows.map((s) => [s.id, s]));
    const list = [...bySubject.values()].sort((a, b) => subjectOrder(a.code) - subjectOrder(b.code) || a.name.localeCompare(b.name));
    for (const s of list)
      s.standards.sort(
        (a, b) => (sortKey.get(a.id)!.sortOrder ?? 0) - (sortKey.get(b.id)!.sortOrder ?? 0) || a.code.localeCompare(b.code, "en", { numeric: true }),
      );
    result.set(studentId, { subjects: list });
  }
  return result;
}

/** A child's quick-check evidence by standard, newest first, as the progress page shows it. */
function liveChecksByStandard(rows: readonly LiveCheckEvidence[]): Map<string, ProgressLiveCheck[]> {
  const result = new Map<string, ProgressLiveCheck[]>();
  for (const r of rows) {
    const list = result.get(r.standardId) ?? [];
    list.push({
      checkId: r.checkId,
      className: r.className,
      question: r.question,
      answer: r.answer,
      correct: r.correct,
      level: r.level,
      overridden: r.overridden,
      answeredAt: r.at.toISOString(),
    });
    result.set(r.standardId, list);
  }
  return result;
}

/** A family's subject: the evidence without the child's work screen (families read the work inline). */
const withoutWorkLinks = (subject: ProgressSubject): ProgressSubject => ({
  ...subject,
  standards: subject.standards.map((s) => ({ ...s, evidence: s.evidence.map((e) => ({ ...e, workLink: null })) })),
});

/** The current (not superseded) report cards of a child, each term's in `language` when there is one, otherwise the school's (English). */
export async function currentReportCards(db: Reader, studentId: string, language: Language = DEFAULT_LANGUAGE): Promise<ReportCardSummary[]> {
  const rows = await db
    .select({
      id: reportCards.id,
      termId: reportCards.termId,
      termName: terms.name,
      generatedAt: reportCards.generatedAt,
      fileId: reportCards.fileId,
      language: reportCards.language,
    })
    .from(reportCards)
    .innerJoin(terms, eq(terms.id, reportCards.termId))
    .where(
      and(eq(reportCards.studentId, studentId), isNull(reportCards.supersededAt), inArray(reportCards.language, [...new Set([language, DEFAULT_LANGUAGE])])),
    )
    .orderBy(asc(terms.startsOn));
  const chosen = rows.filter((r) => r.language === language || !rows.some((o) => o.termId === r.termId && o.language === language));
  return chosen.map(({ language: _language, ...r }) => ({ ...r, generatedAt: r.generatedAt.toISOString() }));
}

/**
 * A child's progress page: the term's standards by subject with evidence, upcoming (next 14 days)
 * and missing work, and (for guardians and staff) the current report cards.
 */
export async function childProgress(
  db: Db,
  studentId: string,
  options: {
    termId?: string;
    now: Date;
    withReportCards: boolean;
    withWorkLinks: boolean;
    /** The reader's language and the school's engine, for the teachers' words (assignment-translations.ts, feedback-translations.ts). */
    reader: AssignmentReader;
  },
): Promise<FamilyProgress | null> {
  const [[child], termList] = await Promise.all([
    db
      .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName, grade: students.grade })
      .from(students)
      .where(eq(students.id, studentId)),
    schoolTerms(db, { archived: true }),
  ]);
  if (!child) return null;
  const { now } = options;
  const term = options.termId ? await termById(db, options.termId) : defaultTerm(termList, now);
  if (term && !termList.some((t) => t.id === term.id)) termList.push(term);

  // Attendance is not read here: the progress page's attendance section asks /api/family/attendance
  // for its own range, and reading a term's attendance made every progress read a quarter dearer.
  const [standardsByChild, work, cards] = await Promise.all([
    term ? standardsProgress(db, [studentId], term.id, now) : Promise.resolve(new Map<string, ChildStandards>()),
    readWork(db, { studentIds: [studentId], publishedOnly: true, now }),
    options.withReportCards ? currentReportCards(db, studentId, options.reader.language) : Promise.resolve([]),
  ]);
  const classIds = [...new Set(work.map((w) => w.classId))];
  const classNames = new Map(
    (classIds.length ? await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, classIds)) : []).map((c) => [
      c.id,
      c.name,
    ]),
  );
  const assessed = standardsByChild.get(studentId)?.subjects ?? [];
  // Practice in the learning games beside the standards (issue 34): the page's, never a report card's.
  const practised = term ? await withPractice(db, studentId, term, assessed) : assessed;
  const { reader } = options;
  const { language } = reader;
  const evidence = practised.flatMap((s) => s.standards.flatMap((standard) => standard.evidence));
  const [translations, titles] = await Promise.all([
    commentTranslations(db, reader.translator, evidence, language),
    titlesInLanguage(db, reader, [...evidence.map((e) => e.assignmentId), ...work.map((w) => w.assignmentId)]),
  ]);
  // The curriculum's own subjects named in the reader's language (a name staff wrote stays as written).
  const subjects = practised.map((s) => ({
    ...s,
    name: subjectNameIn(s.name, language),
    standards: s.standards.map((standard) => ({
      ...standard,
      evidence: standard.evidence.map((e) => ({ ...e, ...titles.get(e.assignmentId), ...commentForReader(e, translations, language) })),
    })),
  }));
  const horizon = now.getTime() + UPCOMING_DAYS * 24 * 60 * 60 * 1000;
  const toWork = (w: (typeof work)[number]): ProgressWork => ({
    assignmentId: w.assignmentId,
    title: w.title,
    ...(titles.get(w.assignmentId) ?? TITLE_AS_WRITTEN),
    className: classNames.get(w.classId) ?? "",
    dueAt: w.dueAt?.toISOString() ?? null,
    status: w.status,
    workLink: options.withWorkLinks ? workLink(w.assignmentId, studentId) : null,
  });
  const upcoming = work
    .filter((w) => (w.status === "not_started" || w.status === "in_progress") && w.dueAt && w.dueAt.getTime() >= now.getTime() && w.dueAt.getTime() <= horizon)
    .sort((a, b) => a.dueAt!.getTime() - b.dueAt!.getTime())
    .map(toWork);
  const missing = work
    .filter((w) => w.status === "missing")
    .sort((a, b) => b.dueAt!.getTime() - a.dueAt!.getTime())
    .map(toWork);
  return {
    child,
    terms: termList,
    termId: term?.id ?? null,
    subjects: options.withWorkLinks ? subjects : subjects.map(withoutWorkLinks),
    upcoming,
    missing,
    reportCards: cards,
  };
}
