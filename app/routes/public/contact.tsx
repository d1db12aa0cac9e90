import { PageHeading } from "~/components/layout/page-heading";
import { Container } from "~/components/ui/section";
import { CareersBenefits } from "~/features/contact/careers-benefits";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactTabs } from "~/features/contact/contact-tabs";
import { useScrollToSectionParam } from "~/features/contact/use-scroll-to-section";
import { TourForm } from "~/features/tour/tour-form";
import { pageMeta } from "~/lib/seo";
import { school } from "#common/school";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: `Call, email or write to our admissions team, or book a live virtual tour of the school. Office hours ${school.officeHours}.`,
    keywords: ["contact", "virtual tour", "admissions office", "book a school tour"],
    canonical: "/contact",
  });

export default function Contact() {
  useScrollToSectionParam();
  return (
    <>
      <PageHeading
        title="Contact Us"
        eyebrow="We're here to help"
        lead="Talk to our admissions team about your child, ask about tuition or technology, or book a live virtual tour to see an online class for yourself."
      />
      <Container className="py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="contact-help-heading" className="min-w-0">
            <div className="mb-6 max-w-2xl">
              <h2 id="contact-help-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                How Can We Help?
              </h2>
              <p className="mt-3 text-lg text-muted-foreground">
                Choose General Contact for questions, or Book a Tour to meet us on a live video call.
              </p>
            </div>
            <ContactTabs tourForm={<TourForm />} />
          </section>
          <ContactDetails />
        </div>
      </Container>
      <CareersBenefits />
    </>
  );
}
