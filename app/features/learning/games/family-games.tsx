/**
 * On /parent/account (issue 34): a "Games" card per child of the guardian: today's minutes played, the
 * daily limit (saved at once when chosen) and what the child played. Nothing for an account without
 * children, or for staff opening the page.
 */
import { Gamepad2 } from "lucide-react";
import { useId, useState } from "react";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { formErrorMessage } from "~/lib/form-errors";
import { useUser } from "~/lib/auth";
import { formatShortDay } from "~/lib/dates";
import { useLocale, useLocalize, useT } from "~/lib/i18n";
import { DAILY_LIMIT_CHOICES, GAME_KIND_INFO } from "#common/learning/games";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import type { FamilyGames as ChildGames } from "#common/schemas/learning/games";
import { gameName } from "./game-name";
import { useFamilyGames, useGuardianChildren, useSetGameLimit } from "./games-api";

/** The select's value for "No limit" (the limit is null). */
const NO_LIMIT = "";

export function FamilyGames() {
  const t = useT();
  const { data: user } = useUser();
  // Staff may open /parent/account too; only a guardian has children here and sets their limits.
  const isGuardian = inRoleGroup(user?.role, GUARDIAN_ROLES);
  const children = useGuardianChildren(isGuardian);
  if (!isGuardian) return null;
  return (
    <QueryState query={children} errorTitle={t("practice.family.childrenLoadError")} isEmpty={(list) => list.length === 0} loadingClassName="min-h-20">
      {(list) => (
        <div className="space-y-6" data-testid="family-games">
          {list.map((child) => (
            <ChildGamesCard key={child.studentId} studentId={child.studentId} name={child.name} />
          ))}
        </div>
      )}
    </QueryState>
  );
}

function ChildGamesCard({ studentId, name }: { studentId: string; name: string }) {
  const t = useT();
  const games = useFamilyGames(studentId);
  const titleId = useId();
  return (
    <Card className="space-y-4" role="region" aria-labelledby={titleId} data-testid="child-games">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <Gamepad2 className="size-5 text-primary" aria-hidden="true" />
        {t("practice.family.title", { name })}
      </h2>
      <p className="text-muted-foreground">{t("practice.family.lead")}</p>
      <QueryState query={games} errorTitle={t("practice.family.loadError", { name })} loadingClassName="min-h-20">
        {(data) => (
          <div className="space-y-4">
            <TodayLine time={data.time} name={name} />
            <LimitPicker studentId={studentId} name={name} limit={data.time.limitMinutes} />
            <PlayedList kinds={data.kinds} name={name} />
          </div>
        )}
      </QueryState>
    </Card>
  );
}

/** "Played today: 12 of 20 minutes", and that the child comes back tomorrow once the limit is reached. */
export function TodayLine({ time, name }: { time: ChildGames["time"]; name: string }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <p className="font-semibold" data-testid="games-today">
        {time.limitMinutes === null
          ? t("practice.family.today", { minutes: time.minutesPlayed })
          : t("practice.family.todayOfLimit", { minutes: time.minutesPlayed, limit: time.limitMinutes })}
      </p>
      {time.canPlay ? null : <p className="text-sm text-muted-foreground">{t("practice.family.limitReached", { name })}</p>}
    </div>
  );
}

function LimitPicker({ studentId, name, limit }: { studentId: string; name: string; limit: number | null }) {
  const t = useT();
  const localize = useLocalize();
  const save = useSetGameLimit(studentId);
  const selectId = useId();
  const hintId = useId();
  // The choice shows at once; it goes back to the saved limit when saving fails.
  const [chosen, setChosen] = useState(limit);
  const change = async (value: string) => {
    if (save.isPending) return;
    const minutesPerDay = value === NO_LIMIT ? null : Number(value);
    setChosen(minutesPerDay);
    try {
      await save.mutateAsync({ minutesPerDay });
      const words = minutesPerDay === null ? t("practice.family.noLimit") : t("practice.family.minutes", { minutes: minutesPerDay });
      toast({ variant: "success", title: t("practice.family.saved"), description: t("practice.family.savedText", { name, limit: words }) });
    } catch (error) {
      setChosen(limit);
      toast({ variant: "destructive", title: t("practice.family.notSaved"), description: localize(formErrorMessage(error)) });
    }
  };
  return (
    <div className="space-y-1.5">
      <label htmlFor={selectId} className="block text-sm font-semibold">
        {t("practice.family.limit")}
      </label>
      <Select
        id={selectId}
        aria-describedby={hintId}
        value={chosen === null ? NO_LIMIT : String(chosen)}
        onChange={(e) => void change(e.target.value)}
        aria-disabled={save.isPending || undefined}
        className="min-h-11 sm:max-w-xs"
        data-testid="game-limit"
      >
        <option value={NO_LIMIT}>{t("practice.family.noLimit")}</option>
        {DAILY_LIMIT_CHOICES.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {t("practice.family.minutes", { minutes })}
          </option>
        ))}
      </Select>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t("practice.family.limitHint", { name })}
      </p>
    </div>
  );
}

/** Each game the child played: its name, rounds, stars and when last played. */
export function PlayedList({ kinds, name }: { kinds: ChildGames["kinds"]; name: string }) {
  const t = useT();
  const locale = useLocale();
  if (kinds.length === 0) return <p className="text-muted-foreground">{t("practice.family.nothing", { name })}</p>;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{t("practice.family.played", { name })}</h3>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="games-played">
        {kinds.map((k) => (
          <li key={k.kind} className="flex items-center gap-3 rounded-lg border p-3">
            <span className="text-2xl" aria-hidden="true">
              {GAME_KIND_INFO[k.kind].picture}
            </span>
            <div className="min-w-0 flex-1 break-words">
              <p className="font-medium">{gameName(t, k.kind)}</p>
              <p className="text-sm text-muted-foreground">
                {t("practice.family.kindFacts", { rounds: k.rounds, stars: k.stars, when: formatShortDay(k.lastPlayedAt, locale) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
