import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useUser } from "~/lib/auth";
import { useCurrentRoute, useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/*
 * Two file screens, one route module (each route module costs every page an entry in the route
 * manifest, tests/e2e/page-weight.test.ts, as routes/calendar/calendar.tsx): /files, a person's own
 * files, for every portal role, and /teacher/resource-library, the teachers' library. Each screen's
 * code loads on demand.
 */
const MyFiles = lazy(() => import("~/features/learning/files/my-files").then((m) => ({ default: m.MyFiles })));
const ResourceLibrary = lazy(() => import("~/features/learning/library/resource-library").then((m) => ({ default: m.ResourceLibrary })));

export default function FilesPage() {
  const route = useCurrentRoute();
  const child = useUser().data?.role === "student";
  const library = route?.path === "/teacher/resource-library";
  const title = useRouteTitle();
  const lead = library
    ? "Files and links for your lessons, in folders: your own, or shared with every teacher. Attach them to your assignments."
    : child
      ? "Your pictures, recordings and work."
      : "Your own files: what you uploaded and handed in, how much space each takes and where it is used.";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={lead} />
      <div className={library ? "mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" : "mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8"}>
        <Suspense fallback={<LoadingScreen label="Loading..." className="min-h-48" />}>{library ? <ResourceLibrary /> : <MyFiles child={child} />}</Suspense>
      </div>
    </>
  );
}
