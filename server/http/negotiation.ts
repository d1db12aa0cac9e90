/**
 * Content negotiation for bodies the server builds once and keeps (prerendered pages, calendar feeds),
 * and the language of what a request sends.
 */
import type { FastifyRequest } from "fastify";
import type { IncomingHttpHeaders } from "node:http";
import { languageOrDefault, type Language } from "#common/i18n/languages";

/**
 * The school language a request's body is written in: its Content-Language (RFC 9110 section 8.5; the
 * app sends the page's language with every write, app/lib/api.ts), the default when absent or another.
 */
export function contentLanguage(request: FastifyRequest): Language {
  const first = String(request.headers["content-language"] ?? "").split(",")[0] ?? "";
  return languageOrDefault(first.trim().toLowerCase().split("-")[0]);
}

/** The encoding to send a kept body in: brotli when the client takes it, else gzip, else none. */
export function acceptedEncoding(headers: IncomingHttpHeaders): "br" | "gzip" | undefined {
  const header = String(headers["accept-encoding"] ?? "");
  if (/\bbr\b(?!;q=0(\.0+)?\b)/.test(header)) return "br";
  if (/\bgzip\b(?!;q=0(\.0+)?\b)/.test(header)) return "gzip";
  return undefined;
}

/** Whether If-None-Match names this entity tag (RFC 9110 section 13.1.2: a list, weak comparison, or "*"). */
export function etagMatches(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers["if-none-match"];
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}
