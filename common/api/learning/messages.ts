/** Messaging (docs/api/messages.md): contacts, conversations, sending, replies, class announcements, withdrawing and reporting. */
import { z } from "zod";
import { ROLES, TEACHER_ROLES } from "../../roles";
import {
  announcementClassSchema,
  announcementSchema,
  contactSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationThreadSchema,
  reportMessageSchema,
  sendMessageSchema,
  sentAnnouncementSchema,
  sentMessageSchema,
  startConversationSchema,
  threadQuerySchema,
} from "../../schemas/learning/messages";
import { defineContract, ok } from "../contract";

/** The people the viewer may write to, with the children the composer groups them under (issue 33). */
export const messageContacts = defineContract({
  method: "GET",
  path: "/api/messages/contacts",
  roles: ROLES,
  output: ok(z.array(contactSchema)),
});

/** How many messages wait for the viewer (the navigation's count beside Messages, and the page title's). */
export const unreadMessageCount = defineContract({
  method: "GET",
  path: "/api/messages/unread-count",
  roles: ROLES,
  output: ok(z.object({ unread: z.number().int().nonnegative() })),
});

/** The viewer's conversations, a page at a time, with their unread total. */
export const conversations = defineContract({
  method: "GET",
  path: "/api/messages/conversations",
  roles: ROLES,
  query: conversationListQuerySchema,
  output: ok(conversationPageSchema),
});

/** Starts a conversation (with one person: the direct conversation with them, reused). */
export const startConversation = defineContract({
  method: "POST",
  path: "/api/messages/conversations",
  roles: ROLES,
  body: startConversationSchema,
  output: ok(sentMessageSchema),
  status: 201,
});

/** A conversation's messages, a page at a time (`before` a message number); reading marks them read. */
export const conversationThread = defineContract({
  method: "GET",
  path: "/api/messages/conversations/:conversationId",
  roles: ROLES,
  query: threadQuerySchema,
  output: ok(conversationThreadSchema),
});

/** Sends a message in a conversation. */
export const sendMessage = defineContract({
  method: "POST",
  path: "/api/messages/conversations/:conversationId/messages",
  roles: ROLES,
  body: sendMessageSchema,
  output: ok(sentMessageSchema),
  status: 201,
});

/** Replies privately to an announcement's sender. */
export const replyToAnnouncement = defineContract({
  method: "POST",
  path: "/api/messages/conversations/:conversationId/reply",
  roles: ROLES,
  body: sendMessageSchema,
  output: ok(sentMessageSchema),
  status: 201,
});

/** The classes a teacher may announce to. */
export const announcementClasses = defineContract({
  method: "GET",
  path: "/api/messages/announcement-classes",
  roles: TEACHER_ROLES,
  output: ok(z.array(announcementClassSchema)),
});

/** Sends a class announcement to its families or children. */
export const announce = defineContract({
  method: "POST",
  path: "/api/messages/announcements",
  roles: TEACHER_ROLES,
  body: announcementSchema,
  output: ok(sentAnnouncementSchema),
  status: 201,
});

/** Withdraws the viewer's own message. */
export const withdrawMessage = defineContract({
  method: "POST",
  path: "/api/messages/:messageId/withdraw",
  roles: ROLES,
  output: ok(z.object({ id: z.string() })),
});

/** Reports a message to the safeguarding queue. */
export const reportMessage = defineContract({
  method: "POST",
  path: "/api/messages/:messageId/report",
  roles: ROLES,
  body: reportMessageSchema,
  output: ok(z.object({ id: z.string() })),
  status: 201,
});
