/**
 * Messaging (issue 17, "Messaging"; docs/api/messages.md): what the composer, the thread, the
 * reports and the safeguarding queue send, and the answers the screens read. Times are ISO instants.
 * Who may write to whom is the server's alone (common/learning/messaging-rule.ts, applied by
 * server/learning/access.ts).
 */
import { z } from "zod";
import { LANGUAGES } from "../../i18n/languages";
import { ROLES } from "../../roles";
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

const uuid = (message: string) =>
  text({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

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
  before: optionalQuery(
    z.coerce.number({ error: MESSAGES_TEXT.before }).int(MESSAGES_TEXT.before).min(1, MESSAGES_TEXT.before).max(Number.MAX_SAFE_INTEGER, MESSAGES_TEXT.before),
  ),
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

// --- Answers (schemas of common/api/learning/messages.ts and common/api/admin/safeguarding.ts) ------

const instant = z.string();
const role = z.enum(ROLES);

/**
 * A child a contact is grouped under in the composer (issue 33): for a teacher or the office, a child
 * contact's own record and a guardian's children they reach; for a family, the family's children a
 * teacher teaches. `classNames`: the child's classes now (a teacher's own classes only);
 * `relationship`: a guardian's to the child as the family gave it ("father", "grandmother"), else null.
 */
export const contactChildSchema = z.object({ studentId: z.string(), name: z.string(), classNames: z.array(z.string()), relationship: z.string().nullable() });
export type ContactChild = z.infer<typeof contactChildSchema>;

/**
 * GET /api/messages/contacts: `{ id, name, role }` (issue 17's contract), and `children` only when the
 * contact is grouped under a child (never for a child's own contacts, their teachers).
 */
export const contactSchema = z.object({ id: z.string(), name: z.string(), role, children: z.array(contactChildSchema).optional() });
export type Contact = z.infer<typeof contactSchema>;

export const personSchema = z.object({ id: z.string(), name: z.string(), role });
export type Person = z.infer<typeof personSchema>;

export const CONVERSATION_KINDS = ["direct", "group", "announcement"] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const messageAttachmentSchema = z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number() });
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** A machine translation of a message (issue 32): labelled as one on every screen, the original one tap away. */
export const messageTranslationSchema = z.object({ language: z.enum(LANGUAGES), body: z.string() });
export type MessageTranslation = z.infer<typeof messageTranslationSchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  seq: z.number(),
  sender: personSchema,
  mine: z.boolean(),
  /** Null once withdrawn: the screen says "This message was withdrawn". */
  body: z.string().nullable(),
  /** The language the message was written in (its sender's when sent). */
  language: z.enum(LANGUAGES),
  /**
   * The message in the viewer's language, made by the school's engine; null when it was written in the
   * viewer's language, is withdrawn, or no engine could translate it (the screen then says so).
   */
  translation: messageTranslationSchema.nullable(),
  withdrawn: z.boolean(),
  createdAt: instant,
  attachments: z.array(messageAttachmentSchema),
  /** Of the viewer's own messages: everyone else in the conversation has read it. */
  seenByAll: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  subject: z.string().nullable(),
  /** The other people's names, or the class of an announcement. */
  title: z.string(),
  /** Everyone but the viewer (an announcement lists only its starter). */
  people: z.array(personSchema),
  className: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES).nullable(),
  startedByMe: z.boolean(),
  lastMessage: z.object({ senderName: z.string(), preview: z.string().nullable(), withdrawn: z.boolean(), createdAt: instant }).nullable(),
  unread: z.number(),
  lastMessageAt: instant,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every unread message of the viewer, across all conversations (the navigation's count). */
  unreadTotal: z.number(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const conversationThreadSchema = z.object({
  conversation: conversationSummarySchema,
  messages: z.array(threadMessageSchema),
  /** The `before` of the next older page, or null when this is the first message. */
  olderBefore: z.number().nullable(),
  /** Whether the viewer may post here now; in an announcement the others reply to its starter (`replyTo`). */
  canPost: z.boolean(),
  replyTo: personSchema.nullable(),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

export const sentMessageSchema = z.object({ conversationId: z.string(), messageId: z.string() });
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** POST /api/messages/announcements: the message sent and how many people it reached. */
export const sentAnnouncementSchema = sentMessageSchema.extend({ recipients: z.number() });
export type SentAnnouncement = z.infer<typeof sentAnnouncementSchema>;

export const announcementClassSchema = z.object({ id: z.string(), name: z.string() });
export type AnnouncementClass = z.infer<typeof announcementClassSchema>;

// --- The safeguarding queue (admins) -------------------------------------------------------------

export const reportSummarySchema = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  reason: z.string(),
  createdAt: instant,
  reporter: personSchema,
  messageId: z.string(),
  conversationId: z.string(),
  sender: personSchema,
  handledAt: instant.nullable(),
  handledBy: z.string().nullable(),
  notes: z.string().nullable(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportPageSchema = z.object({
  items: z.array(reportSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

/** The office's reading of a reported conversation: every message as written, withdrawn ones included, with its stored translations. */
export const reportedConversationSchema = z.object({
  report: reportSummarySchema,
  conversation: z.object({
    id: z.string(),
    kind: z.enum(CONVERSATION_KINDS),
    subject: z.string().nullable(),
    className: z.string().nullable(),
    people: z.array(personSchema),
  }),
  messages: z.array(
    threadMessageSchema.omit({ mine: true, seenByAll: true, body: true, translation: true }).extend({
      body: z.string(),
      /** The stored machine translations, shown beside the original (never instead of it). */
      translations: z.array(messageTranslationSchema),
      withdrawnAt: instant.nullable(),
      reported: z.boolean(),
    }),
  ),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

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
