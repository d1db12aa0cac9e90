/** The child's draft kept in the browser (app/features/learning/work/draft-store.ts): which copy wins on reload. */
import { describe, expect, it } from "vitest";
import { reconcileDraft } from "../../app/features/learning/work/draft-store";

describe("reconcileDraft", () => {
  const server = { text: "Two apples", version: 2 };

  it("uses the server's draft when this browser has none or the same text", () => {
    expect(reconcileDraft(null, server)).toEqual({ kind: "use", text: "Two apples", version: 2, pending: false });
    expect(reconcileDraft({ text: "Two apples", baseVersion: 1, synced: false, at: 0 }, server)).toMatchObject({ kind: "use", pending: false });
  });

  it("keeps changes typed here and never sent (a reload, a dropped connection) when the server has not moved", () => {
    expect(reconcileDraft({ text: "Two apples and a pear", baseVersion: 2, synced: false, at: 0 }, server)).toEqual({
      kind: "use",
      text: "Two apples and a pear",
      version: 2,
      pending: true,
    });
  });

  it("takes the server's newer draft over a copy this browser had already saved", () => {
    expect(reconcileDraft({ text: "One apple", baseVersion: 1, synced: true, at: 0 }, server)).toMatchObject({ kind: "use", text: "Two apples" });
  });

  it("asks when both changed since they last agreed", () => {
    expect(reconcileDraft({ text: "Three apples", baseVersion: 1, synced: false, at: 0 }, server)).toEqual({
      kind: "ask",
      local: "Three apples",
      server: "Two apples",
      version: 2,
    });
  });
});
