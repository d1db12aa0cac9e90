import { PageHeading } from "~/components/layout/page-heading";
import { Container } from "~/components/ui/section";
import { CareersBenefits } from "~/features/contact/careers-benefits";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactTabs } from "~/features/contact/contact-tabs";
import { useScrollToSectionParam } from "~/features/contact/use-scroll-to-section";
import { TourForm } from "~/features/tour/tour-form";
import { useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("contact.meta.title"),
    description: t("contact.meta.description", { officeHours: t("contact.officeHours") }),
    keywords: t("contact.meta.keywords").split(", "),
    canonical: "/contact",
  }));

export default function Contact() {
  useScrollToSectionParam();
  const t = useT();
  return (
    <>
      <PageHeading title={t("contact.heading.title")} eyebrow={t("contact.heading.eyebrow")} lead={t("contact.heading.lead")} />
      <Container className="py-14 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="contact-help-heading" className="min-w-0">
            <div className="mb-6 max-w-2xl">
              <h2 id="contact-help-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t("contact.help.title")}
              </h2>
              <p className="mt-3 text-lg text-muted-foreground">
                {t("contact.help.lead")}
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
