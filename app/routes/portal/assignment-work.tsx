import { useParams } from "react-router";
import { WorkScreen } from "~/features/learning/work/work-screen";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/**
 * /portal/assignments/:id/work: the child's work screen. The page's heading is for assistive
 * technology; what a child sees first is the work's title with its subject's picture.
 */
export default function AssignmentWorkPage() {
  const title = useCurrentRoute()?.title ?? "Assignment Work";
  const { id = "" } = useParams();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="sr-only">{title}</h1>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
        <WorkScreen assignmentId={id} />
      </div>
    </>
  );
}
