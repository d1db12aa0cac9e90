/**
 * What every item maker shares (issue 34): the kind's standard at a level, how many choices a child
 * sees, plausible wrong numbers, and the making of a "choose" item whose choice ids are given after
 * the shuffle, so that an id never tells which choice is right.
 */
import { LOCALES, type Language } from "#common/i18n/languages";
import { GAME_KIND_INFO, type GameKind } from "#common/learning/games";
import type { GameChoice, GamePicture } from "#common/schemas/learning/games";
import type { Rng } from "../rng";
import type { ItemFace, MadeItem } from "./types";

/** Ids given to choices (and tiles) in the order shown: short, opaque, never the answer. */
export const CHOICE_IDS = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"] as const;

/** The kind's standard number `position` (0 easiest) of GAME_KIND_INFO, so a maker can only name one of its own. */
export function standardOf(kind: GameKind, position: number): string {
  const code = GAME_KIND_INFO[kind].standards[position];
  if (code === undefined) throw new Error(`${kind} has no standard ${position}`);
  return code;
}

/** Choices shown to a young child: three at the first two levels (fewer to read and to guess among), four after. */
export function choiceCount(level: number): 3 | 4 {
  return level <= 2 ? 3 : 4;
}

/**
 * `count` different whole numbers near `answer` (never `answer`, never below `min` or above `max`),
 * the likeliest mistakes first from `likely` then the nearest neighbours in a random order.
 */
export function nearNumbers(rng: Rng, answer: number, count: number, options: { min?: number; max?: number; likely?: readonly number[] } = {}): number[] {
  const min = options.min ?? 0;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  const fits = (n: number) => Number.isInteger(n) && n >= min && n <= max && n !== answer;
  const chosen: number[] = [];
  const add = (n: number) => {
    if (chosen.length < count && fits(n) && !chosen.includes(n)) chosen.push(n);
  };
  for (const n of options.likely ?? []) add(n);
  for (let distance = 1; chosen.length < count; distance++) {
    if (answer - distance < min && answer + distance > max) throw new Error(`not enough numbers near ${answer} from ${min} to ${max}`);
    for (const n of rng.shuffle([answer - distance, answer + distance])) add(n);
  }
  return chosen;
}

/** A whole number as the child's language writes it (grouping as "46,318"). */
export function formatNumber(language: Language, n: number): string {
  return new Intl.NumberFormat(LOCALES[language]).format(n);
}

/** A choice before it is shown: its words and pictures, without its id. */
export interface ChoiceDraft {
  label: string;
  emoji?: string | null;
  speech?: string | null;
  at?: number | null;
}

export interface ChooseItem {
  standardCode: string;
  prompt: string;
  speech: string;
  language: Language;
  picture: GamePicture | null;
  right: ChoiceDraft;
  wrong: readonly ChoiceDraft[];
  /** Read to me says the choices after the prompt, in the order shown (for children who cannot read them yet). */
  sayChoices?: boolean;
}

/** A "choose" item: the right and the wrong choices shuffled, then given ids in the order shown. */
export function chooseItem(rng: Rng, item: ChooseItem): MadeItem {
  const drafts = [item.right, ...item.wrong];
  const labels = new Set(drafts.map((d) => d.label));
  if (labels.size !== drafts.length) throw new Error(`choices repeat a label: ${drafts.map((d) => d.label).join(", ")}`);
  const shown = rng.shuffle(drafts);
  const choices: GameChoice[] = shown.map((draft, i) => ({
    id: CHOICE_IDS[i]!,
    label: draft.label,
    emoji: draft.emoji ?? null,
    speech: draft.speech ?? null,
    at: draft.at ?? null,
  }));
  const rightId = choices[shown.indexOf(item.right)]!.id;
  const speech = item.sayChoices ? `${item.speech} ${choices.map((c) => c.speech ?? c.label).join(", ")}` : item.speech;
  const face: ItemFace = {
    standardCode: item.standardCode,
    prompt: item.prompt,
    speech,
    language: item.language,
    picture: item.picture,
    mode: "choose",
    choices,
  };
  return { face, right: { choice: rightId } };
}
