/**
 * Every header of the site's answers, over real HTTP on a small built site: a prerendered page's
 * answers set their whole header block at once (issue 37), the security headers read once from
 * helmet, so each answer is checked against the full set it must carry, no more and no less.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATHS } from "#common/routes";
import { NOT_FOUND_PRERENDER_PATHS } from "#common/site";
import { TestClient } from "../support/http-client";
import { startTestApp, type TestApp } from "../support/test-app";

const ORIGIN = "http://localhost:3000";

function pageHtml(routePath: string) {
  const address = `${ORIGIN}${routePath}`;
  return `<!doctype html><html><head><link rel="canonical" href="${address}"/><meta property="og:url" content="${address}"/><script>window.page=${JSON.stringify(routePath)}</script><script type="application/ld+json">{}</script></head><body>${routePath}</body></html>`;
}

function writePage(file: string, html: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  writeFileSync(`${file}.gz`, gzipSync(html));
}

/**
 * A built site in miniature: every public page, the not-found pages and one asset. It has no server
 * build, so the app's pages (rendered per request) are not served: tests/e2e/served-html.test.ts
 * reads their headers on the real build.
 */
function buildClient(dir: string) {
  for (const routePath of PAGE_PATHS) writePage(path.join(dir, routePath, "index.html"), pageHtml(routePath));
  for (const routePath of Object.values(NOT_FOUND_PRERENDER_PATHS)) writePage(path.join(dir, routePath, "index.html"), pageHtml(routePath));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1);\n");
}

/** The policy of a page whose one script runs `window.page="..."`. */
function pageCsp(routePath: string, isProduction = false) {
  const hash = createHash("sha256")
    .update(`window.page=${JSON.stringify(routePath)}`)
    .digest("base64");
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(isProduction ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** helmet's headers and the Permissions-Policy, on every answer; the policy differs by answer. */
const SECURITY = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
  "permissions-policy": "camera=(self), microphone=(self), geolocation=(), payment=()",
};

/** Every header but the ones Node adds to any answer (date, connection, keep-alive). */
function headersOf(res: { headers: Headers }) {
  return Object.fromEntries([...res.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));
}

function pageFile(dir: string, routePath: string) {
  return path.join(dir, routePath, "index.html");
}

describe("the headers of the site's answers", () => {
  let t: TestApp;
  let clientDir: string;
  let client: TestClient;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "school-page-headers-"));
    buildClient(clientDir);
    t = await startTestApp("pglite", { config: { clientDir, publicUrl: ORIGIN } });
    client = new TestClient(t.url);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  function expectedPage(routePath: string, extra: Record<string, string>) {
    const file = pageFile(clientDir, routePath);
    return {
      "content-security-policy": pageCsp(routePath),
      ...SECURITY,
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      vary: "Accept-Encoding",
      "last-modified": statSync(file).mtime.toUTCString(),
      ...extra,
    };
  }

  it.each(PAGE_PATHS)("answers %s with the page's whole header block in each encoding, and 304 with the same block", async (routePath) => {
    const brotli = await client.get(routePath, { "accept-encoding": "br, gzip" });
    expect(brotli.status).toBe(200);
    expect(brotli.text).toContain(`<body>${routePath}</body>`);
    const etag = brotli.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const file = pageFile(clientDir, routePath);
    const sizes = { br: statSync(`${file}.br`).size, gzip: statSync(`${file}.gz`).size, identity: statSync(file).size };
    expect(headersOf(brotli)).toEqual(expectedPage(routePath, { etag, "content-encoding": "br", "content-length": String(sizes.br) }));

    const gzip = await client.get(routePath, { "accept-encoding": "gzip" });
    expect(headersOf(gzip)).toEqual(expectedPage(routePath, { etag, "content-encoding": "gzip", "content-length": String(sizes.gzip) }));

    const identity = await client.get(routePath, { "accept-encoding": "identity" });
    expect(headersOf(identity)).toEqual(expectedPage(routePath, { etag, "content-length": String(sizes.identity) }));

    const head = await client.request("HEAD", routePath, { headers: { "accept-encoding": "br" } });
    expect(head.status).toBe(200);
    expect(headersOf(head)).toEqual(expectedPage(routePath, { etag, "content-encoding": "br", "content-length": String(sizes.br) }));

    const unchanged = await client.get(routePath, { "if-none-match": etag, "accept-encoding": "br" });
    expect(unchanged.status).toBe(304);
    expect(headersOf(unchanged)).toEqual(expectedPage(routePath, { etag }));
    const headUnchanged = await client.request("HEAD", routePath, { headers: { "if-none-match": `W/${etag}` } });
    expect(headUnchanged.status).toBe(304);
    expect(headersOf(headUnchanged)).toEqual(expectedPage(routePath, { etag }));
  });

  it("keeps a page's query string out of the way, and its escaped address is not the page", async () => {
    expect((await client.get("/our-school?from=mail")).status).toBe(200);
    const escaped = await client.get("/our%2Dschool");
    expect(escaped.status).toBe(404);
    expect(headersOf(escaped)).toEqual({
      "content-security-policy": pageCsp(NOT_FOUND_PRERENDER_PATHS.en),
      ...SECURITY,
      "x-robots-tag": "noindex",
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "content-length": expect.stringMatching(/^\d+$/),
    });
  });

  it("answers a page of the app, which only a server build renders, 404 without one, kept out of Referer headers and search engines", async () => {
    const res = await client.get("/portal", { "accept-encoding": "br" });
    expect(res.status).toBe(404);
    expect(headersOf(res)).toEqual({
      ...SECURITY,
      "content-security-policy": expect.stringContaining("default-src 'self'"),
      "referrer-policy": "no-referrer",
      "x-robots-tag": "noindex, nofollow",
      "content-type": "text/plain; charset=utf-8",
      "content-length": "9",
    });
  });

  it("sends the same security headers on an asset, the API and an API address that does not exist", async () => {
    const defaultCsp =
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self';media-src 'self' blob:;connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'";
    const asset = await client.get("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(headersOf(asset)).toMatchObject({ "content-security-policy": defaultCsp, ...SECURITY, "cache-control": "public, max-age=31536000, immutable" });
    const health = await client.get("/api/health");
    expect(headersOf(health)).toMatchObject({ "content-security-policy": defaultCsp, ...SECURITY, "cache-control": "no-store" });
    const missing = await client.get("/api/no-such-endpoint");
    expect(missing.status).toBe(404);
    expect(headersOf(missing)).toEqual({
      "content-security-policy": defaultCsp,
      ...SECURITY,
      "cache-control": "no-store",
      "content-type": "application/json; charset=utf-8",
      "content-length": String(missing.text.length),
    });
  });
});

describe("the headers of a page in production", () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "school-page-headers-"));
    buildClient(clientDir);
    t = await startTestApp("pglite", { config: { env: "production", isProduction: true, appSecret: "p".repeat(48), clientDir, publicUrl: ORIGIN } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("adds HSTS and asks browsers to upgrade insecure requests, on a page as on the API", async () => {
    const client = new TestClient(t.url);
    const page = await client.get("/tuition", { "accept-encoding": "gzip" });
    expect(page.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(page.headers.get("content-security-policy")).toBe(pageCsp("/tuition", true));
    const api = await client.get("/api/health");
    expect(api.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(api.headers.get("content-security-policy")).toMatch(/;upgrade-insecure-requests$/);
  });
});

describe("a page answered ahead of the framework (server/plugins/page-answers.ts)", () => {
  let t: TestApp;
  let clientDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "school-page-headers-"));
    buildClient(clientDir);
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString().split("\n").filter(Boolean));
        done();
      },
    });
    t = await startTestApp("pglite", { config: { clientDir, publicUrl: ORIGIN, logLevel: "info" }, logStream });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("is the answer Fastify's own path to the page gives, header for header and byte for byte", async () => {
    const client = new TestClient(t.url);
    for (const headers of [{ "accept-encoding": "br" }, { "accept-encoding": "gzip" }, { "accept-encoding": "identity" }]) {
      const ahead = await client.get("/tuition", headers);
      // inject() never reaches the server's listener: Fastify routes the request (to the not-found handler).
      const through = await t.app.inject({ method: "GET", url: "/tuition", headers });
      expect(ahead.status).toBe(200);
      expect(through.statusCode).toBe(200);
      expect(headersOf(ahead)).toEqual(headersOf({ headers: new Headers(through.headers as Record<string, string>) }));
      expect(ahead.text).toBe(pageHtml("/tuition"));
    }
  });

  it("logs the page sent at level info, with a token in its address redacted, and nothing of the request's cookies", async () => {
    const client = new TestClient(t.url);
    const res = await client.get("/?token=s3cret-value", { cookie: "sid=abc123" });
    expect(res.status).toBe(200);
    const line = logLines
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string }; res?: { statusCode: number } })
      .findLast((l) => l.msg === "page sent");
    expect(line?.req?.url).toBe("/?token=[redacted]");
    expect(line?.res?.statusCode).toBe(200);
    expect(logLines.join("\n")).not.toContain("s3cret-value");
    expect(logLines.join("\n")).not.toContain("abc123");
  });

  it("leaves every other method to Fastify", async () => {
    const client = new TestClient(t.url);
    const res = await client.request("POST", "/tuition", { body: {} });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ message: "Not found" });
  });
});
