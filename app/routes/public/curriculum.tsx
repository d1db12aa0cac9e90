import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Academics",
    description: "A full K-6 curriculum aligned with U.S. state standards, Common Core ELA and math and NGSS science, with specials, social-emotional learning and differentiated support.",
    keywords: ["K-6 curriculum", "Common Core", "NGSS", "online elementary curriculum"],
    canonical: "/curriculum",
  });

export default function Page() {
  return <PageHeading title="Academics" lead="A full K-6 curriculum aligned with U.S. state standards, Common Core and NGSS." />;
}
