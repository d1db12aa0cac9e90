/**
 * Beside a standard on /parent/progress (issue 34): the child's practice of it in the learning games,
 * muted and under a "Practice" badge, never drawn like a mastery level: practice counts in no mark.
 */
import { Gamepad2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { formatShortDay } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import type { ProgressStandard } from "#common/schemas/learning/progress";

export function PracticeLine({ practice }: { practice: ProgressStandard["practice"] }) {
  const t = useT();
  const locale = useLocale();
  if (!practice) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="standard-practice">
      <Badge className="border-dashed bg-muted font-medium text-muted-foreground">
        <Gamepad2 aria-hidden="true" />
        {t("practice.progress.badge")}
      </Badge>
      <span>{t("practice.progress.line", { right: practice.rightFirstTime, items: practice.items, date: formatShortDay(practice.lastAt, locale) })}</span>
    </p>
  );
}
