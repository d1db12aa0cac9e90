/**
 * The pages that are not prerendered (sign-in and recovery, the portals) rendered per request by
 * React Router's server build (build/server, app/entry.server.tsx; docs/decisions/0029). A page is
 * rendered with the data of the person asking: every read its screens make goes to the API in this
 * process (`app.inject`), with the request's own cookies and address, so the access rules, limits
 * and answers are exactly the browser's; the page then paints its content before any script has run.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { href } from "#common/api/contract";
import { currentUser } from "#common/api/user";
import { homePathForRole } from "#common/roles";
import { viewerZoneOfCookies } from "#common/viewer-zone";
import { sessionCookieName } from "../auth/sessions";
import { acceptedEncoding } from "../http/negotiation";
import { cspDirectives, serializeCsp } from "./security-headers";
import { inlineScriptHashes } from "./inline-scripts";
import { moduleImports, readClientManifest } from "./client-manifest";
import { signedInTextFiles } from "./text-files";
import type { Language } from "#common/i18n/languages";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What app/entry.server.tsx takes from a request (its `serverReads`). */
interface Reads {
  read: (url: string) => Promise<Response>;
  viewerZone: string | undefined;
  textFiles: Partial<Record<Language, string[]>>;
  moduleImports: ReadonlyMap<string, readonly string[]>;
}

interface EntryModule {
  serverReads: RouterContext<Reads | null>;
}

/** One answer of the API, kept for the request so a render that reads it again gets the same. */
interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export interface PageRenderer {
  /**
   * Renders the page at the request's address. As the page's own guard would at once in the browser,
   * a guarded page asked for with a session that has ended goes to sign-in, and the sign-in page
   * asked for by someone signed in goes to their home.
   */
  send(request: FastifyRequest, reply: FastifyReply, page: { guarded: boolean; signIn: boolean }): Promise<FastifyReply>;
}

/** The server build next to the client one (build/server/index.js), or undefined before `npm run build`. */
export async function loadPageRenderer(app: FastifyInstance, serverDir: string, isProduction: boolean): Promise<PageRenderer | undefined> {
  const file = path.join(serverDir, "index.js");
  if (!existsSync(file)) return undefined;
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const handle = createRequestHandler(build, isProduction ? "production" : "development");
  const { serverReads } = build.entry.module as unknown as EntryModule;
  const cookieName = sessionCookieName(isProduction);
  const manifest = readClientManifest(serverDir);
  const textFiles = signedInTextFiles(manifest);
  const importsOf = moduleImports(manifest);

  /** The API as this request's person, one answer per address for the whole render. */
  function readsOf(request: FastifyRequest): Reads {
    const answers = new Map<string, Promise<Answer>>();
    const answer = (url: string) =>
      app
        .inject({
          method: "GET",
          url,
          remoteAddress: request.ip,
          headers: {
            cookie: request.headers.cookie ?? "",
            "user-agent": request.headers["user-agent"] ?? "",
            "accept-language": request.headers["accept-language"] ?? "",
          },
        })
        .then((res) => ({ status: res.statusCode, contentType: String(res.headers["content-type"] ?? ""), body: res.body }));
    return {
      read: async (url) => {
        let pending = answers.get(url);
        if (!pending) answers.set(url, (pending = answer(url)));
        const { status, contentType, body } = await pending;
        return new Response(status === 204 || status === 304 ? null : body, { status, headers: { "content-type": contentType } });
      },
      viewerZone: viewerZoneOfCookies(request.headers.cookie),
      textFiles,
      moduleImports: importsOf,
    };
  }

  async function destination(reads: Reads, page: { guarded: boolean; signIn: boolean }): Promise<string | undefined> {
    const answer = await reads.read(href(currentUser));
    if (page.guarded && answer.status === 401) return "/auth";
    if (page.signIn && answer.ok) {
      const json = (await answer.json()) as { role?: unknown; data?: { role?: unknown } };
      // Answers are {success, data} or the data itself (docs/product.md section 7).
      const role = json.data?.role ?? json.role;
      if (typeof role === "string") return homePathForRole(role);
    }
    return undefined;
  }

  function webRequest(request: FastifyRequest): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(", "));
    }
    return new Request(new URL(request.url, `http://${request.hostname || "localhost"}`), { method: request.method, headers });
  }

  return {
    async send(request, reply, page) {
      const context = new RouterContextProvider();
      const session = Boolean(request.cookies?.[cookieName]);
      // A guarded page asked for without a session is rendered as the browser first shows it ("Loading...")
      // and its guard reads the user there; every other page is rendered with the reads the browser would
      // make, so sign-in and recovery paint their forms at once, the user read as nobody.
      if (session || !page.guarded) {
        const reads = readsOf(request);
        // The guards' own answers (app/components/auth/protected-route.tsx, app/features/auth/auth-screen.tsx),
        // before a page is rendered that would only send the browser on.
        const away = session && (page.guarded || page.signIn) ? await destination(reads, page) : undefined;
        if (away) return reply.header("Cache-Control", "no-store").redirect(away, 302);
        context.set(serverReads, reads);
      }
      const response = await handle(webRequest(request), context);
      const location = response.headers.get("location");
      if (location) return reply.code(response.status).header("Cache-Control", "no-store").redirect(location, response.status);
      const html = await response.text();
      reply
        .code(response.status)
        .header("Content-Type", "text/html; charset=utf-8")
        // The page's inline scripts (React Router's context and the reads the page was rendered with) differ per answer.
        .header("Content-Security-Policy", serializeCsp(cspDirectives(isProduction, inlineScriptHashes(html))))
        // A person's own data: never kept by a cache, never shown to the next person on a shared computer.
        .header("Cache-Control", "no-store")
        .header("Vary", "Accept-Encoding, Cookie");
      if (request.method === "HEAD") return reply.send();
      const encoding = acceptedEncoding(request.headers);
      if (encoding === "br") {
        const body = await brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header("Content-Encoding", "br").send(body);
      }
      if (encoding === "gzip") return reply.header("Content-Encoding", "gzip").send(await gzipped(html));
      return reply.send(html);
    },
  };
}
