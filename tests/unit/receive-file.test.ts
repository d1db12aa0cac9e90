/** server/uploads/storage.ts receiveFile: what arrives in many small pieces is stored whole, counted and hashed; a file over the limit leaves nothing. */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { receiveFile } from "../../server/uploads/storage";

const dir = mkdtempSync(path.join(os.tmpdir(), "receive-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `bytes` as a stream of pieces of the given sizes, in turn. */
function pieces(bytes: Buffer, sizes: number[]): Readable {
  const parts: Buffer[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length]!;
    parts.push(bytes.subarray(at, at + size));
    at += size;
  }
  return Readable.from(parts);
}

describe("receiveFile", () => {
  it.each([
    ["one piece", 10, [10]],
    ["socket-sized pieces", 1024 * 1024 + 17, [65536, 1000, 16384]],
    ["pieces just under and over the write size", 700 * 1024, [256 * 1024 - 1, 2, 256 * 1024]],
    ["an empty file", 0, [1]],
  ])("stores %s byte for byte, with its size and SHA-256", async (_what, length, sizes) => {
    const bytes = randomBytes(length);
    const file = await receiveFile(pieces(bytes, sizes), dir);
    expect(file.size).toBe(length);
    expect(file.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(readFileSync(file.tempPath).equals(bytes)).toBe(true);
    rmSync(file.tempPath);
  });

  it("stops at the limit and leaves no file behind", async () => {
    const before = readdirSync(dir).length;
    const tooLarge = () => new Error("too large");
    await expect(receiveFile(pieces(randomBytes(600 * 1024), [65536]), dir, { maxBytes: 300 * 1024, tooLarge })).rejects.toThrow("too large");
    expect(readdirSync(dir)).toHaveLength(before);
  });
});
