/**
 * A small seeded PRNG (mulberry32). Each request gets its own generator seeded from the run's seed
 * and the request's number, so request N of a seed is the same request whatever came before it,
 * however many requests the time bound let run, and on either database.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** One of the items, each with its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[rng.int(items.length)]!;
    },
    chance: (p) => next() < p,
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items.at(-1)![0];
    },
  };
  return rng;
}

/** The generator of request `index` of the run seeded `seed` (a 32-bit hash of both). */
export function requestRng(seed: number, index: number): Rng {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return createRng((h ^ (h >>> 16)) >>> 0);
}

/** FUZZ_SEED as given (a number), or a fresh random one. */
export function seedFromEnv(value: string | undefined): number {
  if (value !== undefined && value.trim() !== "") {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new Error(`FUZZ_SEED must be a whole number from 0 to 4294967295, got ${value}`);
    return n;
  }
  return Math.floor(Math.random() * 0x100000000);
}
