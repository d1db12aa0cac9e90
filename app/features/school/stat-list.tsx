import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";

export interface Stat {
  value: string;
  label: MessageId;
}

/** The headline figures of docs/product.md section 1. Only these, never invented ones. */
export const SCHOOL_STATS: readonly Stat[] = [
  { value: "95%", label: "school.stats.success" },
  { value: "12:1", label: "school.stats.ratio" },
];

/**
 * Figures as a description list: the label is the term and the figure its value, so a screen reader
 * reads "Student success, 95%"; on screen the figure sits above its label.
 */
export function StatList({ stats = SCHOOL_STATS, className }: { stats?: readonly Stat[]; className?: string }) {
  const t = useT();
  return (
    <dl className={cn("grid grid-cols-2 gap-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end rounded-xl border bg-card px-4 py-3 shadow-sm">
          <dt className="text-sm font-medium text-muted-foreground">{t(stat.label)}</dt>
          <dd className="text-3xl font-bold tracking-tight text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
