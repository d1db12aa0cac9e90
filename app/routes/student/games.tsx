import { lazy, Suspense } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { LoadingScreen } from "~/components/ui/spinner";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

// The games' code loads with the page, not in the route manifest every page downloads.
const ChildGames = lazy(() => import("~/features/learning/games/child-games").then((m) => ({ default: m.ChildGames })));

/** /student/games: the learning games (issue 34): the teacher's assigned games first, every game, a round. */
export default function StudentGamesPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("games.page.lead")} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen label={t("games.loading")} className="min-h-48" />}>
          <ChildGames />
        </Suspense>
      </div>
    </>
  );
}
