import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: "Why families choose our accredited online elementary school: live certified U.S. teachers, small classes, personalized learning and a safe, moderated environment.",
    keywords: ["about us", "online school safety", "certified teachers"],
    canonical: "/our-school",
  });

export default function Page() {
  return <PageHeading title="About Us" lead="Live teachers, small classes and a safe, moderated online environment for grades K-6." />;
}
