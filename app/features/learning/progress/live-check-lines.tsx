/**
 * Beside a standard on /parent/progress (issue 35): the child's answers to quick checks of live
 * classes that the teacher counted for the standard, under a "Live class check" badge. Unlike games'
 * practice, each one is a mark in the mastery shown beside it (docs/api/live.md).
 */
import { Radio } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { formatDay } from "~/lib/dates";
import { useLocale, useRichT, useT } from "~/lib/i18n";
import { MASTERY_IDS } from "#common/learning/mastery";
import type { ProgressLiveCheck } from "#common/schemas/learning/progress";

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function LiveCheckLines({ checks }: { checks: ProgressLiveCheck[] }) {
  const t = useT();
  const rt = useRichT();
  const locale = useLocale();
  if (checks.length === 0) return null;
  return (
    <details className="rounded-md border p-3" data-testid="standard-live-checks">
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 font-semibold text-primary">
        <Badge className="font-medium">
          <Radio aria-hidden="true" />
          {t("progress.liveCheck.badge")}
        </Badge>
        {t("progress.liveCheck.summary", { count: checks.length })}
      </summary>
      <ul className="mt-3 space-y-4 break-words">
        {checks.map((c) => (
          <li key={c.checkId} className="space-y-1 border-l-4 border-primary/40 pl-3">
            <p className="text-sm text-muted-foreground">{t("progress.liveCheck.when", { className: c.className, date: formatDay(c.answeredAt, locale) })}</p>
            {c.question ? <p>{t("progress.liveCheck.question", { question: c.question })}</p> : null}
            <p>{t(c.correct ? "progress.liveCheck.answerRight" : "progress.liveCheck.answerNotYet", { answer: c.answer })}</p>
            <p>{rt("progress.evidence.level", { label: t(MASTERY_IDS[c.level].label), level: c.level, b: bold })}</p>
            {c.overridden ? <p className="text-sm text-muted-foreground">{t("progress.liveCheck.teacherLevel")}</p> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
