/**
 * The pictures of the games' items (issue 34, GamePicture of common/schemas/learning/games.ts), drawn
 * on the page from what the server sends: pictures to count, a clock, coins, base-ten blocks, a number
 * bond, a word, and the number line whose points are the fractions game's choices. A picture's name for
 * screen readers says what it is, never the answer the child is asked to find (the clock's time, how
 * many there are, where a fraction stands). Colours come from the theme or have dark variants; sizes
 * are in rem so they follow the child's text size.
 */
import type { Language } from "#common/i18n/languages";
import type { GameChoice, GamePicture } from "#common/schemas/learning/games";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";

/** Every picture but the number line, which is drawn with its choices (NumberLinePoints). */
export type StillPicture = Exclude<GamePicture, { kind: "numberLine" }>;
type NumberLinePicture = Extract<GamePicture, { kind: "numberLine" }>;
type Coin = Extract<GamePicture, { kind: "coins" }>["coins"][number];

export function GamePictureView({ picture, language }: { picture: StillPicture; language: Language }) {
  switch (picture.kind) {
    case "objects":
      return <ObjectsPicture emoji={picture.emoji} count={picture.count} />;
    case "clock":
      return <ClockPicture hour={picture.hour} minute={picture.minute} />;
    case "coins":
      return <CoinsPicture coins={picture.coins} />;
    case "blocks":
      return <BlocksPicture hundreds={picture.hundreds} tens={picture.tens} ones={picture.ones} />;
    case "bond":
      return <BondPicture whole={picture.whole} parts={picture.parts} />;
    case "word":
      return <WordPicture text={picture.text} emoji={picture.emoji} language={language} />;
  }
}

/** Rows of five, as on a ten frame: the easiest way for a young child to count. */
function ObjectsPicture({ emoji, count }: { emoji: string; count: number }) {
  const t = useT();
  return (
    <div
      role="img"
      aria-label={t("games.picture.objects")}
      className="mx-auto grid w-fit grid-cols-5 gap-2 text-4xl sm:gap-3 sm:text-5xl"
      data-picture="objects"
    >
      {Array.from({ length: count }, (_, i) => (
        <span key={i} aria-hidden="true" className="leading-none" data-testid="object">
          {emoji}
        </span>
      ))}
    </div>
  );
}

/** The hands' angles in degrees, clockwise from 12: the hour hand moves on as the minutes pass. */
export function clockHandAngles(hour: number, minute: number): { hour: number; minute: number } {
  return { hour: ((hour % 12) + minute / 60) * 30, minute: minute * 6 };
}

const CLOCK_CENTRE = 100;

/** The point `length` from the clock's centre at `degrees` clockwise from 12. */
function onDial(degrees: number, length: number): { x: number; y: number } {
  const radians = (degrees * Math.PI) / 180;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(CLOCK_CENTRE + length * Math.sin(radians)), y: round(CLOCK_CENTRE - length * Math.cos(radians)) };
}

function ClockPicture({ hour, minute }: { hour: number; minute: number }) {
  const t = useT();
  const angles = clockHandAngles(hour, minute);
  const hourEnd = onDial(angles.hour, 48);
  const minuteEnd = onDial(angles.minute, 74);
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={t("games.picture.clock")} className="mx-auto size-56 max-w-full sm:size-64" data-picture="clock">
      <circle cx={CLOCK_CENTRE} cy={CLOCK_CENTRE} r={94} className="fill-card stroke-foreground" strokeWidth={4} />
      {Array.from({ length: 60 }, (_, i) => {
        const major = i % 5 === 0;
        const from = onDial(i * 6, major ? 80 : 86);
        const to = onDial(i * 6, 90);
        return <line key={i} x1={from.x} y1={from.y} x2={to.x} y2={to.y} className="stroke-foreground" strokeWidth={major ? 3 : 1} />;
      })}
      {Array.from({ length: 12 }, (_, i) => {
        const at = onDial((i + 1) * 30, 66);
        return (
          <text key={i} x={at.x} y={at.y} textAnchor="middle" dominantBaseline="central" className="fill-foreground text-[1.1rem] font-bold">
            {i + 1}
          </text>
        );
      })}
      <line
        x1={CLOCK_CENTRE}
        y1={CLOCK_CENTRE}
        x2={hourEnd.x}
        y2={hourEnd.y}
        className="stroke-foreground"
        strokeWidth={8}
        strokeLinecap="round"
        data-hand="hour"
      />
      <line
        x1={CLOCK_CENTRE}
        y1={CLOCK_CENTRE}
        x2={minuteEnd.x}
        y2={minuteEnd.y}
        className="stroke-primary"
        strokeWidth={5}
        strokeLinecap="round"
        data-hand="minute"
      />
      <circle cx={CLOCK_CENTRE} cy={CLOCK_CENTRE} r={6} className="fill-foreground" />
    </svg>
  );
}

/** Each coin's value in cents and its size (a dime is the smallest, a quarter the largest). */
export const COINS: Record<Coin, { cents: number; size: string }> = {
  penny: { cents: 1, size: "size-16" },
  nickel: { cents: 5, size: "size-[4.5rem]" },
  dime: { cents: 10, size: "size-[3.75rem]" },
  quarter: { cents: 25, size: "size-20" },
};

function CoinsPicture({ coins }: { coins: readonly Coin[] }) {
  const t = useT();
  return (
    <ul aria-label={t("games.picture.coins")} className="flex flex-wrap items-end justify-center gap-3" data-picture="coins">
      {coins.map((coin, i) => (
        <li key={i} className="flex flex-col items-center gap-1" data-coin={coin}>
          <span
            className={cn(
              "grid place-items-center rounded-full border-4 text-lg font-bold shadow-sm",
              COINS[coin].size,
              coin === "penny" ? "border-amber-900 bg-amber-700 text-white" : "border-slate-500 bg-slate-200 text-slate-900",
            )}
          >
            {t("games.coin.cents", { cents: COINS[coin].cents })}
          </span>
          <span className="text-base">{t(`games.coin.${coin}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Base-ten blocks: a square of a hundred cubes, rods of ten, single cubes, each drawn cube by cube. */
function BlocksPicture({ hundreds, tens, ones }: { hundreds: number; tens: number; ones: number }) {
  const t = useT();
  return (
    <div
      role="img"
      aria-label={t("games.picture.blocks", { hundreds, tens, ones })}
      className="flex flex-wrap items-end justify-center gap-4"
      data-picture="blocks"
    >
      {hundreds > 0 ? (
        <div className="flex flex-wrap items-end justify-center gap-2">
          {Array.from({ length: hundreds }, (_, i) => (
            <BlockGrid key={i} columns={10} rows={10} className="size-30" block="hundred" />
          ))}
        </div>
      ) : null}
      {tens > 0 ? (
        <div className="flex items-end gap-1.5">
          {Array.from({ length: tens }, (_, i) => (
            <BlockGrid key={i} columns={1} rows={10} className="h-30 w-3" block="ten" />
          ))}
        </div>
      ) : null}
      {ones > 0 ? (
        <div className="grid grid-cols-3 gap-1.5">
          {Array.from({ length: ones }, (_, i) => (
            <BlockGrid key={i} columns={1} rows={1} className="size-3" block="one" />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function BlockGrid({ columns, rows, className, block }: { columns: number; rows: number; className: string; block: "hundred" | "ten" | "one" }) {
  const cell = 10;
  return (
    <svg viewBox={`0 0 ${columns * cell} ${rows * cell}`} aria-hidden="true" className={className} data-block={block}>
      <rect width={columns * cell} height={rows * cell} className="fill-sky-300 stroke-sky-800 dark:fill-sky-700 dark:stroke-sky-200" strokeWidth={1.5} />
      {Array.from({ length: columns - 1 }, (_, i) => (
        <line key={`c${i}`} x1={(i + 1) * cell} y1={0} x2={(i + 1) * cell} y2={rows * cell} className="stroke-sky-800 dark:stroke-sky-200" strokeWidth={0.6} />
      ))}
      {Array.from({ length: rows - 1 }, (_, i) => (
        <line
          key={`r${i}`}
          x1={0}
          y1={(i + 1) * cell}
          x2={columns * cell}
          y2={(i + 1) * cell}
          className="stroke-sky-800 dark:stroke-sky-200"
          strokeWidth={0.6}
        />
      ))}
    </svg>
  );
}

/** The whole on top, its two parts below, joined by lines; the missing number is a "?". */
function BondPicture({ whole, parts }: { whole: number | null; parts: readonly (number | null)[] }) {
  const t = useT();
  const say = (n: number | null | undefined) => (n === null || n === undefined ? t("games.picture.missing") : String(n));
  const circles = [
    { x: 120, y: 48, value: whole, role: "whole" },
    { x: 52, y: 152, value: parts[0] ?? null, role: "part" },
    { x: 188, y: 152, value: parts[1] ?? null, role: "part" },
  ];
  return (
    <svg
      viewBox="0 0 240 200"
      role="img"
      aria-label={t("games.picture.bond", { whole: say(whole), left: say(parts[0]), right: say(parts[1]) })}
      className="mx-auto h-auto w-64 max-w-full"
      data-picture="bond"
    >
      <line x1={120} y1={48} x2={52} y2={152} className="stroke-foreground" strokeWidth={4} />
      <line x1={120} y1={48} x2={188} y2={152} className="stroke-foreground" strokeWidth={4} />
      {circles.map((c, i) => (
        <g key={i} data-bond={c.role}>
          <circle
            cx={c.x}
            cy={c.y}
            r={38}
            className={c.value === null ? "fill-warning/15 stroke-warning" : "fill-card stroke-primary"}
            strokeWidth={5}
            strokeDasharray={c.value === null ? "10 6" : undefined}
          />
          <text x={c.x} y={c.y} textAnchor="middle" dominantBaseline="central" className="fill-foreground text-[2rem] font-bold">
            {c.value === null ? t("games.picture.unknown") : c.value}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** A word to read, big, in the language it is written in (the reading games' words are English). */
function WordPicture({ text, emoji, language }: { text: string; emoji: string | null; language: Language }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-4 text-center" data-picture="word">
      {emoji ? (
        <span aria-hidden="true" className="text-6xl leading-none">
          {emoji}
        </span>
      ) : null}
      <span lang={language} className="min-w-0 break-words text-5xl font-bold sm:text-6xl">
        {text}
      </span>
    </p>
  );
}

/** Points closer than this share of the line would overlap: they stand in rows above each other. */
const CROWDED = 0.16;

/**
 * The number line's points in order along the line, each with its place (0 at the start, 1 at the
 * end) and its row (0 next to the line): a point goes in the lowest row where it does not crowd another.
 */
export function placePoints(choices: readonly GameChoice[], end: number): { choice: GameChoice; number: number; place: number; row: number }[] {
  const sorted = choices.filter((c) => c.at !== null).sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
  const rowsLast: number[] = [];
  return sorted.map((choice, i) => {
    const place = Math.min(1, Math.max(0, (choice.at ?? 0) / end));
    let row = rowsLast.findIndex((last) => place - last >= CROWDED);
    if (row === -1) row = rowsLast.length;
    rowsLast[row] = place;
    return { choice, number: i + 1, place, row };
  });
}

/**
 * A number line from 0 to `end`, each whole cut in `denominator` equal parts, with the item's choices
 * as points to tap. A point is named by its place along the line ("Point 2"), never by its fraction:
 * finding where the fraction stands is the question.
 */
export function NumberLinePoints({
  picture,
  choices,
  tried,
  shown,
  disabled,
  onChoose,
}: {
  picture: NumberLinePicture;
  choices: readonly GameChoice[];
  tried: readonly string[];
  shown: string | null;
  disabled: boolean;
  onChoose: (choiceId: string) => void;
}) {
  const t = useT();
  const points = placePoints(choices, picture.end);
  const rows = Math.max(1, ...points.map((p) => p.row + 1));
  const parts = picture.denominator * picture.end;
  return (
    <div className="px-6 pb-2 sm:px-10" data-picture="numberLine">
      <p className="sr-only">{t("games.picture.numberLine", { end: picture.end })}</p>
      <ul className="relative" style={{ height: `${rows * 3.5 + 0.5}rem` }} aria-label={t("games.round.choices")}>
        {points.map(({ choice, number, place, row }) => {
          const wasTried = tried.includes(choice.id);
          const isShown = shown === choice.id;
          return (
            <li
              key={choice.id}
              className="absolute bottom-0 flex -translate-x-1/2 translate-y-1/2 flex-col items-center"
              style={{ left: `${place * 100}%`, height: `${row * 3.5 + 3.25}rem` }}
            >
              <button
                type="button"
                onClick={() => onChoose(choice.id)}
                disabled={disabled || wasTried}
                aria-label={t("games.picture.point", { number })}
                data-testid="line-point"
                data-shown={isShown || undefined}
                className={cn(
                  "grid size-11 shrink-0 place-items-center rounded-full border-4 text-lg font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed",
                  isShown
                    ? "border-success bg-success text-success-foreground ring-4 ring-success/40"
                    : wasTried
                      ? "border-muted-foreground/40 bg-muted text-muted-foreground opacity-60"
                      : "border-primary bg-card text-foreground hover:bg-primary/10",
                )}
              >
                <span aria-hidden="true">{number}</span>
              </button>
              <span aria-hidden="true" className={cn("w-1 grow", isShown ? "bg-success" : "bg-primary/60")} />
              <span aria-hidden="true" className={cn("size-3.5 shrink-0 rounded-full", isShown ? "bg-success" : "bg-primary")} />
            </li>
          );
        })}
      </ul>
      <div aria-hidden="true" className="pointer-events-none relative h-12">
        <span className="absolute inset-x-0 top-0 h-1 -translate-y-1/2 rounded bg-foreground" />
        {Array.from({ length: parts + 1 }, (_, i) => {
          const whole = i % picture.denominator === 0;
          return (
            <span
              key={i}
              data-tick={whole ? "whole" : "part"}
              className={cn("absolute top-0 w-0.5 -translate-x-1/2 -translate-y-1/2 bg-foreground", whole ? "h-6" : "h-4")}
              style={{ left: `${(i / parts) * 100}%` }}
            />
          );
        })}
        {Array.from({ length: picture.end + 1 }, (_, n) => (
          <span key={n} className="absolute top-4 -translate-x-1/2 text-xl font-bold" style={{ left: `${(n / picture.end) * 100}%` }}>
            {n}
          </span>
        ))}
      </div>
    </div>
  );
}
