import { ArrowDown, Mail } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { CareersHighlights } from "~/features/careers/careers-highlights";
import { JobOpeningCard } from "~/features/careers/job-opening-card";
import { pageMeta } from "~/lib/seo";
import { JOB_OPENINGS } from "#common/careers";
import { school } from "#common/school";

const OPEN_POSITIONS_ID = "open-positions";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description:
      "Teach from home: remote, full-time positions for certified teachers and school staff at an accredited online elementary school, with salary ranges shown in every listing.",
    keywords: ["teaching jobs", "remote teacher jobs", "online school careers", "elementary teacher jobs"],
    canonical: "/careers",
  });

/** Scrolls to the open positions (smoothly unless reduced motion) and moves keyboard focus there. */
function showOpenPositions() {
  const target = document.getElementById(OPEN_POSITIONS_ID);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

export default function Careers() {
  return (
    <>
      <PageHeading
        title="Careers"
        eyebrow={`Work at ${school.name}`}
        lead="Teach small, live online classes for children in grades K-6, from home. Every position is remote and full-time, and every listing shows its salary range up front."
        actions={
          <>
            <Button size="lg" onClick={showOpenPositions}>
              <ArrowDown aria-hidden="true" />
              View Open Positions
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact?section=benefits">See Our Benefits</Link>
            </Button>
          </>
        }
      />

      <Section
        title="Why Work With Us"
        headingId="why-work-with-us"
        lead="We are an accredited online elementary school with certified U.S. teachers, small classes and a full K-6 curriculum. Here is what that means for the people who teach here."
      >
        <CareersHighlights />
      </Section>

      <Section
        id={OPEN_POSITIONS_ID}
        tabIndex={-1}
        tone="muted"
        title="Open Positions"
        lead={`These remote, full-time roles are open now. Choose Apply Now to send us your details, a cover letter and your CV.`}
        className="outline-none"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {JOB_OPENINGS.map((opening) => (
            <li key={opening.id}>
              <JobOpeningCard opening={opening} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        title="Don't See Your Role?"
        headingId="general-application"
        lead="We're glad to hear from certified teachers and school staff who share our commitment to children and families, even when no listing fits yet."
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to="/contact">Contact Us About a General Application</Link>
          </Button>
          <p className="flex items-center gap-2 text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span>
              Or email your CV to{" "}
              <a href={`mailto:${school.emails.careers}`} className="font-semibold text-primary underline underline-offset-4 [overflow-wrap:anywhere]">
                {school.emails.careers}
              </a>
            </span>
          </p>
        </div>
      </Section>
    </>
  );
}
