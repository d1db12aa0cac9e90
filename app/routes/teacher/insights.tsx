import { PageHeading } from "~/components/layout/page-heading";
import { TeacherInsights } from "~/features/learning/insights/insights-screen";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /teacher/insights: a class now: who needs attention and why, missing and late work, mastery per standard. */
export default function TeacherInsightsPage() {
  const t = useT();
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("insights.page.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TeacherInsights />
      </div>
    </>
  );
}
