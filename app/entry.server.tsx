/**
 * React Router's server entry: it prerenders the public pages at build time and renders every other
 * page (sign-in, the portals) per request (docs/decisions/0029). It is the framework's default entry with
 * three changes: it always waits for the whole document; it rewrites the pages so that their scripts
 * load only after the content (app/lib/hydrate-on-intent.ts): a public page hydrates on the visitor's
 * first sign of intent (docs/decisions/0017), any other right after its first paint; and a page
 * rendered per request is rendered with the data of the person asking (signed in, or not on a page
 * that is not guarded):
 * the reads its screens make are made on the server (in the same process, as that person:
 * `serverReads`, given by server/plugins/rendered-pages.ts), the page is rendered again until no
 * screen waits for a read, and the reads go with the HTML so the browser's cache starts with them.
 */
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { createContext, RouterContextProvider, ServerRouter } from "react-router";
import { USER_QUERY_KEY, type User } from "./lib/auth";
import { deferHydration, hydrateAfterFirstPaintScript, hydrateOnIntentScript } from "./lib/hydrate-on-intent";
import { createQueryClient, FIRST_READS_ID } from "./lib/query-client";
import { provideServerRender, type ServerRender } from "./lib/server-render";
import { RENDERED_AT_ATTRIBUTE } from "./lib/use-now";
import { VIEWER_ZONE_ATTRIBUTE } from "./lib/viewer-zone";

export const streamTimeout = 5_000;

/** The route every public page (and the not-found page) renders in: see app/routes.ts. */
const PUBLIC_LAYOUT_ID = "components/layout/public-layout";

/**
 * What the server gives a page's render (server/plugins/rendered-pages.ts): how it reads the API as
 * the person asking (the child's home read → its answer; the user → nobody, when signed out), and the
 * zone their browser last said it is in. Null when prerendering and for a guarded page asked for
 * without a session.
 */
export const serverReads = createContext<ServerReads | null>(null);

type ServerReads = Omit<ServerRender, "client" | "renderedAt">;

/**
 * Renders after which a screen may still wait for a read: each render finds the reads the screens
 * it reached make (one screen's answer may open the next, as a family's children open each child's
 * day), and they are made before the next.
 */
const MAX_RENDERS = 5;

const rendering = new AsyncLocalStorage<ServerRender>();
provideServerRender(() => rendering.getStore());

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const publicPage = routerContext.staticHandlerContext.matches.some((match) => match.route.id === PUBLIC_LAYOUT_ID);
  const reads = loadContext instanceof RouterContextProvider ? loadContext.get(serverReads) : null;
  const { html, status } = reads
    ? await renderWithReads(routerContext, request.url, responseStatusCode, reads)
    : await renderDocument(routerContext, request.url, responseStatusCode);
  responseHeaders.set("Content-Type", "text/html");
  const loader = publicPage ? hydrateOnIntentScript : hydrateAfterFirstPaintScript;
  return new Response(deferHydration(html, loader, reads?.moduleImports), { headers: responseHeaders, status });
}

/** Reads that a render reached and that nothing has started: a screen waits for them. */
function waitingReads(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const enabled = (query.options as { enabled?: unknown }).enabled;
      const off = typeof enabled === "function" ? enabled(query) === false : enabled === false;
      return !off && query.state.status === "pending" && query.state.fetchStatus === "idle";
    });
}

async function renderWithReads(routerContext: EntryContext, url: string, status: number, reads: ServerReads) {
  const client = createQueryClient();
  const renderedAt = Date.now();
  return rendering.run({ ...reads, client, renderedAt }, async () => {
    // React Router's data stream can be read once, by the page sent; the renders before it go without.
    const trial = { ...routerContext, serverHandoffStream: undefined };
    for (let render = 1; render < MAX_RENDERS; render++) {
      await renderDocument(trial, url, status);
      const waiting = waitingReads(client);
      if (waiting.length === 0) break;
      // A read that fails is shown as the browser shows it: the page reads it again there.
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    // Only answers go with the page: what failed or was not read renders as waiting, in the HTML as in the browser.
    client.removeQueries({ predicate: (query) => query.state.status !== "success" });
    const page = await renderDocument(routerContext, url, status);
    const answers = JSON.stringify(dehydrate(client)).replace(/</g, "\\u003c");
    // A data block, never run: the page's content security policy needs no hash for it.
    const block = `<script type="application/json" id="${FIRST_READS_ID}">${answers}</script>`;
    return { html: withDocumentAttributes(page.html.replace("</head>", `${block}</head>`), client, reads, renderedAt), status: page.status };
  });
}

/**
 * The document's language is its address's when the root renders it (app/root.tsx); a signed-in
 * page is in the person's (PersonLanguage sets it in the browser), so screen readers and
 * hyphenation have it from the first paint, and the files of its texts are among the page's module
 * preloads (server/plugins/text-files.ts). The page also says which zone its times are in
 * (app/lib/viewer-zone.ts) and the time it was rendered at (app/lib/use-now.ts).
 */
function withDocumentAttributes(html: string, client: QueryClient, reads: ServerReads, renderedAt: number) {
  const language = client.getQueryData<User | null>(USER_QUERY_KEY)?.language;
  const zone = reads.viewerZone ? ` ${VIEWER_ZONE_ATTRIBUTE}="${reads.viewerZone.replace(/[^\w/+-]/g, "")}"` : "";
  const time = ` ${RENDERED_AT_ATTRIBUTE}="${renderedAt}"`;
  const texts = (language ? (reads.textFiles[language] ?? []) : [])
    .filter((file) => !html.includes(`"${file}"`))
    .map((file) => `<link rel="modulepreload" href="${file}"/>`)
    .join("");
  return html
    .replace(/^(<!DOCTYPE html><html lang=")([a-z-]+)"/, (_, start: string, lang: string) => `${start}${language ?? lang}"${zone}${time}`)
    .replace("</head>", () => `${texts}</head>`);
}

/** The whole document, once every part of it has rendered. */
function renderDocument(routerContext: EntryContext, url: string, responseStatusCode: number) {
  return new Promise<{ html: string; status: number }>((resolve, reject) => {
    let status = responseStatusCode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        resolve({ html: Buffer.concat(chunks).toString("utf8"), status });
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={url} />, {
      // The document is sent whole: a large part is written in its place, not after the rest in a
      // hidden block that a script moves in later (React's default beyond 12,800 bytes), so the
      // content paints as it is parsed.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
