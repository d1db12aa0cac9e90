/** Uploaded bytes must match the file's extension (magic numbers); text must really be text. */
import { describe, expect, it } from "vitest";
import { contentMatchesName } from "../../server/uploads/file-signature";
import { DOC, EXE, GIF, JPEG, PDF, PNG, docx } from "../support/sample-files";

describe("contentMatchesName", () => {
  it("accepts files whose bytes are what their names say", async () => {
    expect(await contentMatchesName("photo.png", PNG)).toBe(true);
    expect(await contentMatchesName("photo.JPG", JPEG)).toBe(true);
    expect(await contentMatchesName("photo.jpeg", JPEG)).toBe(true);
    expect(await contentMatchesName("anim.gif", GIF)).toBe(true);
    expect(await contentMatchesName("report.pdf", PDF)).toBe(true);
    expect(await contentMatchesName("letter.doc", DOC)).toBe(true);
    expect(await contentMatchesName("letter.docx", docx())).toBe(true);
    expect(await contentMatchesName("notes.txt", Buffer.from("Grade 3 reading list\r\n\tÉté – naïve\n"))).toBe(true);
  });

  it("refuses disguised files", async () => {
    expect(await contentMatchesName("report.pdf", EXE)).toBe(false);
    expect(await contentMatchesName("photo.png", JPEG)).toBe(false);
    expect(await contentMatchesName("letter.docx", PDF)).toBe(false);
    expect(await contentMatchesName("letter.doc", docx())).toBe(false);
    expect(await contentMatchesName("notes.txt", PDF)).toBe(false);
    expect(await contentMatchesName("notes.txt", EXE)).toBe(false);
    expect(await contentMatchesName("notes.txt", Buffer.from([0x68, 0x69, 0x00, 0x21]))).toBe(false);
    expect(await contentMatchesName("notes.txt", Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(await contentMatchesName("archive.zip", docx())).toBe(false);
  });
});
