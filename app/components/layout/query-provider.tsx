import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { getQueryClient } from "~/lib/query-client";

/**
 * TanStack Query for the screens that talk to the API. It is provided by the screens that need it
 * (AppShell: sign-in, recovery and the portals; a public page's form may wrap itself in it too),
 * not by the root, so the prerendered public pages do not download the query library. Every
 * provider shares the page's one client (getQueryClient).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
