/**
 * Notifications (issue 17; docs/api/notifications.md): every signed-in role reads and marks its own
 * list, reads its unread count and chooses its channel per kind. The one-click unsubscribe of a
 * notification mail (RFC 8058) needs no session: its signed token names the person and the kind, a GET
 * only shows a page, and a POST (the only route the anti-forgery check exempts, server/app.ts) moves
 * that kind to "in the app only".
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NOTIFICATION_KIND_LABELS } from "../../../common/notifications/kinds";
import { ROLES } from "../../../common/roles";
import { school } from "../../../common/school";
import { NOTIFICATION_MESSAGES, notificationListQuerySchema, notificationPreferencesSchema } from "../../../common/schemas/notifications";
import { z } from "zod";
import { optionalQuery } from "../../../common/schemas/paging";
import { text } from "../../../common/schemas/fields";
import { requireRole } from "../../auth/guards";
import { HttpError } from "../../errors";
import { parseForm } from "../../forms";
import { uuidParam } from "../../http/staff-request";
import { readMailLinks, readUnsubscribeToken, type UnsubscribeScope } from "../../notifications/links";
import { listNotifications, markAllRead, markRead, readPreferences, unreadCount, unsubscribe, updatePreferences } from "../../notifications/read";

const markAllSchema = z
  .object({ studentId: optionalQuery(text({ error: NOTIFICATION_MESSAGES.child }).trim().pipe(z.uuid({ error: NOTIFICATION_MESSAGES.child }))) })
  .strict();

const INVALID_LINK = "This unsubscribe link is not valid.";
const UNREADABLE_FORM = "The unsubscribe form could not be read. Send List-Unsubscribe=One-Click.";
/** The one-click form is one short field: a body larger than this is not one. */
const ONE_CLICK_MAX_BYTES = 4 * 1024;

/**
 * The fields of a one-click POST: mail providers send them urlencoded or, as RFC 8058 recommends,
 * as multipart/form-data (read here field by field within small limits; a file part is refused).
 */
async function oneClickFields(request: FastifyRequest): Promise<Record<string, unknown> | undefined> {
  if (!request.isMultipart()) return request.body as Record<string, unknown> | undefined;
  if (Number(request.headers["content-length"]) > ONE_CLICK_MAX_BYTES) throw new HttpError(413, UNREADABLE_FORM);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") throw new Error("a file part");
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } catch {
    throw new HttpError(400, UNREADABLE_FORM, [{ field: "List-Unsubscribe", message: "Must be One-Click" }]);
  }
  return fields;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, status: number, title: string, paragraphs: string[], form?: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} - ${escapeHtml(school.name)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${escapeHtml(title)}</h1>` +
        paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("") +
        (form ?? "") +
        `<p><a href="/notifications">Choose how you hear from us</a></p></main></body></html>`,
    );
}

const scopeWords = (scope: UnsubscribeScope) => (scope === "digest" ? "the daily digest" : `"${NOTIFICATION_KIND_LABELS[scope]}"`);

export async function notificationRoutes(app: FastifyInstance) {
  // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" as a form; only this module reads forms.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // RFC 8058 asks mail providers to send that form as multipart/form-data: fields only, a few and short.
  await app.register(multipart, { limits: { files: 0, fields: 4, parts: 4, fieldNameSize: 100, fieldSize: 1024, headerPairs: 20 } });

  app.get("/notifications", async (request) => {
    const viewer = requireRole(request, ROLES);
    const query = parseForm(request.query, notificationListQuerySchema);
    return { success: true, data: await listNotifications(app.db, viewer, query) };
  });

  app.get("/notifications/unread-count", async (request) => {
    const viewer = requireRole(request, ROLES);
    return { success: true, data: { unread: await unreadCount(app.db, viewer.id) } };
  });

  app.post<{ Params: { notificationId: string } }>("/notifications/:notificationId/read", async (request) => {
    const viewer = requireRole(request, ROLES);
    const id = uuidParam(request.params.notificationId, NOTIFICATION_MESSAGES.notFound);
    await markRead(app.db, viewer.id, id, app.config.now());
    return { success: true, data: { unread: await unreadCount(app.db, viewer.id) } };
  });

  app.post("/notifications/read-all", async (request) => {
    const viewer = requireRole(request, ROLES);
    const { studentId } = parseForm(request.body ?? {}, markAllSchema);
    const marked = await markAllRead(app.db, viewer.id, app.config.now(), studentId);
    return { success: true, data: { marked, unread: await unreadCount(app.db, viewer.id) } };
  });

  app.get("/notifications/preferences", async (request) => {
    const viewer = requireRole(request, ROLES);
    return { success: true, data: await readPreferences(app.db, viewer) };
  });

  app.put("/notifications/preferences", async (request) => {
    const viewer = requireRole(request, ROLES);
    const input = parseForm(request.body, notificationPreferencesSchema);
    return { success: true, data: await updatePreferences(app.db, viewer, input, app.config.now()) };
  });

  const readToken = async (request: FastifyRequest<{ Params: { token: string } }>) => {
    const links = await readMailLinks(app.db);
    return links ? readUnsubscribeToken(links.secret, request.params.token) : null;
  };

  // Shows what the link does; never changes anything (link scanners and previews open it).
  app.get<{ Params: { token: string } }>("/notifications/unsubscribe/:token", async (request, reply) => {
    const target = await readToken(request);
    if (!target) return page(reply, 404, "Link not valid", [INVALID_LINK]);
    return page(
      reply,
      200,
      "Stop these emails?",
      [`You will no longer get emails about ${scopeWords(target.scope)}. You will still see them in the app.`],
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Stop these emails</button></form>`,
    );
  });

  app.post<{ Params: { token: string } }>("/notifications/unsubscribe/:token", async (request, reply) => {
    const target = await readToken(request);
    if (!target) throw new HttpError(404, INVALID_LINK);
    const body = await oneClickFields(request);
    if (body?.["List-Unsubscribe"] !== "One-Click") throw new HttpError(400, "Send List-Unsubscribe=One-Click to unsubscribe.", [{ field: "List-Unsubscribe", message: "Must be One-Click" }]);
    await unsubscribe(app.db, target.userId, target.scope, app.config.now());
    const message = `You will no longer get emails about ${scopeWords(target.scope)}.`;
    if (request.headers.accept?.includes("text/html")) return page(reply, 200, "Unsubscribed", [message, "You will still see these notifications in the app."]);
    return { success: true, message };
  });
}
