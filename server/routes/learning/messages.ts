/**
 * Messaging (docs/api/messages.md): contacts, conversations, sending, replies to announcements,
 * class announcements, withdrawing and reporting. Every portal role; who may write to whom is asked
 * of server/learning/access.ts for every send, every new conversation and every member. Each send
 * answers at once; the message's translations for the other participants are made after it
 * (server/learning/messages/translations.ts), and a thread read makes any still missing.
 */
import type { FastifyInstance } from "fastify";
import * as api from "#common/api/learning/messages";
import type { AnnouncementClass, Contact, ConversationPage, ConversationThread } from "#common/schemas/learning/messages";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import {
  CONVERSATION_NOT_FOUND,
  MESSAGE_NOT_FOUND,
  messagingContactIds,
  requireAnnouncementClass,
  requireConversationParticipant,
  requireMayStartConversation,
  requireParticipantMessage,
} from "../../learning/access";
import {
  announce,
  announcementClasses,
  listConversations,
  readThread,
  unreadCount,
  replyToAnnouncement,
  reportMessage,
  sendMessage,
  startConversation,
  withdrawMessage,
} from "../../learning/messages/conversations";
import { contactChildren, peopleByIds } from "../../learning/messages/people";
import { startTranslations } from "../../learning/messages/translations";

export async function messageRoutes(app: FastifyInstance) {
  /** After the send's transaction committed: its translations, not awaited. */
  const translateLater = (messageId: string) => startTranslations(app.db, app.translator, app.log, messageId);

  route(app, api.messageContacts, async ({ actor }) => {
    const ids = await messagingContactIds(app.db, actor);
    const people = [...(await peopleByIds(app.db, ids)).values()];
    const childrenOf = await contactChildren(app.db, actor, people);
    const data: Contact[] = people
      .map(({ id, name, role }) => {
        const children = childrenOf.get(id);
        return children?.length ? { id, name, role, children } : { id, name, role };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { success: true, data };
  });

  route(app, api.unreadMessageCount, async ({ actor }) => ({ success: true, data: { unread: await unreadCount(app.db, actor, app.config.now()) } }));

  route(app, api.conversations, async ({ actor, query }) => {
    const data: ConversationPage = await listConversations(app.db, actor, query, app.config.now());
    return { success: true, data };
  });

  route(app, api.startConversation, async ({ actor, body }) => {
    const members = await requireMayStartConversation(app.db, actor, body.participantIds);
    const data = await startConversation(
      app.db,
      actor,
      members.map((m) => m.id),
      body,
      app.config.now(),
    );
    translateLater(data.messageId);
    return { success: true, data };
  });

  route(app, api.conversationThread, async ({ actor, params, query }) => {
    const id = uuidParam(params.conversationId, CONVERSATION_NOT_FOUND);
    const { conversation, lastReadSeq } = await requireConversationParticipant(app.db, actor, id);
    const data: ConversationThread = await readThread(app.db, actor, conversation, lastReadSeq, query.before, app.translator);
    return { success: true, data };
  });

  route(app, api.sendMessage, async ({ actor, params, body }) => {
    const id = uuidParam(params.conversationId, CONVERSATION_NOT_FOUND);
    const { conversation } = await requireConversationParticipant(app.db, actor, id);
    const data = await sendMessage(app.db, actor, conversation, body, app.config.now());
    translateLater(data.messageId);
    return { success: true, data };
  });

  route(app, api.replyToAnnouncement, async ({ actor, params, body }) => {
    const id = uuidParam(params.conversationId, CONVERSATION_NOT_FOUND);
    const { conversation } = await requireConversationParticipant(app.db, actor, id);
    const data = await replyToAnnouncement(app.db, actor, conversation, body, app.config.now());
    translateLater(data.messageId);
    return { success: true, data };
  });

  route(app, api.announcementClasses, async ({ actor }) => {
    const data: AnnouncementClass[] = await announcementClasses(app.db, actor);
    return { success: true, data };
  });

  route(app, api.announce, async ({ actor, body }) => {
    await requireAnnouncementClass(app.db, actor, body.classId);
    const data = await announce(app.db, actor, body, app.config.now());
    translateLater(data.messageId);
    return { success: true, data };
  });

  route(app, api.withdrawMessage, async ({ actor, params }) => {
    const id = uuidParam(params.messageId, MESSAGE_NOT_FOUND);
    const message = await requireParticipantMessage(app.db, actor, id);
    await withdrawMessage(app.db, actor, message, app.config.now());
    return { success: true, data: { id } };
  });

  route(app, api.reportMessage, async ({ actor, params, body }) => {
    const id = uuidParam(params.messageId, MESSAGE_NOT_FOUND);
    const message = await requireParticipantMessage(app.db, actor, id);
    const data = await reportMessage(app.db, actor, message, body, app.config.now());
    return { success: true, data };
  });
}
