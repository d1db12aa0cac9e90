import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const AttendanceScreen = lazy(() => import("~/features/learning/attendance/attendance-screen").then((m) => ({ default: m.AttendanceScreen })));

/** /teacher/attendance-reports: taking a session's attendance, and the reports with their CSV. */
export default function TeacherAttendancePage() {
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading
        title={title}
        lead="Each session's attendance from the live room, with your corrections and the families' absence notes, and attendance over a term for a class or a child."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading..." className="min-h-48" />}>
          <AttendanceScreen />
        </Suspense>
      </div>
    </>
  );
}
