import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const LiveScreen = lazy(() => import("~/features/learning/live/live-screen").then((m) => ({ default: m.LiveScreen })));

/** /video-session/:sessionId: a class's live session with its waiting room and the teacher's controls. */
export default function VideoSessionPage() {
  const title = useRouteTitle();
  const { sessionId = "" } = useParams();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="A live class with your teacher. Children wait in the waiting room until their teacher lets them in." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading..." className="min-h-48" />}>
          <LiveScreen sessionId={sessionId} />
        </Suspense>
      </div>
    </>
  );
}
