import { BookOpen, BookType, Captions, Compass, Image as ImageIcon, Users, Video } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { CtaBand } from "~/features/school/cta-band";
import { FeatureGrid, type FeatureItem } from "~/components/ui/feature-grid";
import { useFeatureItems, type FeatureText } from "~/features/school/feature-texts";
import { SAFETY_CARDS } from "~/features/school/safety";
import { StatList } from "~/features/school/stat-list";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";
import { TOUR_LENGTH_MINUTES } from "#common/tour";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("school.meta.title"),
    description: t("school.meta.description"),
    // One message per language, so a translation may have more or fewer keywords than English.
    keywords: t("school.meta.keywords").split(", "),
    canonical: "/our-school",
  }));

const DIFFERENCES: readonly FeatureText[] = [
  { icon: Video, title: "school.different.teachers.title", body: "school.different.teachers.body" },
  { icon: Users, title: "school.different.classes.title", body: "school.different.classes.body" },
  { icon: Compass, title: "school.different.personalized.title", body: "school.different.personalized.body" },
  { icon: BookOpen, title: "school.different.curriculum.title", body: "school.different.curriculum.body" },
];

const ACCESSIBILITY: readonly FeatureText[] = [
  { icon: Captions, title: "school.accessibility.captions.title", body: "school.accessibility.captions.body" },
  { icon: ImageIcon, title: "school.accessibility.altText.title", body: "school.accessibility.altText.body" },
];

const STANDARDS = ["state", "commonCore", "ngss"] as const;

export default function Page() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  const differences = useFeatureItems(DIFFERENCES);
  const safetyCards = useFeatureItems(SAFETY_CARDS);
  const accessibility: FeatureItem[] = [
    ...useFeatureItems(ACCESSIBILITY),
    {
      icon: BookType,
      title: t("school.accessibility.font.title"),
      body: <p>{rt("school.accessibility.font.body", { b: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong> })}</p>,
    },
  ];

  return (
    <>
      <PageHeading eyebrow={t("school.heading.eyebrow")} title={t("school.heading.title")} lead={t("school.heading.lead", { school: school.name })}>
        <StatList className="mt-10 max-w-md" />
      </PageHeading>

      <Section id="different" eyebrow={t("school.different.eyebrow")} title={t("school.different.title")} lead={t("school.different.lead")}>
        <FeatureGrid items={differences} columns={2} testId="differences" />
      </Section>

      <Section id="safety" tone="muted" eyebrow={t("school.safety.eyebrow")} title={t("school.safety.title")} lead={t("school.safety.lead")}>
        <FeatureGrid items={safetyCards} testId="safety-cards" />
      </Section>

      <Section id="accessibility" eyebrow={t("school.accessibility.eyebrow")} title={t("school.accessibility.title")} lead={t("school.accessibility.lead")}>
        <FeatureGrid items={accessibility} />
      </Section>

      <Section id="accreditation" tone="muted" eyebrow={t("school.accreditation.eyebrow")} title={t("school.accreditation.title")}>
        <Card className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="space-y-3">
            <p className="text-lg font-semibold">{t("school.accreditation.statement", { accreditation: t("site.accreditation") })}</p>
            <p className="text-muted-foreground">{t("school.accreditation.body")}</p>
            <Button asChild variant="outline" className="mt-2">
              <Link to={localizedPath("/curriculum", language)}>{t("school.accreditation.link")}</Link>
            </Button>
          </div>
          <ul role="list" className="grid gap-3" aria-label={t("school.accreditation.listLabel")}>
            {STANDARDS.map((standard) => (
              <li key={standard} className="rounded-lg border bg-background p-4">
                <p className="font-semibold">{t(`school.accreditation.${standard}.name`)}</p>
                <p className="text-sm text-muted-foreground">{t(`school.accreditation.${standard}.detail`)}</p>
              </li>
            ))}
          </ul>
        </Card>
      </Section>

      <CtaBand id="visit" title={t("school.cta.title")} lead={t("school.cta.lead", { minutes: TOUR_LENGTH_MINUTES })}>
        <Button asChild size="lg">
          <Link to={`${localizedPath("/contact", language)}?tab=tour`}>{t("school.cta.tour")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={localizedPath("/apply", language)}>{t("school.cta.apply")}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
