import { CalendarDays, ClipboardList, Clock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { CheckList } from "~/features/school/check-list";
import { CtaBand } from "~/features/school/cta-band";
import { FeatureGrid, type FeatureItem } from "~/components/ui/feature-grid";
import { formatPercent, formatUsd, NEW_STUDENT_FEE, PAY_IN_FULL_DISCOUNT_PERCENT, SIBLING_DISCOUNT_PERCENT, TERM_COUNT } from "#common/tuition";
import { TOUR_LENGTH_MINUTES, TOUR_TIMES } from "#common/tour";
import { ADMISSION_STEPS, AGE_PLACEMENT, placementCutoffLabel } from "~/features/school/placement";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import { gradeName } from "#common/grades";
import { localizedPath } from "#common/i18n/public-paths";
import type { MessageId } from "#common/i18n/messages";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("admissions.meta.title"),
    description: t("admissions.meta.description"),
    keywords: t("admissions.meta.keywords").split(", "),
    canonical: "/admissions",
  }));

const textLink = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

const STEP_VALUES = { minutes: TOUR_LENGTH_MINUTES, first: TOUR_TIMES[0], last: TOUR_TIMES[TOUR_TIMES.length - 1] };
const TUITION_VALUES = {
  terms: TERM_COUNT,
  fullOff: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT),
  siblingOff: formatPercent(SIBLING_DISCOUNT_PERCENT),
  fee: formatUsd(NEW_STUDENT_FEE),
};

const ROLLING = [
  { icon: CalendarDays, title: "admissions.rolling.monthlyTitle", body: "admissions.rolling.monthlyBody" },
  { icon: Users, title: "admissions.rolling.cohortsTitle", body: "admissions.rolling.cohortsBody" },
  { icon: Clock, title: "admissions.rolling.quickTitle", body: "admissions.rolling.quickBody" },
] as const satisfies readonly { icon: FeatureItem["icon"]; title: MessageId; body: MessageId }[];

const PLACEMENT_OPTIONS = ["admissions.placement.optionKeep", "admissions.placement.optionAccept", "admissions.placement.optionAssess"] as const;

export default function Page() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  const cutoff = placementCutoffLabel(language);
  const rolling: FeatureItem[] = ROLLING.map((item) => ({ icon: item.icon, title: t(item.title), body: t(item.body) }));
  const stepDetails = (step: (typeof ADMISSION_STEPS)[number]): ReactNode => {
    if (!("link" in step)) return t(step.body);
    const link = (chunks: ReactNode[]) => (
      <Link to={localizedPath(step.link, language)} className={textLink}>
        {chunks}
      </Link>
    );
    return rt(step.body, { ...STEP_VALUES, link });
  };
  return (
    <>
      <PageHeading
        eyebrow={t("admissions.heading.eyebrow")}
        title={t("admissions.heading.title")}
        lead={t("admissions.heading.lead")}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={localizedPath("/apply", language)}>{t("admissions.startApplication")}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={localizedPath("/contact", language)}>{t("admissions.contactAdmissions")}</Link>
            </Button>
          </>
        }
      />

      <Section
        id="process"
        eyebrow={t("admissions.process.eyebrow")}
        title={t("admissions.process.title")}
        lead={t("admissions.process.lead")}
      >
        <ol role="list" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4" data-testid="admission-steps">
          {ADMISSION_STEPS.map((step, index) => (
            <li key={step.id}>
              <Card className="flex h-full flex-col gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">{t("admissions.process.stepNumber", { number: index + 1 })}</span>
                  {t(step.title)}
                </h3>
                <p className="text-muted-foreground">{stepDetails(step)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="rolling-admissions"
        tone="muted"
        eyebrow={t("admissions.rolling.eyebrow")}
        title={t("admissions.rolling.title")}
        lead={t("admissions.rolling.lead")}
      >
        <FeatureGrid items={rolling} testId="rolling" />
      </Section>

      <Section
        id="placement"
        eyebrow={t("admissions.placement.eyebrow")}
        title={t("admissions.placement.title")}
        lead={t("admissions.placement.lead", { cutoff })}
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-left text-sm">
              <caption className="border-b px-5 py-4 text-left text-base font-semibold">{t("admissions.placement.caption", { cutoff })}</caption>
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {t("admissions.placement.ageColumn", { cutoff })}
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    {t("admissions.placement.gradeColumn")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {AGE_PLACEMENT.map((row) => (
                  <tr key={row.age} className="border-t">
                    <th scope="row" className="px-5 py-3 font-medium">
                      {row.age}
                    </th>
                    <td className="px-5 py-3">{gradeName(row.grade, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <div className="space-y-5">
            <h3 className="text-xl font-semibold">{t("admissions.placement.differentTitle")}</h3>
            <p className="text-muted-foreground">{t("admissions.placement.differentLead")}</p>
            <CheckList items={PLACEMENT_OPTIONS.map((id) => t(id))} />
            <p className="text-muted-foreground">{t("admissions.placement.assessment")}</p>
          </div>
        </div>
      </Section>

      <Section id="tuition" tone="muted" eyebrow={t("admissions.tuition.eyebrow")} title={t("admissions.tuition.title")}>
        <Card className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
              <ClipboardList className="size-5" aria-hidden="true" />
            </span>
            <p className="text-muted-foreground">{t("admissions.tuition.body", TUITION_VALUES)}</p>
          </div>
          <Button asChild variant="outline">
            <Link to={localizedPath("/tuition", language)}>{t("admissions.tuition.view")}</Link>
          </Button>
        </Card>
      </Section>

      <CtaBand
        id="apply"
        title={t("admissions.cta.title")}
        lead={t("admissions.cta.lead")}
      >
        <Button asChild size="lg">
          <Link to={localizedPath("/apply", language)}>{t("admissions.startApplication")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={localizedPath("/contact?tab=tour", language)}>{t("admissions.cta.tour")}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
