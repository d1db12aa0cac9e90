import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Daily Life",
    description: "A sample school day from 9:00 to 2:00 Eastern Time with live blocks, a lunch and screen break, clubs and the technology your child needs.",
    keywords: ["online school schedule", "school day", "clubs", "technology requirements"],
    canonical: "/daily-life",
  });

export default function Page() {
  return <PageHeading title="Daily Life" lead="A sample weekday from 9:00 to 2:00 Eastern Time, clubs and the technology your child needs." />;
}
