import { PageHeading } from "~/components/layout/page-heading";
import { StudentPortfolio } from "~/features/learning/progress/student-portfolio";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /student/portfolio: the child's own portfolio: what is in it, and sent-in work to add. */
export default function StudentPortfolioPage() {
  const title = useCurrentRoute()?.title ?? "My Portfolio";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="Keep the work you are proud of. Your teacher looks at it, then your family can see it." />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <StudentPortfolio />
      </div>
    </>
  );
}
