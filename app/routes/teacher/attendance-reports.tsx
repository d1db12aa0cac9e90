import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const AttendanceScreen = lazy(() => import("~/features/learning/attendance/attendance-screen").then((m) => ({ default: m.AttendanceScreen })));

/** /teacher/attendance-reports: taking a session's attendance, and the reports with their CSV. */
export default function TeacherAttendancePage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("teaching.attendance.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label={t("teaching.attendance.loading")} className="min-h-48" />}>
          <AttendanceScreen />
        </Suspense>
      </div>
    </>
  );
}
