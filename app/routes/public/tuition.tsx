import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Tuition",
    description: "Transparent tuition for grades K-6: annual prices, three equal term payments, 5% off when you pay in full and 10% off for each additional sibling.",
    keywords: ["tuition", "online school cost", "sibling discount"],
    canonical: "/tuition",
  });

export default function Page() {
  return <PageHeading title="Tuition" lead="Annual tuition by grade, paid in three equal terms or in full with a 5% discount." />;
}
