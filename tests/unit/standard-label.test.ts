/** A standard's code printed once on a child's screens (issue 34). */
import { describe, expect, it } from "vitest";
import { standardLabel } from "#common/learning/standard-label";

describe("standardLabel", () => {
  it("puts the code beside a title of the teacher's own words", () => {
    expect(standardLabel("Counts the apples", "K.CC.5")).toEqual({ title: "Counts the apples", code: "K.CC.5" });
  });

  it("reads a title that is the bare code as the standard's description, the code once beside it", () => {
    expect(standardLabel("K.CC.5", "K.CC.5", "Count to answer how many.")).toEqual({ title: "Count to answer how many.", code: "K.CC.5" });
    expect(standardLabel("k.cc.5 ", "K.CC.5", "Count to answer how many.")).toEqual({ title: "Count to answer how many.", code: "K.CC.5" });
  });

  it("shows the code alone once when there are no other words", () => {
    expect(standardLabel("K.CC.5", "K.CC.5")).toEqual({ title: "K.CC.5", code: null });
    expect(standardLabel("", "K.CC.5", null)).toEqual({ title: "K.CC.5", code: null });
  });

  it("does not repeat a code the title or description already holds", () => {
    expect(standardLabel("RL.2.3 Describe how characters respond", "RL.2.3")).toEqual({ title: "RL.2.3 Describe how characters respond", code: null });
    expect(standardLabel("RL.2.3", "RL.2.3", "RL.2.3: Describe how characters respond")).toEqual({
      title: "RL.2.3: Describe how characters respond",
      code: null,
    });
  });

  it("has no code to show without a standard", () => {
    expect(standardLabel("Neat work", null)).toEqual({ title: "Neat work", code: null });
  });
});
