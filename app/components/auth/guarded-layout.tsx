import { Outlet } from "react-router";
import { signedIn as englishSignedIn } from "#common/i18n/en/signed-in";
import { addMessages } from "#common/i18n/messages";
import { AppShell } from "~/components/layout/app-shell";
import { useCurrentRoute } from "~/lib/current-route";
import { AccountBar } from "./account-bar";
import { LearnerPreferences } from "./learner-preferences";
import { PersonLanguage } from "./person-language";
import { PortalNav } from "./portal-nav";
import { ProtectedRoute } from "./protected-route";
import { SessionWatch } from "./session-watch";

// The signed-in screens' English texts come with this layout; another language's, with PersonLanguage.
addMessages("en", englishSignedIn);

/**
 * Wraps every guarded route of the route table in the guard with that route's roles, under a bar
 * with the signed-in user and Sign out and the role's navigation; the session ends here after
 * inactivity (SessionWatch). A child's accessibility preferences apply on every page here (LearnerPreferences).
 */
export default function GuardedLayout() {
  const entry = useCurrentRoute();
  return (
    <AppShell>
      <PersonLanguage>
        <SessionWatch />
        <LearnerPreferences />
        <AccountBar />
        <PortalNav />
        <ProtectedRoute roles={entry?.roles}>
          <Outlet />
        </ProtectedRoute>
      </PersonLanguage>
    </AppShell>
  );
}
