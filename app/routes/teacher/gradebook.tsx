import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads (its
// imports would be listed there: tests/e2e/page-weight.test.ts).
const GradebookScreen = lazy(() => import("~/features/learning/gradebook/gradebook-screen").then((m) => ({ default: m.GradebookScreen })));

/** /teacher/gradebook: children × work with the marking view, the standards view and the CSV. */
export default function TeacherGradebookPage() {
  const t = useT();
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("gradebook.page.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label={t("gradebook.loading")} className="min-h-48" />}>
          <GradebookScreen />
        </Suspense>
      </div>
    </>
  );
}
