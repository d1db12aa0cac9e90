import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { TeacherAnalytics } from "~/features/learning/insights/analytics-screen";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// The class's attendance (issue 18) loads with the page, not in the route manifest every page downloads.
const ClassAttendanceTrend = lazy(() => import("~/features/learning/attendance/class-attendance").then((m) => ({ default: m.ClassAttendanceTrend })));

/** /teacher/analytics: a class's trends over the term, week by week. */
export default function TeacherAnalyticsPage() {
  const title = useCurrentRoute()?.title ?? "Analytics";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="One class over the term, week by week: work handed in on time, attendance, days to return work, and mastery per subject." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TeacherAnalytics
          attendance={(range) => (
            <Suspense fallback={<LoadingScreen label="Loading attendance..." className="min-h-24" />}>
              <ClassAttendanceTrend {...range} />
            </Suspense>
          )}
        />
      </div>
    </>
  );
}
