import { StudentHome } from "~/features/learning/homes/student-home";
import { StudentRewards } from "~/features/learning/rewards/child-rewards";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/**
 * /student and /student-portal: the child's home. The page's heading is for assistive technology;
 * what a child sees first is their name, their picture and today's classes.
 */
export default function StudentHomePage() {
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="sr-only">{title}</h1>
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
        <StudentHome />
        <StudentRewards />
      </div>
    </>
  );
}
