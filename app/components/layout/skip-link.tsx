import { useT } from "~/lib/i18n";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of every page; the target <main> has tabIndex -1 so focus lands on it. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-foreground"
    >
      {t("site.skipLink")}
    </a>
  );
}
