import { PageHeading } from "~/components/layout/page-heading";
import { GradebookScreen } from "~/features/learning/gradebook/gradebook-screen";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /teacher/gradebook: children × work with the marking view, the standards view and the CSV. */
export default function TeacherGradebookPage() {
  const title = useCurrentRoute()?.title ?? "Gradebook";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Every child's work in a class, marked with the rubric and returned to the child and family, and each child's mastery of the standards." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <GradebookScreen />
      </div>
    </>
  );
}
