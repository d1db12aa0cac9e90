import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { FaqAccordion } from "~/features/faqs/faq-accordion";
import { ALL_FAQ_ITEMS, FAQ_CATEGORIES } from "~/features/faqs/faq-data";
import { faqJsonLd, pageMeta } from "~/lib/seo";
import { school } from "#common/school";

export const meta = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers to families' questions about our accredited online K-6 school: teachers and class sizes, admissions and tuition, the school day, technology and safety.",
    keywords: ["online school FAQ", "online elementary school questions", "online school admissions", "online school schedule", "online school safety"],
    canonical: "/faqs",
    structuredData: [faqJsonLd(ALL_FAQ_ITEMS)],
  });

export default function Faqs() {
  return (
    <>
      <PageHeading
        eyebrow="Questions and answers"
        title="Frequently Asked Questions"
        lead="Straight answers to the questions families ask us most, from class sizes and start dates to the school day and online safety. Press a question to read its answer."
      />

      <FaqAccordion categories={FAQ_CATEGORIES} />

      <Section
        id="still-have-questions"
        tone="muted"
        centered
        title="Still have questions?"
        lead={`Our admissions team is happy to help. Office hours are ${school.officeHours}.`}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/contact">
              <Mail aria-hidden="true" />
              Contact Us
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={`tel:${school.phone.e164}`}>
              <Phone aria-hidden="true" />
              Call {school.phone.display}
            </a>
          </Button>
        </div>
      </Section>
    </>
  );
}
