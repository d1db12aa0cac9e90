/**
 * The summary above a child's standards (issue 33): one line per subject in plain words ("Jonah is
 * meeting most Math standards (2 of 3). Jonah is still working on “Count to 100”."), the sentences of
 * common/learning/progress-summary.ts that the report card prints too. Each line starts with an icon
 * of its own shape for how the subject stands, never colour alone; the words say all of it, so the
 * icons are hidden from screen readers.
 */
import { CircleCheck, CircleDashed, Sprout, Star, TrendingUp, type LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import { useLanguage, useT } from "~/lib/i18n";
import { formatPhrase } from "#common/i18n/phrase";
import { progressSummary, type SubjectStanding } from "#common/learning/progress-summary";
import type { ProgressSubject } from "#common/schemas/learning/progress";

const STANDING_ICONS: Record<SubjectStanding, LucideIcon> = {
  exceedingAll: Star,
  exceedingMost: Star,
  meetingAll: CircleCheck,
  meetingMost: TrendingUp,
  meetingSome: Sprout,
  meetingFew: Sprout,
  notAssessed: CircleDashed,
};

/** The child's summary, `name` being the name they go by; nothing when the child has no subjects. */
export function ProgressSummary({ name, subjects }: { name: string; subjects: readonly ProgressSubject[] }) {
  const t = useT();
  const language = useLanguage();
  const summary = progressSummary(name, subjects);
  if (summary.length === 0) return null;
  return (
    <Card className="space-y-3" data-testid="progress-summary">
      <h3 className="text-lg font-semibold">{t("progress.summary.title")}</h3>
      <ul className="space-y-3">
        {summary.map((line, i) => {
          const Icon = STANDING_ICONS[line.standing];
          return (
            <li key={subjects[i]!.code} className="flex items-start gap-3" data-standing={line.standing}>
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <p>{line.sentences.map((sentence) => formatPhrase(language, sentence)).join(" ")}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
