import { useEffect, type ReactNode } from "react";
import { viewerTimeZone } from "#common/time-zone";
import { rememberViewerZone } from "~/lib/viewer-zone";
import { Brand } from "./brand";
import { QueryProvider } from "./query-provider";
import { MAIN_CONTENT_ID } from "./skip-link";
import { ReadingFontToggle } from "./reading-font-toggle";
import { ThemeToggle } from "./theme-toggle";

/**
 * The slim frame of pages outside the public layout: sign-in, recovery and the portals. These are
 * the screens that read and write server data, so the frame provides TanStack Query. The server renders
 * them per request (app/entry.server.tsx).
 */
export function AppShell({ children }: { children: ReactNode }) {
  // The server renders the next page's times in this zone (app/lib/viewer-zone.ts).
  useEffect(() => rememberViewerZone(viewerTimeZone()), []);
  return (
    <QueryProvider>
      <div className="flex min-h-screen flex-col">
        <header className="border-b">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
            <Brand />
            <div className="flex items-center gap-1">
              <ReadingFontToggle />
              <ThemeToggle />
            </div>
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
      </div>
    </QueryProvider>
  );
}
