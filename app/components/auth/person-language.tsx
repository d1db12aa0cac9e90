import { Suspense, use, useEffect, type ReactNode } from "react";
import { useUser } from "~/lib/auth";
import { loadSignedInTexts, loadStaffTexts } from "~/lib/catalogue-loader";
import { inRoleGroup, TEACHER_ROLES } from "#common/roles";
import { LanguageProvider } from "~/lib/i18n";
import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import { LoadingScreen } from "~/components/ui/spinner";

/**
 * The signed-in person's language (their setting: GET /api/user and the sign-in answer carry it) for
 * every guarded page under it, and on the html element for screen readers and hyphenation.
 */
export function PersonLanguage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <UserLanguage>{children}</UserLanguage>
    </Suspense>
  );
}

/**
 * The user is read inside the boundary, not above it. React hydrates a boundary's content after the
 * part above it, whose effects have run by then: a read started there (a page rendered before anyone
 * is known, docs/decisions/0029) could be answered first, and the guard below would render its
 * redirect where the HTML has "Loading...": React then throws the HTML away (error 418).
 */
function UserLanguage({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  return (
    <InLanguage language={user?.language ?? DEFAULT_LANGUAGE} staff={inRoleGroup(user?.role, TEACHER_ROLES)}>
      {children}
    </InLanguage>
  );
}

/**
 * Waits for the language's texts the first time it is asked for (and, for staff, their screens' texts);
 * if they cannot be downloaded, stays in English.
 */
function InLanguage({ language, staff, children }: { language: Language; staff: boolean; children: ReactNode }) {
  // English (DEFAULT_LANGUAGE) is loaded with the root and the guarded layout.
  const loaded = language === "en" || use(loadSignedInTexts(language));
  const shown = loaded ? language : DEFAULT_LANGUAGE;
  // Staff screens' texts come in English with the reader's language (one download either way).
  if (staff) use(loadStaffTexts(shown));
  useEffect(() => {
    // Written only when it changes (the server renders the person's language): the browser restyles
    // the whole page when the language is set, even to the one it has (30 ms on a phone).
    if (document.documentElement.lang !== shown) document.documentElement.lang = shown;
  }, [shown]);
  return <LanguageProvider language={shown}>{children}</LanguageProvider>;
}
