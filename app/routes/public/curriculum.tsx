import { BookOpen, Calculator, FlaskConical, Globe, Handshake, Heart, Languages, Layers, Palette, Rocket } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { CtaBand } from "~/features/school/cta-band";
import { FeatureGrid, type FeatureItem } from "~/components/ui/feature-grid";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Academics",
    description:
      "A full K-6 curriculum aligned with U.S. state standards, Common Core ELA and math and NGSS science, plus specials, SEL and support for every learner.",
    keywords: ["K-6 curriculum", "online elementary curriculum", "Common Core", "NGSS", "social-emotional learning", "IEP 504 online school"],
    canonical: "/curriculum",
  });

const SUBJECTS: readonly FeatureItem[] = [
  {
    icon: BookOpen,
    title: "English Language Arts (ELA)",
    body: "Phonics and early reading grow into confident reading, writing, speaking and listening. Children read stories and informational texts, write for different purposes and build their vocabulary, following Common Core ELA.",
  },
  {
    icon: Calculator,
    title: "Mathematics",
    body: "From counting and number sense to fractions, decimals, ratios and early algebra, children build understanding step by step and learn to explain their reasoning, following Common Core math.",
  },
  {
    icon: FlaskConical,
    title: "Science",
    body: "Children ask questions, investigate and explain what they observe across life science, physical science, and earth and space science, following the Next Generation Science Standards (NGSS).",
  },
  {
    icon: Globe,
    title: "Social Studies",
    body: "Communities, geography, civics, economics and history, from a child's own neighborhood to the United States and the wider world.",
  },
  {
    icon: Palette,
    title: "Specials",
    body: "Art, music, PE/health, digital citizenship and coding: creative, active and digital skills that round out the week and help children use technology safely and well.",
  },
  {
    icon: Heart,
    title: "Social-Emotional Learning",
    body: "Understanding feelings, making friends, working through disagreements and making responsible choices, practiced throughout the school week so children feel safe to learn together.",
  },
];

const STANDARDS = [
  { name: "U.S. state standards", detail: "The grade-level expectations that shape every subject we teach." },
  { name: "Common Core ELA and math", detail: "Reading, writing, speaking and listening, and mathematics." },
  { name: "NGSS science", detail: "The Next Generation Science Standards, built on asking questions and investigating." },
] as const;

const GRADE_BANDS = [
  {
    band: "K-1",
    grades: "Kindergarten and Grade 1",
    text: "Learning through stories, songs, movement and play. Short live lessons build phonics, early reading and writing, counting and number sense, and the routines of a friendly online class. A parent or caregiver nearby helps the youngest learners settle in.",
  },
  {
    band: "2-3",
    grades: "Grades 2 and 3",
    text: "Children move from learning to read to reading to learn. They read longer books, write organized paragraphs, become fluent with addition and subtraction, and begin multiplication, division and fractions, taking a bigger part in class discussion.",
  },
  {
    band: "4-5",
    grades: "Grades 4 and 5",
    text: "Students research topics and write reports and opinion pieces, work with multi-digit numbers, fractions and decimals, carry out science investigations and take on longer projects, growing more independent each term.",
  },
  {
    band: "6",
    grades: "Grade 6",
    text: "Our oldest students tackle ratios, expressions and equations, write well-argued essays and go deeper in science and social studies, building the study habits they need for the step up to middle school.",
  },
] as const;

const SUPPORT: readonly FeatureItem[] = [
  {
    icon: Layers,
    title: "Tiered small groups",
    body: "Teachers group children by skill for focused instruction, so a child who needs more practice gets it and a child who is ready moves on. Groups change as children grow.",
  },
  {
    icon: Rocket,
    title: "Enrichment",
    body: "Extension tasks and challenges for children ready to go further, so curious and fast-moving learners stay stretched and engaged.",
  },
  {
    icon: Languages,
    title: "Multilingual support",
    body: "Support for multilingual learners and their families, so children take a full part in class while their English grows.",
  },
  {
    icon: Handshake,
    title: "IEP/504 collaboration",
    body: "If your child has an IEP or a 504 plan, our teachers work with you to put its accommodations into practice in the online classroom.",
  },
];

export default function Page() {
  return (
    <>
      <PageHeading
        eyebrow="Academics"
        title="Academics"
        lead="A full K-6 curriculum aligned with U.S. state standards, Common Core ELA and math, and NGSS science, taught live by certified U.S. teachers in small classes."
      />

      <Section
        id="subjects"
        eyebrow="Subjects"
        title="Six subjects, one well-rounded education"
        lead="Core subjects every day, with specials and social-emotional learning woven through the week."
      >
        <FeatureGrid items={SUBJECTS} testId="subjects" />
      </Section>

      <Section
        id="standards"
        tone="muted"
        eyebrow="Standards"
        title="Built on U.S. standards"
        lead="Families in the U.S. and abroad can be confident that their child is learning what U.S. elementary students learn at each grade."
      >
        <ul role="list" className="grid gap-6 md:grid-cols-3">
          {STANDARDS.map((standard) => (
            <li key={standard.name}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold">{standard.name}</h3>
                <p className="mt-2 text-muted-foreground">{standard.detail}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="grade-bands"
        eyebrow="Grade bands"
        title="What learning looks like at each stage"
        lead="Lessons grow with your child, from playful first steps in reading and number to the independence of the final elementary year."
      >
        <ol role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="grade-bands">
          {GRADE_BANDS.map((band) => (
            <li key={band.band}>
              <Card className="flex h-full flex-col gap-3">
                <h3 className="text-3xl font-bold tracking-tight text-primary">
                  <span className="sr-only">{band.band === "6" ? "Grade " : "Grades "}</span>
                  {band.band}
                </h3>
                <Badge className="self-start border-primary/30 bg-secondary text-secondary-foreground">{band.grades}</Badge>
                <p className="text-muted-foreground">{band.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="support"
        tone="muted"
        eyebrow="Every learner"
        title="Differentiation & Support"
        lead="Children arrive with different strengths and needs. Small classes let our teachers respond to each one."
      >
        <FeatureGrid items={SUPPORT} columns={4} testId="support" />
      </Section>

      <CtaBand
        id="next"
        title="See how it all fits into a school day"
        lead="Explore a sample weekday, clubs and the technology you need, or start your child's application."
      >
        <Button asChild size="lg">
          <Link to="/apply">Start Application</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/daily-life">Explore Daily Life</Link>
        </Button>
      </CtaBand>
    </>
  );
}
