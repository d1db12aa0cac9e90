/**
 * What a page's real-time stream (GET /api/events) missed, read from the tables: the changes of
 * messages (new or withdrawn) in the person's conversations with a `changeSeq` above the last event
 * id the page saw (Last-Event-ID). The bus only nudges; the tables are the record.
 */
import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants, messages } from "../../db/schema";

export interface MessageChange {
  id: number;
  type: "message" | "message_withdrawn";
  conversationId: string;
  messageId: string;
}

/** Up to `limit` changes after `after`, oldest first. */
export async function changesSince(db: Pick<Db, "select">, userId: string, after: number, limit: number): Promise<MessageChange[]> {
  const rows = await db
    .select({ changeSeq: messages.changeSeq, seq: messages.seq, id: messages.id, conversationId: messages.conversationId, withdrawnAt: messages.withdrawnAt })
    .from(messages)
    .innerJoin(conversationParticipants, and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId)))
    .where(gt(messages.changeSeq, after))
    .orderBy(asc(messages.changeSeq))
    .limit(limit);
  return rows.map((r) => ({
    id: r.changeSeq,
    type: r.withdrawnAt && r.changeSeq !== r.seq ? "message_withdrawn" : "message",
    conversationId: r.conversationId,
    messageId: r.id,
  }));
}

/** The latest change number of the school (where a stream opened without Last-Event-ID starts). */
export async function latestChange(db: Pick<Db, "select">): Promise<number> {
  const [row] = await db.select({ changeSeq: messages.changeSeq }).from(messages).orderBy(desc(messages.changeSeq)).limit(1);
  return row?.changeSeq ?? 0;
}
