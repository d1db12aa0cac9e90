/**
 * Conversations and messages (issue 17, "Messaging"; docs/api/messages.md): the viewer's list with
 * unread counts, a thread (paged, marks read), starting a conversation, sending, replying to an
 * announcement, announcing to a class, withdrawing and reporting. Every check of who may write to
 * whom was made by server/learning/access.ts before these run (the sends check again inside).
 *
 * Each send is one transaction: the message, its attachments, the read position of the sender, the
 * participants' notifications (kind `message` or `announcement`, one per conversation, renewed) and
 * the nudges to each participant's pages (`user:<id>` on the bus) exist together or not at all.
 * A message is stored with the language it is written in (server/translation/written-language.ts); its translations for the other readers are made after
 * the send (./translations.ts, started by the route) or when a thread is read.
 */
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, notExists, sql } from "drizzle-orm";
import { messagingGroup } from "#common/learning/messaging-rule";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import type { Role } from "#common/roles";
import {
  MESSAGES_TEXT,
  THREAD_PAGE,
  messagesPathForRole,
  type AnnouncementAudience,
  type AnnouncementClass,
  type AnnouncementInput,
  type ConversationKind,
  type ConversationPage,
  type ConversationSummary,
  type ConversationThread,
  type MessageAttachment,
  type Person,
  type ReportMessageInput,
  type SendMessageInput,
  type SentMessage,
  type ThreadMessage,
} from "#common/schemas/learning/messages";
import type { PagingQuery } from "#common/schemas/paging";
import type { SessionUser } from "../../auth/sessions";
import type { Db } from "../../db/client";
import type { Translator } from "../../translation/translator";
import {
  classStaff,
  classes,
  conversationParticipants,
  conversations,
  enrolments,
  files,
  guardianLinks,
  messageAttachments,
  messageReports,
  messages,
  students,
  users,
} from "../../db/schema";
import { notify, type NotificationInput } from "../../notifications/notify";
import { publish, userTopic } from "../../realtime/bus";
import { preview } from "../../enquiries/preview";
import {
  childIdsOfGuardian,
  isGuardian,
  isStaff,
  MAY_NOT_POST,
  MESSAGE_NOT_FOUND,
  openClassIdsOfStudents,
  requireMayPost,
  requireMayStartConversation,
  studentIdOfUser,
} from "../access";
import { peopleByIds, unknownPerson } from "./people";
import { storedTranslations, translationsFor } from "./translations";
import { languageOf } from "../../accounts/language";
import { writtenLanguage } from "../../translation/written-language";
import { forbidden, invalid, notFound } from "../../domain-errors";

type Viewer = Pick<SessionUser, "id" | "role">;
/** A reader of messages, with the language they read in (`users.language`). */
type Reader = Viewer & { language: Language };
type Conversation = typeof conversations.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const WITHDRAW_OWN_ONLY = "You can withdraw only your own messages.";
export const NO_ONE_TO_REPLY = "There is no one to reply to in this announcement.";

// --- Reading ------------------------------------------------------------------------------------

function titleOf(conversation: Conversation, people: Person[], className: string | null): string {
  if (conversation.kind === "announcement") return className ?? "Class announcement";
  return people.map((p) => p.name).join(", ") || "Just you";
}

/**
 * The summaries of conversations the viewer takes part in (the rows come from the caller, in order);
 * the last message's preview in the viewer's language when a translation is stored (the engine is not asked here).
 */
async function summaries(db: Db, viewer: Reader, rows: { conversation: Conversation; lastReadSeq: number }[]): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.conversation.id);
  const [participants, unread, last, classRows] = await Promise.all([
    db
      .select({ conversationId: conversationParticipants.conversationId, userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(and(inArray(conversationParticipants.conversationId, ids), ne(conversationParticipants.userId, viewer.id))),
    db
      .select({ conversationId: messages.conversationId, n: count() })
      .from(messages)
      .innerJoin(
        conversationParticipants,
        and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, viewer.id)),
      )
      .where(
        and(
          inArray(messages.conversationId, ids),
          gt(messages.seq, conversationParticipants.lastReadSeq),
          ne(messages.senderId, viewer.id),
          isNull(messages.withdrawnAt),
        ),
      )
      .groupBy(messages.conversationId),
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        id: messages.id,
        senderId: messages.senderId,
        body: messages.body,
        language: messages.language,
        withdrawnAt: messages.withdrawnAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.seq)),
    db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(
        inArray(
          classes.id,
          rows
            .map((r) => r.conversation.classId)
            .filter((id): id is string => id !== null)
            .concat(["00000000-0000-0000-0000-000000000000"]),
        ),
      ),
  ]);
  const byConversation = new Map<string, string[]>();
  for (const p of participants) byConversation.set(p.conversationId, [...(byConversation.get(p.conversationId) ?? []), p.userId]);
  const names = await peopleByIds(db, [...participants.map((p) => p.userId), ...rows.map((r) => r.conversation.startedBy), ...last.map((l) => l.senderId)]);
  const person = (id: string) => names.get(id) ?? unknownPerson(id);
  const unreadBy = new Map(unread.map((u) => [u.conversationId, Number(u.n)]));
  const lastBy = new Map(last.map((l) => [l.conversationId, l]));
  const classNames = new Map(classRows.map((c) => [c.id, c.name]));
  const translated = await storedTranslations(
    db,
    last.filter((l) => !l.withdrawnAt && languageOrDefault(l.language) !== viewer.language).map((l) => l.id),
    viewer.language,
  );
  return rows.map(({ conversation }) => {
    const startedByMe = conversation.startedBy === viewer.id;
    // In an announcement the others see only who announced, never the class's other families.
    const others = conversation.kind === "announcement" && !startedByMe ? [conversation.startedBy] : (byConversation.get(conversation.id) ?? []);
    const people = others.map(person).sort((a, b) => a.name.localeCompare(b.name));
    const className = conversation.classId ? (classNames.get(conversation.classId) ?? null) : null;
    const l = lastBy.get(conversation.id);
    return {
      id: conversation.id,
      kind: conversation.kind as ConversationKind,
      subject: conversation.subject,
      title: titleOf(conversation, people, className),
      people,
      className,
      audience: (conversation.audience as AnnouncementAudience | null) ?? null,
      startedByMe,
      lastMessage: l
        ? {
            senderName: l.senderId === viewer.id ? "You" : person(l.senderId).name,
            preview: l.withdrawnAt ? null : preview(translated.get(l.id) ?? l.body),
            withdrawn: l.withdrawnAt !== null,
            createdAt: l.createdAt.toISOString(),
          }
        : null,
      unread: unreadBy.get(conversation.id) ?? 0,
      lastMessageAt: conversation.lastMessageAt.toISOString(),
    };
  });
}

/** How far back a child or family who joins a class later is given the class's announcements. */
export const LATE_JOINER_ANNOUNCEMENT_DAYS = 60;

/**
 * An announcement goes to the class as it is when it is sent. A child enrolled later (or their family)
 * is added to the class's announcements of the last LATE_JOINER_ANNOUNCEMENT_DAYS for their audience,
 * unread, the first time they look: they start the class knowing what everyone else was told.
 */
async function joinRecentAnnouncements(db: Db, viewer: Viewer, now: Date): Promise<void> {
  const audience: AnnouncementAudience | null = viewer.role === "student" ? "children" : isGuardian(viewer) ? "families" : null;
  if (!audience) return;
  const studentIds =
    audience === "children" ? [await studentIdOfUser(db, viewer.id)].filter((id): id is string => id !== null) : await childIdsOfGuardian(db, viewer.id);
  const classIds = studentIds.length > 0 ? await openClassIdsOfStudents(db, studentIds) : [];
  if (classIds.length === 0) return;
  const missed = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, "announcement"),
        inArray(conversations.classId, classIds),
        eq(conversations.audience, audience),
        gte(conversations.createdAt, new Date(now.getTime() - LATE_JOINER_ANNOUNCEMENT_DAYS * 86_400_000)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(conversationParticipants)
            .where(and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, viewer.id))),
        ),
      ),
    );
  if (missed.length === 0) return;
  await db
    .insert(conversationParticipants)
    .values(missed.map((c) => ({ conversationId: c.id, userId: viewer.id, joinedAt: now })))
    .onConflictDoNothing();
}

/** The viewer's conversations, the latest first, with unread counts and the last message. */
/** Messages to the viewer they have not read (not their own, not withdrawn): the navigation's, the inbox's and the teacher's home's count. */
export async function unreadMessages(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId)))
    .where(and(gt(messages.seq, conversationParticipants.lastReadSeq), ne(messages.senderId, userId), isNull(messages.withdrawnAt)));
  return Number(row?.n ?? 0);
}

/** The viewer's unread messages, once the class announcements of the last days are theirs to read. */
export async function unreadCount(db: Db, viewer: Viewer, now: Date): Promise<number> {
  await joinRecentAnnouncements(db, viewer, now);
  return unreadMessages(db, viewer.id);
}

export async function listConversations(db: Db, viewer: Viewer, paging: PagingQuery, now: Date): Promise<ConversationPage> {
  await joinRecentAnnouncements(db, viewer, now);
  const reader: Reader = { ...viewer, language: await languageOf(db, viewer.id) };
  const mine = eq(conversationParticipants.userId, viewer.id);
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ conversation: conversations, lastReadSeq: conversationParticipants.lastReadSeq })
      .from(conversations)
      .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, conversations.id), mine))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(conversationParticipants).where(mine),
    unreadMessages(db, viewer.id),
  ]);
  return {
    items: await summaries(db, reader, rows),
    total: Number(total?.n ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
    unreadTotal: unread,
  };
}

async function attachmentsOf(db: Pick<Db, "select">, messageIds: string[]): Promise<Map<string, MessageAttachment[]>> {
  const result = new Map<string, MessageAttachment[]>();
  if (messageIds.length === 0) return result;
  const rows = await db
    .select({ messageId: messageAttachments.messageId, id: files.id, name: files.originalName, contentType: files.contentType, size: files.size })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(messageAttachments.position);
  for (const { messageId, ...file } of rows) result.set(messageId, [...(result.get(messageId) ?? []), file]);
  return result;
}

export { attachmentsOf };

/** Whether the viewer may post here now (the thread's composer), without throwing. */
async function canPostIn(db: Db, viewer: Viewer, conversation: Conversation): Promise<boolean> {
  return requireMayPost(db, viewer, conversation).then(
    () => true,
    () => false,
  );
}

/**
 * A page of the thread, the newest messages last; the first page (no `before`) marks everything
 * read and tells the viewer's other pages and the senders (their "Seen"). Each message comes with its
 * translation into the viewer's language: stored, or made now by `translator` when missing.
 */
export async function readThread(
  db: Db,
  viewer: Viewer,
  conversation: Conversation,
  lastReadSeq: number,
  before: number | undefined,
  translator: Translator,
): Promise<ConversationThread> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversation.id), before !== undefined ? lt(messages.seq, before) : undefined))
    .orderBy(desc(messages.seq))
    .limit(THREAD_PAGE + 1);
  const page = rows.slice(0, THREAD_PAGE).reverse();
  const olderBefore = rows.length > THREAD_PAGE ? (page[0]?.seq ?? null) : null;

  const newest = before === undefined ? page.at(-1)?.seq : undefined;
  if (newest !== undefined && newest > lastReadSeq) {
    await db.transaction(async (tx) => {
      await tx
        .update(conversationParticipants)
        .set({ lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, ${newest})` })
        .where(and(eq(conversationParticipants.conversationId, conversation.id), eq(conversationParticipants.userId, viewer.id)));
      const senders = [...new Set(page.filter((m) => m.seq > lastReadSeq && m.senderId !== viewer.id).map((m) => m.senderId))];
      await publish(
        tx,
        [viewer.id, ...senders].map((id) => ({ topic: userTopic(id), type: "read", data: { conversationId: conversation.id } })),
      );
    });
  }

  const others = await db
    .select({ userId: conversationParticipants.userId, lastReadSeq: conversationParticipants.lastReadSeq })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversation.id), ne(conversationParticipants.userId, viewer.id)));
  const leastRead = others.length ? Math.min(...others.map((o) => o.lastReadSeq)) : Number.MAX_SAFE_INTEGER;
  const reader: Reader = { ...viewer, language: await languageOf(db, viewer.id) };
  // Before the summary, so that its preview already reads a translation made here.
  const translations = await translationsFor(
    db,
    translator,
    page.filter((m) => !m.withdrawnAt),
    reader.language,
  );
  const [summary] = await summaries(db, reader, [{ conversation, lastReadSeq }]);
  const names = await peopleByIds(
    db,
    page.map((m) => m.senderId),
  );
  const attachments = await attachmentsOf(
    db,
    page.filter((m) => !m.withdrawnAt).map((m) => m.id),
  );
  const startedByMe = conversation.startedBy === viewer.id;
  const isAnnouncementReader = conversation.kind === "announcement" && !startedByMe;
  const list: ThreadMessage[] = page.map((m) => ({
    id: m.id,
    seq: m.seq,
    sender: names.get(m.senderId) ?? unknownPerson(m.senderId),
    mine: m.senderId === viewer.id,
    body: m.withdrawnAt ? null : m.body,
    language: languageOrDefault(m.language),
    translation: !m.withdrawnAt && translations.has(m.id) ? { language: reader.language, body: translations.get(m.id)! } : null,
    withdrawn: m.withdrawnAt !== null,
    createdAt: m.createdAt.toISOString(),
    attachments: m.withdrawnAt ? [] : (attachments.get(m.id) ?? []),
    // An announcement's readers see nothing of the other families' reading.
    seenByAll: m.senderId === viewer.id && leastRead >= m.seq,
  }));
  return {
    conversation: { ...summary!, unread: 0 },
    messages: list,
    olderBefore,
    canPost: isAnnouncementReader ? false : await canPostIn(db, viewer, conversation),
    replyTo: isAnnouncementReader ? (summary!.people[0] ?? null) : null,
  };
}

// --- Writing ------------------------------------------------------------------------------------

async function requireOwnFiles(tx: Tx, viewer: Viewer, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const owned = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, fileIds), eq(files.ownerUserId, viewer.id)));
  if (owned.length !== fileIds.length) throw invalid(MESSAGES_TEXT.attachment, [{ field: "attachmentIds", message: MESSAGES_TEXT.attachment }]);
}

/** Staff writing to a family or a child: the notification waits for the end of the school's quiet hours. */
function quietHoursFor(sender: Viewer, recipientRole: Role): boolean {
  const from = messagingGroup(sender.role);
  const to = messagingGroup(recipientRole);
  return (from === "office" || from === "teacher") && (to === "family" || to === "child");
}

/**
 * Adds a message to a conversation inside `tx`: the message (seq and changeSeq one number of
 * message_change_seq), its attachments (the sender's own files), the conversation's time, the
 * sender's read position, a notification for every other participant and a nudge to everyone's pages.
 */
async function addMessage(tx: Tx, sender: Sender, conversation: Conversation, input: SendMessageInput, now: Date): Promise<SentMessage> {
  await requireOwnFiles(tx, sender, input.attachmentIds);
  const result = await tx.execute(sql`select nextval('message_change_seq')::bigint as n`);
  const seq = Number((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
  const [message] = await tx
    .insert(messages)
    .values({
      seq,
      changeSeq: seq,
      conversationId: conversation.id,
      senderId: sender.id,
      body: input.body,
      language: sender.language,
      createdAt: now,
    })
    .returning({ id: messages.id });
  if (input.attachmentIds.length) {
    await tx.insert(messageAttachments).values(input.attachmentIds.map((fileId, position) => ({ messageId: message!.id, fileId, position })));
  }
  await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversation.id));
  await tx
    .update(conversationParticipants)
    .set({ lastReadSeq: seq })
    .where(and(eq(conversationParticipants.conversationId, conversation.id), eq(conversationParticipants.userId, sender.id)));

  const participants = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversation.id));
  const others = participants.map((p) => p.userId).filter((id) => id !== sender.id);
  const roles = await peopleByIds(tx, others);
  const kind = conversation.kind === "announcement" ? "announcement" : "message";
  const title = { id: kind === "announcement" ? "notices.announcement.title" : "notices.message.title", values: { name: sender.name } } as const;
  // One notification per person and conversation, renewed by each message; quiet hours for staff to families.
  for (const quiet of [false, true]) {
    const notes: NotificationInput[] = others
      .map((userId) => ({ userId, role: roles.get(userId)?.role }))
      .filter((r): r is { userId: string; role: Role } => r.role !== undefined && quietHoursFor(sender, r.role) === quiet)
      .map(({ userId, role }) => ({
        userId,
        kind,
        title,
        body: conversation.subject ?? null,
        link: `${messagesPathForRole(role)}?c=${conversation.id}`,
        subjectId: conversation.id,
      }));
    if (notes.length) await notify(tx, notes, { now, quietHours: quiet });
  }
  await publish(
    tx,
    participants.map((p) => ({ topic: userTopic(p.userId), type: "message", data: { conversationId: conversation.id, messageId: message!.id, seq } })),
  );
  return { conversationId: conversation.id, messageId: message!.id };
}

/** Sends a message in a conversation the viewer takes part in, checking again that they may post there. */
export async function sendMessage(db: Db, viewer: SessionUser, conversation: Conversation, input: SendMessageInput, now: Date): Promise<SentMessage> {
  await requireMayPost(db, viewer, conversation);
  const sender = await senderOf(db, viewer, input.body);
  return db.transaction((tx) => addMessage(tx, sender, conversation, input, now));
}

/** Who sends a message, with the language its words are in: what the translations start from. */
type Sender = Viewer & { name: string; language: Language };

/** The sender of `body`, read before the send's transaction (finding the words' language may load the detector). */
async function senderOf(db: Pick<Db, "select">, viewer: Viewer, body: string): Promise<Sender> {
  const [me, [account]] = await Promise.all([
    peopleByIds(db, [viewer.id]).then((people) => people.get(viewer.id)),
    db.select({ language: users.language }).from(users).where(eq(users.id, viewer.id)),
  ]);
  return { ...viewer, name: me?.name ?? "Someone", language: await writtenLanguage(body, languageOrDefault(account?.language)) };
}

function directKey(a: string, b: string) {
  return [a, b].sort().join(":");
}

/** The direct conversation of two people, started by `starter` when there is none yet. */
async function directConversation(tx: Tx, starter: string, other: string, now: Date): Promise<Conversation> {
  const key = directKey(starter, other);
  const [created] = await tx
    .insert(conversations)
    .values({ kind: "direct", startedBy: starter, directKey: key, lastMessageAt: now, createdAt: now })
    .onConflictDoNothing({ target: conversations.directKey })
    .returning();
  if (created) {
    await tx.insert(conversationParticipants).values([starter, other].map((userId) => ({ conversationId: created.id, userId, joinedAt: now })));
    return created;
  }
  const [existing] = await tx.select().from(conversations).where(eq(conversations.directKey, key));
  return existing!;
}

/**
 * Starts a conversation with people the access module allowed (`members`): with one person, the
 * direct conversation of the two (reused, and checked again as a send); with several, a new group.
 */
export async function startConversation(
  db: Db,
  viewer: SessionUser,
  memberIds: string[],
  input: SendMessageInput & { subject?: string },
  now: Date,
): Promise<SentMessage> {
  const sender = await senderOf(db, viewer, input.body);
  if (memberIds.length === 1) {
    const conversation = await db.transaction((tx) => directConversation(tx, viewer.id, memberIds[0]!, now));
    await requireMayPost(db, viewer, conversation);
    return db.transaction((tx) => addMessage(tx, sender, conversation, input, now));
  }
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ kind: "group", subject: input.subject ?? null, startedBy: viewer.id, lastMessageAt: now, createdAt: now })
      .returning();
    await tx.insert(conversationParticipants).values([viewer.id, ...memberIds].map((userId) => ({ conversationId: conversation!.id, userId, joinedAt: now })));
    return addMessage(tx, sender, conversation!, input, now);
  });
}

/**
 * A reply to an announcement goes to its starter alone: into the direct conversation of the two
 * (started by the replier when there is none), if the replier may write to the starter.
 */
export async function replyToAnnouncement(db: Db, viewer: SessionUser, announcement: Conversation, input: SendMessageInput, now: Date): Promise<SentMessage> {
  if (announcement.kind !== "announcement" || announcement.startedBy === viewer.id) throw forbidden(MAY_NOT_POST);
  await requireMayStartConversation(db, viewer, [announcement.startedBy]);
  return startConversation(db, viewer, [announcement.startedBy], input, now);
}

/** The classes the viewer may announce to: a teacher's own, every class of the current year for the office. */
export async function announcementClasses(db: Db, viewer: Viewer): Promise<AnnouncementClass[]> {
  if (isStaff(viewer)) {
    return db.select({ id: classes.id, name: classes.name }).from(classes).orderBy(classes.name);
  }
  return db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .innerJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.userId, viewer.id)))
    .orderBy(classes.name);
}

/** The audience of a class announcement now: the accounts of the children enrolled, or their guardians. */
async function audienceOf(db: Pick<Db, "select" | "selectDistinct">, classId: string, audience: AnnouncementAudience): Promise<string[]> {
  const enrolled = and(eq(enrolments.classId, classId), isNull(enrolments.endedAt));
  if (audience === "children") {
    const rows = await db
      .selectDistinct({ userId: students.userId })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(enrolled);
    return rows.map((r) => r.userId).filter((id): id is string => id !== null);
  }
  const rows = await db
    .selectDistinct({ userId: guardianLinks.guardianUserId })
    .from(enrolments)
    .innerJoin(guardianLinks, eq(guardianLinks.studentId, enrolments.studentId))
    .where(enrolled);
  return rows.map((r) => r.userId);
}

/**
 * A class announcement (the caller checked the viewer may announce to the class): a conversation of
 * the starter and the audience now, whose replies go to the starter alone.
 */
export async function announce(db: Db, viewer: SessionUser, input: AnnouncementInput, now: Date): Promise<SentMessage & { recipients: number }> {
  const sender = await senderOf(db, viewer, input.body);
  return db.transaction(async (tx) => {
    const audience = (await audienceOf(tx, input.classId, input.audience)).filter((id) => id !== viewer.id);
    const [conversation] = await tx
      .insert(conversations)
      .values({
        kind: "announcement",
        subject: input.subject,
        startedBy: viewer.id,
        classId: input.classId,
        audience: input.audience,
        lastMessageAt: now,
        createdAt: now,
      })
      .returning();
    await tx.insert(conversationParticipants).values([viewer.id, ...audience].map((userId) => ({ conversationId: conversation!.id, userId, joinedAt: now })));
    const sent = await addMessage(tx, sender, conversation!, { body: input.body, attachmentIds: input.attachmentIds }, now);
    return { ...sent, recipients: audience.length };
  });
}

/** Withdraws the viewer's own message: everyone sees "This message was withdrawn"; the body stays for the office. */
export async function withdrawMessage(db: Db, viewer: Viewer, message: typeof messages.$inferSelect, now: Date): Promise<void> {
  if (message.senderId !== viewer.id) throw forbidden(WITHDRAW_OWN_ONLY);
  if (message.withdrawnAt) return;
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(messages)
      .set({ withdrawnAt: now, changeSeq: sql`nextval('message_change_seq')` })
      .where(and(eq(messages.id, message.id), isNull(messages.withdrawnAt)))
      .returning({ changeSeq: messages.changeSeq });
    if (!changed) return;
    const participants = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, message.conversationId));
    await publish(
      tx,
      participants.map((p) => ({
        topic: userTopic(p.userId),
        type: "message_withdrawn",
        data: { conversationId: message.conversationId, messageId: message.id, seq: changed.changeSeq },
      })),
    );
  });
}

/** A participant reports a message to the safeguarding queue (once while their report is open). */
export async function reportMessage(
  db: Db,
  viewer: Viewer,
  message: typeof messages.$inferSelect,
  input: ReportMessageInput,
  now: Date,
): Promise<{ id: string }> {
  const [created] = await db
    .insert(messageReports)
    .values({ messageId: message.id, reporterId: viewer.id, reason: input.reason, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (created) return created;
  const [existing] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(and(eq(messageReports.messageId, message.id), eq(messageReports.reporterId, viewer.id), eq(messageReports.status, "open")));
  if (!existing) throw notFound(MESSAGE_NOT_FOUND);
  return existing;
}
