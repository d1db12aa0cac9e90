import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const NotificationsScreen = lazy(() => import("~/features/learning/notifications/notifications-screen").then((m) => ({ default: m.NotificationsScreen })));

/** /notifications: every role's notifications, and how they hear of each kind. */
export default function NotificationsPage() {
  const title = useRouteTitle();
  const child = useUser().data?.role === "student";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading
        title={title}
        lead={
          child
            ? "News for you: work back from your teacher, work due tomorrow, badges and messages."
            : "What happened for you, newest and unread first, and how you hear of each kind."
        }
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading..." className="min-h-48" />}>
          <NotificationsScreen />
        </Suspense>
      </div>
    </>
  );
}
