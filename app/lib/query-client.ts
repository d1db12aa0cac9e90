import { hydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { getQueryFn } from "./api";
import { serverRender } from "./server-render";

/** docs/product.md section 7: results never go stale, no retry, no refetch on focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The id of the data block a server-rendered page carries: the reads its HTML was rendered from
 * (app/entry.server.tsx), which the browser's cache starts with, so the page hydrates with the same
 * data and does not read it again.
 */
export const FIRST_READS_ID = "first-reads";

let browserClient: QueryClient | undefined;

function firstReads(): DehydratedState | undefined {
  const block = document.getElementById(FIRST_READS_ID);
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * The page's one data cache in the browser, shared by every screen that provides it, so what one
 * screen learnt (the signed-in user, say) is still known after a navigation to the next. It starts
 * with the reads the server rendered the page from. Outside a browser it is the request's client
 * (a signed-in page rendered on the server) or a fresh one per call, so nothing leaks between renders.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return serverRender()?.client ?? createQueryClient();
  if (!browserClient) {
    browserClient = createQueryClient();
    const reads = firstReads();
    if (reads) hydrate(browserClient, reads);
  }
  return browserClient;
}
