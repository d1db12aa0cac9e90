/**
 * An assignment's title and instructions in each reader's language (issue 32): a teacher writes once,
 * and a child or family who reads another language gets the school's machine translation, labelled,
 * with the original a tap away, as with messages and comments. The work keeps the language it was
 * written in (`assignments.language`); its translations are made once per assignment and language and
 * stored (`assignment_translations`), named by the words they were made from.
 *
 * They are made when the work is published or changed, for the languages of the class's children and
 * their guardians (never holding the teacher's save up); when the work screen finds one missing, as it
 * is read; and when a list finds one missing, as it is read, for LIST_WAIT_MS at most (the rest
 * after the list has answered, which shows those titles as written until then). The words never reach the logs: failures are logged by id and error code.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import type { Db } from "../../db/client";
import { assignmentTranslations, assignments, enrolments, guardianLinks, students, users } from "../../db/schema";
import type { Log } from "../../log";
import { makeOnce, translatesBetween } from "../../translation/translate-once";
import type { Translator } from "../../translation/translator";
import { translateInstructions } from "./instructions-translation";

/** What a translation is made from: the work's words and the language they are in. */
export interface AssignmentText {
  id: string;
  title: string;
  instructions: string;
  language: string | null;
}

/** The work's words in the reader's language, as answers carry them (common/schemas/learning/work.ts). */
export interface AssignmentTranslation {
  language: Language;
  title: string;
  instructions: string;
}

/** The reader of a screen that shows assignments: their language, the school's engine, and where a failure made after the answer is logged. */
export interface AssignmentReader {
  language: Language;
  translator: Translator;
  log: Pick<Log, "warn">;
}

/** Names the words a translation was made from and the engine's version it was made by (Translator.version). */
const hashOf = (translator: Translator, a: Pick<AssignmentText, "title" | "instructions">) =>
  createHash("sha256").update(`${translator.version}\u0000${a.title}\u0000${a.instructions}`).digest("hex");

const codeOf = (err: unknown) => {
  const e = err as { code?: unknown; name?: unknown; cause?: { code?: unknown } } | null;
  return e?.code ?? e?.cause?.code ?? e?.name ?? "unknown";
};

function makeTranslation(db: Db, translator: Translator, a: AssignmentText, to: Language): Promise<AssignmentTranslation | null> {
  const from = languageOrDefault(a.language);
  if (!translatesBetween(translator, from, to)) return Promise.resolve(null);
  const sourceHash = hashOf(translator, a);
  return makeOnce(translator, `assignment:${a.id}:${to}:${sourceHash}`, async () => {
    const translate = (text: string) => translator.translate(text, from, to).catch(() => null);
    const [title, instructions] = await Promise.all([translate(a.title), translateInstructions(a.instructions, translate)]);
    if (title === null || instructions === null) return null;
    await db
      .insert(assignmentTranslations)
      .values({ assignmentId: a.id, language: to, sourceHash, title, instructions })
      .onConflictDoUpdate({
        target: [assignmentTranslations.assignmentId, assignmentTranslations.language],
        set: { sourceHash, title, instructions, createdAt: new Date() },
      });
    return { language: to, title, instructions };
  });
}

/** The works of `items` not written in `language`, by id. */
function foreign(items: readonly AssignmentText[], language: Language) {
  return new Map(items.filter((a) => languageOrDefault(a.language) !== language).map((a) => [a.id, a]));
}

/** The stored translations into `language` made from the works' present words, by assignment id. */
async function storedTranslations(db: Pick<Db, "select">, translator: Translator, wanted: ReadonlyMap<string, AssignmentText>, language: Language) {
  const found = new Map<string, AssignmentTranslation>();
  if (wanted.size === 0) return found;
  const rows = await db
    .select()
    .from(assignmentTranslations)
    .where(and(inArray(assignmentTranslations.assignmentId, [...wanted.keys()]), eq(assignmentTranslations.language, language)));
  for (const row of rows) {
    const a = wanted.get(row.assignmentId);
    if (a && hashOf(translator, a) === row.sourceHash) found.set(row.assignmentId, { language, title: row.title, instructions: row.instructions });
  }
  return found;
}

/**
 * The translations into the reader's language of these works, by assignment id: the stored ones, and
 * the missing ones made now (the work screen: each bounded by the engine's own timeout). A work
 * missing from the answer is in the reader's language or could not be translated.
 */
export async function translationsNow(db: Db, reader: Omit<AssignmentReader, "log">, items: readonly AssignmentText[]) {
  const wanted = foreign(items, reader.language);
  const found = await storedTranslations(db, reader.translator, wanted, reader.language);
  const missing = [...wanted.values()].filter((a) => !found.has(a.id));
  const made = await Promise.all(missing.map((a) => makeTranslation(db, reader.translator, a, reader.language)));
  missing.forEach((a, i) => {
    const translation = made[i];
    if (translation) found.set(a.id, translation);
  });
  return found;
}

/**
 * How long a list waits for the translations it finds missing before answering with the titles as
 * written (the rest are made after, for the next read). The embedded engine makes a title and its
 * instructions in about 10 ms: a child's first list after this came in (48 works) took 0.55 s.
 */
export const LIST_WAIT_MS = 800;

/**
 * The translations into the reader's language of these works for a list: the stored ones, and the
 * missing ones made one at a time (so a first read does not fill the engine's queue ahead of a
 * message), those made within LIST_WAIT_MS included; the others go on after the answer.
 */
export async function translationsForList(db: Db, reader: AssignmentReader, items: readonly AssignmentText[]) {
  const wanted = foreign(items, reader.language);
  const found = await storedTranslations(db, reader.translator, wanted, reader.language);
  const missing = [...wanted.values()].filter((a) => !found.has(a.id));
  if (missing.length === 0 || reader.translator.languages.length === 0) return found;
  const made = new Map<string, AssignmentTranslation>();
  const making = (async () => {
    for (const a of missing) {
      const translation = await makeTranslation(db, reader.translator, a, reader.language);
      if (translation) made.set(a.id, translation);
    }
  })().catch((err: unknown) =>
    reader.log.warn({ assignmentIds: missing.map((a) => a.id), code: codeOf(err) }, "assignment translations were not made; the next read will"),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([making, new Promise<void>((resolve) => (timer = setTimeout(resolve, LIST_WAIT_MS)))]);
  clearTimeout(timer);
  for (const [id, translation] of made) found.set(id, translation);
  return found;
}

/** The languages of a class's children and their guardians now. */
async function readersOf(db: Pick<Db, "select">, classId: string): Promise<Language[]> {
  const enrolled = and(eq(enrolments.classId, classId), isNull(enrolments.endedAt));
  const [children, guardians] = await Promise.all([
    db
      .select({ language: users.language })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(enrolled),
    db
      .select({ language: users.language })
      .from(enrolments)
      .innerJoin(guardianLinks, eq(guardianLinks.studentId, enrolments.studentId))
      .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
      .where(enrolled),
  ]);
  return [...new Set([...children, ...guardians].map((r) => languageOrDefault(r.language)))];
}

/**
 * After a publish or a change: the work in the language of each of its class's readers who reads
 * another, stored (those stored from the present words are not made again). Answers how many of those translations there are now.
 */
export async function translateForClass(db: Db, translator: Translator, assignmentId: string): Promise<number> {
  if (translator.languages.length === 0) return 0;
  const [a] = await db
    .select({
      id: assignments.id,
      classId: assignments.classId,
      title: assignments.title,
      instructions: assignments.instructions,
      language: assignments.language,
    })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!a) return 0;
  let made = 0;
  for (const language of await readersOf(db, a.classId)) made += (await translationsNow(db, { language, translator }, [a])).size;
  return made;
}

/** Starts `translateForClass`, not awaited: the teacher's save has answered already. */
export function startClassTranslations(db: Db, translator: Translator, log: Pick<Log, "warn">, assignmentId: string): void {
  translateForClass(db, translator, assignmentId).catch((err: unknown) =>
    log.warn({ assignmentId, code: codeOf(err) }, "assignment translations were not made; readers will make them"),
  );
}

/** What a list carries about a work's title for its reader (`titleInLanguageFields`, common/schemas/learning/work.ts). */
export interface TitleInLanguage {
  titleLanguage: Language;
  titleTranslation: { language: Language; body: string } | null;
}

/**
 * The language of each work's title and its translation into the reader's language, by assignment
 * id (a list: the missing translations are waited for LIST_WAIT_MS at most).
 */
export async function titlesInLanguage(db: Db, reader: AssignmentReader, assignmentIds: readonly string[]): Promise<Map<string, TitleInLanguage>> {
  const titles = new Map<string, TitleInLanguage>();
  const texts = await textsOf(db, assignmentIds);
  if (texts.length === 0) return titles;
  const translations = await translationsForList(db, reader, texts);
  for (const a of texts) {
    const translation = translations.get(a.id);
    titles.set(a.id, {
      titleLanguage: languageOrDefault(a.language),
      titleTranslation: translation ? { language: translation.language, body: translation.title } : null,
    });
  }
  return titles;
}

/** The words of these works, as their translations are made from. */
async function textsOf(db: Pick<Db, "select">, assignmentIds: readonly string[]): Promise<AssignmentText[]> {
  const ids = [...new Set(assignmentIds)];
  if (ids.length === 0) return [];
  return db
    .select({ id: assignments.id, title: assignments.title, instructions: assignments.instructions, language: assignments.language })
    .from(assignments)
    .where(inArray(assignments.id, ids));
}

/**
 * The stored translations into `language` of these works' titles, by assignment id; nothing is made
 * (a mail written inside its transaction does not wait for the engine: the family's reads make them).
 */
export async function storedTitles(
  db: Pick<Db, "select">,
  translator: Translator,
  assignmentIds: readonly string[],
  language: Language,
): Promise<Map<string, string>> {
  const wanted = foreign(await textsOf(db, assignmentIds), language);
  const found = await storedTranslations(db, translator, wanted, language);
  return new Map([...found].map(([id, translation]) => [id, translation.title]));
}

/** A title whose language is not known to the list (its assignment gone meanwhile): the school's, untranslated. */
export const TITLE_AS_WRITTEN: TitleInLanguage = { titleLanguage: "en", titleTranslation: null };
