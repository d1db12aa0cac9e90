/**
 * A teacher's own comment bank (docs/api/gradebook.md): saved comments offered in the marking view,
 * most used first. Only the owner lists, uses or deletes a comment; another teacher's id is a 404.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { BankComment } from "#common/schemas/learning/gradebook";
import type { Db } from "../../db/client";
import { commentBank } from "../../db/schema";
import { conflict, notFound } from "../../domain-errors";

export const COMMENT_NOT_FOUND = "We could not find that saved comment.";
/** A bank holds at most this many comments. */
export const COMMENT_BANK_MAX = 500;

const shape = (r: typeof commentBank.$inferSelect): BankComment => ({ id: r.id, text: r.text, uses: r.uses, createdAt: r.createdAt.toISOString() });

export async function listComments(db: Db, teacherUserId: string): Promise<BankComment[]> {
  const rows = await db
    .select()
    .from(commentBank)
    .where(eq(commentBank.teacherUserId, teacherUserId))
    .orderBy(desc(commentBank.uses), desc(commentBank.createdAt), desc(commentBank.id));
  return rows.map(shape);
}

/** Saves a comment; the same text saved again is the one already there. */
export async function addComment(db: Db, teacherUserId: string, text: string): Promise<{ comment: BankComment; created: boolean }> {
  const [existing] = await db
    .select()
    .from(commentBank)
    .where(and(eq(commentBank.teacherUserId, teacherUserId), eq(commentBank.text, text)));
  if (existing) return { comment: shape(existing), created: false };
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(commentBank)
    .where(eq(commentBank.teacherUserId, teacherUserId))) as [{ count: number }];
  if (Number(count) >= COMMENT_BANK_MAX) throw conflict({ id: "refusals.gradebookCommentBank.bankFull", values: { max: COMMENT_BANK_MAX } });
  const [row] = await db.insert(commentBank).values({ teacherUserId, text }).returning();
  return { comment: shape(row!), created: true };
}

/** Counts one use of an own comment (inserted into feedback), so the most used come first. */
export async function useComment(db: Db, teacherUserId: string, id: string): Promise<BankComment> {
  const [row] = await db
    .update(commentBank)
    .set({ uses: sql`${commentBank.uses} + 1` })
    .where(and(eq(commentBank.id, id), eq(commentBank.teacherUserId, teacherUserId)))
    .returning();
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return shape(row);
}

export async function deleteComment(db: Db, teacherUserId: string, id: string): Promise<void> {
  const gone = await db
    .delete(commentBank)
    .where(and(eq(commentBank.id, id), eq(commentBank.teacherUserId, teacherUserId)))
    .returning({ id: commentBank.id });
  if (gone.length === 0) throw notFound(COMMENT_NOT_FOUND);
}
