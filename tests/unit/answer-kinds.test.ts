/**
 * The ways a child may answer (issue 34): a teacher chooses typed answer, files, voice, drawing and
 * photo; a stored list is read back with anything unknown left out; each kind of file in work shows
 * under its own answer kind.
 */
import { describe, expect, it } from "vitest";
import { ANSWER_KINDS, assignmentContentSchema, isAnswerKind } from "#common/schemas/learning/assignments";
import { workFileKindOf } from "#common/schemas/learning/work";

describe("answer kinds", () => {
  it("lets a teacher choose drawing and photo with the kinds there were", () => {
    expect(ANSWER_KINDS).toEqual(["text", "files", "voice", "drawing", "photo"]);
    const parsed = assignmentContentSchema.parse({ title: "Draw it", answerKinds: ["drawing", "photo", "text"] });
    expect(parsed.answerKinds).toEqual(["drawing", "photo", "text"]);
    expect(assignmentContentSchema.parse({ title: "All", answerKinds: [...ANSWER_KINDS] }).answerKinds).toHaveLength(5);
  });

  it("refuses a kind it does not know, none, and one twice", () => {
    expect(assignmentContentSchema.safeParse({ title: "x", answerKinds: ["video"] }).success).toBe(false);
    expect(assignmentContentSchema.safeParse({ title: "x", answerKinds: [] }).success).toBe(false);
    expect(assignmentContentSchema.safeParse({ title: "x", answerKinds: ["drawing", "drawing"] }).success).toBe(false);
  });

  it("reads a stored list without kinds it does not know", () => {
    expect(["text", "video", "photo"].filter(isAnswerKind)).toEqual(["text", "photo"]);
  });

  it("names each stored file's kind as part of work", () => {
    expect(["voice", "drawing", "photo", "upload", "report-card"].map(workFileKindOf)).toEqual(["voice", "drawing", "photo", "file", "file"]);
  });
});
