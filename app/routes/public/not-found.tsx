import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useLanguage, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import { DEFAULT_LANGUAGE } from "#common/i18n/languages";
import { localizedPath, splitLocalizedPath } from "#common/i18n/public-paths";
import type { Route } from "./+types/not-found";

/**
 * Prerendered once at NOT_FOUND_PRERENDER_PATH (docs/decisions/0002); the server writes the requested
 * path into the canonical and og:url tags when it serves the page, and in the browser the same
 * address comes from the location, so both agree.
 */
export const meta = ({ location }: Route.MetaArgs) =>
  localizedMeta(location.pathname, (t, language) => ({
    title: t("notFound.title"),
    description: t("notFound.description"),
    // localizedMeta puts the language's prefix back on, so it gets the path without it; an English path is kept exactly as asked.
    canonical: language === DEFAULT_LANGUAGE ? location.pathname : splitLocalizedPath(location.pathname).path,
    noIndex: true,
  }));

export default function NotFound() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.description")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={localizedPath("/", language)}>{t("notFound.goHome")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={localizedPath("/contact", language)}>{t("notFound.contact")}</Link>
        </Button>
      </div>
    </section>
  );
}
