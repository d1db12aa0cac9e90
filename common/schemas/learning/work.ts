/**
 * The child's work (issue 16, "Children"; docs/api/work.md): the child's list of work, the work
 * screen, the draft that saves while the child types, the files and voice answers handed in with it,
 * and the hand-in. The inputs' schemas and the answers both sides read. Times are ISO instants.
 */
import { z } from "zod";
import { WORK_STATUSES } from "../../learning/work-status";
import { text } from "../fields";
import { optionalQuery } from "../paging";
import { isUuid } from "../../ids";
import { ANSWER_KINDS } from "./assignments";
import { LANGUAGES } from "../../i18n/languages";
import { messageTranslationSchema } from "./messages";

/** The longest text answer a child can hand in. */
export const TEXT_ANSWER_MAX = 20_000;

export const WORK_MESSAGES = {
  textAnswer: `Your answer can be at most ${TEXT_ANSWER_MAX.toLocaleString("en-US")} characters long.`,
  textType: "Please type your answer as text.",
  version: "Please reload the page and try again.",
  fileId: "Please choose a file you uploaded.",
  studentId: "Please choose a child from the list.",
  /** A stale tab: another tab (or device) saved the draft since this one loaded it. */
  stale: "Your work was changed in another window. Choose which answer to keep.",
  returned: "Your teacher has already sent this work back, so it cannot be changed.",
  empty: "Please write an answer or add a file or a recording before you send it in.",
  kindNotOffered: "This work does not take that kind of answer.",
  notYourFile: "We could not find that file.",
  fileUsed: "That file is already used by other work.",
  alreadyAttached: "That file is already in your work.",
  tooManyFiles: "You can add at most 10 files and recordings to one piece of work.",
  noChild: "This is a child's page: your account is not a student's account linked to a child.",
} as const;

/** Files and recordings one piece of work may hold. */
export const WORK_FILES_MAX = 10;

const version = () =>
  z.number({ error: WORK_MESSAGES.version }).int(WORK_MESSAGES.version).min(0, WORK_MESSAGES.version).max(2_147_483_647, WORK_MESSAGES.version);

/** PUT /api/assignments/:id/work/draft. `version` is the one the screen last read (0 before the first save). */
export const workDraftSchema = z.object({
  textAnswer: text({ error: WORK_MESSAGES.textType, multiline: true }).max(TEXT_ANSWER_MAX, WORK_MESSAGES.textAnswer),
  version: version(),
});
export type WorkDraftInput = z.infer<typeof workDraftSchema>;

/** POST /api/assignments/:id/work/files: a file the child uploaded with POST /api/files. */
export const workFileSchema = z.object({ fileId: z.uuid({ error: WORK_MESSAGES.fileId }) });
export type WorkFileInput = z.infer<typeof workFileSchema>;

/** POST /api/assignments/:id/work/submit. */
export const workSubmitSchema = z.object({ version: version() });
export type WorkSubmitInput = z.infer<typeof workSubmitSchema>;

/** GET /api/assignments/:id/work?studentId=: a guardian with several children in the class chooses one. */
export const workQuerySchema = z.object({
  studentId: optionalQuery(
    text({ error: WORK_MESSAGES.studentId })
      .trim()
      .refine((value) => isUuid(value), WORK_MESSAGES.studentId),
  ),
});
export type WorkQuery = z.infer<typeof workQuerySchema>;

/**
 * The language a work's title is written in and the school's machine translation of it into the
 * reader's language (issue 32), for lists: null when it is in the reader's language, or not made yet
 * (made after the list answered) or could not be; the work screen has the whole work's.
 */
export const titleInLanguageFields = {
  titleLanguage: z.enum(LANGUAGES),
  titleTranslation: messageTranslationSchema.nullable(),
};

/** One piece of work on the child's list. */
export const studentWorkItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...titleInLanguageFields,
  className: z.string(),
  /** A subject code of common/learning/subjects.ts (the subject's picture). */
  subjectCode: z.string(),
  subjectName: z.string(),
  /** The child's own due time (a later date given to them wins), or null. */
  dueAt: z.string().nullable(),
  status: z.enum(WORK_STATUSES),
  /** The status in a child's words (WORK_STATUS_CHILD_WORDS). */
  statusWords: z.string(),
  reducedWork: z.string().nullable(),
  readAloud: z.boolean(),
  returnedAt: z.string().nullable(),
  /** Returned work only (else empty): the mastery levels it was marked at, highest first. */
  levels: z.array(z.number().int()),
  /** Returned work only (else null): the first words of the teacher's comment (common/learning/comment-start.ts). */
  commentStart: z.string().nullable(),
});
export type StudentWorkItem = z.infer<typeof studentWorkItemSchema>;

/** GET /api/student/assignments: what is due, soonest first, then what has come back, newest first. */
export const studentWorkListSchema = z.object({
  /** False for anyone without a child's record (an admin). */
  child: z.boolean(),
  due: z.array(studentWorkItemSchema),
  /** Handed in, waiting for the teacher. */
  sent: z.array(studentWorkItemSchema),
  returned: z.array(studentWorkItemSchema),
});
export type StudentWorkList = z.infer<typeof studentWorkListSchema>;

/** A file (read with GET /api/files/:fileId/content) or a library link (`url`). */
export const workAttachmentSchema = z.object({
  fileId: z.string().nullable(),
  url: z.string().nullable(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type WorkAttachment = z.infer<typeof workAttachmentSchema>;

export const workCriterionSchema = z.object({
  id: z.string(),
  title: z.string(),
  standardCode: z.string().nullable(),
  /** The standard's description, shown when the title is just the code (common/learning/standard-label.ts). */
  standardDescription: z.string().nullable(),
  /** Level descriptions by level, "4" to "1". */
  levels: z.record(z.string(), z.string()),
});
export type WorkCriterion = z.infer<typeof workCriterionSchema>;

/** What a file handed in with work is: an uploaded file, a voice recording, a drawing or a photo of paper work. */
export const WORK_FILE_KINDS = ["file", "voice", "drawing", "photo"] as const;
export type WorkFileKind = (typeof WORK_FILE_KINDS)[number];

/** A stored file's kind (common/learning/files.ts FILE_KINDS) as part of work: a recording, a drawing, a photo, or any other file. */
export function workFileKindOf(fileKind: string): WorkFileKind {
  return fileKind === "voice" || fileKind === "drawing" || fileKind === "photo" ? fileKind : "file";
}

export const workFileAnswerSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  kind: z.enum(WORK_FILE_KINDS),
  durationSeconds: z.number().nullable(),
});
export type WorkFile = z.infer<typeof workFileAnswerSchema>;

export const workMarkSchema = z.object({
  criterionId: z.string().nullable(),
  standardCode: z.string().nullable(),
  /** The criterion's title, or the standard's description for a mark without a rubric. */
  title: z.string(),
  /** The standard's description, shown when the title is just the code (common/learning/standard-label.ts). */
  standardDescription: z.string().nullable(),
  level: z.number(),
  /** The mastery scale's word for the level (MASTERY_LABELS). */
  label: z.string(),
});
export type WorkMark = z.infer<typeof workMarkSchema>;

/** The state of a child's saved work: a draft, handed in, or returned. */
export const WORK_STATES = ["in_progress", "submitted", "returned"] as const;

export const workAnswerSchema = z.object({
  /** `in_progress` (a draft), `submitted` or `returned`; null before the first save. */
  state: z.enum(WORK_STATES).nullable(),
  textAnswer: z.string(),
  version: z.number(),
  files: z.array(workFileAnswerSchema),
  attempts: z.number(),
  submittedAt: z.string().nullable(),
  draftSavedAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
});
export type WorkAnswer = z.infer<typeof workAnswerSchema>;

/**
 * A returned comment's language and the school's machine translation of it into the reader's language
 * (issue 32), shown as a message's is: labelled, the original a tap away. Null when the comment is in the
 * reader's language, or no engine could translate it (the language then tells the screen to say so).
 */
export const commentInLanguageFields = {
  feedbackLanguage: z.enum(LANGUAGES),
  feedbackTranslation: messageTranslationSchema.nullable(),
};

/** GET /api/assignments/:id/work: the work screen. Marks and feedback only once returned. */
export const workScreenSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML sanitised on the server when the teacher saved it. */
  instructions: z.string(),
  /** The language the title and instructions are written in, for `lang` and read-aloud. */
  language: z.enum(LANGUAGES),
  /**
   * The title and instructions (sanitised HTML) in the reader's language, the school's machine
   * translation (issue 32); null when written in it or no engine could translate them.
   */
  translation: z.object({ language: z.enum(LANGUAGES), title: z.string(), instructions: z.string() }).nullable(),
  className: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  answerKinds: z.array(z.enum(ANSWER_KINDS)),
  attachments: z.array(workAttachmentSchema),
  criteria: z.array(workCriterionSchema),
  /** The child's own due time. */
  dueAt: z.string().nullable(),
  adjustment: z.object({ reducedWork: z.string().nullable(), readAloud: z.boolean(), excused: z.boolean(), dueAt: z.string().nullable() }).nullable(),
  status: z.enum(WORK_STATUSES),
  statusWords: z.string(),
  /** The child whose work this is (their first name), for a guardian choosing among children. */
  student: z.object({ id: z.string(), firstName: z.string() }),
  /** A guardian's other children in the class. */
  children: z.array(z.object({ id: z.string(), firstName: z.string() })),
  /** Whether the viewer may change the work (the child, before return, not excused). */
  editable: z.boolean(),
  work: workAnswerSchema,
  /** Only once returned. */
  feedback: z.string().nullable(),
  ...commentInLanguageFields,
  marks: z.array(workMarkSchema),
});
export type WorkScreen = z.infer<typeof workScreenSchema>;

/** The answer of a draft save and of a hand-in. */
export const workSavedSchema = z.object({
  version: z.number(),
  draftSavedAt: z.string().nullable(),
  state: z.enum(WORK_STATES),
  submittedAt: z.string().nullable(),
  attempts: z.number(),
});
export type WorkSaved = z.infer<typeof workSavedSchema>;

/** The 409 body of a stale draft save: the newer text so the screen can offer to keep either. */
export interface WorkConflict {
  message: string;
  current: { textAnswer: string; version: number; draftSavedAt: string | null };
}

/** What POST .../work/files added: a file or a voice recording (an upload also answers the stored file). */
export const workFileAddedSchema = z.object({ kind: z.enum(WORK_FILE_KINDS) });
