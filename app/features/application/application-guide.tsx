/**
 * The help beside the application form: what to have at hand, what happens after submitting, and
 * how to reach admissions. The next steps follow the admission steps on /admissions.
 */
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { useLanguage, useRichT, useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";
import { localizedPath } from "#common/i18n/public-paths";
import { school } from "#common/school";

const textLink = "font-semibold text-primary underline underline-offset-4 hover:no-underline";
/** The admissions address in two parts, "admissions@" and the domain, to wrap between them. */
const MAILBOX = `${school.emails.admissions.split("@")[0]}@`;
const DOMAIN = school.emails.admissions.split("@")[1];

export const NEXT_STEPS: readonly { title: MessageId; body: MessageId }[] = [
  { title: "application.guide.reviewTitle", body: "application.guide.reviewBody" },
  { title: "application.guide.conversationTitle", body: "application.guide.conversationBody" },
  { title: "application.guide.placementTitle", body: "application.guide.placementBody" },
];

/** The numbered steps after an application, shown beside the form and in the confirmation. */
export function NextSteps({ className }: { className?: string }) {
  const t = useT();
  return (
    <ol className={className ?? "space-y-4"}>
      {NEXT_STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-3">
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <p className="font-semibold">
              <span className="sr-only">{t("application.guide.step", { number: index + 1 })}</span>
              {t(step.title)}
            </p>
            <p className="text-sm text-muted-foreground">{t(step.body)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const HAVE_AT_HAND: readonly MessageId[] = [
  "application.guide.haveContacts",
  "application.guide.haveChild",
  "application.guide.haveSchool",
  "application.guide.haveEmergency",
  "application.guide.haveNeeds",
];

export function BeforeYouBegin() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  return (
    <Card className="space-y-4">
      <h2 id="before-you-begin" className="text-xl font-bold tracking-tight">
        {t("application.guide.beforeTitle")}
      </h2>
      <p className="text-muted-foreground">{t("application.guide.beforeIntro")}</p>
      <ul className="list-disc space-y-2 pl-5 marker:text-primary">
        {HAVE_AT_HAND.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {rt("application.guide.newHere", {
          admissions: (chunks) => (
            <Link to={localizedPath("/admissions", language)} className={textLink}>
              {chunks}
            </Link>
          ),
          tuition: (chunks) => (
            <Link to={localizedPath("/tuition", language)} className={textLink}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </Card>
  );
}

export function AfterYouApply() {
  const t = useT();
  return (
    <Card className="space-y-4">
      <h2 id="after-you-apply" className="text-xl font-bold tracking-tight">
        {t("application.guide.afterTitle")}
      </h2>
      <NextSteps />
      <p className="text-sm text-muted-foreground">{t("application.guide.rolling")}</p>
    </Card>
  );
}

export function AdmissionsContact() {
  const t = useT();
  return (
    <Card className="space-y-3">
      <h2 id="admissions-questions" className="text-xl font-bold tracking-tight">
        {t("application.guide.questionsTitle")}
      </h2>
      <p className="text-muted-foreground">{t("application.guide.questionsBody")}</p>
      <ul className="space-y-1">
        <li>
          <a href={`tel:${school.phone.e164}`} className={textLink}>
            {school.phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${school.emails.admissions}`} className={textLink}>
            {/* A long address wraps after the @ rather than mid-word. */}
            {MAILBOX}
            <wbr />
            {DOMAIN}
          </a>
        </li>
      </ul>
      <p className="text-sm text-muted-foreground">{t("application.guide.officeHours", { hours: t("application.guide.officeHoursValue") })}</p>
    </Card>
  );
}
