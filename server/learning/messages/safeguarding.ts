/**
 * The safeguarding queue (issue 17, "Messaging"; docs/api/messages.md): reports of messages, read by
 * the office. Opening a reported conversation shows every message as written, withdrawn ones
 * included, and is recorded in the audit log every time (in the same transaction as the read);
 * marking a report handled records who, when and the note. Each message comes with its stored machine
 * translations (issue 32), beside the original: staff reviewing see both.
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type {
  ConversationKind,
  HandleReportInput,
  ReportedConversation,
  ReportListQuery,
  ReportPage,
  ReportStatus,
  ReportSummary,
} from "#common/schemas/learning/messages";
import type { DashboardCard, DashboardReport } from "#common/schemas/admin-operations";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { classes, conversationParticipants, conversations, messageReports, messageTranslations, messages } from "../../db/schema";
import { attachmentsOf } from "./conversations";
import { peopleByIds, unknownPerson } from "./people";
import { languageOrDefault } from "#common/i18n/languages";
import { conflict, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

export const REPORT_NOT_FOUND = "We could not find that report.";

type Reader = Pick<Db, "select">;
type ReportRow = { report: typeof messageReports.$inferSelect; message: typeof messages.$inferSelect };

async function summarize(db: Reader, rows: ReportRow[]): Promise<ReportSummary[]> {
  const people = await peopleByIds(
    db,
    rows.flatMap((r) => [r.report.reporterId, r.message.senderId, ...(r.report.handledBy ? [r.report.handledBy] : [])]),
  );
  const person = (id: string) => people.get(id) ?? unknownPerson(id);
  return rows.map(({ report, message }) => ({
    id: report.id,
    status: report.status as ReportStatus,
    reason: report.reason,
    createdAt: report.createdAt.toISOString(),
    reporter: person(report.reporterId),
    messageId: message.id,
    conversationId: message.conversationId,
    sender: person(message.senderId),
    handledAt: report.handledAt?.toISOString() ?? null,
    handledBy: report.handledBy ? person(report.handledBy).name : null,
    notes: report.notes,
  }));
}

export async function listReports(db: Reader, query: ReportListQuery): Promise<ReportPage> {
  const where = eq(messageReports.status, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: messageReports, message: messages })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .where(where)
      .orderBy(query.status === "open" ? asc(messageReports.createdAt) : desc(messageReports.handledAt), asc(messageReports.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(messageReports).where(where),
  ]);
  return { items: await summarize(db, rows), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

async function reportRow(db: Reader, reportId: string): Promise<ReportRow> {
  const [row] = await db
    .select({ report: messageReports, message: messages })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(eq(messageReports.id, reportId));
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/** The reported conversation as written (up to its latest 500 messages), the reading audited. */
export async function readReportedConversation({ db, actor }: StaffAction, reportId: string): Promise<ReportedConversation> {
  return db.transaction(async (tx) => {
    const row = await reportRow(tx, reportId);
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, row.message.conversationId));
    // One after the other: a transaction is one connection, which runs one query at a time anyway.
    const participants = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversation!.id));
    const list = await tx.select().from(messages).where(eq(messages.conversationId, conversation!.id)).orderBy(desc(messages.seq)).limit(500);
    const className = conversation!.classId ? await tx.select({ name: classes.name }).from(classes).where(eq(classes.id, conversation!.classId)) : [];
    list.reverse();
    // An announcement lists its starter and the reported message's sender, not the whole class.
    const peopleIds = conversation!.kind === "announcement" ? [conversation!.startedBy, row.message.senderId] : participants.map((p) => p.userId);
    const people = await peopleByIds(tx, [...peopleIds, ...list.map((m) => m.senderId)]);
    const attachments = await attachmentsOf(
      tx,
      list.map((m) => m.id),
    );
    const translated = list.length
      ? await tx
          .select({ messageId: messageTranslations.messageId, language: messageTranslations.language, body: messageTranslations.body })
          .from(messageTranslations)
          .where(
            inArray(
              messageTranslations.messageId,
              list.map((m) => m.id),
            ),
          )
          .orderBy(messageTranslations.language)
      : [];
    const [summary] = await summarize(tx, [row]);
    await recordAudit(tx, actor, {
      action: "message_report.conversation_read",
      targetId: reportId,
      summary: "Read a reported conversation from the safeguarding queue.",
      detail: { conversationId: conversation!.id, messages: list.length },
    });
    return {
      report: summary!,
      conversation: {
        id: conversation!.id,
        kind: conversation!.kind as ConversationKind,
        subject: conversation!.subject,
        className: className[0]?.name ?? null,
        people: [...new Set(peopleIds)].map((id) => people.get(id) ?? unknownPerson(id)),
      },
      messages: list.map((m) => ({
        id: m.id,
        seq: m.seq,
        sender: people.get(m.senderId) ?? unknownPerson(m.senderId),
        body: m.body,
        language: languageOrDefault(m.language),
        translations: translated.filter((t) => t.messageId === m.id).map((t) => ({ language: languageOrDefault(t.language), body: t.body })),
        withdrawn: m.withdrawnAt !== null,
        withdrawnAt: m.withdrawnAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
        attachments: attachments.get(m.id) ?? [],
        reported: m.id === row.message.id,
      })),
    };
  });
}

/** Marks a report handled with the office's note (a handled report stays handled; a second note is refused). */
export async function handleReport({ db, actor, now }: StaffAction, reportId: string, input: HandleReportInput): Promise<ReportSummary> {
  return db.transaction(async (tx) => {
    const row = await reportRow(tx, reportId);
    if (row.report.status === "handled") throw conflict("This report was already handled.");
    const [report] = await tx
      .update(messageReports)
      .set({ status: "handled", handledBy: actor.id, handledAt: now, notes: input.note })
      .where(and(eq(messageReports.id, reportId), eq(messageReports.status, "open")))
      .returning();
    if (!report) throw conflict("This report was already handled.");
    await recordAudit(tx, actor, {
      action: "message_report.handled",
      targetId: reportId,
      summary: "Marked a message report handled.",
    });
    const [summary] = await summarize(tx, [{ report, message: row.message }]);
    return summary!;
  });
}

/** The dashboard's card: open reports, the oldest first (they have waited longest). */
export async function openReportsCard(db: Reader, limit: number): Promise<DashboardCard<DashboardReport>> {
  const open = eq(messageReports.status, "open");
  const [rows, [total]] = await Promise.all([
    db.select().from(messageReports).where(open).orderBy(asc(messageReports.createdAt), asc(messageReports.id)).limit(limit),
    db.select({ n: count() }).from(messageReports).where(open),
  ]);
  const people = await peopleByIds(
    db,
    rows.map((r) => r.reporterId),
  );
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      reporterName: (people.get(r.reporterId) ?? unknownPerson(r.reporterId)).name,
      reason: r.reason.slice(0, 160),
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
