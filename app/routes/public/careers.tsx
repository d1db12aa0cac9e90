import { ArrowDown, Mail } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { CareersHighlights } from "~/features/careers/careers-highlights";
import { CareersEmail } from "~/features/contact/careers-benefits";
import { JobOpeningCard } from "~/features/careers/job-opening-card";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import { JOB_OPENINGS } from "#common/careers";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";

const OPEN_POSITIONS_ID = "open-positions";

export const meta = ({ location }: { location: { pathname: string } }) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("careers.meta.title"),
    description: t("careers.meta.description"),
    keywords: t("careers.meta.keywords").split(", "),
    canonical: "/careers",
  }));

/** Scrolls to the open positions (smoothly unless reduced motion) and moves keyboard focus there. */
function showOpenPositions() {
  const target = document.getElementById(OPEN_POSITIONS_ID);
  if (!target) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}

export default function Careers() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  return (
    <>
      <PageHeading
        title={t("careers.heading.title")}
        eyebrow={t("careers.heading.eyebrow", { school: school.name })}
        lead={t("careers.heading.lead")}
        actions={
          <>
            <Button size="lg" onClick={showOpenPositions}>
              <ArrowDown aria-hidden="true" />
              {t("careers.heading.viewOpenPositions")}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={localizedPath("/contact?section=benefits", language)}>{t("careers.heading.seeBenefits")}</Link>
            </Button>
          </>
        }
      />

      <Section
        title={t("careers.why.title")}
        headingId="why-work-with-us"
        lead={t("careers.why.lead")}
      >
        <CareersHighlights />
      </Section>

      <Section
        id={OPEN_POSITIONS_ID}
        tabIndex={-1}
        tone="muted"
        title={t("careers.open.title")}
        lead={t("careers.open.lead")}
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
        title={t("careers.general.title")}
        headingId="general-application"
        lead={t("careers.general.lead")}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link to={localizedPath("/contact", language)}>{t("careers.general.contact")}</Link>
          </Button>
          <p className="flex items-center gap-2 text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {rt("careers.general.emailCv", { email: <CareersEmail key="email" /> })}
            </span>
          </p>
        </div>
      </Section>
    </>
  );
}
