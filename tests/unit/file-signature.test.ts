/** Uploaded bytes must match the file's extension (magic numbers); text must really be text. */
import { describe, expect, it } from "vitest";
import { contentMatchesName } from "../../server/uploads/file-signature";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR", new Array(17).fill(0));
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", new Array(20).fill(0));
const GIF = bytes("GIF89a", new Array(20).fill(0));
const PDF = bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
const DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], new Array(504).fill(0));
const EXE = bytes("MZ", new Array(100).fill(0x90));

/** A one-entry stored zip holding the [Content_Types].xml of a Word document: how a .docx starts. */
function docx() {
  const name = Buffer.from("[Content_Types].xml");
  const data = Buffer.from('<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data]);
}

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
