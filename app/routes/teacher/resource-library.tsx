import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// Loaded on demand: the route manifest every page downloads then lists only this small module's imports (tests/e2e/page-weight.test.ts).
const ResourceLibrary = lazy(() => import("~/features/learning/library/resource-library").then((m) => ({ default: m.ResourceLibrary })));

/** /teacher/resource-library: files and links in folders, the teacher's own and the school's. */
export default function ResourceLibraryPage() {
  const title = useCurrentRoute()?.title ?? "Resource Library";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Files and links for your lessons, in folders: your own, or shared with every teacher. Attach them to assignments on Content." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading the library..." className="min-h-48" />}>
          <ResourceLibrary />
        </Suspense>
      </div>
    </>
  );
}
