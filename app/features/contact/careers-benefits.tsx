import { BookOpen, Briefcase, GraduationCap, HeartHandshake, Laptop, Users } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { Section } from "~/components/ui/section";
import { school } from "#common/school";

const BENEFITS = [
  {
    icon: Laptop,
    title: "Remote Work",
    body: "Every role is remote. You teach and collaborate online from your own quiet workspace, with classes that follow a U.S. Eastern Time schedule.",
  },
  {
    icon: Briefcase,
    title: "Full-Time, Salaried Roles",
    body: "Our open positions are full-time, and each listing shows its salary range up front, so you know where you stand before you apply.",
  },
  {
    icon: Users,
    title: "Small Classes",
    body: "A 12:1 student-teacher ratio means you get to know every child and family, and live lessons stay personal rather than crowded.",
  },
  {
    icon: GraduationCap,
    title: "Training and Professional Development",
    body: "Everyone completes mandatory-reporting training and learns our safety practices for moderated live sessions, with continued professional development as you grow with us.",
  },
  {
    icon: BookOpen,
    title: "A Full Curriculum to Teach From",
    body: "Teach a complete K-6 curriculum aligned with U.S. state standards, Common Core ELA and math, and NGSS science, instead of building every lesson alone.",
  },
  {
    icon: HeartHandshake,
    title: "A Team Around Every Learner",
    body: "Work alongside colleagues on tiered small groups, enrichment, multilingual support and IEP/504 collaboration, so no one supports a child on their own.",
  },
] as const;

/** The "Benefits" section for people considering working at the school; /careers links to it. */
export function CareersBenefits() {
  return (
    <Section
      id="benefits"
      tone="muted"
      eyebrow="Working at BrightPath"
      title="Benefits of Working With Us"
      lead={`Thinking about teaching or working with ${school.name}? Here is what our team can count on.`}
    >
      <FeatureGrid items={BENEFITS} />
      <div className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button asChild size="lg">
          <Link to="/careers">See Open Positions</Link>
        </Button>
        <p className="text-muted-foreground">
          Or send your CV and a short cover letter to{" "}
          <a href={`mailto:${school.emails.careers}`} className="font-semibold text-primary underline underline-offset-4 [overflow-wrap:anywhere]">
            {school.emails.careers}
          </a>
          .
        </p>
      </div>
    </Section>
  );
}
