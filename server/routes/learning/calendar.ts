/**
 * The calendar (docs/api/calendar.md): GET /api/calendar for the three calendar screens, and the
 * personal iCalendar feed: POST/GET/DELETE /api/calendar/feed for its owner, and
 * GET /api/calendar/feed/<token>.ics for calendar apps, which have no session. What a person sees is
 * decided by server/learning/access.ts, asked by server/learning/calendar/.
 */
import type { FastifyInstance } from "fastify";
import { calendarEvents, calendarFeed, calendarFeedFile, createCalendarFeed, revokeCalendarFeed } from "#common/api/learning/calendar";
import { calendarFor } from "../../learning/calendar/events";
import { FEED_NOT_FOUND, createFeed, feedFor, feedStatus, revokeFeed } from "../../learning/calendar/feed";
import { FeedCache } from "../../learning/calendar/feed-cache";
import { acceptedEncoding, etagMatches } from "../../http/negotiation";
import { route } from "../../http/route";
import { notFound } from "../../domain-errors";

/** Calendar apps poll: they may keep the feed a few minutes, privately (never a shared cache). */
const FEED_CACHE = "private, max-age=300";

export async function calendarRoutes(app: FastifyInstance) {
  route(app, calendarEvents, async ({ actor: user, query }) => {
    const data = await calendarFor(
      app.db,
      user,
      { from: query.from!, to: query.to!, studentId: query.studentId, classId: query.classId, grade: query.grade },
      app.config.now(),
    );
    return { success: true, data };
  });

  route(app, calendarFeed, async ({ actor: user }) => {
    return { success: true, data: await feedStatus(app.db, user.id) };
  });

  route(app, createCalendarFeed, async ({ actor: user }) => {
    const data = await createFeed(app.db, user.id, app.config.publicUrl, app.config.now());
    return { success: true, data };
  });

  route(app, revokeCalendarFeed, async ({ actor: user }) => {
    if (!(await revokeFeed(app.db, user.id, app.config.now()))) throw notFound(FEED_NOT_FOUND);
    return { success: true };
  });

  const feeds = new FeedCache();
  route(app, calendarFeedFile, async ({ params, request, reply }) => {
    const { file } = params;
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const feed = token ? await feedFor(app.db, feeds, token, app.config.publicUrl, app.config.now()) : null;
    if (feed === null) throw notFound(FEED_NOT_FOUND);
    reply
      .header("Cache-Control", FEED_CACHE)
      .header("Content-Disposition", 'inline; filename="calendar.ics"')
      .header("ETag", feed.etag)
      .header("Vary", "Accept-Encoding")
      .type("text/calendar; charset=utf-8");
    if (etagMatches(request.headers, feed.etag)) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers);
    return encoding ? reply.header("Content-Encoding", encoding).send(feed.encoded(encoding)) : reply.send(feed.text);
  });
}
