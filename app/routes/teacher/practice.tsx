import { PageHeading } from "~/components/layout/page-heading";
import { ClassPractice } from "~/features/learning/games/class-practice";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /teacher/practice: a class's practice in the learning games per child and standard, and the games assigned (issue 34). */
export default function TeacherPracticePage() {
  const t = useT();
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("practice.page.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ClassPractice />
      </div>
    </>
  );
}
