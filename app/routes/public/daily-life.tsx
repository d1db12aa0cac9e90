import { Captions, Headphones, HeartHandshake, MessagesSquare, NotebookPen, ShieldCheck, Users, Webcam, Wifi, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, FeatureCard } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { DayFacts } from "~/features/daily-life/day-facts";
import { ScheduleView } from "~/features/daily-life/schedule-view";
import { pageMeta } from "~/lib/seo";
import { CLUBS, SCHOOL_DAY, STUDENT_DAY, TECHNOLOGY_REQUIREMENTS } from "#common/schedule";
import { formatTime } from "#common/time-zone";

const DAY = `${formatTime(SCHOOL_DAY.start)} to ${formatTime(SCHOOL_DAY.end)}`;
const LUNCH = `${formatTime(SCHOOL_DAY.lunchStart)} to ${formatTime(SCHOOL_DAY.lunchEnd)}`;

export const meta = () =>
  pageMeta({
    title: "Daily Life",
    description: `A sample school day from ${DAY} Eastern Time, shown in your own time zone: ${STUDENT_DAY.liveBlocks} live blocks, a lunch and screen break, ${STUDENT_DAY.clubs} weekly clubs and the technology your child needs.`,
    keywords: ["online school schedule", "online school day", "time zone", "after-school clubs", "technology requirements", "homework"],
    canonical: "/daily-life",
  });

const TECH_ICONS: Record<(typeof TECHNOLOGY_REQUIREMENTS)[number]["id"], LucideIcon> = {
  broadband: Wifi,
  "webcam-microphone": Webcam,
  headset: Headphones,
};

export default function DailyLife() {
  return (
    <>
      <PageHeading
        eyebrow="School life"
        title="Daily Life"
        lead={`Live lessons with a certified U.S. teacher, time away from the screen and clubs to look forward to. The school day runs from ${DAY} Eastern Time, and you can see every time in your own time zone below.`}
      >
        <DayFacts />
      </PageHeading>

      <Section
        id="schedule"
        eyebrow={`Weekdays, ${DAY} ET`}
        title="A sample school day"
        lead={`Your child learns in ${STUDENT_DAY.liveBlocks} live blocks, ${STUDENT_DAY.liveHours} of live teaching in small classes (12:1 student-teacher ratio), with a lunch and screen break from ${LUNCH}. The order of lessons can vary by grade and class.`}
      >
        <ScheduleView />
      </Section>

      <Section id="beyond-live" tone="muted" eyebrow="Around the live blocks" title="Homework, extra help and family time">
        <ul className="grid gap-6 md:grid-cols-3">
          <li className="flex">
            <FeatureCard icon={NotebookPen} title={`Homework: ${STUDENT_DAY.homework}`} className="w-full">
              <p>Short practice that builds on the day’s lessons, so evenings stay free for family, play and rest.</p>
            </FeatureCard>
          </li>
          <li className="flex">
            <FeatureCard icon={Users} title="Small groups and enrichment" className="w-full">
              <p>
                Tiered small groups give extra practice or extra challenge. Multilingual support and IEP/504 collaboration help every child learn in
                the way that suits them.
              </p>
            </FeatureCard>
          </li>
          <li className="flex">
            <FeatureCard icon={MessagesSquare} title="Families in the loop" className="w-full">
              <p>
                The parent portal tracks progress, opens the curriculum, lets you message teachers and schedule conferences from one family
                dashboard. Students collect games, rewards and badges in theirs.
              </p>
            </FeatureCard>
          </li>
        </ul>
      </Section>

      <Section
        id="clubs"
        eyebrow={`${STUDENT_DAY.clubs} weekly clubs`}
        title="Clubs"
        lead="Clubs meet every week. Children choose what they love, share it with classmates who love it too and try something new. Here are some of them."
      >
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="clubs">
          {CLUBS.map((club) => (
            <li key={club.name} className="rounded-xl border bg-card p-4">
              <p className="font-semibold">{club.name}</p>
              <p className="mt-1 text-sm text-muted-foreground">{club.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="technology"
        tone="muted"
        eyebrow="Getting ready"
        title="Technology requirements"
        lead="Besides a computer for the live blocks, this is what your child needs to join every class clearly."
      >
        <ul className="grid gap-6 md:grid-cols-3" data-testid="technology">
          {TECHNOLOGY_REQUIREMENTS.map((req) => (
            <li key={req.id} className="flex">
              <FeatureCard icon={TECH_ICONS[req.id]} title={req.title} className="w-full">
                <p>{req.description}</p>
                <p>
                  <Badge className={req.required ? "border-primary/40 text-primary" : undefined}>{req.required ? "Required" : "Recommended"}</Badge>
                </p>
              </FeatureCard>
            </li>
          ))}
        </ul>
        <Card className="mt-8 grid gap-6 md:grid-cols-3">
          <div className="flex gap-3">
            <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">
              <strong className="text-foreground">Safe live sessions.</strong> Every session is moderated, with waiting rooms and learner
              verification.
            </p>
          </div>
          <div className="flex gap-3">
            <Captions className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">
              <strong className="text-foreground">Accessible by design.</strong> Captions, alt text and dyslexia-friendly fonts help every child
              follow along.
            </p>
          </div>
          <div className="flex gap-3">
            <HeartHandshake className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="text-muted-foreground">
              <strong className="text-foreground">Kind classrooms.</strong> An anti-bullying code of conduct applies in every class and club.
            </p>
          </div>
        </Card>
      </Section>

      <Section id="next-steps" centered title="See a school day for yourself" lead="Meet our team on a 30-minute virtual tour and ask everything you want to know.">
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/contact?tab=tour">Book a Virtual Tour</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/faqs">Read the FAQs</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/apply">Start Application</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
