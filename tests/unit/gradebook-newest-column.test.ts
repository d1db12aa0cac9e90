/** Which column of the gradebook a class opens on (issue 33, "newest work first"). */
import { describe, expect, it } from "vitest";
import { newestDueColumn } from "../../app/features/learning/gradebook/grade-grid";

const now = Date.parse("2026-11-24T15:00:00Z");
const due = (iso: string | null) => ({ dueAt: iso });

describe("newestDueColumn", () => {
  it("is the work most recently due, before work due later", () => {
    expect(newestDueColumn([due("2026-08-21T20:00:00Z"), due("2026-11-20T20:00:00Z"), due("2026-11-30T20:00:00Z"), due(null)], now)).toBe(1);
  });

  it("is the first with a due date when all are due later, and none without any", () => {
    expect(newestDueColumn([due("2026-12-01T20:00:00Z"), due("2026-12-05T20:00:00Z")], now)).toBe(0);
    expect(newestDueColumn([due(null)], now)).toBeNull();
    expect(newestDueColumn([], now)).toBeNull();
  });
});
