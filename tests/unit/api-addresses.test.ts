/**
 * Issue 31: the app reaches an endpoint through its contract (common/api/) with `call`,
 * `queryOptions` or `href`, so no screen writes an "/api/" address or casts an answer.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The API client itself: the anti-forgery token's address (docs/product.md section 7), and its one read of a raw answer. */
const CLIENT = new Set(["app/lib/api.ts"]);
/** A string or template literal that starts an API address. */
const ADDRESS = /["'`]\/api\//;
/** A reply cast instead of typed by its contract: `(await res.json()) as T`, `as { data: T }`. */
const CAST = /json\(\)\)?\s*as\b|as \{ ?data/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [path.relative(ROOT, full)] : [];
  });
}

const appFiles = sourceFiles(path.join(ROOT, "app")).filter((file) => !CLIENT.has(file));
const matching = (pattern: RegExp) => appFiles.filter((file) => pattern.test(readFileSync(path.join(ROOT, file), "utf8"))).sort();

describe("API addresses in the app", () => {
  it("are written only by the contracts and the client", () => {
    expect(matching(ADDRESS), "call through common/api/ (call, queryOptions, href)").toEqual([]);
  });

  it("answers are typed by their contract, never cast", () => {
    expect(matching(CAST), "read the answer with call(contract, input)").toEqual([]);
  });
});
