/** The live class's window (common/learning/live.ts): from 10 minutes before the start to the end. */
import { describe, expect, it } from "vitest";
import { liveOpensAt, liveWindow } from "#common/learning/live";

describe("liveWindow", () => {
  const start = new Date("2026-11-24T14:00:00Z");
  const end = new Date("2026-11-24T14:45:00Z");
  const at = (iso: string) => liveWindow(start, end, new Date(iso));

  it("opens exactly 10 minutes before the start", () => {
    expect(liveOpensAt(start).toISOString()).toBe("2026-11-24T13:50:00.000Z");
    expect(at("2026-11-24T13:49:59.999Z")).toBe("before");
    expect(at("2026-11-24T13:50:00Z")).toBe("open");
  });

  it("stays open during the session and closes at its end", () => {
    expect(at("2026-11-24T14:30:00Z")).toBe("open");
    expect(at("2026-11-24T14:44:59.999Z")).toBe("open");
    expect(at("2026-11-24T14:45:00Z")).toBe("over");
  });
});
