import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { FeatureCard } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  /** A string becomes one paragraph; pass nodes for richer content (a list, a link). */
  body: ReactNode;
}

const COLUMNS = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  columns?: keyof typeof COLUMNS;
  className?: string;
  /** Names the list for tests and for anchors; the cards themselves are h3s under the section's h2. */
  testId?: string;
}

/**
 * A list of feature cards: one column on phones, two from small screens, up to `columns` on wide
 * ones. It is a real list, so a screen reader announces how many cards there are.
 */
export function FeatureGrid({ items, columns = 3, className, testId }: FeatureGridProps) {
  return (
    <ul role="list" className={cn("grid gap-6", COLUMNS[columns], className)} data-testid={testId}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <FeatureCard icon={item.icon} title={item.title} className="w-full">
            {typeof item.body === "string" ? <p>{item.body}</p> : item.body}
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
