/**
 * A teacher's comment on returned work in each reader's language (issue 32): the comment keeps the
 * language it was written in (`work.feedback_language`), and its machine translations are made by the
 * school's engine once per comment and language and stored beside it (`feedback_translations`). They
 * are made after the return for the child's and the guardians' languages (never holding the return
 * up) and, when one is still missing, as the comment is read. A comment changed after its return is
 * translated again: each translation is read only with the words it was made from.
 *
 * A comment's words never reach the logs: failures are logged by work id and error code.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import type { MessageTranslation } from "#common/schemas/learning/messages";
import type { Db } from "../../db/client";
import { feedbackTranslations, guardianLinks, students, users, work } from "../../db/schema";
import type { Log } from "../../log";
import { translateOnce } from "../../translation/translate-once";
import type { Translator } from "../../translation/translator";

/** A comment as stored: its work, its words and the language they were written in. */
export interface StoredComment {
  workId: string;
  feedback: string | null;
  feedbackLanguage: string | null;
}

/** What an answer carries about a comment for its reader (common/schemas/learning/work.ts). */
export interface CommentForReader {
  feedbackLanguage: Language;
  feedbackTranslation: MessageTranslation | null;
}

/** Names the words a translation was made from and the engine's version it was made by (Translator.version). */
const hashOf = (translator: Translator, text: string) => createHash("sha256").update(`${translator.version}\u0000${text}`).digest("hex");

function makeTranslation(db: Db, translator: Translator, comment: { workId: string; feedback: string; from: Language }, to: Language) {
  const sourceHash = hashOf(translator, comment.feedback);
  return translateOnce(translator, `feedback:${comment.workId}:${to}:${sourceHash}`, { body: comment.feedback, from: comment.from, to }, (body) =>
    db
      .insert(feedbackTranslations)
      .values({ workId: comment.workId, language: to, sourceHash, body })
      .onConflictDoUpdate({ target: [feedbackTranslations.workId, feedbackTranslations.language], set: { sourceHash, body, createdAt: new Date() } }),
  );
}

/**
 * The translations into the reader's `language` of these comments, by work id: the stored ones made
 * from the comment's present words, and the missing ones made now, all at once (each bounded by the
 * engine's own timeout). A comment missing from the answer is in the reader's language or could not be translated.
 */
export async function commentTranslations(
  db: Db,
  translator: Translator,
  comments: readonly StoredComment[],
  language: Language,
): Promise<Map<string, string>> {
  const byWork = new Map<string, { workId: string; feedback: string; from: Language }>();
  for (const c of comments) {
    const from = languageOrDefault(c.feedbackLanguage);
    if (c.feedback && from !== language) byWork.set(c.workId, { workId: c.workId, feedback: c.feedback, from });
  }
  const wanted = [...byWork.values()];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ workId: feedbackTranslations.workId, sourceHash: feedbackTranslations.sourceHash, body: feedbackTranslations.body })
    .from(feedbackTranslations)
    .where(
      and(
        inArray(
          feedbackTranslations.workId,
          wanted.map((c) => c.workId),
        ),
        eq(feedbackTranslations.language, language),
      ),
    );
  const translated = new Map<string, string>();
  for (const row of rows) {
    const comment = byWork.get(row.workId);
    if (comment && hashOf(translator, comment.feedback) === row.sourceHash) translated.set(row.workId, row.body);
  }
  const missing = wanted.filter((c) => !translated.has(c.workId));
  const made = await Promise.all(missing.map(async (c) => [c.workId, await makeTranslation(db, translator, c, language)] as const));
  for (const [workId, body] of made) if (body !== null) translated.set(workId, body);
  return translated;
}

/** A comment's language and its reader's translation, as an answer carries them. */
export function commentForReader(comment: StoredComment, translations: ReadonlyMap<string, string>, language: Language): CommentForReader {
  const body = translations.get(comment.workId);
  return { feedbackLanguage: languageOrDefault(comment.feedbackLanguage), feedbackTranslation: body === undefined ? null : { language, body } };
}

/**
 * After a return (or a change to a returned comment): each returned comment in the language of its
 * child's account and of each of the child's guardians, stored (those already stored are not made
 * again). Answers how many of those translations there are now.
 */
export async function translateReturnedComments(db: Db, translator: Translator, workIds: readonly string[]): Promise<number> {
  if (translator.languages.length === 0 || workIds.length === 0) return 0;
  const comments = await db
    .select({ workId: work.id, studentId: work.studentId, feedback: work.feedback, feedbackLanguage: work.feedbackLanguage })
    .from(work)
    .where(and(inArray(work.id, [...new Set(workIds)]), isNotNull(work.returnedAt), isNotNull(work.feedback)));
  if (comments.length === 0) return 0;
  const studentIds = [...new Set(comments.map((c) => c.studentId))];
  const [childReaders, guardianReaders] = await Promise.all([
    db
      .select({ studentId: students.id, language: users.language })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(students.id, studentIds)),
    db
      .select({ studentId: guardianLinks.studentId, language: users.language })
      .from(guardianLinks)
      .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
      .where(inArray(guardianLinks.studentId, studentIds)),
  ]);
  const readers = [...childReaders, ...guardianReaders];
  let made = 0;
  for (const language of new Set(readers.map((r) => languageOrDefault(r.language)))) {
    const theirs = comments.filter((c) => readers.some((r) => r.studentId === c.studentId && languageOrDefault(r.language) === language));
    made += (await commentTranslations(db, translator, theirs, language)).size;
  }
  return made;
}

/**
 * Starts the translations of comments just returned or changed, not awaited: the teacher's save has
 * answered already. A failure is logged by work id and error code (a database error's text may hold the words).
 */
export function startCommentTranslations(db: Db, translator: Translator, log: Pick<Log, "warn">, workIds: readonly string[]): void {
  translateReturnedComments(db, translator, workIds).catch((err: unknown) => {
    const e = err as { code?: unknown; name?: unknown; cause?: { code?: unknown } } | null;
    log.warn({ workIds, code: e?.code ?? e?.cause?.code ?? e?.name ?? "unknown" }, "returned comments' translations were not made; readers will make them");
  });
}
