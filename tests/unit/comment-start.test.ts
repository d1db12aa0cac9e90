/** The first words of a teacher's comment on the child's home (issue 34): cut between words, "..." when cut. */
import { describe, expect, it } from "vitest";
import { COMMENT_START_MAX, commentStart } from "#common/learning/comment-start";

describe("commentStart", () => {
  it("keeps a short comment whole, its spaces tidied, and gives null for none", () => {
    expect(commentStart("Lovely counting, Maya!")).toBe("Lovely counting, Maya!");
    expect(commentStart("  Great\n\n work  ")).toBe("Great work");
    expect(commentStart(null)).toBeNull();
    expect(commentStart("   ")).toBeNull();
  });

  it("keeps a comment of exactly the limit whole", () => {
    const exact = `${"word ".repeat(15)}abcde`;
    expect(exact).toHaveLength(COMMENT_START_MAX);
    expect(commentStart(exact)).toBe(exact);
  });

  it("cuts a long comment between words, with no trailing punctuation before the dots, within the limit", () => {
    const long = "Maya, you put every part of the story in order and drew the places so clearly. Next time add the ending.";
    const start = commentStart(long)!;
    expect(start).toBe("Maya, you put every part of the story in order and drew the places so clearly...");
    expect(start.length).toBeLessThanOrEqual(COMMENT_START_MAX);
    expect(commentStart("You counted to twenty all by yourself, and then you counted back down to one. Wonderful!", 40)).toBe(
      "You counted to twenty all by yourself...",
    );
  });

  it("cuts one word longer than the limit where the room ends", () => {
    expect(commentStart(`https://example.org/${"a".repeat(100)}`, 20)).toBe("https://example.o...");
  });
});
