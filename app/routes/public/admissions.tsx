import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Admissions",
    description: "Rolling admissions with monthly start dates: inquire or book a tour, submit an application, a readiness conversation, then placement and orientation.",
    keywords: ["admissions", "apply online school", "rolling admissions"],
    canonical: "/admissions",
  });

export default function Page() {
  return <PageHeading title="Admissions" lead="Rolling admissions with monthly start dates and a quick two-week application process." />;
}
