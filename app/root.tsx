import { useEffect, type ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { ErrorScreen } from "./components/layout/error-screen";
import { MAIN_CONTENT_ID, SkipLink } from "./components/layout/skip-link";
import { ThemeProvider } from "./components/layout/theme-provider";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { LoadingScreen } from "./components/ui/spinner";
import { HYDRATED_EVENT } from "./lib/hydration-names";
import { readingFontBootScript } from "./lib/reading-font";
import { themeBootScript } from "./lib/theme";
import { LanguageProvider } from "./lib/i18n";
import { CATALOGUES } from "#common/i18n/catalogues";
import { shell as englishShell } from "#common/i18n/en/shell";
import { DEFAULT_LANGUAGE } from "#common/i18n/languages";
import { addMessages } from "#common/i18n/messages";
import { languageOfPath } from "#common/i18n/public-paths";

// Every screen's own English texts (the header, skip link, form fields). The public layouts add the
// public pages' and Spanish (public-layout-es.tsx); a signed-in person's language is loaded by PersonLanguage.
addMessages("en", englishShell);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/logo.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  // A public page's language is its address's ("/es/..."); the signed-in shell provides the person's.
  // A Spanish sign-in page ("/es/auth") starts from the app shell, which is written in English: until its
  // layout route has loaded the language's texts it is English too, so it hydrates without a mismatch.
  const addressLanguage = languageOfPath(useLocation().pathname);
  const language = Object.keys(CATALOGUES[addressLanguage]).length > 0 ? addressLanguage : DEFAULT_LANGUAGE;
  // The layout's effects run after every other component's: the page is live. A public page's
  // loader (app/lib/hydrate-on-intent.ts) then repeats what the visitor did while it hydrated.
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    // The theme script sets the class before hydration, so the html element may differ from the HTML.
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* With a precedence React writes the stylesheet first in the head, ahead of the script
            preloads, so the one render-blocking request is never queued behind them. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        {/* The first frame waits until the header is parsed: on a slow phone the parser may yield
            after the school's name, which then wraps when the header's buttons arrive (a layout
            shift the e2e suite caught under load). Browsers without rel=expect ignore it. */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <script dangerouslySetInnerHTML={{ __html: readingFontBootScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <LanguageProvider language={language}>
          <SkipLink />
          {children}
        </LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * What every page shares: the theme, tooltips and toasts. TanStack Query is provided by the screens
 * that need it (AppShell) and the toaster downloads on first use, so public pages stay light.
 */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <TooltipProvider>
        {children}
        <LazyToaster />
      </TooltipProvider>
    </ThemeProvider>
  );
}

export default function App() {
  return (
    <Providers>
      <Outlet />
    </Providers>
  );
}

/** What the app shell shows while the browser loads a page that is not prerendered. */
export function HydrateFallback() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
      <LoadingScreen />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Providers>
      <ErrorScreen error={error} />
    </Providers>
  );
}
