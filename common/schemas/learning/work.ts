/**
 * The child's work (issue 16, "Children"; docs/api/work.md): the child's list of work, the work
 * screen, the draft that saves while the child types, the files and voice answers handed in with it,
 * and the hand-in. The inputs' schemas and the answers both sides read. Times are ISO instants.
 */
import { z } from "zod";
import type { WorkStatus } from "../../learning/work-status";
import { text } from "../fields";
import { optionalQuery } from "../paging";
import { isUuid } from "../../ids";

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

const version = () => z.number({ error: WORK_MESSAGES.version }).int(WORK_MESSAGES.version).min(0, WORK_MESSAGES.version).max(2_147_483_647, WORK_MESSAGES.version);

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

/** One piece of work on the child's list. */
export interface StudentWorkItem {
  id: string;
  title: string;
  className: string;
  /** A subject code of common/learning/subjects.ts (the subject's picture). */
  subjectCode: string;
  subjectName: string;
  /** The child's own due time (a later date given to them wins), or null. */
  dueAt: string | null;
  status: WorkStatus;
  /** The status in a child's words (WORK_STATUS_CHILD_WORDS). */
  statusWords: string;
  reducedWork: string | null;
  readAloud: boolean;
  returnedAt: string | null;
}

/** GET /api/student/assignments: what is due, soonest first, then what has come back, newest first. */
export interface StudentWorkList {
  /** False for anyone without a child's record (an admin). */
  child: boolean;
  due: StudentWorkItem[];
  /** Handed in, waiting for the teacher. */
  sent: StudentWorkItem[];
  returned: StudentWorkItem[];
}

/** A file (read with GET /api/files/:fileId/content) or a library link (`url`). */
export interface WorkAttachment {
  fileId: string | null;
  url: string | null;
  name: string;
  contentType: string;
  size: number;
}

export interface WorkCriterion {
  id: string;
  title: string;
  standardCode: string | null;
  /** Level descriptions by level, "4" to "1". */
  levels: Record<string, string>;
}

export interface WorkFile {
  fileId: string;
  name: string;
  contentType: string;
  size: number;
  kind: "file" | "voice";
  durationSeconds: number | null;
}

export interface WorkMark {
  criterionId: string | null;
  standardCode: string | null;
  /** The criterion's title, or the standard's description for a mark without a rubric. */
  title: string;
  level: number;
  /** The mastery scale's word for the level (MASTERY_LABELS). */
  label: string;
}

export interface WorkSubmission {
  /** `in_progress` (a draft), `submitted` or `returned`; null before the first save. */
  state: "in_progress" | "submitted" | "returned" | null;
  textAnswer: string;
  version: number;
  files: WorkFile[];
  attempts: number;
  submittedAt: string | null;
  draftSavedAt: string | null;
  returnedAt: string | null;
}

/** GET /api/assignments/:id/work: the work screen. Marks and feedback only once returned. */
export interface WorkScreen {
  id: string;
  title: string;
  /** HTML sanitised on the server when the teacher saved it. */
  instructions: string;
  className: string;
  subjectCode: string;
  subjectName: string;
  answerKinds: ("text" | "files" | "voice")[];
  attachments: WorkAttachment[];
  criteria: WorkCriterion[];
  /** The child's own due time. */
  dueAt: string | null;
  adjustment: { reducedWork: string | null; readAloud: boolean; excused: boolean; dueAt: string | null } | null;
  status: WorkStatus;
  statusWords: string;
  /** The child whose work this is (their first name), for a guardian choosing among children. */
  student: { id: string; firstName: string };
  /** A guardian's other children in the class. */
  children: { id: string; firstName: string }[];
  /** Whether the viewer may change the work (the child, before return, not excused). */
  editable: boolean;
  submission: WorkSubmission;
  /** Only once returned. */
  feedback: string | null;
  marks: WorkMark[];
}

/** The answer of a draft save and of a hand-in. */
export interface WorkSaved {
  version: number;
  draftSavedAt: string | null;
  state: "in_progress" | "submitted" | "returned";
  submittedAt: string | null;
  attempts: number;
}

/** The 409 body of a stale draft save: the newer text so the screen can offer to keep either. */
export interface WorkConflict {
  message: string;
  current: { textAnswer: string; version: number; draftSavedAt: string | null };
}
