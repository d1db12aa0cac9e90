/**
 * Messages in each reader's language (issue 32, "Translated messages"; docs/api/messages.md): a message
 * keeps the language it was written in, and its machine translations are made by the school's engine
 * (server/translation) once per message and language, then stored beside it (`message_translations`).
 * They are made after a send for the other participants' languages (never holding the send up) and,
 * when one is still missing, as a thread is read. A withdrawn message is never translated.
 *
 * A message's words never reach the logs: failures are logged by message id and error code.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import type { Db } from "../../db/client";
import { conversationParticipants, messageTranslations, messages, users } from "../../db/schema";
import type { Log } from "../../log";
import { translateOnce } from "../../translation/translate-once";
import type { Translator } from "../../translation/translator";

type Reader = Pick<Db, "select">;

/** The stored translations of these messages into `language`, by message id. */
export async function storedTranslations(db: Reader, messageIds: readonly string[], language: Language): Promise<Map<string, string>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .select({ messageId: messageTranslations.messageId, body: messageTranslations.body })
    .from(messageTranslations)
    .where(and(inArray(messageTranslations.messageId, [...new Set(messageIds)]), eq(messageTranslations.language, language)));
  return new Map(rows.map((r) => [r.messageId, r.body]));
}

interface Original {
  id: string;
  body: string;
  language: string;
}

/** Makes and stores the translation of one message into `to`; null when no engine could make it. */
function makeTranslation(db: Db, translator: Translator, message: Original, to: Language): Promise<string | null> {
  return translateOnce(translator, `message:${message.id}:${to}`, { body: message.body, from: languageOrDefault(message.language), to }, (body) =>
    db.insert(messageTranslations).values({ messageId: message.id, language: to, body }).onConflictDoNothing(),
  );
}

/**
 * The translations into the viewer's `language` of a thread's page (the caller leaves out withdrawn
 * messages and those already in that language): the stored ones, and the missing ones made now, all at
 * once (each bounded by the engine's own timeout). A message missing from the answer could not be translated.
 */
export async function translationsFor(db: Db, translator: Translator, page: readonly Original[], language: Language): Promise<Map<string, string>> {
  const wanted = page.filter((m) => languageOrDefault(m.language) !== language);
  const stored = await storedTranslations(
    db,
    wanted.map((m) => m.id),
    language,
  );
  const missing = wanted.filter((m) => !stored.has(m.id));
  const made = await Promise.all(missing.map(async (m) => [m.id, await makeTranslation(db, translator, m, language)] as const));
  for (const [id, body] of made) if (body !== null) stored.set(id, body);
  return stored;
}

/**
 * After a send: the new message in the language of each other participant who reads another one,
 * stored. Answers how many translations were made (none when the message was withdrawn meanwhile).
 */
export async function translateForParticipants(db: Db, translator: Translator, messageId: string): Promise<number> {
  if (translator.languages.length === 0) return 0;
  const [message] = await db
    .select({
      id: messages.id,
      body: messages.body,
      language: messages.language,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      withdrawnAt: messages.withdrawnAt,
    })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message || message.withdrawnAt) return 0;
  const readers = await db
    .selectDistinct({ language: users.language })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(and(eq(conversationParticipants.conversationId, message.conversationId), ne(conversationParticipants.userId, message.senderId)));
  const from = languageOrDefault(message.language);
  const wanted = [...new Set(readers.map((r) => languageOrDefault(r.language)))].filter((l) => l !== from);
  if (wanted.length === 0) return 0;
  const done = await db
    .select({ language: messageTranslations.language })
    .from(messageTranslations)
    .where(and(eq(messageTranslations.messageId, message.id), inArray(messageTranslations.language, wanted)));
  const missing = wanted.filter((l) => !done.some((d) => d.language === l));
  const made = await Promise.all(missing.map((to) => makeTranslation(db, translator, message, to)));
  return made.filter((body) => body !== null).length;
}

/**
 * Starts the translations of a message just sent, not awaited: the send has answered already. A
 * failure is logged by message id and error code (a database error's text may hold the words).
 */
export function startTranslations(db: Db, translator: Translator, log: Pick<Log, "warn">, messageId: string): void {
  translateForParticipants(db, translator, messageId).catch((err: unknown) => {
    const e = err as { code?: unknown; name?: unknown; cause?: { code?: unknown } } | null;
    log.warn({ messageId, code: e?.code ?? e?.cause?.code ?? e?.name ?? "unknown" }, "a message's translations were not made; readers will make them");
  });
}
