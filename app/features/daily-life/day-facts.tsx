import { Clock, NotebookPen, Sparkles, Video, type LucideIcon } from "lucide-react";
import { useLanguage, useT } from "~/lib/i18n";
import type { MessageId } from "#common/i18n/messages";
import { studentDay, type StudentDay } from "#common/schedule";

// Values are the student day's words, or a message of their own where the fact reads differently on its own.
const FACTS: { icon: LucideIcon; value: keyof StudentDay | MessageId; label: MessageId }[] = [
  { icon: Video, value: "liveBlocks", label: "dailyLife.facts.liveBlocks" },
  { icon: Clock, value: "dailyLife.facts.liveHoursValue", label: "dailyLife.facts.liveHours" },
  { icon: NotebookPen, value: "dailyLife.facts.homeworkValue", label: "dailyLife.facts.homework" },
  { icon: Sparkles, value: "clubs", label: "dailyLife.facts.clubs" },
];

/** The student day of docs/product.md section 9 at a glance. */
export function DayFacts() {
  const t = useT();
  const day = studentDay(useLanguage());
  return (
    <dl className="mt-10 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4" data-testid="day-facts">
      {FACTS.map(({ icon: Icon, value, label }) => (
        // The value's row keeps its height while the value is still unparsed: a slow phone may paint
        // between the label and its value, and a centred column would then move the label (a shift).
        <div
          key={label}
          className="relative grid min-h-18 grid-rows-[minmax(1.40625rem,auto)_auto] content-center rounded-xl border bg-card py-3 pr-4 pl-17 shadow-sm"
        >
          <dt className="row-start-2 text-sm text-muted-foreground">
            <span className="absolute top-1/2 left-4 grid size-10 -translate-y-1/2 place-items-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            {t(label)}
          </dt>
          <dd className="row-start-1 text-lg font-bold leading-tight">{value in day ? day[value as keyof StudentDay] : t(value as MessageId)}</dd>
        </div>
      ))}
    </dl>
  );
}
