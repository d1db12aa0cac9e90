import { Clock, Mail, Phone } from "lucide-react";
import { cn } from "~/lib/utils";
import { school } from "../../../common/school";

const linkClass = "font-semibold text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]";

/** The direct ways to reach admissions: phone, email and office hours, as a short list. */
export function ReachAdmissions({ className }: { className?: string }) {
  return (
    <ul className={cn("grid gap-3 text-sm", className)}>
      <li className="flex items-start gap-3">
        <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Call{" "}
          <a href={`tel:${school.phone.e164}`} className={linkClass}>
            {school.phone.display}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-3">
        <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Email{" "}
          <a href={`mailto:${school.emails.admissions}`} className={linkClass}>
            {school.emails.admissions}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-3">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          Office hours: <span className="font-semibold">{school.officeHours}</span>
        </span>
      </li>
    </ul>
  );
}
