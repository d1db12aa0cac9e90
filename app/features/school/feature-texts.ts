import type { LucideIcon } from "lucide-react";
import { useMemo } from "react";
import type { FeatureItem } from "~/components/ui/feature-grid";
import { useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";

/** A feature card as data: its icon and the ids of its title and one-paragraph body. */
export interface FeatureText {
  icon: LucideIcon;
  title: MessageId;
  body: MessageId;
}

/** The cards of a FeatureGrid in the page's language. */
export function useFeatureItems(items: readonly FeatureText[]): FeatureItem[] {
  const t = useT();
  return useMemo(() => items.map(({ icon, title, body }) => ({ icon, title: t(title), body: t(body) })), [items, t]);
}
