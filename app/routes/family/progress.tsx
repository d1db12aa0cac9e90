import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const FamilyAttendanceSection = lazy(() => import("~/features/learning/attendance/family-attendance").then((m) => ({ default: m.FamilyAttendanceSection })));
const FamilyProgress = lazy(() => import("~/features/learning/progress/family-progress").then((m) => ({ default: m.FamilyProgress })));

/** /parent/progress: each child's mastery per standard with the evidence, upcoming and missing work, report cards and portfolio. */
export default function FamilyProgressPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("family.page.progressLead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label={t("family.page.loading")} className="min-h-48" />}>
          <FamilyProgress />
        </Suspense>
        <Suspense fallback={<LoadingScreen label={t("family.page.loadingAttendance")} className="min-h-24" />}>
          <div className="mt-12">
            <FamilyAttendanceSection />
          </div>
        </Suspense>
      </div>
    </>
  );
}
