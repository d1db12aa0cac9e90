import { PageHeading } from "~/components/layout/page-heading";
import { TeacherHome } from "~/features/learning/homes/teacher-home";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /teacher and /enhanced-teacher-portal: today's sessions, the week ahead, what needs attention, the classes. */
export default function TeacherHomePage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("teaching.home.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <TeacherHome />
      </div>
    </>
  );
}
