import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { ChildrenSignIn } from "~/features/family/children-sign-in";
import { FamilyDashboard } from "~/features/family/family-dashboard";
import { FamilyHomeTop, FamilyMore } from "~/features/learning/homes/family-home";
import { FamilyChildren } from "~/features/learning/homes/family-children";
import { FamilyRewards } from "~/features/learning/rewards/child-rewards";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// Attendance loads with the page, not in the route manifest every page downloads.
const FamilyAttendanceCard = lazy(() => import("~/features/learning/attendance/family-attendance").then((m) => ({ default: m.FamilyAttendanceCard })));

/**
 * /parent and /enhanced-parent-portal, in the order a parent reads them (issue 33): today for each
 * child and their recent work first, then, folded on a phone, the week's classes, attendance, badges,
 * the children's sign-in, and the family's applications and tour bookings.
 */
export default function FamilyDashboardPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("family.page.dashboardLead")} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:px-6 sm:py-10 lg:space-y-12 lg:px-8">
        <FamilyHomeTop />
        <FamilyMore>
          <FamilyChildren />
          <Suspense fallback={<LoadingScreen label={t("family.page.loadingAttendance")} className="min-h-24" />}>
            <FamilyAttendanceCard />
          </Suspense>
          <FamilyRewards />
          <ChildrenSignIn />
          <FamilyDashboard />
        </FamilyMore>
      </div>
    </>
  );
}
