/**
 * Serves the built client: hashed assets (immutable, precompressed), the prerendered public pages,
 * the pages rendered per request (sign-in, the portals: rendered-pages.ts), and the not-found page with status 404 for every other
 * path. Pages are read once at start-up with their precompressed variants and their content
 * security policy (the hashes of their inline scripts), and every header of their answers is
 * written then too: a public page's answer is a header block and a body already made, which the
 * server sends before Fastify (page-answers.ts).
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
import { isApiRequest, splitUrl } from "../http/request-path";
import { inlineScriptHashes } from "./inline-scripts";
import { pageAnswer, pageAnswers, type Page, type PageAnswers } from "./page-answers";
import { loadPageRenderer, type PageRenderer } from "./rendered-pages";
import { cspDirectives, securityHeaders, serializeCsp, type SecurityHeaders } from "./security-headers";

async function readOptional(file: string) {
  return existsSync(file) ? readFile(file) : undefined;
}

interface PageHeaderOptions {
  security: SecurityHeaders;
  csp: string;
  lastModified: Date;
  etag: string;
}

/** In the order the answers always had: the security headers (the policy first), then the page's. */
function pageHeaders({ security, csp, lastModified, etag }: PageHeaderOptions) {
  return {
    ...security,
    "content-security-policy": csp,
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
    "last-modified": lastModified.toUTCString(),
    etag,
  };
}

async function loadPage(file: string, isProduction: boolean, security: SecurityHeaders): Promise<Page> {
  const body = await readFile(file);
  const hashes = inlineScriptHashes(body.toString("utf8"));
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const csp = serializeCsp(cspDirectives(isProduction, hashes));
  const lastModified = (await stat(file)).mtime;
  const files = { body, br: await readOptional(`${file}.br`), gz: await readOptional(`${file}.gz`) };
  return { body, etag, csp, lastModified, answers: pageAnswers(files, pageHeaders({ security, csp, lastModified, etag })) };
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

/**
 * Every page of the app (any route but a public page). Account pages carry tokens in the address
 * (/reset-password?token=...); keep them out of Referer headers entirely, built or not. They are
 * never for search engines either.
 */
const APP_PAGE_HEADERS = { "referrer-policy": "no-referrer", "x-robots-tag": "noindex, nofollow" };

/** "/es/" and every other prefixed language's home page. */
const LANGUAGE_HOMES = new Set(PREFIXED_LANGUAGES.map((l) => localizedPath("/", l)));

/** React Router's server build beside the client's (build/server): it renders the pages that are not prerendered. */
function serverDirOf(clientDir: string) {
  return path.join(path.dirname(clientDir), "server");
}

export interface SiteOptions {
  /** The server's answers ahead of Fastify (app.ts makes the server with them), given the pages here. */
  pageAnswers: PageAnswers;
  clientDir: string;
  publicUrl: string;
  isProduction: boolean;
}

export async function registerSite(app: FastifyInstance, options: SiteOptions) {
  const { clientDir, publicUrl, isProduction } = options;
  const built = existsSync(path.join(clientDir, "index.html"));
  if (!built) {
    app.log.warn({ clientDir }, "client build not found: run `npm run build`; serving the API only");
  }
  const renderer: PageRenderer | undefined = built ? await loadPageRenderer(app, serverDirOf(clientDir), isProduction) : undefined;
  if (built && !renderer) app.log.warn({ clientDir }, "server build not found: run `npm run build`; the app's pages are not served");

  const security = await securityHeaders(isProduction);
  const pages = new Map<string, Page>();
  /** Each language's not-found page, served for unknown addresses under its prefix. */
  const notFound = new Map<Language, { page: Page; html: (path: string) => string }>();
  if (built) {
    for (const routePath of PAGE_PATHS) pages.set(routePath, await loadPage(pageFile(clientDir, routePath), isProduction, security));
    warnOnOriginMismatch(app, pages.get("/")!, publicUrl);
    for (const [language, prerenderPath] of Object.entries(NOT_FOUND_PRERENDER_PATHS) as [Language, string][]) {
      const page = await loadPage(pageFile(clientDir, prerenderPath), isProduction, security);
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

  /** A page reached through Fastify (page-answers.ts sends the rest): the same answer. */
  function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
    const answer = pageAnswer(page, request.headers);
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
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

  /** Every address no route answers: the API's 404, redirects to a page's one address, the pages of the app, the not-found page. */
  function answerAddress(request: FastifyRequest, reply: FastifyReply) {
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
    if (route && route.kind !== "public") reply.headers(APP_PAGE_HEADERS);
    const missing = notFound.get(languageOfPath(pathname));
    if (!built || !missing || (route && route.kind !== "public" && !renderer)) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (route?.kind === "public") return sendPage(request, reply, pages.get(pathname)!);
    if (route && renderer) return renderer.send(request, reply, { guarded: route.kind === "guarded", signIn: route.path === "/auth" });
    reply.header("X-Robots-Tag", "noindex");
    // The page differs per address, so it is sent as it is (about 17 kB), without ETag or compression.
    return reply
      .code(404)
      .header("Content-Type", "text/html; charset=utf-8")
      .header("Content-Security-Policy", missing.page.csp)
      .header("Cache-Control", "no-cache")
      .send(missing.html(pathname));
  }

  app.setNotFoundHandler(answerAddress);

  // A page asked for by its very address is answered before Fastify (page-answers.ts); reached through
  // it (an escaped address, a request during shutdown), answerAddress sends the same answer.
  options.pageAnswers.serve(pages, app.log);
  app.addHook("preClose", (done) => {
    options.pageAnswers.stop();
    done();
  });
}
