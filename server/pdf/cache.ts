/**
 * Built PDFs kept until their inputs change (issue 30). The key is a hash of everything the document
 * is built from (names, texts, the language it is written in, the stored names of its pictures, whose
 * bytes never change under a name), so an entry can never be stale and never another language's copy: several app instances share one database, and an instance
 * whose inputs differ simply computes another key. Bounded by total bytes, least recently used first.
 */
import { createHash } from "node:crypto";

const MAX_BYTES = 64 * 1024 * 1024;
/** Bump when the layout changes, so the same inputs build a new document. */
const LAYOUT_VERSION = "2";

const entries = new Map<string, Uint8Array>();
let totalBytes = 0;

export function pdfCacheKey(inputs: unknown): string {
  return createHash("sha256").update(LAYOUT_VERSION).update(JSON.stringify(inputs)).digest("hex");
}

export function cachedPdf(key: string): Uint8Array | undefined {
  const bytes = entries.get(key);
  if (bytes) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, bytes);
  }
  return bytes;
}

export function keepPdf(key: string, bytes: Uint8Array) {
  if (bytes.byteLength > MAX_BYTES / 4 || entries.has(key)) return;
  entries.set(key, bytes);
  totalBytes += bytes.byteLength;
  for (const [oldest, old] of entries) {
    if (totalBytes <= MAX_BYTES) break;
    entries.delete(oldest);
    totalBytes -= old.byteLength;
  }
}

/** Builds through the cache: the same inputs give the kept bytes. */
export async function cachedBuild(inputs: unknown, build: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const key = pdfCacheKey(inputs);
  const hit = cachedPdf(key);
  if (hit) return hit;
  const bytes = await build();
  keepPdf(key, bytes);
  return bytes;
}
