import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: "Call, email or write to our admissions team, or book a live virtual tour of the school. Office hours Mon-Fri, 8 AM - 6 PM EST.",
    keywords: ["contact", "virtual tour", "admissions office"],
    canonical: "/contact",
  });

export default function Page() {
  return <PageHeading title="Contact Us" lead="Reach our admissions team or book a live virtual tour." />;
}
