import { ArrowRight, BookOpen, HeartHandshake, LayoutDashboard, Trophy, UserCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { HOME_HEADLINE, HomeHero } from "~/features/home/home-hero";
import { TrustStrip } from "~/features/home/trust-strip";
import { CheckList } from "~/features/school/check-list";
import { CtaBand } from "~/features/school/cta-band";
import { FeatureGrid, type FeatureItem } from "~/components/ui/feature-grid";
import { StatList } from "~/features/school/stat-list";
import { useLanguage, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import type { MessageId } from "#common/i18n/messages";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t(HOME_HEADLINE),
    description: t("home.meta.description"),
    // One message per language, so a translation may have more or fewer keywords than English.
    keywords: t("home.meta.keywords").split(", "),
    canonical: "/",
  }));

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to} className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline">
        {children}
        <ArrowRight className="ml-1 inline size-4 align-[-0.125em]" aria-hidden="true" />
      </Link>
    </p>
  );
}

/** The three reasons of the "why" section: a paragraph and a link to the page that says more. */
const FEATURES = [
  { icon: UserCheck, id: "teachers", to: "/our-school" },
  { icon: BookOpen, id: "curriculum", to: "/curriculum" },
  { icon: HeartHandshake, id: "family", to: "/faqs" },
] as const;

const PORTALS = [
  {
    icon: Trophy,
    id: "students",
    items: ["games", "rewards", "badges"],
  },
  {
    icon: LayoutDashboard,
    id: "parents",
    items: ["progress", "curriculum", "messaging", "conferences", "dashboard"],
  },
] as const;

const SAFETY_POINTS: readonly MessageId[] = ["home.safety.moderated", "home.safety.privacy", "home.safety.conduct", "home.safety.reporting"];

export default function Home() {
  const t = useT();
  const language = useLanguage();
  const features: FeatureItem[] = FEATURES.map(({ icon, id, to }) => ({
    icon,
    title: t(`home.why.${id}.title`),
    body: (
      <>
        <p>{t(`home.why.${id}.body`)}</p>
        <MoreLink to={localizedPath(to, language)}>{t(`home.why.${id}.link`)}</MoreLink>
      </>
    ),
  }));
  const portals: FeatureItem[] = PORTALS.map(({ icon, id, items }) => ({
    icon,
    title: t(`home.portals.${id}.title`),
    body: (
      <>
        <p>{t(`home.portals.${id}.lead`)}</p>
        <CheckList className="text-foreground" items={items.map((item) => t(`home.portals.${id}.${item}` as MessageId))} />
      </>
    ),
  }));

  return (
    <>
      <HomeHero stats={<StatList />} />
      <TrustStrip />

      <Section id="why" eyebrow={t("home.why.eyebrow", { school: school.shortName })} title={t("home.why.title")} lead={t("home.why.lead")}>
        <FeatureGrid items={features} testId="home-features" />
      </Section>

      <Section id="portals" tone="muted" eyebrow={t("home.portals.eyebrow")} title={t("home.portals.title")} lead={t("home.portals.lead")}>
        <FeatureGrid items={portals} columns={2} />
      </Section>

      <Section id="safety" eyebrow={t("home.safety.eyebrow")} title={t("home.safety.title")} lead={t("home.safety.lead")}>
        <Card className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
          <CheckList items={SAFETY_POINTS.map((point) => t(point))} className="grid gap-x-8 gap-y-3 space-y-0 sm:grid-cols-2" />
          <Button asChild variant="outline">
            <Link to={`${localizedPath("/our-school", language)}#safety`}>{t("home.safety.link")}</Link>
          </Button>
        </Card>
      </Section>

      <CtaBand id="start" title={t("home.cta.title")} lead={t("home.cta.lead")}>
        <Button asChild size="lg">
          <Link to={localizedPath("/apply", language)}>{t("home.cta.apply")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={localizedPath("/contact", language)}>{t("home.cta.talk")}</Link>
        </Button>
      </CtaBand>
    </>
  );
}
