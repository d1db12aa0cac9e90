import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/**
 * The screen's code loads when the page renders: the route manifest every page downloads (public
 * pages too, under their JavaScript budget) then lists only this module's few imports.
 */
const TeacherAssignments = lazy(() => import("~/features/learning/assignments/teacher-assignments").then((m) => ({ default: m.TeacherAssignments })));

/** /teacher/content: each class's lessons and assignments, and the editor for one of them. */
export default function TeacherContentPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("assignments.page.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen className="min-h-48" />}>
          <TeacherAssignments />
        </Suspense>
      </div>
    </>
  );
}
