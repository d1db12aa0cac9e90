/**
 * Reading a PDF as a person's tools do (issue 30): poppler's pdftotext, pdfinfo, pdffonts and
 * pdfimages (Debian's poppler-utils, installed by .ci/run). The PDF is written to a temporary file,
 * since poppler reads files, and removed again.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { crc32, deflateSync } from "node:zlib";

const run = promisify(execFile);

async function withFile<T>(bytes: Uint8Array, read: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-tools-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, bytes);
    return await read(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const poppler = (tool: string, args: string[]) => async (bytes: Uint8Array) =>
  withFile(bytes, async (file) => (await run(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" })).stdout);

/** The text, with poppler's marks around right-to-left runs (U+202A-U+202E) removed. */
export const pdftotext = async (bytes: Uint8Array) => (await poppler("pdftotext", ["-enc", "UTF-8"])(bytes)).replace(/[\u202a-\u202e]/g, "");
export const pdfinfo = poppler("pdfinfo", ["-enc", "UTF-8"]);

/** The fonts of a PDF: name, whether embedded and whether subset. */
export async function pdffonts(bytes: Uint8Array) {
  const lines = (await poppler("pdffonts", [])(bytes)).trim().split("\n").slice(2);
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/);
    // name type... encoding emb sub uni object ID
    return { name: cells[0]!, embedded: cells.at(-5) === "yes", subset: cells.at(-4) === "yes" };
  });
}

/** The pictures of a PDF with their pixel sizes. */
export async function pdfimages(bytes: Uint8Array) {
  const lines = (await poppler("pdfimages", ["-list"])(bytes)).trim().split("\n").slice(2);
  return lines.map((line) => {
    const cells = line.trim().split(/\s+/);
    return { width: Number(cells[3]), height: Number(cells[4]) };
  });
}

/** A child named in each script the school's families write in (issue 30). */
export const NAMES_IN_SCRIPTS: { firstName: string; preferredName?: string; lastName: string }[] = [
  { firstName: "さくら", lastName: "中村" },
  { firstName: "Łucja Thảo", lastName: "Nguyễn-Đặng Øvergård" },
  { firstName: "Αλέξανδρος", lastName: "Παπαδόπουλος" },
  { firstName: "Дмитрий", preferredName: "Дима", lastName: "Иванов" },
  { firstName: "نور الهدى", lastName: "حداد" },
  { firstName: "נועה", lastName: "כהן" },
  { firstName: "अनन्या", lastName: "शर्मा" },
  { firstName: "민준", lastName: "김" },
];
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A white picture of width × height pixels in a few kilobytes (one bit per pixel, every row alike,
 * so it compresses to nothing): the crafted upload of issue 30 that says 6000 × 6000. Written by hand
 * because pngjs takes seconds to compress 36 million pixels.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)), 0);
  for (let y = 0; y < height; y++) rows.fill(0xff, y * (1 + Math.ceil(width / 8)) + 1, (y + 1) * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
