import { GraduationCap, Laptop, Users, type LucideIcon } from "lucide-react";
import { FeatureGrid } from "~/components/ui/feature-grid";
import { useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";

const HIGHLIGHTS = [
  { icon: Laptop, title: "careers.why.remote.title", body: "careers.why.remote.body" },
  { icon: Users, title: "careers.why.small.title", body: "careers.why.small.body" },
  { icon: GraduationCap, title: "careers.why.training.title", body: "careers.why.training.body" },
] as const satisfies readonly { icon: LucideIcon; title: MessageId; body: MessageId }[];

/** The three benefit cards of the careers page (docs/product.md section 2). */
export function CareersHighlights() {
  const t = useT();
  return <FeatureGrid items={HIGHLIGHTS.map((item) => ({ icon: item.icon, title: t(item.title), body: t(item.body) }))} />;
}
