/**
 * Sentence building (L.1.1, L.2.1, L.3.1): put a sentence's word tiles in order. Three words at level
 * 1 up to seven at level 5; the tiles are shown shuffled, never already in order, with ids given in
 * the order shown.
 */
import { t } from "#common/i18n/messages";
import type { GameChoice } from "#common/schemas/learning/games";
import { CHOICE_IDS, standardOf } from "./choices";
import type { ItemMaker } from "./types";
import { SENTENCES } from "./words";

const STANDARD_OF_LEVEL = [0, 0, 1, 1, 2] as const;

export const sentenceBuilding: ItemMaker = (rng, level) => {
  const words = rng.pick(SENTENCES[level - 1]!).split(" ");
  const positions = words.map((_, i) => i);
  let shown = rng.shuffle(positions);
  // A shuffle that left the sentence as it was is turned by one tile: the child always has work to do.
  if (shown.every((p, i) => p === i)) shown = [...shown.slice(1), shown[0]!];
  const tiles: GameChoice[] = shown.map((p, i) => ({ id: CHOICE_IDS[i]!, label: words[p]!, emoji: null, speech: null, at: null }));
  const order = positions.map((p) => CHOICE_IDS[shown.indexOf(p)]!);
  const prompt = t("en", "gameItems.sentenceBuilding.prompt");
  return {
    face: {
      standardCode: standardOf("sentence-building", STANDARD_OF_LEVEL[level - 1]!),
      prompt,
      speech: `${prompt} ${tiles.map((tile) => tile.label).join(", ")}`,
      language: "en",
      picture: null,
      mode: "order",
      choices: tiles,
    },
    right: { order },
  };
};
