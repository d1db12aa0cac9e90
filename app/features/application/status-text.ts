import { useCallback } from "react";
import { useLanguage, useT } from "~/lib/i18n";
import { LOCALES } from "#common/i18n/languages";

/** docs/product.md section 4: the status as returned, underscores replaced by spaces, in capitals. */
export function formatStatus(status: string, locale = LOCALES.en) {
  return status.replace(/_/g, " ").toLocaleUpperCase(locale);
}

/** formatStatus in the page's language: English shows the status as returned, another language its name for it. */
export function useFormatStatus() {
  const t = useT();
  const language = useLanguage();
  return useCallback((status: string) => formatStatus(t("application.status", { status }), LOCALES[language]), [t, language]);
}
