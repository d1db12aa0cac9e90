/**
 * What a crawler or `curl -i` sees: every public page's content and head tags in the served HTML,
 * app routes rendered per request (signed in, with the person's data), 404 for anything else, caching,
 * compression and the sitemap.
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { describe, expect, inject, it } from "vitest";
import { PAGE_PATHS, PUBLIC_PATHS, ROUTES } from "#common/routes";
import { t } from "#common/i18n/messages";
import { school } from "#common/school";
import { DEFERRED_TEMPLATE_ID } from "../../app/lib/hydration-names";
import { FIRST_READS_ID } from "../../app/lib/query-client";
import { inlineScriptHashes } from "../../server/plugins/inline-scripts";

const baseUrl = inject("baseUrl");
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });

function head(html: string) {
  return html.slice(0, html.indexOf("</head>"));
}

function metaContent(html: string, attr: "name" | "property", key: string) {
  const match = head(html).match(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`));
  return match?.[1];
}

function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe("prerendered public pages", () => {
  it.each(PUBLIC_PATHS)("%s carries its content and every head tag in the HTML", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    const route = ROUTES.find((r) => r.path === path)!;

    expect(html).toMatch(new RegExp(`<h1[^>]*>${route.title}</h1>`));
    expect(head(html)).toContain(`<title>${route.title} | ${school.name}</title>`);
    expect(metaContent(html, "name", "description")?.length).toBeGreaterThan(50);
    expect(metaContent(html, "name", "keywords")).toBeTruthy();
    expect(metaContent(html, "name", "robots")).toBe("index, follow");
    const canonical = head(html).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(new RegExp(`${path === "/application" ? "/apply" : path === "/" ? "/" : path}$`));
    expect(metaContent(html, "property", "og:title")).toBe(`${route.title} | ${school.name}`);
    expect(metaContent(html, "property", "og:image")).toMatch(/\/og-image\.png$/);
    expect(metaContent(html, "property", "og:url")).toBe(canonical);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");

    const types = jsonLd(html).map((d) => d["@type"]);
    expect(types).toContainEqual(["EducationalOrganization", "ElementarySchool"]);
    expect(types).toContain("WebSite");
    if (path === "/faqs") {
      const faq = jsonLd(html).find((d) => d["@type"] === "FAQPage");
      expect(faq.mainEntity.length).toBeGreaterThan(0);
      expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
    } else {
      expect(types).not.toContain("FAQPage");
    }
  });

  it("sends each page's own content security policy: its inline scripts hashed, nothing else allowed", async () => {
    const res = await get("/");
    const html = await res.text();
    const csp = res.headers.get("content-security-policy")!;
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline) {
      expect(csp).toContain(`'sha256-${createHash("sha256").update(code!).digest("base64")}'`);
    }
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("revalidates pages with an ETag and serves them precompressed", async () => {
    const first = await get("/tuition", { "accept-encoding": "br" });
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("vary")).toContain("Accept-Encoding");
    const etag = first.headers.get("etag")!;
    const again = await get("/tuition", { "if-none-match": etag });
    expect(again.status).toBe(304);
    const gzip = await get("/tuition", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("redirects a trailing slash to the page's one address, keeping the query", async () => {
    const res = await get("/contact/?tab=tour");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/contact?tab=tour");
  });

  it("answers HEAD like GET without a body", async () => {
    const res = await fetch(`${baseUrl}/our-school`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});

describe("hashed assets", () => {
  it("are cached for a year as immutable and served precompressed", async () => {
    const html = await (await get("/")).text();
    const script = html.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)![1]!;
    const res = await get(script, { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("never serve page files directly", async () => {
    expect((await get("/our-school/index.html")).status).toBe(404);
    expect((await get("/__spa-fallback.html")).status).toBe(404);
  });
});

describe("app routes", () => {
  it.each(["/auth", "/es/auth", "/forgot-password", "/reset-password?token=abc", "/admin", "/settings/security", "/video-session/xyz"])(
    "%s answers 200 with the page rendered for nobody signed in, kept out of search results, referrers and caches",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).toContain('<main id="main-content"');
    },
  );

  it.each(["/auth", "/es/auth"])("%s is rendered knowing that nobody is signed in, its form painted before any script has run", async (path) => {
    const html = await (await get(path)).text();
    // As the browser then hydrates it: never "Loading...", which the browser could have read past first.
    expect(html).not.toContain(">Loading...<");
    expect(html).toMatch(/<input[^>]+name="username"/);
    const block = new RegExp(`<script type="application/json" id="${FIRST_READS_ID}">([\\s\\S]*?)</script>`).exec(html);
    const reads = JSON.parse(block![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(reads.queries.find((query) => query.queryKey[0] === "/api/user")?.state).toMatchObject({ data: null });
  });

  it.each(["/admin", "/settings/security", "/video-session/xyz"])(
    "%s asked for without a session is rendered as loading the user, nothing read for it: its guard reads the user in the browser",
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).toContain(">Loading...<");
      expect(html).not.toContain(`id="${FIRST_READS_ID}"`);
    },
  );
});

describe("a signed-in page (docs/decisions/0029)", () => {
  const asChild = { cookie: `sid=${inject("spanishChildSession")}` };

  it("is rendered with the person's data and language, and sends the reads it was rendered from", async () => {
    const res = await get("/student", asChild);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("vary")).toContain("Cookie");
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
    // The child's greeting is in the HTML, before any script has run.
    const greetings = (["morning", "afternoon", "evening"] as const).map((time) => t("es", "child.home.greeting", { time, name: "Beatriz" }));
    expect(greetings.some((greeting) => html.includes(`>${greeting}</`))).toBe(true);
    const block = new RegExp(`<script type="application/json" id="${FIRST_READS_ID}">([\\s\\S]*?)</script>`).exec(html);
    const reads = JSON.parse(block![1]!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const user = reads.queries.find((query) => query.queryKey[0] === "/api/user")?.state.data as { username: string; role: string };
    expect(user.role).toBe("student");
    expect(reads.queries.map((query) => query.queryKey[0])).toContain("/api/student/home");
    // No text of the data can end the block early.
    expect(block![1]).not.toContain("<");
  });

  it("lists the hash of every inline script it runs in its content security policy, and loads its scripts after its content", async () => {
    const res = await get("/student", asChild);
    const policy = res.headers.get("content-security-policy")!;
    const html = await res.text();
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash);
    expect(/script-src [^;]*/.exec(policy)![0]).not.toContain("unsafe-inline");
    const beforeTemplate = html.slice(0, html.indexOf(`<template id="${DEFERRED_TEMPLATE_ID}">`));
    expect(beforeTemplate).not.toContain('rel="modulepreload"');
    expect(beforeTemplate).not.toContain('type="module"');
  });

  it("names the texts of a person's language among the scripts it loads after its content (English's come with the page's own)", async () => {
    const template = (html: string) => html.slice(html.indexOf(`<template id="${DEFERRED_TEMPLATE_ID}">`));
    const spanish = template(await (await get("/student", asChild)).text());
    expect(spanish).toMatch(/<link rel="modulepreload" href="\/assets\/texts-es-signed-in-[\w-]+\.js"\/?>/);
    expect(spanish).toMatch(/<link rel="modulepreload" href="\/assets\/texts-es-shell-[\w-]+\.js"\/?>/);
    const hrefs = [...spanish.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const english = template(await (await get("/parent", { cookie: `sid=${inject("sessions").parent}` })).text());
    expect(english).toContain('rel="modulepreload"');
    expect(english).not.toContain("texts-es-");
  });

  it("renders in the zone the browser last said it is in, and names it", async () => {
    const html = await (await get("/student", { cookie: `${asChild.cookie}; viewer_zone=Europe%2FMadrid` })).text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es" data-viewer-zone="Europe\/Madrid"/);
  });

  it("sends someone signed in who asks for sign-in to their home, in either language", async () => {
    for (const path of ["/auth", "/es/auth"]) {
      const res = await get(path, asChild);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/student");
    }
  });

  it("sends a guarded page asked for with a session that has ended to sign-in", async () => {
    const res = await get("/student", { cookie: "sid=no-such-session" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

/** A GET whose path goes out exactly as written (fetch would percent-encode `"`, `<` and `>`). */
function rawGet(path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
}

const canonicalOf = (html: string) => [...head(html).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);

describe("unknown paths", () => {
  it.each(["/nope", "/admin/nope", "/favicon.ico.bak", "/__not-found"])("%s answers 404 with the not-found page", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(metaContent(html, "name", "robots")).toBe("noindex, nofollow");
  });

  it.each([
    ["/nope", "/nope"],
    ["/our-school/extra/page", "/our-school/extra/page"],
    ["/__not-found", "/__not-found"],
    ['/x"><script>alert(1)</script>', "/x%22%3E%3Cscript%3Ealert(1)%3C/script%3E"],
    ["/a&b'c", "/a&#38;b&#39;c"],
    ["//evil.example", "/evil.example"],
    ["/%E0%A4%A", "/%25E0%25A4%25A"],
  ])("%s names its own address in canonical and og:url (as %s), on the pages' origin, still noindex", async (path, written) => {
    const home = await (await get("/")).text();
    const origin = new URL(canonicalOf(home)[0]!).origin;
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    expect(res.body).toContain("404 Page Not Found");
    expect(metaContent(res.body, "name", "robots")).toBe("noindex, nofollow");
    expect(canonicalOf(res.body)).toEqual([`${origin}${written}`]);
    expect(metaContent(res.body, "property", "og:url")).toBe(canonicalOf(res.body)[0]);
    expect(res.body).not.toContain("<script>alert(1)");
    // Only the two address tags differ from the built page: its inline scripts still match the CSP.
    const csp = String(res.headers["content-security-policy"]);
    const inline = [...res.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(code!).digest("base64")}'`);
  });

  it.each(["/es/nope", "/es/tuition/extra"])(
    "%s, under the Spanish prefix, answers 404 with the Spanish not-found page naming its own address",
    async (path) => {
      const home = await (await get("/")).text();
      const origin = new URL(canonicalOf(home)[0]!).origin;
      const res = await rawGet(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatch(/<html lang="es"/);
      expect(res.body).toContain(`<title>${t("es", "notFound.title")}`);
      expect(res.body).not.toContain("404 Page Not Found");
      expect(canonicalOf(res.body)).toEqual([`${origin}${path}`]);
      expect(metaContent(res.body, "property", "og:url")).toBe(`${origin}${path}`);
      expect(metaContent(res.body, "name", "robots")).toBe("noindex, nofollow");
    },
  );

  it("answers a malformed address with the not-found page, not the framework's JSON error", async () => {
    const res = await rawGet("/%E0%A4%A");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("404 Page Not Found");
    expect(res.body).not.toContain("FST_ERR");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt allows the site, keeps crawlers out of the API and portals and names the sitemap", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
  });

  it("sitemap.xml lists every public page once in each language (/apply standing for /application), each with its translations", async () => {
    const res = await get("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.sort()).toEqual(PAGE_PATHS.filter((p) => !p.endsWith("/application")).sort());
    const tuition = xml.split("<url>").find((u) => u.includes("/es/tuition</loc>"))!;
    expect([...tuition.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname])).toEqual([
      ["en", "/tuition"],
      ["es", "/es/tuition"],
      ["x-default", "/tuition"],
    ]);
  });
});
