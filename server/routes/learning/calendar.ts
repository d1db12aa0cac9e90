/**
 * The calendar (docs/api/calendar.md): GET /api/calendar for the three calendar screens, and the
 * personal iCalendar feed: POST/GET/DELETE /api/calendar/feed for its owner, and
 * GET /api/calendar/feed/<token>.ics for calendar apps, which have no session. What a person sees is
 * decided by server/learning/access.ts, asked by server/learning/calendar/.
 */
import type { FastifyInstance } from "fastify";
import { ROLES } from "../../../common/roles";
import { calendarQuerySchema } from "../../../common/schemas/learning/calendar";
import { requireRole } from "../../auth/guards";
import { HttpError } from "../../errors";
import { calendarFor } from "../../learning/calendar/events";
import { FEED_NOT_FOUND, createFeed, feedFor, feedStatus, revokeFeed } from "../../learning/calendar/feed";
import { FeedCache } from "../../learning/calendar/feed-cache";
import { acceptedEncoding, etagMatches } from "../../http/negotiation";

/** Calendar apps poll: they may keep the feed a few minutes, privately (never a shared cache). */
const FEED_CACHE = "private, max-age=300";

export async function calendarRoutes(app: FastifyInstance) {
  app.get("/calendar", async (request) => {
    const user = requireRole(request, ROLES);
    const query = calendarQuerySchema.parse(request.query);
    const data = await calendarFor(app.db, user, { from: query.from!, to: query.to!, studentId: query.studentId, classId: query.classId, grade: query.grade });
    return { success: true, data };
  });

  app.get("/calendar/feed", async (request) => {
    const user = requireRole(request, ROLES);
    return { success: true, data: await feedStatus(app.db, user.id) };
  });

  app.post("/calendar/feed", async (request, reply) => {
    const user = requireRole(request, ROLES);
    const data = await createFeed(app.db, user.id, app.config.publicUrl, app.config.now());
    return reply.code(201).send({ success: true, data });
  });

  app.delete("/calendar/feed", async (request) => {
    const user = requireRole(request, ROLES);
    if (!(await revokeFeed(app.db, user.id, app.config.now()))) throw new HttpError(404, FEED_NOT_FOUND);
    return { success: true };
  });

  const feeds = new FeedCache();
  app.get<{ Params: { file: string } }>("/calendar/feed/:file", async (request, reply) => {
    const { file } = request.params;
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const feed = token ? await feedFor(app.db, feeds, token, app.config.publicUrl, app.config.now()) : null;
    if (feed === null) throw new HttpError(404, FEED_NOT_FOUND);
    reply
      .header("Cache-Control", FEED_CACHE)
      .header("Content-Disposition", 'inline; filename="calendar.ics"')
      .header("ETag", feed.etag)
      .header("Vary", "Accept-Encoding")
      .type("text/calendar; charset=utf-8");
    if (etagMatches(request, feed.etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(request);
    return encoding ? reply.header("Content-Encoding", encoding).send(feed.encoded(encoding)) : reply.send(feed.text);
  });
}
