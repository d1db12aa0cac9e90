import { BookOpen, Briefcase, GraduationCap, HeartHandshake, Laptop, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { Section } from "~/components/ui/section";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";

const BENEFITS = [
  { icon: Laptop, title: "contact.benefits.remote.title", body: "contact.benefits.remote.body" },
  { icon: Briefcase, title: "contact.benefits.salaried.title", body: "contact.benefits.salaried.body" },
  { icon: Users, title: "contact.benefits.small.title", body: "contact.benefits.small.body" },
  { icon: GraduationCap, title: "contact.benefits.training.title", body: "contact.benefits.training.body" },
  { icon: BookOpen, title: "contact.benefits.curriculum.title", body: "contact.benefits.curriculum.body" },
  { icon: HeartHandshake, title: "contact.benefits.team.title", body: "contact.benefits.team.body" },
] as const satisfies readonly { icon: LucideIcon; title: MessageId; body: MessageId }[];

/** The "Benefits" section for people considering working at the school; /careers links to it. */
export function CareersBenefits() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  return (
    <Section
      id="benefits"
      tone="muted"
      eyebrow={t("contact.benefits.eyebrow")}
      title={t("contact.benefits.title")}
      lead={t("contact.benefits.lead", { school: school.name })}
    >
      <FeatureGrid items={BENEFITS.map((item) => ({ icon: item.icon, title: t(item.title), body: t(item.body) }))} />
      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <Link to={localizedPath("/careers", language)}>{t("contact.benefits.openPositions")}</Link>
        </Button>
        <p className="text-muted-foreground">{rt("contact.benefits.sendCv", { email: <CareersEmail key="email" /> })}</p>
      </div>
    </Section>
  );
}

/** The careers address as a mail link, inside a sentence (its words come from the sentence's message). */
export function CareersEmail() {
  return (
    <a href={`mailto:${school.emails.careers}`} className="font-semibold text-primary underline underline-offset-4 [overflow-wrap:anywhere]">
      {school.emails.careers}
    </a>
  );
}
