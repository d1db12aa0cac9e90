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
import { pageMeta } from "~/lib/seo";
import { school } from "#common/school";

export const meta = () =>
  pageMeta({
    title: HOME_HEADLINE,
    description:
      "Accredited online elementary school for grades K-6: live classes with certified U.S. teachers, a 12:1 student-teacher ratio and a standards-aligned curriculum.",
    keywords: [
      "online elementary school",
      "accredited online school K-6",
      "live online classes for kids",
      "certified U.S. teachers",
      "homeschool alternative",
      "American online school for international families",
    ],
    canonical: "/",
  });

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

const FEATURES: readonly FeatureItem[] = [
  {
    icon: UserCheck,
    title: "Expert Teachers",
    body: (
      <>
        <p>
          Every class is taught live by an expert, licensed teacher certified in the U.S. Small classes with a 12:1 student-teacher ratio mean your
          child is seen, heard and helped in the moment, not weeks later.
        </p>
        <MoreLink to="/our-school">What makes our school different</MoreLink>
      </>
    ),
  },
  {
    icon: BookOpen,
    title: "Proven Curriculum",
    body: (
      <>
        <p>
          A full K-6 curriculum: English language arts, mathematics, science, social studies, specials and social-emotional learning, aligned with
          U.S. state standards, Common Core ELA and math, and NGSS science.
        </p>
        <MoreLink to="/curriculum">Explore our academics</MoreLink>
      </>
    ),
  },
  {
    icon: HeartHandshake,
    title: "Family Support",
    body: (
      <>
        <p>
          You are part of the team. Teachers keep in touch through messages and conferences, and children who need something different get tiered
          small groups, enrichment, multilingual support or IEP/504 collaboration.
        </p>
        <MoreLink to="/faqs">Read answers for families</MoreLink>
      </>
    ),
  },
];

const PORTALS: readonly FeatureItem[] = [
  {
    icon: Trophy,
    title: "For students: learning that feels like play",
    body: (
      <>
        <p>The student portal turns practice into something children look forward to.</p>
        <CheckList
          className="text-foreground"
          items={["Learning games that make practice fun", "Rewards that celebrate effort and progress", "Badges to collect as new skills grow"]}
        />
      </>
    ),
  },
  {
    icon: LayoutDashboard,
    title: "For parents and guardians: your window into school",
    body: (
      <>
        <p>The parent portal keeps you close to your child's learning, wherever you are.</p>
        <CheckList
          className="text-foreground"
          items={[
            "Progress tracking",
            "Curriculum access, so you know what is being taught",
            "Teacher messaging",
            "Conference scheduling",
            "A family dashboard that brings it all together",
          ]}
        />
      </>
    ),
  },
];

const SAFETY_POINTS = [
  "Moderated live sessions, with waiting rooms and learner verification",
  "Privacy practices aligned with children's privacy law",
  "An anti-bullying code of conduct that sets clear expectations",
  "Mandatory-reporting training for all staff",
] as const;

export default function Home() {
  return (
    <>
      <HomeHero stats={<StatList />} />
      <TrustStrip />

      <Section
        id="why"
        eyebrow={`Why ${school.shortName}`}
        title="Everything your child needs to thrive"
        lead="A real school with real teachers, built for learning online: live lessons, a complete curriculum and a team that works with your family."
      >
        <FeatureGrid items={FEATURES} testId="home-features" />
      </Section>

      <Section
        id="portals"
        tone="muted"
        eyebrow="Portals"
        title="Connected to school, at home and on the go"
        lead="Students and parents each have their own portal. Use the Parent Portal and Student Portal buttons at the top of this page to sign in."
      >
        <FeatureGrid items={PORTALS} columns={2} />
      </Section>

      <Section
        id="safety"
        eyebrow="Safety"
        title="A safe, monitored place to learn"
        lead="Online school should feel as safe as the classroom down the street. These protections are part of every school day."
      >
        <Card className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
          <CheckList items={SAFETY_POINTS} className="grid gap-x-8 gap-y-3 space-y-0 sm:grid-cols-2" />
          <Button asChild variant="outline">
            <Link to="/our-school#safety">Read about safety and wellbeing</Link>
          </Button>
        </Card>
      </Section>

      <CtaBand
        id="start"
        title="Ready to join us?"
        lead="Admissions are rolling, with monthly start dates, priority cohorts in August and January and a quick 2-week application process."
      >
        <Button asChild size="lg">
          <Link to="/apply">Start Application</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact">Talk to Admissions</Link>
        </Button>
      </CtaBand>
    </>
  );
}
