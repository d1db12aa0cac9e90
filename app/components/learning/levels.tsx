/**
 * The levels a piece of work came back at, in the mastery words and with the star of the child's work
 * screen, each level once (issue 34): the child's home and their list of work both show them.
 */
import { Star } from "lucide-react";
import { isMasteryLevel, MASTERY_IDS } from "#common/learning/mastery";
import { useT } from "~/lib/i18n";

/** The mastery levels among `levels`, each once, in their order (the server sends them highest first). */
export const shownLevels = (levels: readonly number[]) => [...new Set(levels)].filter(isMasteryLevel);

export function Levels({ levels }: { levels: readonly number[] }) {
  const t = useT();
  const shown = shownLevels(levels);
  if (shown.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1 text-lg font-semibold" data-testid="came-back-levels">
      {shown.map((level) => (
        <span key={level} className="inline-flex items-center gap-1">
          <Star className="size-5 shrink-0 fill-current text-primary" aria-hidden="true" />
          {t(MASTERY_IDS[level].label)}
        </span>
      ))}
    </span>
  );
}
