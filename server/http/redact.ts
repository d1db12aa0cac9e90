/**
 * Keeps one-time secrets out of logs: the reset link's token arrives in the address of the
 * /reset-password page request (GET /reset-password?token=...), which the request log would record,
 * and a personal calendar feed's token is the address itself (/api/calendar/feed/<token>.ics).
 */
import type { FastifyRequest } from "fastify";

const SECRET_PARAMS = /([?&](?:token|code)=)[^&#]*/gi;
/** The secret path segment of a calendar feed address, however it is spelled (encoded slashes too). */
const FEED_TOKEN = /(\/calendar\/feed\/)[^/?#]+/gi;
/** A notification mail's one-click unsubscribe token (server/notifications/links.ts). */
const UNSUBSCRIBE_TOKEN = /(\/notifications\/unsubscribe\/)[^/?#]+/gi;

/** The URL with the values of `token` and `code` query parameters and a feed's token replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]").replace(FEED_TOKEN, "$1[redacted]").replace(UNSUBSCRIBE_TOKEN, "$1[redacted]");
}

/** Fastify's request log entry (its default fields), with the URL redacted. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: [req.headers?.["accept-version"]].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
