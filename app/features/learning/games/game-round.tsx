/**
 * A round of a learning game as the child plays it (issue 34): eight dots for the items done (never a
 * clock, never lives), the item's words big with "Read to me", its picture, and big choices to tap (or
 * words to put in order). Every answer is checked by the server: right gives a warm word and the next
 * item, a first miss a second try, a second miss shows the right one before going on. The end shows
 * the stars earned, the child's own and no one else's.
 */
import { ArrowLeft, Check, Star } from "lucide-react";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { ROUND_ITEMS } from "#common/learning/games";
import type { MessageId } from "#common/i18n/messages";
import type { GameChoice, GameItem, GameRound } from "#common/schemas/learning/games";
import type { BadgeView } from "#common/schemas/learning/rewards";
import { BadgeMedal } from "~/components/learning/reward-pictures";
import { ReadAloudButton } from "~/components/learning/listen-button";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { useAnswerItem, useGameRound } from "./games-api";
import { GamePictureView, NumberLinePoints } from "./game-pictures";
import { placeAt, useTileDrag } from "./tile-drag";

const FOCUS_RING = "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring";

const PRAISE: readonly MessageId[] = [
  "games.praise.0",
  "games.praise.1",
  "games.praise.2",
  "games.praise.3",
  "games.praise.4",
  "games.praise.5",
  "games.praise.6",
  "games.praise.7",
];

/** The warm word after a right answer: a different one item by item, the same for the same item (never random). */
export function praiseFor(itemIndex: number): MessageId {
  return PRAISE[Math.abs(itemIndex) % PRAISE.length]!;
}

/**
 * A choice's name for screen readers when what Read to me says differs from its label ("seven" for
 * "7"): the label stays in the name, so a child who says what they see is understood (WCAG 2.5.3).
 */
export function choiceName(choice: Pick<GameChoice, "label" | "speech">): string | undefined {
  if (!choice.speech || choice.speech === choice.label) return undefined;
  return choice.speech.toLowerCase().includes(choice.label.toLowerCase()) ? choice.speech : `${choice.label}, ${choice.speech}`;
}

type Shown = { choice: string | null; order: string[] | null };

/** What the child is told after an answer; a shown answer keeps its item on screen until "Next". */
type Feedback =
  { kind: "right"; praise: MessageId } | { kind: "tryAgain" } | { kind: "shown"; item: GameItem; tried: string[]; shown: Shown } | { kind: "error" };

export function GameRoundView({
  roundId,
  older,
  starting,
  startError,
  onPlayAgain,
  onBack,
}: {
  roundId: string;
  /** Old enough to be told how many were right the first time (grade 3 and up). */
  older: boolean;
  starting: boolean;
  startError: ReactNode;
  onPlayAgain: (round: GameRound) => void;
  onBack: () => void;
}) {
  const t = useT();
  const round = useGameRound(roundId);
  const answer = useAnswerItem(roundId);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // Focus follows the items only once the child has answered: a page opened (or reloaded) keeps it at the top.
  const [answered, setAnswered] = useState(false);
  // The badges the last answer earned (the first game, 10 games), shown with the stars.
  const [badges, setBadges] = useState<BadgeView[]>([]);

  return (
    <div className="space-y-6" data-testid="game-round">
      <Button variant="outline" onClick={onBack} className={cn("min-h-12 rounded-xl border-2 px-4 text-lg [&_svg]:size-6")}>
        <ArrowLeft aria-hidden="true" />
        {t("games.round.back")}
      </Button>
      <QueryState query={round} errorTitle={t("games.round.loadError")} errorText={t("child.askGrownUp")}>
        {(data) => {
          const held = feedback?.kind === "shown" ? feedback : null;
          if (!held && data.finished) {
            return (
              <>
                <ProgressDots done={data.items || ROUND_ITEMS} total={data.items || ROUND_ITEMS} />
                <FeedbackLine feedback={feedback} />
                <RoundFinished
                  round={data}
                  badges={badges}
                  older={older}
                  starting={starting}
                  startError={startError}
                  onPlayAgain={() => onPlayAgain(data)}
                  onBack={onBack}
                />
              </>
            );
          }
          const item = held ? held.item : data.item;
          if (!item) return <p className="text-xl">{t("games.round.loadError")}</p>;
          const submit = (choice: { choice: string } | { order: string[] }) => {
            const tried = data.tried;
            answer.mutate(
              { index: item.index, ...choice },
              {
                onSuccess: (result) => {
                  setAnswered(true);
                  if (result.newBadges.length > 0) setBadges(result.newBadges);
                  if (result.right) setFeedback({ kind: "right", praise: praiseFor(item.index) });
                  else if (result.tryAgain) setFeedback({ kind: "tryAgain" });
                  else
                    setFeedback({
                      kind: "shown",
                      item,
                      tried: "choice" in choice ? [...tried, choice.choice] : tried,
                      shown: result.shown ?? { choice: null, order: null },
                    });
                },
                // The round may have moved on (another tab, a lost answer): show it as it stands.
                onError: () => {
                  setFeedback({ kind: "error" });
                  void round.refetch();
                },
              },
            );
          };
          return (
            <>
              <ProgressDots done={held ? item.index + 1 : data.index} total={data.items || ROUND_ITEMS} />
              <FeedbackLine feedback={feedback} />
              <ItemView
                key={item.index}
                item={item}
                tried={held ? held.tried : data.tried}
                shown={held ? held.shown : null}
                busy={answer.isPending}
                moveFocus={answered}
                onAnswer={submit}
              />
              {held ? <NextButton onNext={() => setFeedback(null)} /> : null}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

/** Eight dots, filled as items are done; one name for screen readers ("Question 3 of 8"). */
function ProgressDots({ done, total }: { done: number; total: number }) {
  const t = useT();
  const current = Math.min(done + 1, total);
  return (
    <div
      role="img"
      aria-label={t("games.round.progress", { number: current, total })}
      className="flex flex-wrap justify-center gap-2"
      data-testid="progress-dots"
    >
      {Array.from({ length: total }, (_, i) => (
        <span
          key={i}
          data-done={i < done || undefined}
          className={cn("size-5 rounded-full border-2 border-primary sm:size-6", i < done && "bg-primary", i === done && "ring-4 ring-primary/30")}
        />
      ))}
    </div>
  );
}

/** The words after an answer, big on screen and announced politely. */
function FeedbackLine({ feedback }: { feedback: Feedback | null }) {
  const t = useT();
  const text =
    feedback === null
      ? ""
      : feedback.kind === "right"
        ? t(feedback.praise)
        : feedback.kind === "tryAgain"
          ? t("games.round.tryAgain")
          : feedback.kind === "shown"
            ? t("games.round.shown")
            : t("games.round.answerError");
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="game-feedback"
      data-feedback={feedback?.kind}
      className={cn(
        "min-h-10 text-center text-2xl font-bold sm:text-3xl",
        feedback?.kind === "right" && "text-success",
        feedback?.kind === "error" && "text-destructive",
      )}
    >
      {text}
    </p>
  );
}

function ItemView({
  item,
  tried,
  shown,
  busy,
  moveFocus,
  onAnswer,
}: {
  item: GameItem;
  tried: readonly string[];
  shown: Shown | null;
  busy: boolean;
  moveFocus: boolean;
  onAnswer: (answer: { choice: string } | { order: string[] }) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const choices = useRef<HTMLDivElement>(null);
  const locked = busy || shown !== null;

  // A new item after an answer: the keyboard and screen reader start again at its words.
  useEffect(() => {
    if (moveFocus) heading.current?.focus();
  }, [moveFocus]);
  // A tried choice is disabled under the keyboard's focus: move on to the first choice left.
  useEffect(() => {
    if (moveFocus && tried.length > 0 && shown === null) choices.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
  }, [moveFocus, tried.length, shown]);

  const picture = item.picture;
  return (
    <Card className="space-y-6 rounded-2xl border-2 p-4 sm:p-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <h2
          ref={heading}
          tabIndex={-1}
          lang={item.language}
          className="min-w-0 break-words text-3xl font-bold outline-none sm:text-4xl"
          data-testid="game-prompt"
        >
          {item.prompt}
        </h2>
        <ReadAloudButton text={item.speech} language={item.language} data-testid="game-read-aloud" />
      </div>
      {picture && picture.kind !== "numberLine" ? <GamePictureView picture={picture} language={item.language} /> : null}
      <div ref={choices}>
        {picture?.kind === "numberLine" ? (
          <NumberLinePoints
            picture={picture}
            choices={item.choices}
            tried={tried}
            shown={shown?.choice ?? null}
            disabled={locked}
            onChoose={(choice) => onAnswer({ choice })}
          />
        ) : item.mode === "order" ? (
          <OrderTiles item={item} shown={shown?.order ?? null} busy={locked} onCheck={(order) => onAnswer({ order })} />
        ) : (
          <ChoiceButtons item={item} tried={tried} shown={shown?.choice ?? null} disabled={locked} onChoose={(choice) => onAnswer({ choice })} />
        )}
      </div>
    </Card>
  );
}

function ChoiceButtons({
  item,
  tried,
  shown,
  disabled,
  onChoose,
}: {
  item: GameItem;
  tried: readonly string[];
  shown: string | null;
  disabled: boolean;
  onChoose: (choiceId: string) => void;
}) {
  const t = useT();
  return (
    <ul aria-label={t("games.round.choices")} className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2" data-testid="game-choices">
      {item.choices.map((choice) => {
        const wasTried = tried.includes(choice.id);
        const isShown = shown === choice.id;
        const name = choiceName(choice);
        return (
          <li key={choice.id}>
            <button
              type="button"
              onClick={() => onChoose(choice.id)}
              disabled={disabled || wasTried}
              aria-label={isShown ? t("games.round.rightOne", { name: name ?? choice.label }) : name}
              data-testid="game-choice"
              data-tried={wasTried || undefined}
              data-shown={isShown || undefined}
              className={cn(
                "flex min-h-16 w-full items-center justify-center gap-3 rounded-2xl border-4 px-4 py-3 text-2xl font-bold disabled:cursor-not-allowed sm:text-3xl",
                FOCUS_RING,
                isShown
                  ? "border-success bg-success/15 ring-4 ring-success/40"
                  : wasTried
                    ? "border-muted-foreground/30 bg-muted text-muted-foreground opacity-60"
                    : "border-primary/60 bg-card hover:bg-primary/10 disabled:opacity-60",
              )}
            >
              {isShown ? <Check className="size-8 shrink-0 text-success" aria-hidden="true" /> : null}
              {choice.emoji ? (
                <span aria-hidden="true" className="text-4xl leading-none">
                  {choice.emoji}
                </span>
              ) : null}
              <span lang={item.language} className="min-w-0 break-words">
                {choice.label}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Sentence building: tap the words in order into the sentence strip, tap a placed word to take it
 * back, "Check" once every word is placed. A finger, pen or mouse may also drag a word onto the strip
 * (where it lands is marked), along it, or back off it; the buttons stay the keyboard's and screen
 * reader's way. After the last try the strip shows the words in the right order.
 */
function OrderTiles({ item, shown, busy, onCheck }: { item: GameItem; shown: string[] | null; busy: boolean; onCheck: (order: string[]) => void }) {
  const t = useT();
  const [placed, setPlaced] = useState<string[]>([]);
  // A drop said politely for screen readers that follow a drag (a tap's result is in the buttons' names).
  const [dropSaid, setDropSaid] = useState("");
  const strip = useRef<HTMLOListElement>(null);
  const byId = new Map(item.choices.map((c) => [c.id, c]));
  const inStrip = shown ?? placed;
  const left = item.choices.filter((c) => !inStrip.includes(c.id));
  const { drag, handlers, wasDrag } = useTileDrag({
    disabled: busy,
    strip,
    onDrop: (id, from, index) => {
      const word = byId.get(id)?.label ?? "";
      if (index !== null) {
        setPlaced(placeAt(placed, id, index));
        setDropSaid(t("games.round.dropped", { word, place: index + 1 }));
      } else if (from === "strip") {
        setPlaced(placed.filter((p) => p !== id));
        setDropSaid(t("games.round.droppedBack", { word }));
      }
    },
  });
  // The strip as it stands without the dragged word: the drop marker's index counts these.
  const staying = drag?.from === "strip" ? inStrip.filter((id) => id !== drag.id) : inStrip;
  const tile = cn(
    "inline-flex min-h-16 items-center gap-2 rounded-xl border-4 px-4 text-2xl font-bold disabled:cursor-not-allowed sm:text-3xl",
    FOCUS_RING,
    !busy && "touch-none select-none",
  );
  // The dragged word follows the pointer (a transform: the words around it do not move).
  const following = (id: string): { className?: string; style?: CSSProperties } =>
    drag?.id === id ? { className: "relative z-10 shadow-lg", style: { transform: `translate(${drag.dx}px, ${drag.dy}px)` } } : {};
  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <h3 className="text-xl font-semibold">{t("games.round.sentence")}</h3>
        <ol
          ref={strip}
          className={cn(
            "flex min-h-24 flex-wrap items-center gap-3 rounded-2xl border-4 border-dashed p-3",
            shown ? "border-success bg-success/10" : "border-primary/50",
            drag?.over != null && "bg-primary/5 ring-4 ring-primary/30",
          )}
          data-testid="sentence-strip"
        >
          {inStrip.length === 0 ? <li className="text-lg text-muted-foreground">{t("games.round.sentenceEmpty")}</li> : null}
          {inStrip.map((id) => {
            const choice = byId.get(id);
            if (!choice) return null;
            const at = staying.indexOf(id);
            const markBefore = drag?.over != null && drag.over === at;
            const markAfter = drag?.over != null && drag.over === staying.length && at === staying.length - 1;
            const moving = following(id);
            return (
              <li key={id} className="relative">
                {markBefore ? <DropMarker side="before" /> : null}
                <button
                  type="button"
                  disabled={busy}
                  {...handlers(id, "strip")}
                  onClick={(e) => {
                    if (!wasDrag(e)) setPlaced(placed.filter((p) => p !== id));
                  }}
                  aria-label={shown ? undefined : t("games.round.takeBack", { word: choice.label })}
                  className={cn(tile, shown ? "border-success bg-card" : "border-primary bg-primary/10 hover:bg-primary/20", moving.className)}
                  style={moving.style}
                  data-testid="placed-tile"
                  data-tile-id={id}
                >
                  <TileFace choice={choice} language={item.language} />
                </button>
                {markAfter ? <DropMarker side="after" /> : null}
              </li>
            );
          })}
        </ol>
      </div>
      {left.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-xl font-semibold">{t("games.round.tiles")}</h3>
          <ul className="flex flex-wrap gap-3" data-testid="tile-pool">
            {left.map((choice) => {
              const moving = following(choice.id);
              return (
                <li key={choice.id}>
                  <button
                    type="button"
                    disabled={busy}
                    {...handlers(choice.id, "pool")}
                    onClick={(e) => {
                      if (!wasDrag(e)) setPlaced([...placed, choice.id]);
                    }}
                    aria-label={t("games.round.add", { word: choice.label })}
                    className={cn(tile, "border-primary/60 bg-card hover:bg-primary/10", moving.className)}
                    style={moving.style}
                    data-testid="pool-tile"
                  >
                    <TileFace choice={choice} language={item.language} />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only" data-testid="tile-drop-said">
        {dropSaid}
      </p>
      {shown === null && left.length === 0 ? (
        <Button
          size="lg"
          disabled={busy}
          onClick={() => onCheck(placed)}
          className="min-h-16 w-full rounded-2xl text-2xl sm:w-auto sm:px-10"
          data-testid="check-order"
        >
          <Check className="size-7" aria-hidden="true" />
          {t("games.round.check")}
        </Button>
      ) : null}
    </div>
  );
}

/** Where a dragged word will land: a bar in the gap (gap-3) beside a placed word, drawn without moving the words. */
function DropMarker({ side }: { side: "before" | "after" }) {
  return (
    <span
      aria-hidden="true"
      className={cn("absolute inset-y-1 w-1 rounded-full bg-primary", side === "before" ? "-left-2" : "-right-2")}
      data-testid="drop-marker"
    />
  );
}

function TileFace({ choice, language }: { choice: GameChoice; language: GameItem["language"] }) {
  return (
    <>
      {choice.emoji ? (
        <span aria-hidden="true" className="leading-none">
          {choice.emoji}
        </span>
      ) : null}
      <span lang={language}>{choice.label}</span>
    </>
  );
}

function NextButton({ onNext }: { onNext: () => void }) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div className="flex justify-center">
      <Button ref={button} size="lg" onClick={onNext} className="min-h-16 rounded-2xl px-10 text-2xl [&_svg]:size-7" data-testid="game-next">
        {t("games.round.next")}
      </Button>
    </div>
  );
}

function RoundFinished({
  round,
  badges,
  older,
  starting,
  startError,
  onPlayAgain,
  onBack,
}: {
  round: GameRound;
  badges: readonly BadgeView[];
  older: boolean;
  starting: boolean;
  startError: ReactNode;
  onPlayAgain: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const finished = round.finished;
  if (!finished) return null;
  const starsText = t("games.finished.stars", { count: finished.stars });
  const rightText = t("games.finished.rightFirstTime", { right: finished.rightFirstTime, items: finished.items });
  const spoken = [
    t("games.finished.title"),
    starsText,
    older ? rightText : "",
    ...badges.map((b) => `${t("games.finished.newBadge", { badge: b.name })} ${b.childWords}`),
  ].join(" ");
  return (
    <Card className="flex flex-col items-center gap-6 rounded-2xl border-2 p-6 text-center" data-testid="round-finished">
      <p className="flex gap-2" aria-hidden="true">
        {Array.from({ length: finished.stars }, (_, i) => (
          <Star key={i} className="size-16 fill-warning text-warning sm:size-20" data-testid="finished-star" />
        ))}
      </p>
      <div className="space-y-2">
        <h2 ref={heading} tabIndex={-1} className="text-3xl font-bold outline-none sm:text-4xl">
          {starsText}
        </h2>
        <p className="text-2xl">{t("games.finished.title")}</p>
        {older ? (
          <p className="text-xl" data-testid="right-first-time">
            {rightText}
          </p>
        ) : null}
      </div>
      {badges.length > 0 ? (
        <ul className="flex flex-wrap justify-center gap-4" data-testid="new-badges">
          {badges.map((b) => (
            <li key={b.code} className="flex max-w-xs flex-col items-center gap-2">
              <BadgeMedal picture={b.picture} />
              <p className="text-xl font-bold">{t("games.finished.newBadge", { badge: b.name })}</p>
              <p className="text-lg">{b.childWords}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <ReadAloudButton text={spoken} data-testid="finished-read-aloud" />
      {startError}
      <div className="flex w-full flex-col gap-4 sm:w-auto sm:flex-row">
        <Button size="lg" disabled={starting} onClick={onPlayAgain} className="min-h-16 rounded-2xl px-8 text-2xl" data-testid="play-again">
          {t("games.finished.playAgain")}
        </Button>
        <Button size="lg" variant="outline" onClick={onBack} className="min-h-16 rounded-2xl border-2 px-8 text-2xl">
          {t("games.round.back")}
        </Button>
      </div>
    </Card>
  );
}
