/**
 * How the server reads a request's address, one way for the anti-forgery check, the API's 404 and
 * the site. `request.url` is the raw address; the router matches it percent-decoded (find-my-way runs
 * decodeURI), so any decision about "is this /api" made on the raw text can be sidestepped by writing
 * the same path another way (/%61pi/account). Decide on what the router matched instead.
 */
import type { FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { sitePath } from "#common/site";

/** The raw address split into its path and its query string ("?..." or ""); a fragment is dropped. */
export function splitUrl(url: string): { path: string; search: string } {
  const hash = url.indexOf("#");
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf("?");
  return question === -1 ? { path: withoutHash, search: "" } : { path: withoutHash.slice(0, question), search: withoutHash.slice(question) };
}

export function isApiPath(path: string) {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Whether an address no route matched is an API address: its path percent-decoded as far as it
 * decodes and read as a site path, so /%61pi/x, //api/x and /./api/x all count as /api/x.
 */
function isApiAddress(url: string) {
  const { path } = splitUrl(url);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judge the text as written.
  }
  return isApiPath(sitePath(decoded));
}

/** Whether the request belongs to the API: the route the router matched, or for no route, its address. */
export function isApiRequest(request: FastifyRequest) {
  return request.is404 ? isApiAddress(request.url) : isApiPath(request.routeOptions.url ?? "");
}

/** A run of escapes that is not UTF-8, or a '%' that starts no escape, is kept as the text it spells. */
function escapeMalformed(path: string) {
  return path.replace(/(?:%[\da-f]{2})+|%/gi, (run) => {
    if (run === "%") return "%25";
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replaceAll("%", "%25");
    }
  });
}

/**
 * Fastify's `rewriteUrl`. An address whose percent-escapes do not decode (/%E0%A4%A) would stop the
 * router with Fastify's own bare 400 (no security headers, not our error shape); its broken escapes
 * are read instead as the literal text they spell, so it goes the way of every other unknown
 * address: the anti-forgery check, then the API's JSON 404 or the site's not-found page.
 */
export function rewriteMalformedUrl(request: IncomingMessage): string {
  const url = request.url ?? "/";
  if (!url.includes("%")) return url;
  const { path } = splitUrl(url);
  try {
    decodeURI(path);
    return url;
  } catch {
    return escapeMalformed(path) + url.slice(path.length);
  }
}
