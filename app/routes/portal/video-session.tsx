import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";
import { useBrowserValue } from "~/lib/use-browser-value";

// The screen's code loads with the page, not in the route manifest every page downloads.
const LiveScreen = lazy(() => import("~/features/learning/live/live-screen").then((m) => ({ default: m.LiveScreen })));

/** /video-session/:sessionId: a class's live session with its waiting room and the teacher's controls. */
export default function VideoSessionPage() {
  const title = useRouteTitle();
  const { sessionId = "" } = useParams();
  // The live room is drawn in the browser only, once the page is live (as before decision 0029): its
  // controls act on cameras and the media server, and a press made on a server-drawn room before it
  // hydrated left the teacher's class unopened (npm run bench -- live: no video in any room).
  const live = useBrowserValue(() => true, false);
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="A live class with your teacher. Children wait in the waiting room until their teacher lets them in." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading..." className="min-h-48" />}>
          {live ? <LiveScreen sessionId={sessionId} /> : <LoadingScreen label="Loading..." className="min-h-48" />}
        </Suspense>
      </div>
    </>
  );
}
