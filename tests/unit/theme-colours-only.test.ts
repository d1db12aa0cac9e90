/**
 * The dark theme changes colours and nothing else: app/app.css swaps colour variables under `.dark`,
 * and the `dark:` variant is used only for colour utilities. The accessibility sweeps rely on it
 * (tests/support/axe.ts, THEME_RULES): a screen checked with every axe rule in light is checked in
 * dark with the colour rules only, which holds only while the theme cannot show, hide or move anything.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../../app");
const css = readFileSync(path.join(APP, "app.css"), "utf8");

const PALETTE = "slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose";
/** The theme's own colour names (`--color-*` in app.css's @theme). */
const TOKENS = [...css.matchAll(/--color-([a-z-]+):/g)].map((m) => m[1]!);
const COLOUR = `(?:(?:${PALETTE})-\\d{2,3}|black|white|transparent|current|${TOKENS.join("|")})(?:/\\d{1,3})?`;
const COLOUR_UTILITY = new RegExp(
  `^dark:(?:bg|text|border(?:-[trblxy])?|ring|ring-offset|outline|fill|stroke|decoration|divide|accent|caret|placeholder|shadow|from|via|to)-${COLOUR}$`,
);

function sources(): string[] {
  return readdirSync(APP, { recursive: true, encoding: "utf8" }).filter((name) => /\.(tsx?|css)$/.test(name));
}

describe("the dark theme changes colours only", () => {
  it("app.css's .dark rules set colour variables and nothing else", () => {
    const blocks = [...css.matchAll(/(^|\n)\.dark\s*\{([^}]*)\}/g)].map((m) => m[2]!);
    expect(blocks.length).toBeGreaterThan(0);
    // No other rule names .dark (a `.dark .x { display: none }` would be a change of structure).
    const named = css.replace(/@custom-variant dark[^;]*;/, "").match(/\.dark\b/g) ?? [];
    expect(named.length).toBe(blocks.length);
    for (const block of blocks) {
      const declarations = block
        .split(";")
        .map((d) => d.replace(/\/\*[\s\S]*?\*\//g, "").trim())
        .filter(Boolean);
      for (const d of declarations) expect(d).toMatch(/^--[a-z-]+:\s*#[0-9a-f]{3,8}$/i);
    }
  });

  it("every dark: variant in the app is a colour utility", () => {
    const variants = sources().flatMap((file) =>
      [...readFileSync(path.join(APP, file), "utf8").matchAll(/(?<![\w-])dark:[^\s"'`]+/g)].map((m) => ({ file, cls: m[0] })),
    );
    // The custom variant's own definition is not a use.
    const uses = variants.filter((v) => !(v.file === "app.css" && v.cls === "dark:"));
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.filter((v) => !COLOUR_UTILITY.test(v.cls))).toEqual([]);
  });

  it("tells a colour utility from one that shows, hides or moves", () => {
    for (const ok of ["dark:border-l-emerald-400", "dark:bg-card", "dark:text-muted-foreground", "dark:bg-black/50"]) expect(ok).toMatch(COLOUR_UTILITY);
    for (const bad of ["dark:hidden", "dark:block", "dark:border-2", "dark:text-lg", "dark:opacity-0", "dark:sr-only"]) expect(bad).not.toMatch(COLOUR_UTILITY);
  });
});
