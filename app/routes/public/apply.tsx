import { PageHeading } from "~/components/layout/page-heading";
import { pageMeta } from "~/lib/seo";

// /apply and /application show the same page; /apply is the canonical address.
export const meta = () =>
  pageMeta({
    title: "Apply to the school",
    description: "Apply online for kindergarten through grade 6. We review every application and contact you within 2-3 business days.",
    keywords: ["apply", "admission application", "enroll online school"],
    canonical: "/apply",
  });

export default function Apply() {
  return <PageHeading title="Apply to the school" lead="We'll review your application and contact you within 2-3 business days." />;
}
