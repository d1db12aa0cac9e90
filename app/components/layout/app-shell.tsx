import type { ReactNode } from "react";
import { Brand } from "./brand";
import { QueryProvider } from "./query-provider";
import { MAIN_CONTENT_ID } from "./skip-link";
import { ReadingFontToggle } from "./reading-font-toggle";
import { ThemeToggle } from "./theme-toggle";

/**
 * The slim frame of pages outside the public layout: sign-in, recovery and the portals. These are
 * the screens that read and write server data, so the frame provides TanStack Query.
 */
export function AppShell({ children }: { children: ReactNode }) {
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
