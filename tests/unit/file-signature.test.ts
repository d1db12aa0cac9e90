/** Uploaded bytes must match the file's extension (magic numbers); text must really be text. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { matchingContentType } from "../../server/uploads/file-signature";
import { DOC, EXE, GIF, JPEG, PDF, PNG, docx } from "../support/sample-files";

const dir = mkdtempSync(path.join(os.tmpdir(), "file-signature-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** The content type the server records for these bytes stored under this name, or undefined when refused. */
function check(name: string, bytes: Uint8Array) {
  const file = path.join(dir, `sample-${n++}`);
  writeFileSync(file, bytes);
  return matchingContentType(name, file);
}

describe("matchingContentType", () => {
  it("accepts files whose bytes are what their names say", async () => {
    expect(await check("photo.png", PNG)).toBe("image/png");
    expect(await check("photo.JPG", JPEG)).toBe("image/jpeg");
    expect(await check("photo.jpeg", JPEG)).toBe("image/jpeg");
    expect(await check("anim.gif", GIF)).toBe("image/gif");
    expect(await check("report.pdf", PDF)).toBe("application/pdf");
    expect(await check("letter.doc", DOC)).toBe("application/x-cfb");
    expect(await check("letter.docx", docx())).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(await check("notes.txt", Buffer.from("Grade 3 reading list\r\n\tÉté – naïve\n"))).toBe("text/plain");
  });

  it("refuses disguised files", async () => {
    expect(await check("report.pdf", EXE)).toBeUndefined();
    expect(await check("photo.png", JPEG)).toBeUndefined();
    expect(await check("letter.docx", PDF)).toBeUndefined();
    expect(await check("letter.doc", docx())).toBeUndefined();
    expect(await check("notes.txt", PDF)).toBeUndefined();
    expect(await check("notes.txt", EXE)).toBeUndefined();
    expect(await check("notes.txt", Buffer.from([0x68, 0x69, 0x00, 0x21]))).toBeUndefined();
    expect(await check("notes.txt", Buffer.from([0xc3, 0x28]))).toBeUndefined();
    expect(await check("archive.zip", docx())).toBeUndefined();
  });

  it("reads text a chunk at a time: a character split between chunks is text, a bad byte far in is not", async () => {
    // The file is read in 64 KiB chunks: "é" (2 bytes) straddles the first boundary.
    const split = Buffer.concat([Buffer.alloc(64 * 1024 - 1, "a"), Buffer.from("é and more text\n")]);
    expect(await check("long.txt", split)).toBe("text/plain");
    const endsMidCharacter = Buffer.concat([Buffer.alloc(200 * 1024, "a"), Buffer.from([0xc3])]);
    expect(await check("cut.txt", endsMidCharacter)).toBeUndefined();
    const controlFarIn = Buffer.concat([Buffer.alloc(300 * 1024, "a"), Buffer.from([0x1b]), Buffer.from("[31m red\n")]);
    expect(await check("escape.txt", controlFarIn)).toBeUndefined();
    const invalidFarIn = Buffer.concat([Buffer.alloc(300 * 1024, "a"), Buffer.from([0xff, 0xfe]), Buffer.alloc(10, "b")]);
    expect(await check("latin.txt", invalidFarIn)).toBeUndefined();
  });
});
