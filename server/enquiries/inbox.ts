/**
 * The enquiries inbox (docs/api/admin-operations.md): enquiries sent with the General Contact form,
 * newest first, with read/unread kept per enquiry (who read it and when), and the dashboard's card
 * of unread ones. Attachments are listed with a link to GET /api/admin/attachments/:id, which only
 * ever answers with a download.
 */
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { DashboardCard, DashboardEnquiry, EnquiriesQuery, InboxMessage, InboxItem } from "#common/schemas/admin-operations";
import { pageWindow, type Page } from "#common/schemas/paging";
import { recordAudit } from "../audit";
import type { Db } from "../db/client";
import { containsPattern } from "../db/queries";
import { enquiries, uploads, users } from "../db/schema";
import { preview } from "./preview";
import { notFound } from "../domain-errors";
import type { StaffAction } from "../actor";

export const ENQUIRY_NOT_FOUND = "That message could not be found.";
// Written out in full: inside a select, drizzle names columns without their table, and "id" would be the upload's.
const attachmentCount = sql<number>`(select count(*) from "uploads" where "uploads"."enquiry_id" = "enquiries"."id")`.mapWith(Number);

/** One enquiry with its attachments; a 404 when there is none. */
export async function loadEnquiry(db: Db, id: string): Promise<InboxMessage> {
  const [row] = await db
    .select({ enquiry: enquiries, readBy: users.username })
    .from(enquiries)
    .leftJoin(users, eq(users.id, enquiries.readBy))
    .where(eq(enquiries.id, id));
  if (!row) throw notFound(ENQUIRY_NOT_FOUND);
  const files = await db
    .select({ id: uploads.id, name: uploads.originalName, size: uploads.size, type: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.enquiryId, id))
    .orderBy(uploads.createdAt, uploads.id);
  const e = row.enquiry;
  return {
    id: e.id,
    parentName: e.parentName,
    email: e.email,
    phone: e.phone,
    gradeLevel: e.gradeLevel,
    message: e.message,
    createdAt: e.createdAt.toISOString(),
    readAt: e.readAt?.toISOString() ?? null,
    readBy: e.readAt ? (row.readBy ?? null) : null,
    attachmentCount: files.length,
    attachments: files.map((f) => ({ ...f, url: `/api/admin/attachments/${f.id}` })),
  };
}

/** One page of the inbox, newest first: search over name, email and text, unread only on request. */
export async function listEnquiries(db: Db, query: EnquiriesQuery): Promise<Page<InboxItem>> {
  const conditions: SQL[] = [];
  if (query.unread) conditions.push(isNull(enquiries.readAt));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(enquiries.parentName, pattern), ilike(enquiries.email, pattern), ilike(enquiries.message, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        parentName: enquiries.parentName,
        email: enquiries.email,
        phone: enquiries.phone,
        gradeLevel: enquiries.gradeLevel,
        message: enquiries.message,
        createdAt: enquiries.createdAt,
        readAt: enquiries.readAt,
        attachmentCount,
      })
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(enquiries).where(where),
  ]);
  return {
    items: rows.map(({ message, createdAt, readAt, ...rest }) => ({
      ...rest,
      preview: preview(message),
      createdAt: createdAt.toISOString(),
      readAt: readAt?.toISOString() ?? null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Marks an enquiry read (by `actor`, at `now`) or unread, with its audit entry. Already in the state
 * asked for: nothing changes, so nothing is logged. The audit names keep the table's former name
 * (`contact_message.read`), as the entries already written do.
 */
export async function markEnquiry({ db, actor, now }: StaffAction, id: string, read: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!current) throw notFound(ENQUIRY_NOT_FOUND);
    if (!!current.readAt === read) return;
    await tx
      .update(enquiries)
      .set(read ? { readAt: now, readBy: actor.id } : { readAt: null, readBy: null })
      .where(eq(enquiries.id, id));
    await recordAudit(tx, actor, {
      action: read ? "contact_message.read" : "contact_message.unread",
      targetId: id,
      summary: `Marked the message from ${current.parentName} as ${read ? "read" : "unread"}.`,
    });
  });
}

/** The dashboard's card: how many enquiries are unread, and the `limit` newest of them. */
export async function unreadEnquiriesCard(db: Db, limit: number): Promise<DashboardCard<DashboardEnquiry>> {
  const unread = isNull(enquiries.readAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: enquiries.id, parentName: enquiries.parentName, message: enquiries.message, createdAt: enquiries.createdAt })
      .from(enquiries)
      .where(unread)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit),
    db.select({ n: count() }).from(enquiries).where(unread),
  ]);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((m) => ({ id: m.id, parentName: m.parentName, preview: preview(m.message), createdAt: m.createdAt.toISOString() })),
  };
}
