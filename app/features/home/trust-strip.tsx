import { BadgeCheck, BookOpenCheck, Lock, ShieldCheck, Video } from "lucide-react";
import { Container } from "~/components/ui/section";

/** Short proofs of docs/product.md section 1, each one a claim the rest of the site explains. */
export const TRUST_POINTS = [
  { icon: ShieldCheck, text: "Accredited online school for grades K-6" },
  { icon: BadgeCheck, text: "Certified U.S. teachers, teaching live" },
  { icon: BookOpenCheck, text: "U.S. state standards, Common Core and NGSS" },
  { icon: Lock, text: "Privacy practices aligned with children's privacy law" },
  { icon: Video, text: "Moderated live sessions with waiting rooms" },
] as const;

/** A band right under the hero that answers "can we trust this school?" at a glance. */
export function TrustStrip() {
  return (
    <section aria-labelledby="trust-heading" className="border-b bg-muted/60 py-8">
      <Container>
        <h2 id="trust-heading" className="sr-only">
          Why families trust us
        </h2>
        <ul role="list" className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {TRUST_POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm font-medium">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-background text-primary shadow-sm">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
