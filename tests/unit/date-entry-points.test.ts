/**
 * Issue 31: one entry point per rule. Every date or time format is a named formatter of
 * common/date-formats.ts (calendar dates: common/calendar-date.ts on top of it), so the family's
 * language can be passed to all of them in one place; the viewer's time zone is read only by
 * viewerTimeZone of common/time-zone.ts (screens: useViewerZone of app/lib/dates.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "common", "scripts"];

/**
 * The one module that builds date formatters (cached per locale, zone and options), and the page
 * loader, which makes one that formats nothing shown: the platform's first formatter loads its zone
 * and locale data, made while the page's scripts download (app/lib/hydrate-on-intent.ts).
 */
const FORMATTER_HOME = new Set(["common/date-formats.ts", "app/lib/hydrate-on-intent.ts"]);
/** The one module that asks the platform for the viewer's zone. */
const VIEWER_ZONE_HOME = new Set(["common/time-zone.ts"]);

/** A formatter built, or a date formatted by the platform's defaults, outside the named formats. */
const FORMATTER = /new\s+Intl\.DateTimeFormat\b|\.toLocale(Date|Time)String\(/;
/** The viewer's zone read from the platform. */
const VIEWER_ZONE = /resolvedOptions\(\)\s*\.timeZone/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [path.relative(ROOT, full).split(path.sep).join("/")] : [];
  });
}

const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const sources = new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]));
const matching = (pattern: RegExp) => files.filter((file) => pattern.test(sources.get(file)!)).sort();

describe("date entry points", () => {
  it("date and time formats are built only by common/date-formats.ts", () => {
    const outside = matching(FORMATTER).filter((file) => !FORMATTER_HOME.has(file));
    expect(outside, "use (or add) a named formatter of common/date-formats.ts or common/calendar-date.ts").toEqual([]);
  });

  it("the viewer's time zone is read only by viewerTimeZone", () => {
    const outside = matching(VIEWER_ZONE).filter((file) => !VIEWER_ZONE_HOME.has(file));
    expect(outside, "use viewerTimeZone of common/time-zone.ts (useViewerZone on screens)").toEqual([]);
  });

  it("the scan sees the entry points themselves", () => {
    expect(matching(FORMATTER)).toEqual(expect.arrayContaining([...FORMATTER_HOME]));
    expect(matching(VIEWER_ZONE)).toEqual(expect.arrayContaining([...VIEWER_ZONE_HOME]));
  });
});
