/**
 * Messaging (docs/api/messages.md): contacts, conversations, sending, replies to announcements,
 * class announcements, withdrawing and reporting. Every portal role; who may write to whom is asked
 * of server/learning/access.ts for every send, every new conversation and every member.
 */
import type { FastifyInstance } from "fastify";
import { ROLES, TEACHER_ROLES } from "../../../common/roles";
import {
  announcementSchema,
  conversationListQuerySchema,
  reportMessageSchema,
  sendMessageSchema,
  startConversationSchema,
  threadQuerySchema,
  type AnnouncementClass,
  type Contact,
  type ConversationPage,
  type ConversationThread,
} from "../../../common/schemas/learning/messages";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
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
  replyToAnnouncement,
  reportMessage,
  sendMessage,
  startConversation,
  withdrawMessage,
} from "../../learning/messages/conversations";
import { peopleByIds } from "../../learning/messages/people";

export async function messageRoutes(app: FastifyInstance) {
  app.get("/messages/contacts", async (request) => {
    const viewer = requireRole(request, ROLES);
    const ids = await messagingContactIds(app.db, viewer);
    const people = await peopleByIds(app.db, ids);
    const data: Contact[] = [...people.values()]
      .map(({ id, name, role }) => ({ id, name, role }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { success: true, data };
  });

  app.get("/messages/conversations", async (request) => {
    const viewer = requireRole(request, ROLES);
    const query = parseForm(request.query, conversationListQuerySchema);
    const data: ConversationPage = await listConversations(app.db, viewer, query, app.config.now());
    return { success: true, data };
  });

  app.post("/messages/conversations", async (request, reply) => {
    const viewer = requireRole(request, ROLES);
    const input = parseForm(request.body, startConversationSchema);
    const members = await requireMayStartConversation(app.db, viewer, input.participantIds);
    const data = await startConversation(app.db, viewer, members.map((m) => m.id), input, app.config.now());
    return reply.code(201).send({ success: true, data });
  });

  app.get<{ Params: { conversationId: string } }>("/messages/conversations/:conversationId", async (request) => {
    const viewer = requireRole(request, ROLES);
    const id = uuidParam(request.params.conversationId, CONVERSATION_NOT_FOUND);
    const query = parseForm(request.query, threadQuerySchema);
    const { conversation, lastReadSeq } = await requireConversationParticipant(app.db, viewer, id);
    const data: ConversationThread = await readThread(app.db, viewer, conversation, lastReadSeq, query.before);
    return { success: true, data };
  });

  app.post<{ Params: { conversationId: string } }>("/messages/conversations/:conversationId/messages", async (request, reply) => {
    const viewer = requireRole(request, ROLES);
    const id = uuidParam(request.params.conversationId, CONVERSATION_NOT_FOUND);
    const input = parseForm(request.body, sendMessageSchema);
    const { conversation } = await requireConversationParticipant(app.db, viewer, id);
    const data = await sendMessage(app.db, viewer, conversation, input, app.config.now());
    return reply.code(201).send({ success: true, data });
  });

  app.post<{ Params: { conversationId: string } }>("/messages/conversations/:conversationId/reply", async (request, reply) => {
    const viewer = requireRole(request, ROLES);
    const id = uuidParam(request.params.conversationId, CONVERSATION_NOT_FOUND);
    const input = parseForm(request.body, sendMessageSchema);
    const { conversation } = await requireConversationParticipant(app.db, viewer, id);
    const data = await replyToAnnouncement(app.db, viewer, conversation, input, app.config.now());
    return reply.code(201).send({ success: true, data });
  });

  app.get("/messages/announcement-classes", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const data: AnnouncementClass[] = await announcementClasses(app.db, viewer);
    return { success: true, data };
  });

  app.post("/messages/announcements", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const input = parseForm(request.body, announcementSchema);
    await requireAnnouncementClass(app.db, viewer, input.classId);
    const data = await announce(app.db, viewer, input, app.config.now());
    return reply.code(201).send({ success: true, data });
  });

  app.post<{ Params: { messageId: string } }>("/messages/:messageId/withdraw", async (request) => {
    const viewer = requireRole(request, ROLES);
    const id = uuidParam(request.params.messageId, MESSAGE_NOT_FOUND);
    const message = await requireParticipantMessage(app.db, viewer, id);
    await withdrawMessage(app.db, viewer, message, app.config.now());
    return { success: true, data: { id } };
  });

  app.post<{ Params: { messageId: string } }>("/messages/:messageId/report", async (request, reply) => {
    const viewer = requireRole(request, ROLES);
    const id = uuidParam(request.params.messageId, MESSAGE_NOT_FOUND);
    const input = parseForm(request.body, reportMessageSchema);
    const message = await requireParticipantMessage(app.db, viewer, id);
    const data = await reportMessage(app.db, viewer, message, input, app.config.now());
    return reply.code(201).send({ success: true, data });
  });
}
