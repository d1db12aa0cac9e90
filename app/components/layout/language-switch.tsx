import { Languages } from "lucide-react";
import { Link, useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "#common/i18n/languages";
import { localizedPath, splitLocalizedPath } from "#common/i18n/public-paths";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

/**
 * Links to this very page in the other languages, each named in its own language ("Español" on an
 * English page), so a visitor who cannot read the current one still finds theirs.
 */
export function LanguageSwitch({ className, landmark = true }: { className?: string; landmark?: boolean }) {
  const t = useT();
  const location = useLocation();
  const { language, path } = splitLocalizedPath(location.pathname);
  // The header's switch is the "Language" landmark; the footer's repeats it without a second landmark of the same name.
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={landmark ? t("site.language.label") : undefined} className={cn("flex items-center gap-1", className)}>
      <Languages className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
      <ul className="flex items-center gap-1" role="list">
        {LANGUAGES.filter((l) => l !== language).map((l) => (
          <li key={l}>
            <Link
              to={`${localizedPath(path, l)}${location.search}`}
              lang={l}
              hrefLang={l}
              className="inline-flex min-h-11 min-w-11 items-center rounded-md px-2 text-sm font-medium underline-offset-4 hover:underline"
            >
              {LANGUAGE_NAMES[l]}
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
