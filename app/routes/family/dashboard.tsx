import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { ChildrenSignIn } from "~/features/family/children-sign-in";
import { FamilyDashboard } from "~/features/family/family-dashboard";
import { FamilyChildren } from "~/features/learning/homes/family-children";
import { FamilyRewards } from "~/features/learning/rewards/child-rewards";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// Attendance loads with the page, not in the route manifest every page downloads.
const FamilyAttendanceCard = lazy(() => import("~/features/learning/attendance/family-attendance").then((m) => ({ default: m.FamilyAttendanceCard })));

/** /parent and /enhanced-parent-portal: the family's children and their days, then applications and tour bookings. */
export default function FamilyDashboardPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("family.page.dashboardLead")} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
        <FamilyChildren />
        <Suspense fallback={<LoadingScreen label={t("family.page.loadingAttendance")} className="min-h-24" />}>
          <FamilyAttendanceCard />
        </Suspense>
        <FamilyRewards />
        <ChildrenSignIn />
        <FamilyDashboard />
      </div>
    </>
  );
}
