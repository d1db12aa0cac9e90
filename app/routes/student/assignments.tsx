import { lazy, Suspense } from "react";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const StudentWorkList = lazy(() => import("~/features/learning/work/student-work-list").then((m) => ({ default: m.StudentWorkList })));

/** /student/assignments: the child's work, what is due soonest first, what was sent in, what came back. */
export default function StudentAssignmentsPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="break-words text-3xl font-bold sm:text-4xl">{title}</h1>
        <Suspense fallback={<LoadingScreen label={t("child.loading")} className="min-h-48" />}>
          <StudentWorkList />
        </Suspense>
      </div>
    </>
  );
}
