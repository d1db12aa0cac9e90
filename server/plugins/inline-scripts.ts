/**
 * The hashes of a page's inline scripts, for its content security policy (no page needs
 * 'unsafe-inline' for scripts): the prerendered pages' at start-up (site.ts), a rendered page's per
 * answer (rendered-pages.ts).
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    // JSON-LD and other data blocks never run, so the policy does not apply to them.
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
