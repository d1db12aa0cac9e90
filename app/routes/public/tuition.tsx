import { CalendarDays, Tag, UserPlus, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { FeatureCard } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { PaymentExamples } from "~/features/tuition/payment-examples";
import { TuitionCalculator } from "~/features/tuition/tuition-calculator";
import { BaseTuitionTable, SiblingTuitionTable } from "~/features/tuition/tuition-tables";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";
import {
  formatPercent,
  formatUsd,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  SIBLING_DISCOUNT_PERCENT,
  STACKED_DISCOUNT_PERCENT,
  TERM_COUNT,
  TUITION_GRADES,
  tuitionGradeLabel,
  tuitionRange,
} from "#common/tuition";

// Every figure on this page comes from common/tuition.ts; the text only places them.
const range = tuitionRange();
const lowestGrade = TUITION_GRADES.find((g) => g.annual === range.from)!.id;
const highestGrade = TUITION_GRADES.find((g) => g.annual === range.to)!.id;
const FIGURES = {
  from: formatUsd(range.from),
  to: formatUsd(range.to),
  terms: TERM_COUNT,
  fee: formatUsd(NEW_STUDENT_FEE),
  fullOff: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT),
  siblingOff: formatPercent(SIBLING_DISCOUNT_PERCENT),
  stackedOff: formatPercent(STACKED_DISCOUNT_PERCENT),
};

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("tuition.meta.title"),
    description: t("tuition.meta.description", FIGURES),
    keywords: t("tuition.meta.keywords").split(", "),
    canonical: "/tuition",
  }));

const textLink = "font-semibold text-primary underline underline-offset-4";

export default function Page() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  const grades = { lowestGrade: tuitionGradeLabel(lowestGrade, language), highestGrade: tuitionGradeLabel(highestGrade, language) };
  return (
    <>
      <PageHeading
        eyebrow={t("tuition.heading.eyebrow")}
        title={t("tuition.heading.title")}
        lead={t("tuition.heading.lead", { ...FIGURES, ...grades })}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={localizedPath("/apply", language)}>{t("tuition.applyNow")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#tuition-calculator">{t("tuition.heading.estimate")}</a>
            </Button>
          </>
        }
      />

      <Section id="pricing-policy" title={t("tuition.policy.title")} lead={t("tuition.policy.lead")}>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon={Tag} title={t("tuition.policy.onePriceTitle")}>
            <p>{t("tuition.policy.onePriceBody", { ...FIGURES, ...grades })}</p>
          </FeatureCard>
          <FeatureCard icon={CalendarDays} title={t("tuition.policy.termsTitle")}>
            <p>{t("tuition.policy.termsBody", FIGURES)}</p>
          </FeatureCard>
          <FeatureCard icon={Users} title={t("tuition.policy.siblingsTitle")}>
            <p>{t("tuition.policy.siblingsBody", FIGURES)}</p>
          </FeatureCard>
          <FeatureCard icon={UserPlus} title={t("tuition.policy.feeTitle")}>
            <p>{t("tuition.policy.feeBody", FIGURES)}</p>
          </FeatureCard>
        </div>
        <p className="mt-8 max-w-3xl rounded-lg border border-accent-foreground/20 bg-accent p-4 text-accent-foreground">
          {rt("tuition.policy.combine", { ...FIGURES, b: (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span> })}
        </p>
      </Section>

      <Section
        id="base-tuition"
        tone="muted"
        title={t("tuition.base.title")}
        lead={t("tuition.base.lead", FIGURES)}
      >
        <BaseTuitionTable />
      </Section>

      <Section
        id="sibling-tuition"
        title={t("tuition.sibling.title")}
        lead={t("tuition.sibling.lead", FIGURES)}
      >
        <SiblingTuitionTable />
      </Section>

      <Section
        id="tuition-calculator"
        tone="muted"
        title={t("tuition.calculatorSection.title")}
        lead={t("tuition.calculatorSection.lead")}
      >
        <TuitionCalculator />
      </Section>

      <Section
        id="payment-examples"
        title={t("tuition.examples.title")}
        lead={t("tuition.examples.lead")}
      >
        <PaymentExamples />
      </Section>

      <Section id="payment-terms" tone="muted" title={t("tuition.terms.title")}>
        <ul className="max-w-3xl list-disc space-y-3 pl-6 marker:text-primary">
          <li>{t("tuition.terms.plans", FIGURES)}</li>
          <li>{t("tuition.terms.fee", FIGURES)}</li>
          <li>{t("tuition.terms.sibling", FIGURES)}</li>
          <li>{t("tuition.terms.stacking", FIGURES)}</li>
          <li>{t("tuition.terms.tuitionOnly")}</li>
          <li>{t("tuition.terms.usd")}</li>
        </ul>
      </Section>

      <Section
        id="tuition-questions"
        title={t("tuition.questions.title")}
        centered
        lead={rt("tuition.questions.lead", {
          hours: t("tuition.questions.officeHours"),
          phone: () => (
            <a key="phone" href={`tel:${school.phone.e164}`} className={textLink}>
              {school.phone.display}
            </a>
          ),
          email: () => (
            <a key="email" href={`mailto:${school.emails.admissions}`} className={cn(textLink, "wrap-anywhere")}>
              {school.emails.admissions}
            </a>
          ),
        })}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={localizedPath("/apply", language)}>{t("tuition.applyNow")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={localizedPath("/contact", language)}>{t("tuition.questions.contact")}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
