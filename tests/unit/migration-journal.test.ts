/**
 * The migrations' journal (server/db/migrations/meta/_journal.json) in the order the migrator needs:
 * drizzle applies every migration whose `when` is later than the last one a database applied, so an
 * entry dated before the one above it is skipped by every database that already has that one. (0020
 * was generated with a date before 0019's and had to be moved after it, its SQL made safe to run twice.)
 * After `npm run db:generate`, a new entry dated earlier than the last is given the last's `when` + 1000.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve("server/db/migrations");
const journal = JSON.parse(readFileSync(path.join(DIR, "meta", "_journal.json"), "utf8")) as { entries: { idx: number; when: number; tag: string }[] };

describe("the migrations' journal", () => {
  it("numbers the entries in order, each with its SQL file", () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, "0") + "_"), entry.tag).toBe(true);
      expect(existsSync(path.join(DIR, `${entry.tag}.sql`)), entry.tag).toBe(true);
    });
  });

  it("dates every entry after the one before it, so no database skips one", () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late, `dated before the entry above: ${late.join(", ")}`).toEqual([]);
  });
});
