import { PageHeading } from "~/components/layout/page-heading";
import { TeacherAnalytics } from "~/features/learning/insights/analytics-screen";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /teacher/analytics: a class's trends over the term, week by week. */
export default function TeacherAnalyticsPage() {
  const t = useT();
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("insights.analytics.page.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TeacherAnalytics />
      </div>
    </>
  );
}
