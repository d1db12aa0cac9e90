import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// The screen's code loads with the page, not in the route manifest every page downloads.
const StudentPortfolio = lazy(() => import("~/features/learning/progress/student-portfolio").then((m) => ({ default: m.StudentPortfolio })));

/** /student/portfolio: the child's own portfolio: what is in it, and sent-in work to add. */
export default function StudentPortfolioPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("child.portfolio.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label={t("child.loading")} className="min-h-48" />}>
          <StudentPortfolio />
        </Suspense>
      </div>
    </>
  );
}
