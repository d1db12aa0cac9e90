import { PageHeading } from "~/components/layout/page-heading";
import { ApplicationFlow } from "~/features/application/application-flow";
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
  return (
    <>
      <PageHeading
        eyebrow="Admissions"
        title="Apply to the school"
        lead="Tell us about your child and your family in one form, for kindergarten through grade 6. We review every application and contact you within 2-3 business days."
      />
      <ApplicationFlow />
    </>
  );
}
