import { Clock, NotebookPen, Sparkles, Video, type LucideIcon } from "lucide-react";
import { STUDENT_DAY } from "#common/schedule";

const FACTS: { icon: LucideIcon; value: string; label: string }[] = [
  { icon: Video, value: STUDENT_DAY.liveBlocks, label: "Live blocks a day" },
  { icon: Clock, value: STUDENT_DAY.liveHours.replace(/^about/, "About"), label: "Live teaching a day" },
  { icon: NotebookPen, value: STUDENT_DAY.homework.replace(/ a day$/, ""), label: "Homework a day" },
  { icon: Sparkles, value: STUDENT_DAY.clubs, label: "Weekly clubs" },
];

/** The student day of docs/product.md section 9 at a glance. */
export function DayFacts() {
  return (
    <dl className="mt-10 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" data-testid="day-facts">
      {FACTS.map(({ icon: Icon, value, label }) => (
        <div key={label} className="relative flex min-h-18 flex-col-reverse justify-center rounded-xl border bg-card py-3 pr-4 pl-17 shadow-sm">
          <dt className="text-sm text-muted-foreground">
            <span className="absolute top-1/2 left-4 grid size-10 -translate-y-1/2 place-items-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd className="text-lg font-bold leading-tight">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
