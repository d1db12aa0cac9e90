/** How long a page rendered on the server keeps its render time once it hydrates (app/lib/use-now.ts). */
import { describe, expect, it } from "vitest";
import { renderTimeKeptUntil } from "../../app/lib/use-now";

const RENDERED = Date.parse("2026-12-01T14:00:00Z");

describe("renderTimeKeptUntil", () => {
  it("keeps the render time of a page that loads soon after it was rendered until one renewal (30 s) after the render", () => {
    expect(renderTimeKeptUntil(RENDERED, RENDERED + 2_000)).toBe(RENDERED + 30_000);
    expect(renderTimeKeptUntil(RENDERED, RENDERED + 29_999)).toBe(RENDERED + 30_000);
  });

  it("measures a browser clock behind the server's the same way", () => {
    expect(renderTimeKeptUntil(RENDERED, RENDERED - 5_000)).toBe(RENDERED - 5_000 + 25_000);
  });

  it("follows the browser's clock at once when the render is a renewal or more away, or there was none", () => {
    expect(renderTimeKeptUntil(RENDERED, RENDERED + 30_000)).toBe(0);
    expect(renderTimeKeptUntil(RENDERED, RENDERED - 90_000)).toBe(0);
    expect(renderTimeKeptUntil(undefined, RENDERED)).toBe(0);
  });
});
