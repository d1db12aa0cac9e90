import { PgTransaction } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { readTogether } from "../../server/db/read-together";

/** Two reads that record when they start and end; the first takes a while. */
function reads() {
  const log: string[] = [];
  const read = (name: string, ms: number, value: number) => async () => {
    log.push(`${name} start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} end`);
    return value;
  };
  return { log, list: [read("a", 20, 1), read("b", 1, 2)] as const };
}

describe("readTogether", () => {
  it("overlaps reads on the pool and answers in order", async () => {
    const { log, list } = reads();
    expect(await readTogether({}, list)).toEqual([1, 2]);
    expect(log).toEqual(["a start", "b start", "b end", "a end"]);
  });

  it("runs them in turn in a transaction, which has one connection", async () => {
    const { log, list } = reads();
    const tx = Object.create(PgTransaction.prototype) as object;
    expect(await readTogether(tx, list)).toEqual([1, 2]);
    expect(log).toEqual(["a start", "a end", "b start", "b end"]);
  });
});
