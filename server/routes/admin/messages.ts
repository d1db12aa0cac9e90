/**
 * The contact inbox (docs/api/admin-operations.md): messages sent with the General Contact form,
 * newest first, with read/unread kept per message (who read it and when). Attachments are listed
 * with a link to GET /api/admin/attachments/:id, which only ever answers with a download.
 */
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { messagesQuerySchema, type InboxItem, type InboxMessage } from "../../../common/schemas/admin-operations";
import { pageWindow, type Page } from "../../../common/schemas/paging";
import { recordAudit } from "../../audit";
import { contactMessages, uploads, users } from "../../db/schema";
import { HttpError } from "../../errors";
import { containsPattern } from "../../db/queries";
import { preview } from "../../enquiries/preview";
import { staffActor, uuidParam } from "../../http/staff-request";

export const MESSAGE_NOT_FOUND = "That message could not be found.";

// Written out in full: inside a select, drizzle names columns without their table, and "id" would be the upload's.
const attachmentCount = sql<number>`(select count(*) from "uploads" where "uploads"."contact_message_id" = "contact_messages"."id")`.mapWith(Number);

const messageId = (request: FastifyRequest<{ Params: { id: string } }>) => uuidParam(request.params.id, MESSAGE_NOT_FOUND);

export async function adminMessageRoutes(app: FastifyInstance) {
  async function loadMessage(id: string): Promise<InboxMessage> {
    const [row] = await app.db
      .select({ message: contactMessages, readBy: users.username })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.readBy))
      .where(eq(contactMessages.id, id));
    if (!row) throw new HttpError(404, MESSAGE_NOT_FOUND);
    const files = await app.db
      .select({ id: uploads.id, name: uploads.originalName, size: uploads.size, type: uploads.contentType })
      .from(uploads)
      .where(eq(uploads.contactMessageId, id))
      .orderBy(uploads.createdAt, uploads.id);
    const m = row.message;
    return {
      id: m.id,
      parentName: m.parentName,
      email: m.email,
      phone: m.phone,
      gradeLevel: m.gradeLevel,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      readAt: m.readAt?.toISOString() ?? null,
      readBy: m.readAt ? (row.readBy ?? null) : null,
      attachmentCount: files.length,
      attachments: files.map((f) => ({ ...f, url: `/api/admin/attachments/${f.id}` })),
    };
  }

  app.get("/messages", async (request) => {
    const query = messagesQuerySchema.parse(request.query);
    const conditions: SQL[] = [];
    if (query.unread) conditions.push(isNull(contactMessages.readAt));
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(or(ilike(contactMessages.parentName, pattern), ilike(contactMessages.email, pattern), ilike(contactMessages.message, pattern))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      app.db
        .select({
          id: contactMessages.id,
          parentName: contactMessages.parentName,
          email: contactMessages.email,
          phone: contactMessages.phone,
          gradeLevel: contactMessages.gradeLevel,
          message: contactMessages.message,
          createdAt: contactMessages.createdAt,
          readAt: contactMessages.readAt,
          attachmentCount,
        })
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
      app.db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    const page: Page<InboxItem> = {
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
    return { success: true, data: page };
  });

  app.get<{ Params: { id: string } }>("/messages/:id", async (request) => {
    return { success: true, data: await loadMessage(messageId(request)) };
  });

  for (const read of [true, false]) {
    app.post<{ Params: { id: string } }>(`/messages/:id/${read ? "read" : "unread"}`, async (request) => {
      const actor = staffActor(request);
      const id = messageId(request);
      await app.db.transaction(async (tx) => {
        const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
        if (!current) throw new HttpError(404, MESSAGE_NOT_FOUND);
        // Already in the state asked for: nothing changes, so nothing is logged.
        if (!!current.readAt === read) return;
        await tx
          .update(contactMessages)
          .set(read ? { readAt: app.config.now(), readBy: actor.id } : { readAt: null, readBy: null })
          .where(eq(contactMessages.id, id));
        await recordAudit(tx, request, actor, {
          action: read ? "contact_message.read" : "contact_message.unread",
          targetType: "contact_message",
          targetId: id,
          summary: `Marked the message from ${current.parentName} as ${read ? "read" : "unread"}.`,
        });
      });
      return { success: true, data: await loadMessage(id) };
    });
  }
}
