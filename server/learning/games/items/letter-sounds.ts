/**
 * Letter sounds (RF.K.3, RF.1.3): which picture starts with a letter's sound (levels 1-2), ends with
 * one (3), has a short vowel (4), starts with a digraph like "sh" (5). Read to me says the words, so a
 * child who cannot read yet hears them.
 */
import { t } from "#common/i18n/messages";
import { chooseItem, choiceCount, standardOf } from "./choices";
import type { ItemMaker } from "./types";
import { DIGRAPHS, FIRST_SOUNDS, LAST_SOUNDS, SHORT_VOWELS, type PictureWord } from "./words";

type Groups = Readonly<Record<string, readonly PictureWord[]>>;

/** One word of the group `key` and `wrongCount` words of other groups. */
function pickFromGroups(rng: Parameters<ItemMaker>[0], groups: Groups, key: string, wrongCount: number) {
  const right = rng.pick(groups[key]!);
  const others = Object.keys(groups).filter((k) => k !== key);
  const wrong = rng.sample(others, wrongCount).map((k) => rng.pick(groups[k]!));
  return { right, wrong };
}

const asChoice = (word: PictureWord) => ({ label: word.word, emoji: word.emoji });

export const letterSounds: ItemMaker = (rng, level) => {
  const count = choiceCount(level);
  let prompt: string;
  let picked: { right: PictureWord; wrong: PictureWord[] };
  if (level <= 2) {
    const letter = rng.pick(Object.keys(FIRST_SOUNDS));
    picked = pickFromGroups(rng, FIRST_SOUNDS, letter, count - 1);
    prompt = t("en", "gameItems.letterSounds.first", { letter: letter.toUpperCase() });
  } else if (level === 3) {
    const letter = rng.pick(Object.keys(LAST_SOUNDS));
    picked = pickFromGroups(rng, LAST_SOUNDS, letter, count - 1);
    prompt = t("en", "gameItems.letterSounds.last", { letter: letter.toUpperCase() });
  } else if (level === 4) {
    const vowel = rng.pick(Object.keys(SHORT_VOWELS));
    const words = Object.fromEntries(Object.entries(SHORT_VOWELS).map(([k, v]) => [k, v.words]));
    picked = pickFromGroups(rng, words, vowel, count - 1);
    prompt = t("en", "gameItems.letterSounds.vowel", { vowel, example: SHORT_VOWELS[vowel]!.example });
  } else {
    const digraph = rng.pick(Object.keys(DIGRAPHS));
    const { lookAlike, words } = DIGRAPHS[digraph]!;
    // The wrong words start with the digraph's first letter alone ("sun" for "sh"): the sound is what differs.
    picked = { right: rng.pick(words), wrong: rng.sample(FIRST_SOUNDS[lookAlike]!, count - 1) };
    prompt = t("en", "gameItems.letterSounds.first", { letter: digraph });
  }
  return chooseItem(rng, {
    standardCode: standardOf("letter-sounds", level <= 3 ? 0 : 1),
    prompt,
    speech: prompt,
    language: "en",
    picture: null,
    right: asChoice(picked.right),
    wrong: picked.wrong.map(asChoice),
    sayChoices: true,
  });
};
