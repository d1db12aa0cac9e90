/**
 * What an item maker gives (issue 34): the item as the child sees and hears it (without its index and
 * level, which the round adds) and its right answer, which stays on the server.
 */
import type { Language } from "#common/i18n/languages";
import type { GameItem } from "#common/schemas/learning/games";
import type { Rng } from "../rng";

export type ItemFace = Omit<GameItem, "index" | "level">;

/** The right answer: the right choice's id, or the tiles' ids in the right order. */
export type RightAnswer = { choice: string } | { order: string[] };

export interface MadeItem {
  face: ItemFace;
  right: RightAnswer;
}

/**
 * Makes one item of a kind at a level (1 easiest .. 5), in the child's language for the words around
 * it. Must be pure: everything random comes from `rng`, so the same generator makes the same item.
 */
export type ItemMaker = (rng: Rng, level: number, language: Language) => MadeItem;
