import { CalendarDays, Tag, UserPlus, Users } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { FeatureCard } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { PaymentExamples } from "~/features/tuition/payment-examples";
import { TuitionCalculator } from "~/features/tuition/tuition-calculator";
import { BaseTuitionTable, SiblingTuitionTable } from "~/features/tuition/tuition-tables";
import { pageMeta } from "~/lib/seo";
import { school } from "#common/school";
import {
  formatPercent,
  formatUsd,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  SIBLING_DISCOUNT_PERCENT,
  STACKED_DISCOUNT_PERCENT,
  TERM_COUNT,
  TUITION_GRADES,
  tuitionRange,
} from "#common/tuition";

// Every figure on this page comes from common/tuition.ts; the text only places them.
const range = tuitionRange();
const from = formatUsd(range.from);
const to = formatUsd(range.to);
const lowestGrade = TUITION_GRADES.find((g) => g.annual === range.from)!.label;
const highestGrade = TUITION_GRADES.find((g) => g.annual === range.to)!.label;
const fee = formatUsd(NEW_STUDENT_FEE);
const fullOff = formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT);
const siblingOff = formatPercent(SIBLING_DISCOUNT_PERCENT);
const stackedOff = formatPercent(STACKED_DISCOUNT_PERCENT);

export const meta = () =>
  pageMeta({
    title: "Tuition",
    description: `Tuition for grades K-6, from ${from} to ${to} a year: ${TERM_COUNT} equal term payments or ${fullOff} off when you pay in full, ${siblingOff} off for each additional sibling, and a tuition calculator.`,
    keywords: ["tuition", "online school cost", "sibling discount", "pay in full discount", "tuition calculator"],
    canonical: "/tuition",
  });

export default function Page() {
  return (
    <>
      <PageHeading
        eyebrow="Tuition & fees"
        title="Tuition"
        lead={`One published price per grade, from ${from} for ${lowestGrade} to ${to} for ${highestGrade}, paid in ${TERM_COUNT} equal terms or in full with ${fullOff} off. Families enrolling more than one child save ${siblingOff} on each additional sibling.`}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/apply">Apply Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#tuition-calculator">Estimate your tuition</a>
            </Button>
          </>
        }
      />

      <Section id="pricing-policy" title="Our pricing policy" lead="Tuition is set by grade and is simple to work out, whichever grade your child is joining.">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <FeatureCard icon={Tag} title="One price per grade">
            <p>
              Each grade has one annual price for the school year, from {from} for {lowestGrade} to {to} for {highestGrade}. All prices are in U.S. dollars, for families in
              the U.S. and abroad.
            </p>
          </FeatureCard>
          <FeatureCard icon={CalendarDays} title="Pay by term or in full">
            <p>
              Spread the year over {TERM_COUNT} equal term payments, or pay for the whole year at once and take {fullOff} off tuition.
            </p>
          </FeatureCard>
          <FeatureCard icon={Users} title="Savings for siblings">
            <p>
              Each additional brother or sister enrolled at the same time receives {siblingOff} off. The child with the highest tuition pays the full
              price.
            </p>
          </FeatureCard>
          <FeatureCard icon={UserPlus} title="One fee, for new students only">
            <p>
              A one-time {fee} administration and registration fee applies to each new student and is added to the first payment. Returning students
              do not pay it.
            </p>
          </FeatureCard>
        </div>
        <p className="mt-8 max-w-3xl rounded-lg border border-accent-foreground/20 bg-accent p-4 text-accent-foreground">
          <span className="font-semibold">How discounts combine:</span> the sibling discount is applied first, then the {fullOff} pay-in-full discount
          on the reduced amount, so a sibling paying in full saves {stackedOff} in total. Discounts apply to tuition only, never to the fee.
        </p>
      </Section>

      <Section
        id="base-tuition"
        tone="muted"
        title="Base tuition by grade"
        lead={`The annual price, each of the ${TERM_COUNT} equal term payments, and the price when you pay in full. The new-entry columns show what a new student pays up front, with the ${fee} fee added.`}
      >
        <BaseTuitionTable />
      </Section>

      <Section
        id="sibling-tuition"
        title="Sibling tuition"
        lead={`What each additional child pays when brothers and sisters are enrolled at the same time. The child with the highest tuition pays the base price above; paying in full takes a further ${fullOff} off the sibling price, ${stackedOff} in total. New siblings pay the ${fee} fee in full.`}
      >
        <SiblingTuitionTable />
      </Section>

      <Section
        id="tuition-calculator"
        tone="muted"
        title="Estimate your family's tuition"
        lead="Choose how many children are enrolling, each child's grade and whether they are new or returning, then a payment plan. Your estimate updates as you go."
      >
        <TuitionCalculator />
      </Section>

      <Section
        id="payment-examples"
        title="Payment examples"
        lead="Common family situations, worked through step by step with the prices and discounts above."
      >
        <PaymentExamples />
      </Section>

      <Section id="payment-terms" tone="muted" title="Payment terms">
        <ul className="max-w-3xl list-disc space-y-3 pl-6 marker:text-primary">
          <li>
            Choose {TERM_COUNT} equal term payments across the school year, or a single payment in full with {fullOff} off tuition.
          </li>
          <li>
            The one-time {fee} administration and registration fee for each new student is added to the first payment. Returning students do not pay
            it.
          </li>
          <li>
            The {siblingOff} sibling discount applies to each additional child enrolled at the same time; the child with the highest tuition pays full
            price.
          </li>
          <li>
            When both discounts apply, the sibling discount comes first and the {fullOff} pay-in-full discount is taken from the reduced amount, {stackedOff}{" "}
            in total.
          </li>
          <li>Discounts apply to tuition only; the administration and registration fee is never discounted.</li>
          <li>All amounts are in U.S. dollars (USD).</li>
        </ul>
      </Section>

      <Section
        id="tuition-questions"
        title="Questions about tuition?"
        centered
        lead={
          <>
            Our admissions team is glad to walk you through your family's costs. Call{" "}
            <a href={`tel:${school.phone.e164}`} className="font-semibold text-primary underline underline-offset-4">
              {school.phone.display}
            </a>{" "}
            ({school.officeHours}) or email{" "}
            <a href={`mailto:${school.emails.admissions}`} className="font-semibold text-primary underline underline-offset-4 wrap-anywhere">
              {school.emails.admissions}
            </a>
            .
          </>
        }
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/apply">Apply Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">Contact Admissions</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
