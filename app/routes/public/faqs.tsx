import { Mail, Phone } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { FaqAccordion } from "~/features/faqs/faq-accordion";
import { allFaqItems, faqCategories } from "~/features/faqs/faq-data";
import { useLanguage, useT } from "~/lib/i18n";
import { faqJsonLd, localizedMeta } from "~/lib/seo";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t, language) => ({
    title: t("faqs.meta.title"),
    description: t("faqs.meta.description"),
    keywords: t("faqs.meta.keywords").split(", "),
    canonical: "/faqs",
    structuredData: [faqJsonLd(allFaqItems(language))],
  }));

export default function Faqs() {
  const t = useT();
  const language = useLanguage();
  // One list per language: the accordion's hash listener depends on it.
  const categories = useMemo(() => faqCategories(language), [language]);
  return (
    <>
      <PageHeading
        eyebrow={t("faqs.heading.eyebrow")}
        title={t("faqs.heading.title")}
        lead={t("faqs.heading.lead")}
      />

      <FaqAccordion categories={categories} />

      <Section
        id="still-have-questions"
        tone="muted"
        centered
        title={t("faqs.stillHaveQuestions.title")}
        lead={t("faqs.stillHaveQuestions.lead", { hours: t("faqs.officeHours") })}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={localizedPath("/contact", language)}>
              <Mail aria-hidden="true" />
              {t("faqs.stillHaveQuestions.contact")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={`tel:${school.phone.e164}`}>
              <Phone aria-hidden="true" />
              {t("faqs.stillHaveQuestions.call", { phone: school.phone.display })}
            </a>
          </Button>
        </div>
      </Section>
    </>
  );
}
