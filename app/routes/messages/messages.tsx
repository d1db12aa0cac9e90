import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";

// The screen's code loads with the page, not in the route manifest every page downloads.
const MessagesScreen = lazy(() => import("~/features/learning/messages/messages-screen").then((m) => ({ default: m.MessagesScreen })));

/** /messages, /teacher/messages, /parent/messages, /student/messages: one screen, worded for who reads it. */
export default function MessagesPage() {
  const title = useRouteTitle();
  const t = useT();
  const user = useUser();
  const role = user.data?.role;
  const variant = role === "student" ? "child" : inRoleGroup(role, GUARDIAN_ROLES) ? "family" : "staff";
  const lead = t(variant === "child" ? "messages.lead.child" : variant === "family" ? "messages.lead.family" : "messages.lead.staff");
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label={t("ui.loading")} className="min-h-48" />}>
          {role ? <MessagesScreen variant={variant} role={role} /> : <LoadingScreen label={t("ui.loading")} className="min-h-48" />}
        </Suspense>
      </div>
    </>
  );
}
