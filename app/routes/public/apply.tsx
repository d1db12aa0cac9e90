import { PageHeading } from "~/components/layout/page-heading";
import { Container } from "~/components/ui/section";
import { AdmissionsContact, AfterYouApply, BeforeYouBegin } from "~/features/application/application-guide";
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
      <Container className="py-10 sm:py-14">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="lg:col-start-2 lg:row-start-1">
            <BeforeYouBegin />
          </div>
          <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <ApplicationFlow />
          </div>
          <div className="space-y-6 lg:col-start-2 lg:row-start-2">
            <AfterYouApply />
            <AdmissionsContact />
          </div>
        </div>
      </Container>
    </>
  );
}
