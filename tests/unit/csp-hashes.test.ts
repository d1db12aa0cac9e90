/**
 * The content security policy: prerendered pages allow exactly their own inline scripts by hash
 * (server/plugins/site.ts), on top of a strict base policy (server/plugins/security-headers.ts).
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspDirectives, serializeCsp } from "../../server/plugins/security-headers";
import { inlineScriptHashes } from "../../server/plugins/inline-scripts";
import { themeBootScript } from "../../app/lib/theme";

/** What a browser compares against: SHA-256 of the script's UTF-8 text, base64, quoted. */
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(Buffer.from(text, "utf8")).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of an inline script, whitespace included", () => {
    const body = "\n  window.__ctx = {a: 1};\n";

    expect(inlineScriptHashes(`<html><head><script>${body}</script></head></html>`)).toEqual([hashOf(body)]);
    expect(hashOf(body)).not.toBe(hashOf(body.trim()));
  });

  it("hashes non-ASCII text as UTF-8", () => {
    const body = 'document.title = "Élève — café";';

    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([hashOf(body)]);
  });

  it("hashes inline module scripts and the theme boot script", () => {
    const html = `<script>${themeBootScript}</script><script type="module">import("/assets/entry.js");</script>`;

    expect(inlineScriptHashes(html)).toEqual([hashOf(themeBootScript), hashOf('import("/assets/entry.js");')]);
  });

  it("skips external scripts", () => {
    const html = [
      '<script src="/assets/a.js"></script>',
      '<script type="module" src="/assets/b.js"></script>',
      "<script async src='/assets/c.js'></script>",
      "<script src=/assets/d.js></script>",
    ].join("");

    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes inline scripts whose attributes merely end in src, such as data-src", () => {
    const html = '<script data-src="x">run()</script>';
    expect(inlineScriptHashes(html)).toEqual([hashOf("run()")]);
  });

  it("skips JSON-LD and other JSON data blocks, which never run", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      "<script type='application/json'>{\"a\":1}</script>",
      "<script type=application/ld+json>{}</script>",
      "<script>run()</script>",
    ].join("");

    expect(inlineScriptHashes(html)).toEqual([hashOf("run()")]);
  });

  it("collapses duplicates and keeps first-seen order", () => {
    const html = "<script>b()</script><script>a()</script><script>b()</script>";

    expect(inlineScriptHashes(html)).toEqual([hashOf("b()"), hashOf("a()")]);
  });

  it("hashes an empty inline script, which browsers also check", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([hashOf("")]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(inlineScriptHashes("<!doctype html><html><body><p>script</p></body></html>")).toEqual([]);
  });
});

describe("cspDirectives", () => {
  const hashes = [hashOf("a()"), hashOf("b()")];

  it.each([false, true])("locks down objects, base URIs and framing (production: %s)", (isProduction) => {
    const directives = cspDirectives(isProduction, hashes);

    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'none'"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["default-src"]).toEqual(["'self'"]);
  });

  it.each([false, true])("allows scripts from this origin and the given hashes only (production: %s)", (isProduction) => {
    const scriptSrc = cspDirectives(isProduction, hashes)["script-src"];

    expect(scriptSrc).toEqual(["'self'", ...hashes]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it("allows same-origin scripts only when no hashes are given", () => {
    expect(cspDirectives(false)["script-src"]).toEqual(["'self'"]);
  });

  it("upgrades insecure requests in production only", () => {
    expect(cspDirectives(true)).toHaveProperty("upgrade-insecure-requests", []);
    expect(cspDirectives(false)).not.toHaveProperty("upgrade-insecure-requests");
  });
});

describe("serializeCsp", () => {
  it("joins directives with '; ' and values with spaces, writing valueless directives bare", () => {
    expect(serializeCsp({ "default-src": ["'self'"], "img-src": ["'self'", "data:"], "upgrade-insecure-requests": [] })).toBe(
      "default-src 'self'; img-src 'self' data:; upgrade-insecure-requests",
    );
  });

  it("produces a header with the strict directives and no unsafe script source", () => {
    const header = serializeCsp(cspDirectives(true, [hashOf("a()")]));
    const scriptSrc = header.split("; ").find((d) => d.startsWith("script-src "));

    expect(header).toContain("object-src 'none'");
    expect(header).toContain("base-uri 'none'");
    expect(header).toContain("frame-ancestors 'none'");
    expect(scriptSrc).toBe(`script-src 'self' ${hashOf("a()")}`);
    expect(header).not.toContain("unsafe-eval");
  });
});
