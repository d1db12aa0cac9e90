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
import { ADMISSION_STEPS, AGE_PLACEMENT, PLACEMENT_CUTOFF_LABEL } from "~/features/school/placement";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Admissions",
    description:
      "Rolling admissions with monthly start dates: book a tour, apply online, have a readiness conversation, then placement and orientation. About 2 weeks.",
    keywords: ["online school admissions", "apply to online elementary school", "rolling admissions", "grade placement", "kindergarten age cut-off"],
    canonical: "/admissions",
  });

const textLink = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

const STEP_DETAILS: Record<(typeof ADMISSION_STEPS)[number], ReactNode> = {
  "Inquire/Book a Tour": (
    <>
      Tell us about your child or{" "}
      <Link to="/contact?tab=tour" className={textLink}>
        book a {TOUR_LENGTH_MINUTES}-minute virtual tour
      </Link>
      . Tours start on weekdays between {TOUR_TIMES[0]} and {TOUR_TIMES[TOUR_TIMES.length - 1]} EST, and we reply to every enquiry within 24 hours.
    </>
  ),
  "Submit Application": (
    <>
      Complete the{" "}
      <Link to="/apply" className={textLink}>
        online application
      </Link>{" "}
      with your child's details, any previous school and your consents. We review every application and contact you within 2-3 business days.
    </>
  ),
  "Readiness Conversation": (
    <>
      A friendly conversation with you and your child about how they learn, what they enjoy and any support they need. If the grade you asked for
      differs from the grade for your child's age, we talk it through here.
    </>
  ),
  "Placement & Orientation": (
    <>
      We confirm your child's grade and class, then welcome you both with an orientation to the live classroom and the student and parent portals,
      ready for your start date.
    </>
  ),
};

const ROLLING: readonly FeatureItem[] = [
  {
    icon: CalendarDays,
    title: "Monthly start dates",
    body: "There is a start date every month, so your child can begin when your family is ready, including in the middle of the school year.",
  },
  {
    icon: Users,
    title: "Priority cohorts in August and January",
    body: "Our priority cohorts start in August and January, natural points to begin a new school year or a fresh half-year. Apply early to join one.",
  },
  {
    icon: Clock,
    title: "A quick 2-week application process",
    body: "The application process takes about two weeks, so a move, a change of school or a fresh start never has to wait long.",
  },
];

export default function Page() {
  return (
    <>
      <PageHeading
        eyebrow="Admissions"
        title="Admissions"
        lead="Joining our school is simple. Admissions are rolling, with monthly start dates, and the application process takes about two weeks from start to finish."
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/apply">Start Application</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact Admissions</Link>
            </Button>
          </>
        }
      />

      <Section id="process" eyebrow="How to apply" title="Four steps to your first day" lead="Here is what happens from your first question to your child's first class.">
        <ol role="list" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4" data-testid="admission-steps">
          {ADMISSION_STEPS.map((step, index) => (
            <li key={step}>
              <Card className="flex h-full flex-col gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step}
                </h3>
                <p className="text-muted-foreground">{STEP_DETAILS[step]}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="rolling-admissions"
        tone="muted"
        eyebrow="When to start"
        title="Rolling Admissions"
        lead="There is no single deadline. Apply when it suits your family, and your child starts on the next start date that fits."
      >
        <FeatureGrid items={ROLLING} testId="rolling" />
      </Section>

      <Section
        id="placement"
        eyebrow="Finding the right grade"
        title="Placement Assessment"
        lead={`Your child's grade follows their age on the ${PLACEMENT_CUTOFF_LABEL} cut-off date of the school year they start in: this school year for a start during the year, or next school year.`}
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-left text-sm">
              <caption className="border-b px-5 py-4 text-left text-base font-semibold">Grade by age on {PLACEMENT_CUTOFF_LABEL}</caption>
              <thead className="bg-muted/60">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Age on {PLACEMENT_CUTOFF_LABEL}
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold">
                    Grade
                  </th>
                </tr>
              </thead>
              <tbody>
                {AGE_PLACEMENT.map((row) => (
                  <tr key={row.age} className="border-t">
                    <th scope="row" className="px-5 py-3 font-medium">
                      {row.age}
                    </th>
                    <td className="px-5 py-3">{row.grade}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <div className="space-y-5">
            <h3 className="text-xl font-semibold">When the grade you request is different</h3>
            <p className="text-muted-foreground">
              Some children are ready for a different grade than their age suggests. If the grade you request on the application differs from the
              grade for your child's age, we tell you straight away and ask how you would like to continue:
            </p>
            <CheckList
              items={[
                "keep the grade you requested, for our team to review;",
                "accept the grade that matches your child's age; or",
                "ask for a placement assessment, which we recommend.",
              ]}
            />
            <p className="text-muted-foreground">
              A placement assessment and a readiness conversation help us see where your child is in reading, writing and math, so they start in
              the grade where they will thrive.
            </p>
          </div>
        </div>
      </Section>

      <Section id="tuition" tone="muted" eyebrow="Tuition" title="Tuition and payment">
        <Card className="grid gap-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
          <div className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
              <ClipboardList className="size-5" aria-hidden="true" />
            </span>
            <p className="text-muted-foreground">
              Tuition is set by grade and paid in {TERM_COUNT} equal terms, or in full with a {formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT)} discount. Each
              additional sibling enrolled at the same time receives {formatPercent(SIBLING_DISCOUNT_PERCENT)} off, and new students pay a one-time{" "}
              {formatUsd(NEW_STUDENT_FEE)} administration and registration fee with their first payment.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/tuition">View Tuition</Link>
          </Button>
        </Card>
      </Section>

      <CtaBand
        id="apply"
        title="Ready to begin?"
        lead="Start your child's application today, or book a virtual tour first and ask us anything. We reply within 24 hours."
      >
        <Button asChild size="lg">
          <Link to="/apply">Start Application</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/contact?tab=tour">Book a Virtual Tour</Link>
        </Button>
      </CtaBand>
    </>
  );
}
