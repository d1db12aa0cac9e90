import { Phone } from "lucide-react";
import { useRichT, useT } from "~/lib/i18n";
import { school } from "#common/school";

const linkClass = "font-semibold text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]";

/** One line under a form for families who would rather call or email admissions. */
export function PreferToTalk({ lead, after }: { lead: string; after?: string }) {
  const t = useT();
  const rt = useRichT();
  const text = rt("contact.preferToTalk.text", {
    phone: (
      <a key="phone" href={`tel:${school.phone.e164}`} className={linkClass}>
        {school.phone.display}
      </a>
    ),
    email: (
      <a key="email" href={`mailto:${school.emails.admissions}`} className={linkClass}>
        {school.emails.admissions}
      </a>
    ),
    after: after ?? "",
    officeHours: t("contact.officeHours"),
  });
  return (
    <p className="flex items-start gap-3 rounded-lg bg-muted px-4 py-3 text-sm">
      <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="font-semibold">{lead}</span> {text}
      </span>
    </p>
  );
}
