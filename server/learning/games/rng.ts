/**
 * The seeded randomness of a round (issue 34: the same seed, the same round): pure-rand's
 * xoroshiro128+, one generator per item made from the round's seed, the item's index and its level,
 * so an item is made again exactly, on any instance and after a restart. Never Math.random here.
 */
import prand from "pure-rand";

export interface Rng {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** `count` different elements of a list, in a random order. */
  sample<T>(list: readonly T[], count: number): T[];
  /** The list in a random order (a new array). */
  shuffle<T>(list: readonly T[]): T[];
}

/** MurmurHash3's 32-bit finaliser: nearby numbers (an item's index, its level) become unrelated seeds. */
function mix(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** The generator of item `index` at `level` of the round with `seed`. */
export function rngFor(seed: number, index: number, level: number): Rng {
  const generator = prand.xoroshiro128plus(mix(mix(seed ^ mix(index + 1)) ^ mix(level + 0x51ed27)));
  // The first outputs of xoroshiro from nearby seeds are alike: skipped, so items of one round differ.
  prand.unsafeSkipN(generator, 8);
  const int = (min: number, max: number) => prand.unsafeUniformIntDistribution(min, max, generator);
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    int,
    pick: (list) => {
      if (list.length === 0) throw new Error("pick from an empty list");
      return list[int(0, list.length - 1)]!;
    },
    sample: (list, count) => shuffle(list).slice(0, count),
    shuffle,
  };
}

/** A new round's seed (a 31-bit whole number, stored in game_rounds.seed). */
export function newSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
}
