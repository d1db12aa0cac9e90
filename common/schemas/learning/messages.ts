/**
 * Messaging (issue 17, "Messaging"; docs/api/messages.md): what the composer, the thread, the
 * reports and the safeguarding queue send, and the answers the screens read. Times are ISO instants.
 * Who may write to whom is the server's alone (common/learning/messaging-rule.ts, applied by
 * server/learning/access.ts).
 */
import { z } from "zod";
import type { Role } from "../../roles";
import { text } from "../fields";
import { optionalQuery, pagingQuerySchema } from "../paging";

export const MESSAGE_BODY_MAX = 5000;
export const SUBJECT_MAX = 120;
export const REASON_MAX = 1000;
export const NOTE_MAX = 2000;
export const MAX_ATTACHMENTS = 5;
export const MAX_MEMBERS = 20;
export const THREAD_PAGE = 30;

export const MESSAGES_TEXT = {
  body: "Please write a message.",
  bodyTooLong: `Please keep a message to ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters or fewer.`,
  subjectTooLong: `Please keep the subject to ${SUBJECT_MAX} characters or fewer.`,
  subject: "Please give the announcement a subject.",
  participants: "Please choose who to write to.",
  tooManyParticipants: `A conversation can include at most ${MAX_MEMBERS} people.`,
  attachment: "Please attach files you uploaded.",
  tooManyAttachments: `Attach at most ${MAX_ATTACHMENTS} files to a message.`,
  classId: "Please choose a class from the list.",
  audience: "Please choose who the announcement is for.",
  reason: "Please say why you are reporting this message.",
  reasonTooLong: `Please keep the reason to ${REASON_MAX.toLocaleString("en-US")} characters or fewer.`,
  note: "Please write a note on what was done.",
  noteTooLong: `Please keep the note to ${NOTE_MAX.toLocaleString("en-US")} characters or fewer.`,
  before: "Before must be a message number.",
  status: "Please choose open or handled reports.",
  withdrawn: "This message was withdrawn",
} as const;

const uuid = (message: string) => text({ error: message }).trim().pipe(z.uuid({ error: message }));

const body = () => text({ error: MESSAGES_TEXT.body, multiline: true }).trim().min(1, MESSAGES_TEXT.body).max(MESSAGE_BODY_MAX, MESSAGES_TEXT.bodyTooLong);

const attachmentIds = () =>
  z
    .array(uuid(MESSAGES_TEXT.attachment), { error: MESSAGES_TEXT.attachment })
    .max(MAX_ATTACHMENTS, MESSAGES_TEXT.tooManyAttachments)
    .default([])
    .transform((ids) => [...new Set(ids)]);

const optionalSubject = () =>
  text({ error: MESSAGES_TEXT.subjectTooLong })
    .trim()
    .max(SUBJECT_MAX, MESSAGES_TEXT.subjectTooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

/** POST /api/messages/conversations: a new conversation (one person: the direct conversation with them, reused). */
export const startConversationSchema = z.object({
  participantIds: z
    .array(uuid(MESSAGES_TEXT.participants), { error: MESSAGES_TEXT.participants })
    .min(1, MESSAGES_TEXT.participants)
    .max(MAX_MEMBERS, MESSAGES_TEXT.tooManyParticipants),
  subject: optionalSubject(),
  body: body(),
  attachmentIds: attachmentIds(),
});
export type StartConversationInput = z.infer<typeof startConversationSchema>;

/** POST /api/messages/conversations/:conversationId/messages and .../reply. */
export const sendMessageSchema = z.object({
  body: body(),
  attachmentIds: attachmentIds(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const ANNOUNCEMENT_AUDIENCES = ["families", "children"] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/** POST /api/messages/announcements: a teacher to a class's families or children. */
export const announcementSchema = z.object({
  classId: uuid(MESSAGES_TEXT.classId),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: MESSAGES_TEXT.audience }),
  subject: text({ error: MESSAGES_TEXT.subject }).trim().min(1, MESSAGES_TEXT.subject).max(SUBJECT_MAX, MESSAGES_TEXT.subjectTooLong),
  body: body(),
  attachmentIds: attachmentIds(),
});
export type AnnouncementInput = z.infer<typeof announcementSchema>;

/** POST /api/messages/:messageId/report. */
export const reportMessageSchema = z.object({
  reason: text({ error: MESSAGES_TEXT.reason, multiline: true }).trim().min(1, MESSAGES_TEXT.reason).max(REASON_MAX, MESSAGES_TEXT.reasonTooLong),
});
export type ReportMessageInput = z.infer<typeof reportMessageSchema>;

/** GET /api/messages/conversations/:conversationId?before=<seq>: the page of messages before a message. */
export const threadQuerySchema = z.object({
  before: optionalQuery(z.coerce.number({ error: MESSAGES_TEXT.before }).int(MESSAGES_TEXT.before).min(1, MESSAGES_TEXT.before).max(Number.MAX_SAFE_INTEGER, MESSAGES_TEXT.before)),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;

/** GET /api/messages/conversations?page=&pageSize=. */
export const conversationListQuerySchema = pagingQuerySchema;

export const REPORT_STATUSES = ["open", "handled"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /api/admin/safeguarding/reports?status=open. */
export const reportListQuerySchema = pagingQuerySchema.extend({
  status: optionalQuery(z.enum(REPORT_STATUSES, { error: MESSAGES_TEXT.status })).transform((s) => s ?? "open"),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

/** POST /api/admin/safeguarding/reports/:reportId/handle. */
export const handleReportSchema = z.object({
  note: text({ error: MESSAGES_TEXT.note, multiline: true }).trim().min(1, MESSAGES_TEXT.note).max(NOTE_MAX, MESSAGES_TEXT.noteTooLong),
});
export type HandleReportInput = z.infer<typeof handleReportSchema>;

// --- Answers -------------------------------------------------------------------------------------

/** GET /api/messages/contacts: exactly these three keys (the contract). */
export interface Contact {
  id: string;
  name: string;
  role: Role;
}

export interface Person {
  id: string;
  name: string;
  role: Role;
}

export type ConversationKind = "direct" | "group" | "announcement";

export interface MessageAttachment {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

export interface ThreadMessage {
  id: string;
  seq: number;
  sender: Person;
  mine: boolean;
  /** Null once withdrawn: the screen says "This message was withdrawn". */
  body: string | null;
  withdrawn: boolean;
  createdAt: string;
  attachments: MessageAttachment[];
  /** Of the viewer's own messages: everyone else in the conversation has read it. */
  seenByAll: boolean;
}

export interface ConversationSummary {
  id: string;
  kind: ConversationKind;
  subject: string | null;
  /** The other people's names, or the class of an announcement. */
  title: string;
  /** Everyone but the viewer (an announcement lists only its starter). */
  people: Person[];
  className: string | null;
  audience: AnnouncementAudience | null;
  startedByMe: boolean;
  lastMessage: { senderName: string; preview: string | null; withdrawn: boolean; createdAt: string } | null;
  unread: number;
  lastMessageAt: string;
}

export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** Every unread message of the viewer, across all conversations (the navigation's count). */
  unreadTotal: number;
}

export interface ConversationThread {
  conversation: ConversationSummary;
  messages: ThreadMessage[];
  /** The `before` of the next older page, or null when this is the first message. */
  olderBefore: number | null;
  /** Whether the viewer may post here now; in an announcement the others reply to its starter (`replyTo`). */
  canPost: boolean;
  replyTo: Person | null;
}

export interface SentMessage {
  conversationId: string;
  messageId: string;
}

export interface AnnouncementClass {
  id: string;
  name: string;
}

// --- The safeguarding queue (admins) -------------------------------------------------------------

export interface ReportSummary {
  id: string;
  status: ReportStatus;
  reason: string;
  createdAt: string;
  reporter: Person;
  messageId: string;
  conversationId: string;
  sender: Person;
  handledAt: string | null;
  handledBy: string | null;
  notes: string | null;
}

export interface ReportPage {
  items: ReportSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** The office's reading of a reported conversation: every message as written, withdrawn ones included. */
export interface ReportedConversation {
  report: ReportSummary;
  conversation: { id: string; kind: ConversationKind; subject: string | null; className: string | null; people: Person[] };
  messages: (Omit<ThreadMessage, "mine" | "seenByAll" | "body"> & { body: string; withdrawnAt: string | null; reported: boolean })[];
}

/** What each live event carries (GET /api/events): ids only, the screens read the rest. */
export type LiveEventData =
  | { type: "message"; conversationId: string; messageId: string }
  | { type: "message_withdrawn"; conversationId: string; messageId: string }
  | { type: "read"; conversationId: string }
  | { type: "notifications" }
  | { type: "ready" }
  | { type: "resync" };

/** The messages page of each role (notifications link to it with ?c=<conversation id>). */
export function messagesPathForRole(role: string): string {
  switch (role) {
    case "teacher":
      return "/teacher/messages";
    case "guardian":
    case "parent":
      return "/parent/messages";
    case "student":
      return "/student/messages";
    default:
      return "/messages";
  }
}
