/**
 * A child's emergency contacts in calling order (issue 36), each number a link that calls it: on the
 * emergency contacts card and on a teacher's class roster (kept apart from the card's form, which the
 * roster does not need).
 */
import { Phone } from "lucide-react";
import type { EmergencyContact } from "#common/schemas/learning/emergency-contacts";

const SEPARATOR = " · ";

/** The contacts in calling order, each number a link that calls it. */
export function ContactList({ contacts, compact = false }: { contacts: readonly EmergencyContact[]; compact?: boolean }) {
  return (
    <ol className={compact ? "space-y-1" : "grid gap-3 md:grid-cols-2"}>
      {contacts.map((c, i) => (
        <li key={`${i}-${c.name}`} className={compact ? undefined : "space-y-1 rounded-lg border p-4"} data-testid="emergency-contact">
          <span className="font-semibold">{c.name}</span>
          {c.relationship ? <span className="text-muted-foreground">{SEPARATOR + c.relationship}</span> : null}
          <a href={`tel:${c.phone.replace(/[^\d+]/g, "")}`} className="flex min-h-7 items-center gap-1 text-primary underline underline-offset-4">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {c.phone}
          </a>
        </li>
      ))}
    </ol>
  );
}
