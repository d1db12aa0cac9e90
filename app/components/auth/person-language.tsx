import { useEffect, type ReactNode } from "react";
import { useUser } from "~/lib/auth";
import { LanguageProvider } from "~/lib/i18n";
import { CATALOGUES } from "#common/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "#common/i18n/languages";

/**
 * The signed-in person's language (their setting, GET /api/user) for every guarded page under it, and
 * on the html element for screen readers and hyphenation. The sign-in answer does not carry it (the
 * spec fixes that answer), so right after signing in the pages are in English until the user is read
 * again; reading it again at once would cost every sign-in a request.
 */
export function PersonLanguage({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  const language = user?.language ?? DEFAULT_LANGUAGE;

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <LanguageProvider language={language} messages={CATALOGUES[language]}>
      {children}
    </LanguageProvider>
  );
}
