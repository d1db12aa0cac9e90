/**
 * /student/games (issue 34): a child's learning games. The games their teacher gave them first, then
 * every game as a big card (the games of their grade first, the others folded under "More games"),
 * a game left unfinished on top, and today's time when the family set a limit. One tap starts a
 * round; the round's id stands in the address (`?round=`), so a reload goes on where the child was.
 * Made for a 5-year-old alone: big pictures, a Listen button on every card, nothing timed, no scores
 * against anyone.
 */
import { Gamepad2, Moon, Play, Star } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { GAME_KIND_INFO, YOUNGEST_GRADES, type GameGrade, type GameKind } from "#common/learning/games";
import type { MessageId } from "#common/i18n/messages";
import type { AssignedGame, GameKindSummary, GameRound, GamesHome, GameTime } from "#common/schemas/learning/games";
import { ListenButton, ReadAloudButton } from "~/components/learning/listen-button";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { errorStatus } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useGamesHome, useStartRound } from "./games-api";
import { GameRoundView } from "./game-round";

const ROUND_PARAM = "round";
/** The answer to starting a round once today's limit is reached. */
const LIMIT_REACHED = 409;

export const kindName = (kind: GameKind): MessageId => `games.kind.${kind}.name`;
export const kindAbout = (kind: GameKind): MessageId => `games.kind.${kind}.about`;

/** The minutes left today under the family's limit, or null without a limit. */
export function minutesLeft(time: GameTime): number | null {
  return time.limitMinutes === null ? null : Math.max(0, time.limitMinutes - time.minutesPlayed);
}

/** The games of the child's grade first, in the order they came; the others after. */
export function splitForGrade(kinds: readonly GameKindSummary[]): { forYou: GameKindSummary[]; more: GameKindSummary[] } {
  return { forYou: kinds.filter((k) => k.forGrade), more: kinds.filter((k) => !k.forGrade) };
}

export function ChildGames() {
  const t = useT();
  const home = useGamesHome();
  const [params, setParams] = useSearchParams();
  const roundId = params.get(ROUND_PARAM) ?? undefined;
  const start = useStartRound();

  const openRound = (id: string) => setParams({ [ROUND_PARAM]: id });
  const backToGames = () => {
    start.reset();
    setParams({});
  };
  const startGame = (kind: GameKind, assignmentId?: string) => start.mutate({ kind, assignmentId }, { onSuccess: (round) => openRound(round.id) });
  const limitReached = errorStatus(start.error) === LIMIT_REACHED;
  const startError =
    start.isError && !limitReached ? (
      <Alert kind="error" title={t("games.home.startError")} className="text-lg" data-testid="start-error">
        {t("child.askGrownUp")}
      </Alert>
    ) : null;

  return (
    <QueryState query={home} loadingLabel={t("games.loading")} errorTitle={t("games.home.loadError")} errorText={t("child.askGrownUp")}>
      {(data) => {
        if (!data.student) return <NoGamesRecord />;
        if (limitReached) return <ComeBackTomorrow />;
        if (roundId) {
          return (
            <GameRoundView
              key={roundId}
              roundId={roundId}
              older={!YOUNGEST_GRADES.includes(data.student.grade as GameGrade)}
              starting={start.isPending}
              startError={startError}
              onPlayAgain={(round: GameRound) => startGame(round.kind, round.assignmentId ?? undefined)}
              onBack={backToGames}
            />
          );
        }
        if (!data.time.canPlay) return <ComeBackTomorrow />;
        return <GamesHomeView data={data} starting={start.isPending} startError={startError} onStart={startGame} onContinue={openRound} />;
      }}
    </QueryState>
  );
}

/** An adult (an admin) opening the child's page: what it is, plainly. */
function NoGamesRecord() {
  const t = useT();
  return (
    <Card className="max-w-2xl space-y-3" data-testid="no-child-record">
      <h2 className="text-xl font-semibold">{t("games.noRecord.title")}</h2>
      <p>{t("games.noRecord.text")}</p>
    </Card>
  );
}

/** Today's time is used up: a kind goodbye instead of the games, and no way to start one. */
function ComeBackTomorrow() {
  const t = useT();
  const title = t("games.home.allDoneToday");
  const text = t("games.home.allDoneTodayText");
  return (
    <Card className="flex min-h-[60vh] flex-col items-center justify-center gap-6 rounded-2xl border-2 p-8 text-center" data-testid="games-done-today">
      <span className="grid size-24 place-items-center rounded-full bg-primary/15 text-primary" aria-hidden="true">
        <Moon className="size-14" />
      </span>
      <h2 className="max-w-xl text-3xl font-bold sm:text-4xl">{title}</h2>
      <p className="max-w-xl text-xl">{text}</p>
      <ReadAloudButton text={`${title} ${text}`} />
    </Card>
  );
}

function GamesHomeView({
  data,
  starting,
  startError,
  onStart,
  onContinue,
}: {
  data: GamesHome;
  starting: boolean;
  startError: ReactNode;
  onStart: (kind: GameKind, assignmentId?: string) => void;
  onContinue: (roundId: string) => void;
}) {
  const t = useT();
  const left = minutesLeft(data.time);
  const assigned = data.assigned.filter((a) => !a.done);
  const { forYou, more } = splitForGrade(data.kinds);
  const starsLine = t("games.home.totalStars", { count: data.totalStars });
  const timeLine = left === null ? "" : t("games.home.minutesLeft", { minutes: left });
  return (
    <div className="space-y-10" data-testid="games-home">
      <Card className="flex flex-col gap-5 rounded-2xl border-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span className="grid size-20 shrink-0 place-items-center rounded-full bg-warning/20" aria-hidden="true">
            <Star className="size-12 fill-warning text-warning" />
          </span>
          <div className="min-w-0 space-y-1 break-words">
            <p className="text-2xl font-bold" data-testid="games-stars">
              {starsLine}
            </p>
            {left === null ? null : (
              <p className="text-xl" data-testid="games-time-left">
                {timeLine}
              </p>
            )}
          </div>
        </div>
        <ReadAloudButton text={`${starsLine} ${timeLine}`} />
      </Card>
      {startError}
      {data.open ? <KeepPlaying open={data.open} onContinue={onContinue} /> : null}
      {assigned.length > 0 ? (
        <section aria-labelledby="from-teacher-title" className="space-y-4">
          <h2 id="from-teacher-title" className="text-2xl font-bold sm:text-3xl">
            {t("games.home.fromTeacher")}
          </h2>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2" data-testid="assigned-games">
            {assigned.map((game) => (
              <AssignedCard key={game.id} game={game} disabled={starting} onStart={() => onStart(game.kind, game.id)} />
            ))}
          </ul>
        </section>
      ) : null}
      {forYou.length > 0 ? (
        <section aria-labelledby="for-you-title" className="space-y-4">
          <h2 id="for-you-title" className="text-2xl font-bold sm:text-3xl">
            {t("games.home.forYou")}
          </h2>
          <GameCards kinds={forYou} disabled={starting} onStart={onStart} testId="games-for-you" />
        </section>
      ) : null}
      {more.length > 0 && forYou.length > 0 ? (
        <details className="group space-y-4" data-testid="more-games">
          <summary
            className={cn(
              "inline-flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-2 px-6 text-2xl font-bold hover:bg-muted",
              "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
            )}
          >
            <Gamepad2 className="size-7 shrink-0" aria-hidden="true" />
            {t("games.home.moreGames")}
          </summary>
          <div className="pt-4">
            <GameCards kinds={more} disabled={starting} onStart={onStart} testId="games-more" />
          </div>
        </details>
      ) : more.length > 0 ? (
        <section aria-labelledby="all-games-title" className="space-y-4">
          <h2 id="all-games-title" className="text-2xl font-bold sm:text-3xl">
            {t("games.home.allGames")}
          </h2>
          <GameCards kinds={more} disabled={starting} onStart={onStart} testId="games-all" />
        </section>
      ) : null}
    </div>
  );
}

function KeepPlaying({ open, onContinue }: { open: NonNullable<GamesHome["open"]>; onContinue: (roundId: string) => void }) {
  const t = useT();
  const kind = open.kind;
  return (
    <Card className="flex flex-col gap-4 rounded-2xl border-2 border-primary bg-primary/10 p-5 sm:flex-row sm:items-center" data-testid="keep-playing">
      <span className="text-6xl leading-none" aria-hidden="true">
        {GAME_KIND_INFO[kind].picture}
      </span>
      <p className="min-w-0 grow break-words text-2xl font-bold">{t("games.home.keepPlayingText", { name: t(kindName(kind)) })}</p>
      <Button size="lg" onClick={() => onContinue(open.id)} className="min-h-16 rounded-2xl px-8 text-2xl [&_svg]:size-7">
        <Play aria-hidden="true" />
        {t("games.home.keepPlaying")}
      </Button>
    </Card>
  );
}

/** A game the teacher gave: the teacher's words beside it, read aloud with its name. */
function AssignedCard({ game, disabled, onStart }: { game: AssignedGame; disabled: boolean; onStart: () => void }) {
  const t = useT();
  const name = t(kindName(game.kind));
  const from = game.note ? t("games.home.teacherNote", { teacher: game.teacherName }) : t("games.home.fromTeacherName", { teacher: game.teacherName });
  return (
    <li className="flex flex-col gap-4 rounded-2xl border-2 border-primary bg-card p-5 text-card-foreground" data-testid="assigned-game">
      <div className="flex min-w-0 items-start gap-4">
        <span className="text-6xl leading-none" aria-hidden="true">
          {GAME_KIND_INFO[game.kind].picture}
        </span>
        <div className="min-w-0 space-y-2 break-words">
          <h3 className="text-2xl font-bold">{name}</h3>
          <p className="text-lg font-semibold">{from}</p>
          {game.note ? <blockquote className="border-l-4 border-primary pl-3 text-xl">{game.note}</blockquote> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" disabled={disabled} onClick={onStart} className="min-h-16 rounded-2xl px-8 text-2xl [&_svg]:size-7">
          <Play aria-hidden="true" />
          {t("games.home.play")}
        </Button>
        <ListenButton text={[name, from, game.note ?? ""].join(" ")} className="min-h-16" />
      </div>
    </li>
  );
}

function GameCards({
  kinds,
  disabled,
  onStart,
  testId,
}: {
  kinds: readonly GameKindSummary[];
  disabled: boolean;
  onStart: (kind: GameKind) => void;
  testId: string;
}) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid={testId}>
      {kinds.map((k) => (
        <GameCard key={k.kind} summary={k} disabled={disabled} onStart={() => onStart(k.kind)} />
      ))}
    </ul>
  );
}

/**
 * One game: the whole card starts it, named by all it shows (name, what it is about, the stars: a
 * voice-control user says what they see); the Listen button beside reads its name and what it is about.
 */
function GameCard({ summary, disabled, onStart }: { summary: GameKindSummary; disabled: boolean; onStart: () => void }) {
  const t = useT();
  const name = t(kindName(summary.kind));
  const about = t(kindAbout(summary.kind));
  return (
    <li className="flex flex-col gap-3 rounded-2xl border-2 bg-card p-3 text-card-foreground" data-testid="game-card" data-kind={summary.kind}>
      <button
        type="button"
        onClick={onStart}
        disabled={disabled}
        className={cn(
          "flex min-h-32 w-full items-center gap-4 rounded-xl p-3 text-left hover:bg-muted disabled:opacity-60",
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        )}
      >
        <span className="text-6xl leading-none" aria-hidden="true">
          {GAME_KIND_INFO[summary.kind].picture}
        </span>
        <span className="min-w-0 grow space-y-1 break-words">
          <span className="block text-2xl font-bold">{name}</span>
          <span className="block text-lg">{about}</span>
          <span className="block text-xl font-bold">
            {summary.stars > 0 ? (
              <span aria-hidden="true" className="text-warning">
                {t("games.home.starsShort", { count: summary.stars })}
              </span>
            ) : null}
            <span className="sr-only">{t("games.home.stars", { count: summary.stars })}</span>
          </span>
        </span>
        <Play className="size-10 shrink-0 text-primary" aria-hidden="true" />
      </button>
      <ListenButton text={`${name}. ${about}`} className="self-start" />
    </li>
  );
}
