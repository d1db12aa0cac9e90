/**
 * Notifications (issue 17; docs/api/notifications.md): every signed-in role reads and marks its own
 * list, reads its unread count and chooses its channel per kind. The one-click unsubscribe of a
 * notification mail (RFC 8058) needs no session: its signed token names the person and the kind, a GET
 * only shows a page, and a POST (the only route the anti-forgery check exempts, server/app.ts) moves
 * that kind to "in the app only".
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { NOTIFICATION_KIND_LABELS } from "#common/notifications/kinds";
import * as api from "#common/api/learning/notifications";
import { school } from "#common/school";
import { NOTIFICATION_MESSAGES } from "#common/schemas/notifications";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { readMailLinks, readUnsubscribeToken, type UnsubscribeScope } from "../../notifications/links";
import { listNotifications, markAllRead, markRead, readPreferences, unreadCount, unsubscribe, updatePreferences } from "../../notifications/notifications-read";
import { invalid, notFound, tooLarge } from "../../domain-errors";

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
  if (Number(request.headers["content-length"]) > ONE_CLICK_MAX_BYTES) throw tooLarge(UNREADABLE_FORM);
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") throw new Error("a file part");
      if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } catch {
    throw invalid(UNREADABLE_FORM, [{ field: "List-Unsubscribe", message: "Must be One-Click" }]);
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

  route(app, api.notifications, async ({ actor, query }) => {
    return { success: true, data: await listNotifications(app.db, actor, query) };
  });

  route(app, api.unreadNotificationCount, async ({ actor }) => {
    return { success: true, data: { unread: await unreadCount(app.db, actor.id) } };
  });

  route(app, api.markNotificationRead, async ({ actor, params }) => {
    const id = uuidParam(params.notificationId, NOTIFICATION_MESSAGES.notFound);
    await markRead(app.db, actor.id, id, app.config.now());
    return { success: true, data: { unread: await unreadCount(app.db, actor.id) } };
  });

  route(
    app,
    api.markAllNotificationsRead,
    async ({ actor, body }) => {
      const marked = await markAllRead(app.db, actor.id, app.config.now(), body.studentId);
      return { success: true, data: { marked, unread: await unreadCount(app.db, actor.id) } };
    },
    // A POST without a body marks every one (the contract parses what is sent).
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
  );

  route(app, api.notificationPreferences, async ({ actor }) => {
    return { success: true, data: await readPreferences(app.db, actor) };
  });

  route(app, api.updateNotificationPreferences, async ({ actor, body }) => {
    return { success: true, data: await updatePreferences(app.db, actor, body, app.config.now()) };
  });

  const readToken = async (token: string) => {
    const links = await readMailLinks(app.db);
    return links ? readUnsubscribeToken(links.secret, token) : null;
  };

  // Shows what the link does; never changes anything (link scanners and previews open it).
  route(app, api.unsubscribePage, async ({ params, reply }) => {
    const target = await readToken(params.token);
    if (!target) return page(reply, 404, "Link not valid", [INVALID_LINK]);
    return page(
      reply,
      200,
      "Stop these emails?",
      [`You will no longer get emails about ${scopeWords(target.scope)}. You will still see them in the app.`],
      `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:1rem;padding:.6rem 1.2rem">Stop these emails</button></form>`,
    );
  });

  route(app, api.unsubscribe, async ({ params, request, reply }) => {
    const target = await readToken(params.token);
    if (!target) throw notFound(INVALID_LINK);
    const body = await oneClickFields(request);
    if (body?.["List-Unsubscribe"] !== "One-Click")
      throw invalid("Send List-Unsubscribe=One-Click to unsubscribe.", [{ field: "List-Unsubscribe", message: "Must be One-Click" }]);
    await unsubscribe(app.db, target.userId, target.scope, app.config.now());
    const message = `You will no longer get emails about ${scopeWords(target.scope)}.`;
    if (request.headers.accept?.includes("text/html")) return page(reply, 200, "Unsubscribed", [message, "You will still see these notifications in the app."]);
    return reply.send({ success: true, message });
  });
}
