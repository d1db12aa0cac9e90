import { BadgeCheck, BookOpenCheck, Lock, ShieldCheck, Video } from "lucide-react";
import { Container } from "~/components/ui/section";
import { useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";

/** Short proofs of docs/product.md section 1, each one a claim the rest of the site explains. */
export const TRUST_POINTS: readonly { icon: typeof ShieldCheck; text: MessageId }[] = [
  { icon: ShieldCheck, text: "home.trust.accredited" },
  { icon: BadgeCheck, text: "home.trust.teachers" },
  { icon: BookOpenCheck, text: "home.trust.standards" },
  { icon: Lock, text: "home.trust.privacy" },
  { icon: Video, text: "home.trust.moderated" },
];

/** A band right under the hero that answers "can we trust this school?" at a glance. */
export function TrustStrip() {
  const t = useT();
  return (
    <section aria-labelledby="trust-heading" className="border-b bg-muted/60 py-8">
      <Container>
        <h2 id="trust-heading" className="sr-only">
          {t("home.trust.heading")}
        </h2>
        <ul role="list" className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {TRUST_POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm font-medium">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-background text-primary shadow-sm">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {t(text)}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
