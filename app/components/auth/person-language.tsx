import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { invalidate } from "~/lib/api-queries";
import { useUser } from "~/lib/auth";
import { LanguageProvider } from "~/lib/i18n";
import { CATALOGUES } from "#common/i18n/catalogues";
import { DEFAULT_LANGUAGE } from "#common/i18n/languages";
import { currentUser } from "#common/api/user";

/**
 * The signed-in person's language (their setting, GET /api/user) for every guarded page under it, and
 * on the html element for screen readers and hyphenation. The sign-in answer does not carry it, so a
 * user without it is read again once (as LearnerPreferences does).
 */
export function PersonLanguage({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { data: user } = useUser();
  const missing = Boolean(user) && user?.language === undefined;
  const language = user?.language ?? DEFAULT_LANGUAGE;

  useEffect(() => {
    if (missing) void invalidate(client, currentUser);
  }, [missing, client]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <LanguageProvider language={language} messages={CATALOGUES[language]}>
      {children}
    </LanguageProvider>
  );
}
