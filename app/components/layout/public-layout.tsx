import { Outlet, useLocation } from "react-router";
import { CATALOGUES } from "#common/i18n/catalogues";
import { languageOfPath } from "#common/i18n/public-paths";
import { LanguageProvider } from "~/lib/i18n";
import { MAIN_CONTENT_ID } from "./skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export default function PublicLayout() {
  // The language is the address's: "/es/tuition" is the Spanish tuition page.
  const language = languageOfPath(useLocation().pathname);
  return (
    <LanguageProvider language={language} messages={CATALOGUES[language]}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </LanguageProvider>
  );
}
