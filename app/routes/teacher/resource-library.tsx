import { PageHeading } from "~/components/layout/page-heading";
import { ResourceLibrary } from "~/features/learning/library/resource-library";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /teacher/resource-library: files and links in folders, the teacher's own and the school's. */
export default function ResourceLibraryPage() {
  const title = useCurrentRoute()?.title ?? "Resource Library";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Files and links for your lessons, in folders: your own, or shared with every teacher. Attach them to assignments on Content." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ResourceLibrary />
      </div>
    </>
  );
}
