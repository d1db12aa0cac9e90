import { PageHeading } from "~/components/layout/page-heading";
import { StudentProfileScreen } from "~/features/learning/profile/student-profile";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /student/profile (students; staff see a note): the child's name, picture and accessibility helpers. */
export default function StudentProfilePage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("child.profile.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <StudentProfileScreen />
      </div>
    </>
  );
}
