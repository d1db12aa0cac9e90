/**
 * React Router's server entry, used at build time to prerender the public pages and the app shell
 * (ssr is off: there is no per-request rendering). It is the framework's default entry with two
 * changes: it always waits for the whole document (prerendering and the SPA fallback are static),
 * and it rewrites pages of the public layout so they hydrate on the visitor's first sign of intent
 * instead of at load (app/lib/hydrate-on-intent.ts, docs/decisions/0017).
 */
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { deferHydration } from "./lib/hydrate-on-intent";

export const streamTimeout = 5_000;

/** The route every public page (and the not-found page) renders in: see app/routes.ts. */
const PUBLIC_LAYOUT_ID = "components/layout/public-layout";

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The SPA fallback (sign-in, portals) renders only the root but matches the public layout's
  // not-found route: it always hydrates at load.
  const deferred = !routerContext.isSpaMode && routerContext.staticHandlerContext.matches.some((match) => match.route.id === PUBLIC_LAYOUT_ID);

  return new Promise<Response>((resolve, reject) => {
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
        try {
          const html = Buffer.concat(chunks).toString("utf8");
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(deferred ? deferHydration(html) : html, { headers: responseHeaders, status }));
          callback();
        } catch (error) {
          reject(error);
          callback(error as Error);
        }
      },
    });

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
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
