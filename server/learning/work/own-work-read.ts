/**
 * What a child (and their family) reads of the child's own work (issue 16, "Children";
 * docs/api/work.md): the child's list, due soonest first, and the work screen. Statuses come from
 * THE read of children's work (server/learning/work/read.ts); the teacher's marks and comment only
 * once the work is returned (drafts are the teacher's until then).
 *
 * Callers ask server/learning/access.ts first: these functions read whatever ids they are given.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { commentStart } from "#common/learning/comment-start";
import { isMasteryLevel, MASTERY_LABELS } from "#common/learning/mastery";
import { WORK_STATUS_CHILD_WORDS } from "#common/learning/work-status";
import { isAnswerKind } from "#common/schemas/learning/assignments";
import {
  workFileKindOf,
  type StudentWorkItem,
  type StudentWorkList,
  type WorkAttachment,
  type WorkCriterion,
  type WorkFile,
  type WorkMark,
  type WorkScreen,
} from "#common/schemas/learning/work";
import type { Db } from "../../db/client";
import {
  assignmentAttachments,
  assignments,
  classes,
  files,
  marks,
  resources,
  rubricCriteria,
  standards,
  students,
  subjects,
  workFiles,
  work,
} from "../../db/schema";
import { cameBackOf, readWork, type WorkItem } from "./work-read";
import { TITLE_AS_WRITTEN, titlesInLanguage, translationsNow, type AssignmentReader } from "../assignments/assignment-translations";
import { commentForReader, commentTranslations } from "./feedback-translations";
import type { Translator } from "../../translation/translator";
import { languageOrDefault, type Language } from "#common/i18n/languages";

type Reader = Pick<Db, "select">;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function classSubjects(db: Reader, classIds: readonly string[]) {
  const map = new Map<string, { className: string; subjectCode: string; subjectName: string }>();
  if (classIds.length === 0) return map;
  const rows = await db
    .select({ id: classes.id, className: classes.name, subjectCode: subjects.code, subjectName: subjects.name })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(inArray(classes.id, [...new Set(classIds)]));
  for (const r of rows) map.set(r.id, { className: r.className, subjectCode: r.subjectCode, subjectName: r.subjectName });
  return map;
}

const time = (d: Date | null) => (d ? d.getTime() : Number.POSITIVE_INFINITY);

/**
 * The child's work: `due` (not handed in: missing, not started, in progress), soonest first (work
 * without a due time last); `sent` (handed in, waiting), latest hand-in first; `returned`, newest
 * first. Excused work is left out: the child has nothing to do for it.
 */
export async function childWorkList(db: Db, studentId: string, now: Date, reader: AssignmentReader): Promise<StudentWorkList> {
  const items = await readWork(db, { studentIds: [studentId], publishedOnly: true, now });
  const [names, titles] = await Promise.all([
    classSubjects(
      db,
      items.map((i) => i.classId),
    ),
    titlesInLanguage(
      db,
      reader,
      items.map((i) => i.assignmentId),
    ),
  ]);
  const returned = items.filter((w) => w.status === "returned").sort((a, b) => (b.work?.returnedAt?.getTime() ?? 0) - (a.work?.returnedAt?.getTime() ?? 0));
  const cameBack = await cameBackOf(
    db,
    returned.map((w) => w.work!.id),
    reader,
  );
  const toItem = (w: WorkItem): StudentWorkItem => {
    const c = names.get(w.classId);
    const back = w.status === "returned" && w.work ? cameBack.get(w.work.id) : undefined;
    return {
      id: w.assignmentId,
      title: w.title,
      ...(titles.get(w.assignmentId) ?? TITLE_AS_WRITTEN),
      className: c?.className ?? "",
      subjectCode: c?.subjectCode ?? "",
      subjectName: c?.subjectName ?? "",
      dueAt: iso(w.dueAt),
      status: w.status,
      statusWords: WORK_STATUS_CHILD_WORDS[w.status],
      reducedWork: w.adjustment?.reducedWork ?? null,
      readAloud: w.adjustment?.readAloud ?? false,
      returnedAt: iso(w.work?.returnedAt),
      levels: back?.levels ?? [],
      commentStart: back ? commentStart(back.feedback) : null,
    };
  };
  const due = items
    .filter((w) => w.status === "not_started" || w.status === "in_progress" || w.status === "missing")
    .sort((a, b) => time(a.dueAt) - time(b.dueAt) || a.title.localeCompare(b.title));
  const sent = items
    .filter((w) => w.status === "submitted" || w.status === "late")
    .sort((a, b) => (b.work?.submittedAt?.getTime() ?? 0) - (a.work?.submittedAt?.getTime() ?? 0));
  return { child: true, due: due.map(toItem), sent: sent.map(toItem), returned: returned.map(toItem) };
}

/** The children by first name (a guardian's choice among their children in a class). */
export async function childNames(db: Reader, studentIds: readonly string[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({ id: students.id, firstName: students.firstName })
    .from(students)
    .where(inArray(students.id, [...studentIds]))
    .orderBy(asc(students.firstName), asc(students.id));
}

async function attachmentsOf(db: Reader, assignmentId: string): Promise<WorkAttachment[]> {
  const [direct, library] = await Promise.all([
    db
      .select({ position: assignmentAttachments.position, fileId: files.id, name: files.originalName, contentType: files.contentType, size: files.size })
      .from(assignmentAttachments)
      .innerJoin(files, eq(files.id, assignmentAttachments.fileId))
      .where(eq(assignmentAttachments.assignmentId, assignmentId)),
    db
      .select({
        position: assignmentAttachments.position,
        title: resources.title,
        url: resources.url,
        fileId: files.id,
        name: files.originalName,
        contentType: files.contentType,
        size: files.size,
      })
      .from(assignmentAttachments)
      .innerJoin(resources, eq(resources.id, assignmentAttachments.resourceId))
      .leftJoin(files, eq(files.id, resources.fileId))
      .where(eq(assignmentAttachments.assignmentId, assignmentId)),
  ]);
  const all = [
    ...direct.map((d) => ({ position: d.position, item: { fileId: d.fileId, url: null, name: d.name, contentType: d.contentType, size: d.size } })),
    ...library.map((r) => ({
      position: r.position,
      item: r.fileId
        ? { fileId: r.fileId, url: null, name: r.name ?? r.title, contentType: r.contentType ?? "application/octet-stream", size: r.size ?? 0 }
        : { fileId: null, url: r.url, name: r.title, contentType: "text/uri-list", size: 0 },
    })),
  ];
  return all.sort((a, b) => a.position - b.position).map((a) => a.item);
}

async function criteriaOf(db: Reader, assignmentId: string): Promise<WorkCriterion[]> {
  const rows = await db
    .select({
      id: rubricCriteria.id,
      title: rubricCriteria.title,
      levels: rubricCriteria.levels,
      standardCode: standards.code,
      standardDescription: standards.description,
    })
    .from(rubricCriteria)
    .leftJoin(standards, eq(standards.id, rubricCriteria.standardId))
    .where(eq(rubricCriteria.assignmentId, assignmentId))
    .orderBy(asc(rubricCriteria.position));
  return rows.map((r) => ({ id: r.id, title: r.title, standardCode: r.standardCode, standardDescription: r.standardDescription, levels: r.levels }));
}

export async function workFilesOf(db: Reader, workId: string): Promise<WorkFile[]> {
  const rows = await db
    .select({
      fileId: files.id,
      name: files.originalName,
      contentType: files.contentType,
      size: files.size,
      kind: workFiles.kind,
      durationSeconds: files.durationSeconds,
    })
    .from(workFiles)
    .innerJoin(files, eq(files.id, workFiles.fileId))
    .where(eq(workFiles.workId, workId))
    .orderBy(asc(workFiles.createdAt), asc(workFiles.id));
  return rows.map((r) => ({ ...r, kind: workFileKindOf(r.kind) }));
}

async function marksOf(db: Reader, workId: string): Promise<WorkMark[]> {
  const rows = await db
    .select({
      criterionId: marks.criterionId,
      criterionTitle: rubricCriteria.title,
      position: rubricCriteria.position,
      standardCode: standards.code,
      standardDescription: standards.description,
      level: marks.level,
    })
    .from(marks)
    .leftJoin(rubricCriteria, eq(rubricCriteria.id, marks.criterionId))
    .leftJoin(standards, eq(standards.id, marks.standardId))
    .where(eq(marks.workId, workId));
  return rows
    .sort((a, b) => (a.position ?? 1e9) - (b.position ?? 1e9) || (a.standardCode ?? "").localeCompare(b.standardCode ?? ""))
    .map((r) => ({
      criterionId: r.criterionId,
      standardCode: r.standardCode,
      title: r.criterionTitle ?? r.standardDescription ?? r.standardCode ?? "",
      standardDescription: r.standardDescription,
      level: r.level,
      label: isMasteryLevel(r.level) ? MASTERY_LABELS[r.level] : String(r.level),
    }));
}

/**
 * The work screen of one child's work on one assignment. `children` lists the viewer's children in
 * the class (a guardian's choice); `editable` is decided by the caller (the child themselves).
 */
export async function readWorkScreen(
  db: Db,
  input: {
    assignment: typeof assignments.$inferSelect;
    studentId: string;
    children: { id: string; firstName: string }[];
    mayEdit: boolean;
    now: Date;
    /** The reader's language and the school's engine, for the work's words and the teacher's comment (assignment-translations.ts, feedback-translations.ts). */
    reader: { language: Language; translator: Translator };
  },
): Promise<WorkScreen> {
  const { assignment, studentId, now } = input;
  const [[item], names, attachments, criteria, [stored], [child]] = await Promise.all([
    readWork(db, { studentIds: [studentId], assignmentIds: [assignment.id], publishedOnly: true, now }),
    classSubjects(db, [assignment.classId]),
    attachmentsOf(db, assignment.id),
    criteriaOf(db, assignment.id),
    db
      .select()
      .from(work)
      .where(and(eq(work.assignmentId, assignment.id), eq(work.studentId, studentId))),
    db.select({ id: students.id, firstName: students.firstName }).from(students).where(eq(students.id, studentId)),
  ]);
  const c = names.get(assignment.classId);
  const status = item?.status ?? "not_started";
  const returned = Boolean(stored?.returnedAt);
  const adjustment = item?.adjustment ?? null;
  const comment = { workId: stored?.id ?? "", feedback: returned ? (stored?.feedback ?? null) : null, feedbackLanguage: stored?.feedbackLanguage ?? null };
  const [translations, texts] = await Promise.all([
    commentTranslations(db, input.reader.translator, [comment], input.reader.language),
    translationsNow(db, input.reader, [assignment]),
  ]);
  return {
    id: assignment.id,
    title: assignment.title,
    instructions: assignment.instructions,
    language: languageOrDefault(assignment.language),
    translation: texts.get(assignment.id) ?? null,
    className: c?.className ?? "",
    subjectCode: c?.subjectCode ?? "",
    subjectName: c?.subjectName ?? "",
    answerKinds: assignment.answerKinds.filter(isAnswerKind),
    attachments,
    criteria,
    dueAt: iso(item?.dueAt ?? assignment.dueAt),
    adjustment: adjustment ? { ...adjustment, dueAt: iso(adjustment.dueAt) } : null,
    status,
    statusWords: WORK_STATUS_CHILD_WORDS[status],
    student: { id: studentId, firstName: child?.firstName ?? "" },
    children: input.children,
    editable: input.mayEdit && !returned && !adjustment?.excused,
    work: {
      state: stored ? (stored.status as "in_progress" | "submitted" | "returned") : null,
      textAnswer: stored?.textAnswer ?? "",
      version: stored?.version ?? 0,
      files: stored ? await workFilesOf(db, stored.id) : [],
      attempts: stored?.attempts ?? 0,
      submittedAt: iso(stored?.submittedAt),
      draftSavedAt: iso(stored?.draftSavedAt),
      returnedAt: iso(stored?.returnedAt),
    },
    feedback: comment.feedback,
    ...commentForReader(comment, translations, input.reader.language),
    marks: returned && stored ? await marksOf(db, stored.id) : [],
  };
}
