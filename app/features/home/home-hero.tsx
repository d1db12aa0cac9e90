import { Award, Backpack, BadgeCheck, CalendarCheck, GraduationCap, LayoutDashboard, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { school } from "#common/school";

/** The title of the home route in common/routes.ts; the page's only h1. */
export const HOME_HEADLINE = "Quality Education From Anywhere";

/** A green dot whose halo pulses slowly; visitors who ask for reduced motion get a still dot. */
function LiveDot() {
  return (
    <span className="relative flex size-2.5" aria-hidden="true">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 [animation-duration:2.4s] motion-reduce:hidden" />
      <span className="relative inline-flex size-2.5 rounded-full bg-success" />
    </span>
  );
}

const STATUS_BADGES = [
  { label: "Students Learning", icon: Users },
  { label: "Accredited", icon: BadgeCheck },
  { label: "Excellence", icon: Award },
] as const;

/** `stats` are the school's headline figures, passed in by the page (features do not import each other). */
export function HomeHero({ stats }: { stats: ReactNode }) {
  return (
    <div className="border-b bg-gradient-to-b from-secondary/60 to-background">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]">
        <div>
          <ul role="list" aria-label="School status" className="flex flex-wrap gap-2">
            <li>
              <Badge data-testid="status-badge">
                <LiveDot />
                Live Classes Active
              </Badge>
            </li>
            {STATUS_BADGES.map(({ label, icon: Icon }) => (
              <li key={label}>
                <Badge data-testid="status-badge">
                  <Icon className="text-primary" aria-hidden="true" />
                  {label}
                </Badge>
              </li>
            ))}
          </ul>

          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl xl:text-6xl">{HOME_HEADLINE}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground text-pretty sm:text-xl">
            {school.name} is an accredited online elementary school for grades K-6. Certified U.S. teachers teach every class live, in small classes with a 12:1
            student-teacher ratio, for families across the U.S. and around the world.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <Link to="/admissions">
                <GraduationCap aria-hidden="true" />
                Learn About Admissions
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact?tab=tour">
                <CalendarCheck aria-hidden="true" />
                Book a Virtual Tour
              </Link>
            </Button>
          </div>

          <div className="mt-6 flex flex-col gap-2">
            <p id="portals-label" className="text-sm font-medium text-muted-foreground">
              Already with us? Sign in to your portal:
            </p>
            <div role="group" aria-labelledby="portals-label" className="flex flex-wrap gap-2">
              <Button asChild variant="secondary">
                <Link to="/auth?portal=parent">
                  <LayoutDashboard aria-hidden="true" />
                  Parent Portal
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/auth?portal=student">
                  <Backpack aria-hidden="true" />
                  Student Portal
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
            alt="Illustration: a live online class on a laptop, with the teacher and four classmates on screen and a star badge earned."
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </Container>
    </div>
  );
}
