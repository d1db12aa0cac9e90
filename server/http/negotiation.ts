/** Content negotiation for bodies the server builds once and keeps (prerendered pages, calendar feeds). */
import type { FastifyRequest } from "fastify";

/** The encoding to send a kept body in: brotli when the client takes it, else gzip, else none. */
export function acceptedEncoding(request: FastifyRequest): "br" | "gzip" | undefined {
  const header = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b(?!;q=0(\.0+)?\b)/.test(header)) return "br";
  if (/\bgzip\b(?!;q=0(\.0+)?\b)/.test(header)) return "gzip";
  return undefined;
}

/** Whether If-None-Match names this entity tag (RFC 9110 section 13.1.2: a list, weak comparison, or "*"). */
export function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}
