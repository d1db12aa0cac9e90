/**
 * Serves the built client: hashed assets (immutable, precompressed), the prerendered public pages,
 * the app shell for app and guarded routes, and the not-found page with status 404 for every other
 * path. Pages are read once at start-up with their precompressed variants and their content
 * security policy (the hashes of their inline scripts).
 */
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { LANGUAGES, type Language } from "#common/i18n/languages";
import { languageOfPath, localizedPath, PREFIXED_LANGUAGES } from "#common/i18n/public-paths";
import { findRoute, PAGE_PATHS, PUBLIC_PATHS } from "#common/routes";
import { NOT_FOUND_PRERENDER_PATHS, sitePath, siteUrl } from "#common/site";
import { acceptedEncoding, etagMatches } from "../http/negotiation";
import { isApiRequest, splitUrl } from "../http/request-path";
import { cspDirectives, serializeCsp } from "./security-headers";

interface Page {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  etag: string;
  csp: string;
  lastModified: Date;
}

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

async function readOptional(file: string) {
  return existsSync(file) ? readFile(file) : undefined;
}

async function loadPage(file: string, isProduction: boolean): Promise<Page> {
  const body = await readFile(file);
  const hashes = inlineScriptHashes(body.toString("utf8"));
  return {
    body,
    br: await readOptional(`${file}.br`),
    gz: await readOptional(`${file}.gz`),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    csp: serializeCsp(cspDirectives(isProduction, hashes)),
    lastModified: (await stat(file)).mtime,
  };
}

/**
 * Canonical links are written at build time; a build made for another origin would point search
 * engines elsewhere, so say so loudly at start-up.
 */
function warnOnOriginMismatch(app: FastifyInstance, home: Page, publicUrl: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home.body.toString("utf8"))?.[1];
  if (canonical && new URL(canonical).origin !== new URL(publicUrl).origin) {
    app.log.warn(
      { builtFor: new URL(canonical).origin, publicUrl },
      "the pages were built for another PUBLIC_URL: rebuild (npm run build) with this PUBLIC_URL",
    );
  }
}

const ADDRESS_TAGS = /(<link rel="canonical" href="|<meta property="og:url" content=")([^"]*)"/g;

/**
 * The not-found page names the address asked for in its canonical and og:url tags (docs/product.md section 2:
 * every page sets them). It is prerendered once per language (NOT_FOUND_PRERENDER_PATHS), so the server cuts the
 * page at those two addresses and puts the requested one in, resolved against the origin the page
 * was built for, exactly as the browser's copy of the page computes it. Only those tags change, never
 * an inline script, so the page's CSP hashes stay right.
 */
function notFoundTemplate(page: Page, prerenderPath: string) {
  const html = page.body.toString("utf8");
  const builtFor = [...html.matchAll(ADDRESS_TAGS)].map((match) => match[2]!);
  if (builtFor.length !== 2 || !builtFor.every((href) => new URL(href).pathname.startsWith(prerenderPath))) {
    throw new Error(`the not-found page does not name ${prerenderPath} in its canonical and og:url tags: rebuild (npm run build)`);
  }
  const origin = new URL(builtFor[0]!).origin;
  const parts = html.split(ADDRESS_TAGS);
  return (path: string) => {
    const address = escapeAttribute(siteUrl(origin, path));
    // split() keeps the captured groups: [text, opening, address, text, opening, address, text].
    return parts.map((part, index) => (index % 3 === 2 ? `${address}"` : part)).join("");
  };
}

function escapeAttribute(value: string) {
  return value.replace(/[&"'<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pageFile(clientDir: string, routePath: string) {
  return path.join(clientDir, routePath === "/" ? "index.html" : path.join(routePath, "index.html"));
}

/** "/es/" and every other prefixed language's home page. */
const LANGUAGE_HOMES = new Set(PREFIXED_LANGUAGES.map((l) => localizedPath("/", l)));

export interface SiteOptions {
  clientDir: string;
  publicUrl: string;
  isProduction: boolean;
}

export async function registerSite(app: FastifyInstance, options: SiteOptions) {
  const { clientDir, publicUrl, isProduction } = options;
  const built = existsSync(path.join(clientDir, "__spa-fallback.html"));
  if (!built) {
    app.log.warn({ clientDir }, "client build not found: run `npm run build`; serving the API only");
  }

  const pages = new Map<string, Page>();
  let appShell: Page | undefined;
  /** Each language's not-found page, served for unknown addresses under its prefix. */
  const notFound = new Map<Language, { page: Page; html: (path: string) => string }>();
  if (built) {
    for (const routePath of PAGE_PATHS) pages.set(routePath, await loadPage(pageFile(clientDir, routePath), isProduction));
    appShell = await loadPage(path.join(clientDir, "__spa-fallback.html"), isProduction);
    warnOnOriginMismatch(app, pages.get("/")!, publicUrl);
    for (const [language, prerenderPath] of Object.entries(NOT_FOUND_PRERENDER_PATHS) as [Language, string][]) {
      const page = await loadPage(pageFile(clientDir, prerenderPath), isProduction);
      notFound.set(language, { page, html: notFoundTemplate(page, prerenderPath) });
    }

    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      // Pages are served below, from memory, with their own headers.
      allowedPath: (pathname) => !pathname.endsWith(".html"),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(clientDir, "assets") + path.sep);
        reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
    reply
      .code(200)
      .header("Content-Type", "text/html; charset=utf-8")
      .header("Content-Security-Policy", page.csp)
      .header("Cache-Control", "no-cache")
      .header("Vary", "Accept-Encoding")
      .header("Last-Modified", page.lastModified.toUTCString())
      .header("ETag", page.etag);
    if (etagMatches(request, page.etag)) {
      return reply.code(304).send();
    }
    const encoding = acceptedEncoding(request);
    if (encoding === "br" && page.br) return reply.header("Content-Encoding", "br").send(page.br);
    if (encoding === "gzip" && page.gz) return reply.header("Content-Encoding", "gzip").send(page.gz);
    return reply.send(page.body);
  }

  app.get("/robots.txt", async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=3600").type("text/plain; charset=utf-8");
    return [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /admin",
      "Disallow: /teacher",
      "Disallow: /parent",
      "Disallow: /student",
      "Disallow: /portal",
      "Disallow: /settings/",
      "",
      `Sitemap: ${publicUrl}/sitemap.xml`,
      "",
    ].join("\n");
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    // /application is the same page as /apply, whose address is canonical. Each page is listed in
    // every language, each entry naming all of its translations (and English as x-default).
    const urls = PUBLIC_PATHS.filter((p) => p !== "/application")
      .flatMap((p) => {
        const alternates = [
          ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${publicUrl}${localizedPath(p, l)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${publicUrl}${p}"/>`,
        ].join("");
        return LANGUAGES.map((l) => {
          const path = localizedPath(p, l);
          const lastmod = pages.get(path)?.lastModified.toISOString().slice(0, 10);
          return `  <url><loc>${publicUrl}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`;
        });
      })
      .join("\n");
    reply.header("Cache-Control", "public, max-age=3600").type("application/xml; charset=utf-8");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) {
      return reply.code(404).header("Cache-Control", "no-store").send({ message: "Not found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ message: "Not found" });
    }
    const { path, search } = splitUrl(request.url);
    // Read as a path on this site: "//evil.example" is the path /evil.example, never another host.
    const pathname = sitePath(path);
    // One address per page: /our-school/ redirects to /our-school (sitePath starts with one slash, so
    // the Location can only name a path here).
    // A language's home page is the one address with a slash at the end ("/es/", as "/" is English's).
    if (LANGUAGE_HOMES.has(`${pathname}/`)) return reply.redirect(`${pathname}/${search}`, 301);
    if (pathname.length > 1 && pathname.endsWith("/") && !LANGUAGE_HOMES.has(pathname)) {
      return reply.redirect(`${pathname.replace(/\/+$/, "") || "/"}${search}`, 301);
    }
    const route = findRoute(pathname);
    if (route && route.kind !== "public") {
      // Account pages carry tokens in the address (/reset-password?token=...); keep them out of
      // Referer headers entirely, built or not. They are never for search engines either.
      reply.header("Referrer-Policy", "no-referrer").header("X-Robots-Tag", "noindex, nofollow");
    }
    const missing = notFound.get(languageOfPath(pathname));
    if (!built || !appShell || !missing) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (route?.kind === "public") return sendPage(request, reply, pages.get(pathname)!);
    if (route) return sendPage(request, reply, appShell);
    reply.header("X-Robots-Tag", "noindex");
    // The page differs per address, so it is sent as it is (about 17 kB), without ETag or compression.
    return reply
      .code(404)
      .header("Content-Type", "text/html; charset=utf-8")
      .header("Content-Security-Policy", missing.page.csp)
      .header("Cache-Control", "no-cache")
      .send(missing.html(pathname));
  });
}
