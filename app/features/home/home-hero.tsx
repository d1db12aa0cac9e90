import { Award, Backpack, BadgeCheck, CalendarCheck, GraduationCap, LayoutDashboard, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { useLanguage, useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";

/** The title of the home route in common/routes.ts (in English there); the page's only h1. */
export const HOME_HEADLINE: MessageId = "home.hero.headline";

/** A green dot whose halo pulses slowly; visitors who ask for reduced motion get a still dot. */
function LiveDot() {
  return (
    <span className="relative flex size-2.5" aria-hidden="true">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 [animation-duration:2.4s] motion-reduce:hidden" />
      <span className="relative inline-flex size-2.5 rounded-full bg-success" />
    </span>
  );
}

const STATUS_BADGES: readonly { label: MessageId; icon: typeof Users }[] = [
  { label: "home.hero.status.students", icon: Users },
  { label: "home.hero.status.accredited", icon: BadgeCheck },
  { label: "home.hero.status.excellence", icon: Award },
];

/** `stats` are the school's headline figures, passed in by the page (features do not import each other). */
export function HomeHero({ stats }: { stats: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="border-b bg-gradient-to-b from-secondary/60 to-background">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]">
        <div>
          <ul role="list" aria-label={t("home.hero.statusLabel")} className="flex flex-wrap gap-2">
            <li>
              <Badge data-testid="status-badge">
                <LiveDot />
                {t("home.hero.status.live")}
              </Badge>
            </li>
            {STATUS_BADGES.map(({ label, icon: Icon }) => (
              <li key={label}>
                <Badge data-testid="status-badge">
                  <Icon className="text-primary" aria-hidden="true" />
                  {t(label)}
                </Badge>
              </li>
            ))}
          </ul>

          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl xl:text-6xl">{t(HOME_HEADLINE)}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground text-pretty sm:text-xl">{t("home.hero.lead", { school: school.name })}</p>

          {/* A longer translation wraps inside its button rather than widening a phone's page. */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal py-2 text-center">
              <Link to={localizedPath("/admissions", language)}>
                <GraduationCap aria-hidden="true" />
                {t("home.hero.admissions")}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="h-auto min-h-12 whitespace-normal py-2 text-center">
              <Link to={`${localizedPath("/contact", language)}?tab=tour`}>
                <CalendarCheck aria-hidden="true" />
                {t("home.hero.tour")}
              </Link>
            </Button>
          </div>

          <div className="mt-6 flex flex-col gap-2">
            <p id="portals-label" className="text-sm font-medium text-muted-foreground">
              {t("home.hero.portalsLabel")}
            </p>
            <div role="group" aria-labelledby="portals-label" className="flex flex-wrap gap-2">
              <Button asChild variant="secondary">
                <Link to={`${localizedPath("/auth", language)}?portal=parent`}>
                  <LayoutDashboard aria-hidden="true" />
                  {t("home.hero.parentPortal")}
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={`${localizedPath("/auth", language)}?portal=student`}>
                  <Backpack aria-hidden="true" />
                  {t("home.hero.studentPortal")}
                </Link>
              </Button>
            </div>
          </div>

          <div className="mt-10 max-w-md">{stats}</div>
        </div>

        <div className="mx-auto w-full max-w-md lg:max-w-none">
          {/* The likely LCP image on phones: small, sized, loaded eagerly and early. */}
          <img
            src="/images/home-hero.svg"
            width={560}
            height={480}
            alt={t("home.hero.imageAlt")}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </Container>
    </div>
  );
}
