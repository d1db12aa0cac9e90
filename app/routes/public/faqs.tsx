import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { ALL_FAQ_ITEMS, FAQ_CATEGORIES } from "~/features/faqs/faq-data";
import { faqJsonLd, pageMeta } from "~/lib/seo";
import { school } from "../../../common/school";

export const meta = () =>
  pageMeta({
    title: "Frequently Asked Questions",
    description: "Answers to families' questions about our online elementary school: grades, class sizes, admissions, the school day and technology.",
    keywords: ["FAQ", "online school questions"],
    canonical: "/faqs",
    structuredData: [faqJsonLd(ALL_FAQ_ITEMS)],
  });

export default function Faqs() {
  return (
    <>
      <PageHeading title="Frequently Asked Questions" lead="Answers to the questions families ask us most." />
      <div className="mx-auto max-w-3xl space-y-8 px-4 pb-16 sm:px-6 lg:px-8">
        {FAQ_CATEGORIES.map((category) => (
          <section key={category.category} aria-labelledby={`faq-${category.category}`}>
            <h2 id={`faq-${category.category}`} className="mb-3 text-xl font-semibold">
              {category.category}
            </h2>
            <dl className="space-y-4">
              {category.items.map((item) => (
                <div key={item.question}>
                  <dt className="font-medium">{item.question}</dt>
                  <dd className="mt-1 text-muted-foreground">{item.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <p>
          Still have questions? <Link to="/contact" className="font-semibold text-primary underline underline-offset-4">Contact Us</Link> or call{" "}
          <a href={`tel:${school.phone.e164}`} className="font-semibold text-primary underline underline-offset-4">
            {school.phone.display}
          </a>
          .
        </p>
      </div>
    </>
  );
}
