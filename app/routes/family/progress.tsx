import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const FamilyAttendanceSection = lazy(() => import("~/features/learning/attendance/family-attendance").then((m) => ({ default: m.FamilyAttendanceSection })));
const FamilyProgress = lazy(() => import("~/features/learning/progress/family-progress").then((m) => ({ default: m.FamilyProgress })));

/** /parent/progress: each child's mastery per standard with the evidence, upcoming and missing work, report cards and portfolio. */
export default function FamilyProgressPage() {
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading
        title={title}
        lead="What your child's returned work shows, standard by standard, with the teacher's comments; what is coming up or missing; report cards and the portfolio; and attendance, class by class."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading..." className="min-h-48" />}>
          <FamilyProgress />
        </Suspense>
        <Suspense fallback={<LoadingScreen label="Loading attendance..." className="min-h-24" />}>
          <div className="mt-12">
            <FamilyAttendanceSection />
          </div>
        </Suspense>
      </div>
    </>
  );
}
