import { BookOpen, Calculator, FlaskConical, Globe, Handshake, Heart, Languages, Layers, Palette, Rocket } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { CtaBand } from "~/features/school/cta-band";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { useFeatureItems, type FeatureText } from "~/features/school/feature-texts";
import { useLanguage, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import { localizedPath } from "#common/i18n/public-paths";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("curriculum.meta.title"),
    description: t("curriculum.meta.description"),
    // One message per language, so a translation may have more or fewer keywords than English.
    keywords: t("curriculum.meta.keywords").split(", "),
    canonical: "/curriculum",
  }));

const SUBJECTS: readonly FeatureText[] = [
  { icon: BookOpen, title: "curriculum.subjects.ela.title", body: "curriculum.subjects.ela.body" },
  { icon: Calculator, title: "curriculum.subjects.math.title", body: "curriculum.subjects.math.body" },
  { icon: FlaskConical, title: "curriculum.subjects.science.title", body: "curriculum.subjects.science.body" },
  { icon: Globe, title: "curriculum.subjects.socialStudies.title", body: "curriculum.subjects.socialStudies.body" },
  { icon: Palette, title: "curriculum.subjects.specials.title", body: "curriculum.subjects.specials.body" },
  { icon: Heart, title: "curriculum.subjects.sel.title", body: "curriculum.subjects.sel.body" },
];

const STANDARDS = ["state", "commonCore", "ngss"] as const;

/** `band` is the figures shown large (not words); `id` names the band's texts. */
const GRADE_BANDS = [
  { band: "K-1", id: "k1" },
  { band: "2-3", id: "g23" },
  { band: "4-5", id: "g45" },
  { band: "6", id: "g6" },
] as const;

const SUPPORT: readonly FeatureText[] = [
  { icon: Layers, title: "curriculum.support.tiered.title", body: "curriculum.support.tiered.body" },
  { icon: Rocket, title: "curriculum.support.enrichment.title", body: "curriculum.support.enrichment.body" },
  { icon: Languages, title: "curriculum.support.multilingual.title", body: "curriculum.support.multilingual.body" },
  { icon: Handshake, title: "curriculum.support.iep.title", body: "curriculum.support.iep.body" },
];

export default function Page() {
  const t = useT();
  const language = useLanguage();
  const subjects = useFeatureItems(SUBJECTS);
  const support = useFeatureItems(SUPPORT);
  return (
    <>
      <PageHeading eyebrow={t("curriculum.heading.eyebrow")} title={t("curriculum.heading.title")} lead={t("curriculum.heading.lead")} />

      <Section id="subjects" eyebrow={t("curriculum.subjects.eyebrow")} title={t("curriculum.subjects.title")} lead={t("curriculum.subjects.lead")}>
        <FeatureGrid items={subjects} testId="subjects" />
      </Section>

      <Section
        id="standards"
        tone="muted"
        eyebrow={t("curriculum.standards.eyebrow")}
        title={t("curriculum.standards.title")}
        lead={t("curriculum.standards.lead")}
      >
        <ul role="list" className="grid gap-6 md:grid-cols-3">
          {STANDARDS.map((standard) => (
            <li key={standard}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold">{t(`curriculum.standards.${standard}.name`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`curriculum.standards.${standard}.detail`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="grade-bands"
        eyebrow={t("curriculum.gradeBands.eyebrow")}
        title={t("curriculum.gradeBands.title")}
        lead={t("curriculum.gradeBands.lead")}
      >
        <ol role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="grade-bands">
          {GRADE_BANDS.map((band) => (
            <li key={band.band}>
              <Card className="flex h-full flex-col gap-3">
                <h3 className="text-3xl font-bold tracking-tight text-primary">
                  <span className="sr-only">{t(band.band === "6" ? "curriculum.gradeBands.gradePrefix" : "curriculum.gradeBands.gradesPrefix")}</span>
                  {band.band}
                </h3>
                <Badge className="self-start border-primary/30 bg-secondary text-secondary-foreground">{t(`curriculum.gradeBands.${band.id}.grades`)}</Badge>
                <p className="text-muted-foreground">{t(`curriculum.gradeBands.${band.id}.text`)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="support"
        tone="muted"
        eyebrow={t("curriculum.support.eyebrow")}
        title={t("curriculum.support.title")}
        lead={t("curriculum.support.lead")}
      >
        <FeatureGrid items={support} columns={4} testId="support" />
      </Section>

      <CtaBand id="next" title={t("curriculum.cta.title")} lead={t("curriculum.cta.lead")}>
        <Button asChild size="lg">
          <Link to={localizedPath("/apply", language)}>{t("curriculum.cta.apply")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={localizedPath("/daily-life", language)}>{t("curriculum.cta.dailyLife")}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
