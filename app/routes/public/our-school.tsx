import { BookOpen, BookType, Captions, Compass, Image as ImageIcon, Users, Video } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { CtaBand } from "~/features/school/cta-band";
import { FeatureGrid, type FeatureItem } from "~/components/ui/feature-grid";
import { SAFETY_CARDS } from "~/features/school/safety";
import { StatList } from "~/features/school/stat-list";
import { pageMeta } from "~/lib/seo";
import { school } from "#common/school";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "Why families choose our accredited online K-6 school: live certified U.S. teachers, 12:1 classes, personalized learning and a safe, moderated classroom.",
    keywords: ["about our online school", "online school safety", "certified U.S. teachers", "small online classes", "accessible online learning"],
    canonical: "/our-school",
  });

const DIFFERENCES: readonly FeatureItem[] = [
  {
    icon: Video,
    title: "Live, certified U.S. teachers",
    body: "Every lesson is taught live by a licensed teacher certified in the U.S. Children ask questions, get feedback in the moment and build a real relationship with their teacher, and families abroad get the same U.S. instruction wherever they live.",
  },
  {
    icon: Users,
    title: "Small classes, 12:1",
    body: "A 12:1 student-teacher ratio leaves room for every voice. Teachers see how each child is doing during the lesson and can step in straight away, so small gaps are caught early.",
  },
  {
    icon: Compass,
    title: "Personalized learning",
    body: "Tiered small groups, enrichment and multilingual support let each child work at the level that is right for them, and teachers collaborate with families on IEP and 504 plans.",
  },
  {
    icon: BookOpen,
    title: "A full K-6 curriculum",
    body: "English language arts, mathematics, science, social studies, specials and social-emotional learning, aligned with U.S. state standards, Common Core ELA and math, and NGSS science.",
  },
];

const ACCESSIBILITY: readonly FeatureItem[] = [
  {
    icon: Captions,
    title: "Captions",
    body: "Captions help every child follow spoken content, including children who are deaf or hard of hearing and those still learning English.",
  },
  {
    icon: ImageIcon,
    title: "Alt text",
    body: "Images carry text alternatives, so learning materials and this website work with screen readers.",
  },
  {
    icon: BookType,
    title: "Dyslexic-friendly fonts",
    body: (
      <p>
        Readers who find letters easier to tell apart in a dyslexia-friendly typeface can switch the whole site to one: press the{" "}
        <strong className="font-semibold text-foreground">Dyslexia-friendly font</strong> button (the book icon) in the header at the top of every
        page. Your choice is remembered on this device.
      </p>
    ),
  },
];

export default function Page() {
  return (
    <>
      <PageHeading
        eyebrow="Our School"
        title="About Us"
        lead={`${school.name} is an accredited online elementary school for grades K-6. We bring the warmth of a great classroom into your home: live lessons with certified U.S. teachers, small classes and learning shaped around your child.`}
      >
        <StatList className="mt-10 max-w-md" />
      </PageHeading>

      <Section
        id="different"
        eyebrow="What sets us apart"
        title="What makes our school different"
        lead="Online school works when it keeps what matters about school: a teacher who knows your child, classmates to learn with, and work that fits."
      >
        <FeatureGrid items={DIFFERENCES} columns={2} testId="differences" />
      </Section>

      <Section
        id="safety"
        tone="muted"
        eyebrow="Care comes first"
        title="Safety & Wellbeing"
        lead="Your child's safety matters as much online as anywhere else. Three commitments guide every school day."
      >
        <FeatureGrid items={SAFETY_CARDS} testId="safety-cards" />
      </Section>

      <Section
        id="accessibility"
        eyebrow="Accessibility"
        title="Accessible for every learner"
        lead="Children learn in different ways. Our classes and this website are built so that more of them can take part fully."
      >
        <FeatureGrid items={ACCESSIBILITY} />
      </Section>

      <Section id="accreditation" tone="muted" eyebrow="Accreditation" title="Accredited and standards-aligned">
        <Card className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="space-y-3">
            <p className="text-lg font-semibold">{school.accreditation}.</p>
            <p className="text-muted-foreground">
              What your child learns at each grade follows U.S. state standards, so a year with us builds the same knowledge and skills expected of
              children in U.S. elementary schools.
            </p>
            <Button asChild variant="outline" className="mt-2">
              <Link to="/curriculum">See the curriculum by subject</Link>
            </Button>
          </div>
          <ul role="list" className="grid gap-3" aria-label="Standards we teach to">
            <li className="rounded-lg border bg-background p-4">
              <p className="font-semibold">U.S. state standards</p>
              <p className="text-sm text-muted-foreground">The grade-level expectations across every subject.</p>
            </li>
            <li className="rounded-lg border bg-background p-4">
              <p className="font-semibold">Common Core ELA and math</p>
              <p className="text-sm text-muted-foreground">Reading, writing, speaking, listening and mathematics.</p>
            </li>
            <li className="rounded-lg border bg-background p-4">
              <p className="font-semibold">NGSS science</p>
              <p className="text-sm text-muted-foreground">The Next Generation Science Standards for investigation and inquiry.</p>
            </li>
          </ul>
        </Card>
      </Section>

      <CtaBand
        id="visit"
        title="See our classroom for yourself"
        lead="Book a 30-minute virtual tour, or start your child's application today."
      >
        <Button asChild size="lg">
          <Link to="/contact?tab=tour">Book a Virtual Tour</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/apply">Start Application</Link>
        </Button>
      </CtaBand>
    </>
  );
}
