import { PageHeading } from "~/components/layout/page-heading";
import { TeacherInsights } from "~/features/learning/insights/insights-screen";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /teacher/insights: a class now: who needs attention and why, missing and late work, mastery per standard. */
export default function TeacherInsightsPage() {
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading
        title={title}
        lead="One class at a glance: children who need attention and the rule behind each flag, attendance, missing and late work, and mastery per standard from returned work."
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TeacherInsights />
      </div>
    </>
  );
}
