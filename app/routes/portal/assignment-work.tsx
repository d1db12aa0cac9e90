import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads (its
// imports would be listed there: tests/e2e/page-weight.test.ts).
const WorkScreen = lazy(() => import("~/features/learning/work/work-screen").then((m) => ({ default: m.WorkScreen })));

/**
 * /portal/assignments/:id/work: the child's work screen. The page's heading is for assistive
 * technology; what a child sees first is the work's title with its subject's picture.
 */
export default function AssignmentWorkPage() {
  const title = useRouteTitle();
  const { id = "" } = useParams();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="sr-only">{title}</h1>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading..." className="min-h-48" />}>
          <WorkScreen assignmentId={id} />
        </Suspense>
      </div>
    </>
  );
}
