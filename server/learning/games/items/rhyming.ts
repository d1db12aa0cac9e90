/**
 * Rhyming (RF.K.2): which word rhymes with the word shown. Pictures beside the choices up to level 3;
 * at levels 4-5 the child reads the choices, and the wrong ones start like the word or its rhyme.
 */
import { t } from "#common/i18n/messages";
import { chooseItem, choiceCount, standardOf } from "./choices";
import type { ItemMaker } from "./types";
import { RHYMES, type PictureWord } from "./words";

export const rhyming: ItemMaker = (rng, level) => {
  const family = rng.pick(RHYMES);
  const [word, rhyme] = rng.sample(family, 2) as [PictureWord, PictureWord];
  const others = RHYMES.filter((f) => f !== family).flat();
  const startsAlike = others.filter((o) => o.word[0] === word.word[0] || o.word[0] === rhyme.word[0]);
  const count = choiceCount(level) - 1;
  // Look-alike wrong words first at the top levels, then any others to make up the count.
  const pool = level >= 4 ? [...rng.shuffle(startsAlike), ...rng.shuffle(others.filter((o) => !startsAlike.includes(o)))] : rng.shuffle(others);
  const wrong = pool.filter((o, i) => pool.findIndex((p) => p.word === o.word) === i).slice(0, count);
  const withPicture = level <= 3;
  const asChoice = (w: PictureWord) => ({ label: w.word, emoji: withPicture ? w.emoji : null });
  const prompt = t("en", "gameItems.rhyming.prompt", { word: word.word });
  return chooseItem(rng, {
    standardCode: standardOf("rhyming", 0),
    prompt,
    speech: prompt,
    language: "en",
    picture: { kind: "word", text: word.word, emoji: word.emoji },
    right: asChoice(rhyme),
    wrong: wrong.map(asChoice),
    sayChoices: true,
  });
};
