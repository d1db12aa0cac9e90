import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

// Loaded on demand: the route manifest every page downloads then lists only this small module's imports (tests/e2e/page-weight.test.ts).
const MyFiles = lazy(() => import("~/features/learning/files/my-files").then((m) => ({ default: m.MyFiles })));

/** /files: the signed-in person's own files, for every portal role; a child's in simple words. */
export default function FilesPage() {
  const title = useCurrentRoute()?.title ?? "Files";
  const child = useUser().data?.role === "student";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading
        title={title}
        lead={child ? "Your pictures, recordings and work." : "Your own files: what you uploaded and handed in, how much space each takes and where it is used."}
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label="Loading your files..." className="min-h-48" />}>
          <MyFiles child={child} />
        </Suspense>
      </div>
    </>
  );
}
