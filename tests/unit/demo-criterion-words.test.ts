import { describe, expect, it } from "vitest";
import { standardLabel } from "#common/learning/standard-label";
import { criterionWords } from "../../scripts/demo/learning";

describe("criterionWords (the demo school's rubric criteria, issue 34)", () => {
  it("names a criterion with the first words of its standard, as a teacher would", () => {
    expect(criterionWords("Count aloud to 100 by ones and by tens.")).toBe("Count aloud to 100 by ones");
    expect(criterionWords("Write the numbers 0 to 20 and use a numeral to show how many objects there are (0 for none).")).toBe("Write the numbers 0 to 20");
  });

  it("stops at the first clause and never ends on a small word", () => {
    expect(criterionWords('Count up to 20 objects in a line, grid or circle (10 when scattered) to answer "how many?".')).toBe("Count up to 20 objects");
    expect(criterionWords("Observe how sunlight warms the ground, sand, water and other surfaces.")).toBe("Observe how sunlight warms the ground");
    expect(criterionWords("Add within 0.5 of a whole.")).toBe("Add within 0.5 of a whole");
    // A first clause of a word or two is not a name: the sentence goes on.
    expect(criterionWords("Read, write and compare multi-digit whole numbers.")).toBe("Read, write and compare multi-digit whole");
    expect(criterionWords("With help, use technology to make and publish writing.")).toBe("With help, use technology to make");
  });

  it("gives a name the child's screens print once, with the code once beside it", () => {
    expect(standardLabel(criterionWords("Count aloud to 100 by ones and by tens."), "K.CC.A.1", "Count aloud to 100 by ones and by tens.")).toEqual({
      title: "Count aloud to 100 by ones",
      code: "K.CC.A.1",
    });
  });
});
