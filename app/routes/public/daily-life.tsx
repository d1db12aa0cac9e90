import { Captions, Headphones, HeartHandshake, MessagesSquare, NotebookPen, ShieldCheck, Users, Webcam, Wifi, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, FeatureCard } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { DayFacts } from "~/features/daily-life/day-facts";
import { ScheduleView } from "~/features/daily-life/schedule-view";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import { localizedPath } from "#common/i18n/public-paths";
import { CLUBS, SCHOOL_DAY, studentDay, TECHNOLOGY_REQUIREMENTS } from "#common/schedule";
import { formatTime } from "#common/time-zone";

const DAY = { start: formatTime(SCHOOL_DAY.start), end: formatTime(SCHOOL_DAY.end) };
const LUNCH = { lunchStart: formatTime(SCHOOL_DAY.lunchStart), lunchEnd: formatTime(SCHOOL_DAY.lunchEnd) };

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t, language) => {
    const day = studentDay(language);
    return {
      title: t("dailyLife.meta.title"),
      description: t("dailyLife.meta.description", { ...DAY, liveBlocks: day.liveBlocks, clubs: day.clubs }),
      keywords: t("dailyLife.meta.keywords").split(", "),
      canonical: "/daily-life",
    };
  });

const strong = (chunks: ReactNode[]) => <strong className="text-foreground">{chunks}</strong>;

const TECH_ICONS: Record<(typeof TECHNOLOGY_REQUIREMENTS)[number]["id"], LucideIcon> = {
  broadband: Wifi,
  "webcam-microphone": Webcam,
  headset: Headphones,
};

export default function DailyLife() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  const day = studentDay(language);
  return (
    <>
      <PageHeading
        eyebrow={t("dailyLife.heading.eyebrow")}
        title={t("dailyLife.heading.title")}
        lead={t("dailyLife.heading.lead", DAY)}
      >
        <DayFacts />
      </PageHeading>

      <Section
        id="schedule"
        eyebrow={t("dailyLife.schedule.eyebrow", DAY)}
        title={t("dailyLife.schedule.title")}
        lead={t("dailyLife.schedule.lead", { liveBlocks: day.liveBlocks, liveHours: day.liveHours, ...LUNCH })}
      >
        <ScheduleView />
      </Section>

      <Section id="beyond-live" tone="muted" eyebrow={t("dailyLife.beyond.eyebrow")} title={t("dailyLife.beyond.title")}>
        <ul className="grid gap-6 md:grid-cols-3">
          <li className="flex">
            <FeatureCard icon={NotebookPen} title={t("dailyLife.beyond.homeworkTitle", { homework: day.homework })} className="w-full">
              <p>{t("dailyLife.beyond.homeworkBody")}</p>
            </FeatureCard>
          </li>
          <li className="flex">
            <FeatureCard icon={Users} title={t("dailyLife.beyond.groupsTitle")} className="w-full">
              <p>{t("dailyLife.beyond.groupsBody")}</p>
            </FeatureCard>
          </li>
          <li className="flex">
            <FeatureCard icon={MessagesSquare} title={t("dailyLife.beyond.familiesTitle")} className="w-full">
              <p>{t("dailyLife.beyond.familiesBody")}</p>
            </FeatureCard>
          </li>
        </ul>
      </Section>

      <Section
        id="clubs"
        eyebrow={t("dailyLife.clubs.eyebrow", { clubs: day.clubs })}
        title={t("dailyLife.clubs.title")}
        lead={t("dailyLife.clubs.lead")}
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="clubs">
          {CLUBS.map((club) => (
            <li key={club.nameId} className="rounded-xl border bg-card p-4">
              <p className="font-semibold">{t(club.nameId)}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t(club.descriptionId)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="technology"
        tone="muted"
        eyebrow={t("dailyLife.technology.eyebrow")}
        title={t("dailyLife.technology.title")}
        lead={t("dailyLife.technology.lead")}
      >
        <ul className="grid gap-6 md:grid-cols-3" data-testid="technology">
          {TECHNOLOGY_REQUIREMENTS.map((req) => (
            <li key={req.id} className="flex">
              <FeatureCard icon={TECH_ICONS[req.id]} title={t(req.titleId)} className="w-full">
                <p>{t(req.descriptionId)}</p>
                <p>
                  <Badge className={req.required ? "border-primary/40 text-primary" : undefined}>{t(req.required ? "dailyLife.technology.required" : "dailyLife.technology.recommended")}</Badge>
                </p>
              </FeatureCard>
            </li>
          ))}
        </ul>
        <Card className="mt-8 grid gap-6 md:grid-cols-3">
          <div className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">{rt("dailyLife.technology.safe", { b: strong })}</p>
          </div>
          <div className="flex gap-3">
            <Captions className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">{rt("dailyLife.technology.accessible", { b: strong })}</p>
          </div>
          <div className="flex gap-3">
            <HeartHandshake className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">{rt("dailyLife.technology.kind", { b: strong })}</p>
          </div>
        </Card>
      </Section>

      <Section id="next-steps" centered title={t("dailyLife.next.title")} lead={t("dailyLife.next.lead")}>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={localizedPath("/contact?tab=tour", language)}>{t("dailyLife.next.bookTour")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={localizedPath("/faqs", language)}>{t("dailyLife.next.readFaqs")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={localizedPath("/apply", language)}>{t("dailyLife.next.startApplication")}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
