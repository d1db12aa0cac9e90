import { Clock, ExternalLink, Mail, Phone, type LucideIcon } from "lucide-react";
import { SOCIAL_LINKS } from "~/components/layout/social-icons";
import { Card } from "~/components/ui/card";
import { useT } from "~/lib/i18n";
import { school } from "#common/school";

function DetailRow({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: React.ReactNode }) {
  // A <dl> group may only hold <dt> and <dd>: the icon sits inside the term, placed in the gutter.
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute left-0 top-0 grid size-10 place-items-center rounded-lg bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {term}
      </dt>
      <dd className="font-semibold [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The school's phone, admissions email, office hours and social links. */
export function ContactDetails() {
  const t = useT();
  return (
    <aside aria-labelledby="contact-details-heading">
      <Card className="space-y-6">
        <div className="space-y-1">
          <h2 id="contact-details-heading" className="text-xl font-bold tracking-tight">
            {t("contact.details.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("contact.details.lead")}</p>
        </div>
        <dl className="grid gap-5">
          <DetailRow icon={Phone} term={t("contact.details.phone")}>
            <a href={`tel:${school.phone.e164}`} className="text-primary underline-offset-4 hover:underline">
              {school.phone.display}
            </a>
          </DetailRow>
          <DetailRow icon={Mail} term={t("contact.details.email")}>
            <a href={`mailto:${school.emails.admissions}`} className="text-primary underline-offset-4 hover:underline">
              {school.emails.admissions}
            </a>
          </DetailRow>
          <DetailRow icon={Clock} term={t("contact.details.hours")}>
            {t("contact.officeHours")}
          </DetailRow>
        </dl>
        <div className="border-t pt-5">
          <h3 className="mb-3 text-base font-semibold">{t("contact.details.follow")}</h3>
          <ul className="grid grid-cols-2 gap-2">
            {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm font-semibold hover:bg-muted"
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {label}
                  <span className="sr-only">{t("contact.details.opensInNewTab")}</span>
                  <ExternalLink className="ml-auto size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </aside>
  );
}
