import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description: "Teach from anywhere: remote, full-time positions for certified teachers and staff at an accredited online elementary school.",
    keywords: ["teaching jobs", "remote teacher jobs", "online school careers"],
    canonical: "/careers",
  });

export default function Page() {
  return <PageHeading title="Careers" lead="Remote, full-time positions for certified teachers and school staff." />;
}
