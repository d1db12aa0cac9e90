/**
 * A mastery level shown in words and as a 4-step meter with its text (never colour alone): "Meets,
 * 3 of 4". Not yet assessed shows an empty meter and says so.
 */
import { cn } from "~/lib/utils";
import { useT } from "~/lib/i18n";
import { MASTERY_IDS, MASTERY_LEVELS, type MasteryLevel } from "#common/learning/mastery";

export function MasteryMeter({ level, className }: { level: MasteryLevel | null; className?: string }) {
  const t = useT();
  const words = level === null ? t("mastery.notYetAssessed") : t("progress.mastery.words", { label: t(MASTERY_IDS[level].label), level });
  return (
    <div className={cn("flex flex-wrap items-center gap-3", className)} data-testid="mastery">
      <span role="img" aria-label={t("progress.mastery.aria", { words })} className="flex gap-1" title={words}>
        {[...MASTERY_LEVELS].reverse().map((step) => (
          <span
            key={step}
            aria-hidden="true"
            className={cn("h-3 w-7 rounded-sm border border-foreground/60", level !== null && step <= level ? "bg-primary" : "bg-background")}
          />
        ))}
      </span>
      <span className="font-semibold" aria-hidden="true">
        {words}
      </span>
    </div>
  );
}
