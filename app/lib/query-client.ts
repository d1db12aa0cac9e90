import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

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

let browserClient: QueryClient | undefined;

/**
 * The page's one data cache in the browser, shared by every screen that provides it, so what one
 * screen learnt (the signed-in user, say) is still known after a navigation to the next. Outside a
 * browser (prerendering) every call gets a fresh client, so nothing leaks between renders.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
