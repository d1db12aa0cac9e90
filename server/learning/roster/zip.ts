/**
 * Reading a zip from outside under limits (APPNOTE.TXT, the PKWARE zip format). The central
 * directory is read first, so the entry count, the names, the declared sizes and where each entry
 * lies are all checked before one byte is inflated; then an entry is inflated with a real byte
 * counter (node:zlib's maxOutputLength) that stops at the size the entry declared. A zip bomb's
 * usual shapes are refused unread: many entries, entries sharing or overlapping one compressed
 * stream, and declared sizes that add up past the limit; one whose entry inflates past its
 * declared size is refused as soon as it does, never truncated.
 */
import { crc32, inflateRawSync } from "node:zlib";

export interface ZipEntry {
  /** The name as stored (CP437 or UTF-8; our callers only compare ASCII file names). */
  name: string;
  method: number;
  /** The CRC-32 of the uncompressed bytes, as declared. */
  crc: number;
  compressedSize: number;
  /** The uncompressed size the zip declares: the sender's word, checked again while inflating. */
  size: number;
  /** Where the entry's local header starts, and its compressed bytes start and end, in the zip. */
  headerStart: number;
  dataStart: number;
  dataEnd: number;
}

export type ZipProblem = "unreadable" | "tooManyEntries" | "overlapping" | "largerThanDeclared";

export class ZipError extends Error {
  constructor(
    readonly problem: ZipProblem,
    readonly entry?: string,
  ) {
    super(entry ? `${problem}: ${entry}` : problem);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
const ZIP64 = 0xffffffff;

const unreadable = (): never => {
  throw new ZipError("unreadable");
};

/** The entries of a zip from its central directory, refused when there are more than maxEntries or two overlap. */
export function listZip(zip: Uint8Array, { maxEntries }: { maxEntries: number }): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => (at + 2 <= zip.length ? view.getUint16(at, true) : unreadable());
  const u32 = (at: number) => (at + 4 <= zip.length ? view.getUint32(at, true) : unreadable());

  // The end record is the last 22 bytes plus a comment of at most 64 KiB.
  let eocd = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) unreadable();
  const count = u16(eocd + 10);
  const directorySize = u32(eocd + 12);
  const directoryStart = u32(eocd + 16);
  // Multi-disk and zip64 archives: not something a roster export makes.
  if (u16(eocd + 4) !== 0 || u16(eocd + 6) !== 0 || u16(eocd + 8) !== count || count === 0xffff || directoryStart === ZIP64) unreadable();
  if (count > maxEntries) throw new ZipError("tooManyEntries");
  const directoryEnd = directoryStart + directorySize;
  if (directoryEnd > eocd) unreadable();

  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directoryEnd || u32(at) !== CENTRAL) unreadable();
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const crc = u32(at + 16);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    if (next > directoryEnd) unreadable();
    const name = Buffer.from(zip.buffer, zip.byteOffset + at + 46, nameLength).toString("latin1");
    const local = u32(at + 42);
    if (flags & ENCRYPTED || (method !== STORED && method !== DEFLATED) || compressedSize === ZIP64 || size === ZIP64 || local === ZIP64) unreadable();
    if (u32(local) !== LOCAL) unreadable();
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    const dataEnd = dataStart + compressedSize;
    if (dataEnd > directoryStart) unreadable();
    entries.push({ name, method, crc, compressedSize, size, headerStart: local, dataStart, dataEnd });
    at = next;
  }

  // Each entry's bytes are its own: two entries reading one stream (or parts of it) is a bomb's trick.
  const byPlace = [...entries].sort((a, b) => a.headerStart - b.headerStart);
  for (let i = 1; i < byPlace.length; i++) {
    if (byPlace[i]!.headerStart < byPlace[i - 1]!.dataEnd) throw new ZipError("overlapping", byPlace[i]!.name);
  }
  return entries;
}

/** One entry's bytes; refused the moment it inflates past its declared size, or when it holds fewer or other bytes. */
export function inflateEntry(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  const compressed = zip.subarray(entry.dataStart, entry.dataEnd);
  let bytes: Uint8Array;
  if (entry.method === STORED) {
    bytes = compressed;
  } else {
    try {
      // zlib counts the bytes it writes and stops at the cap: nothing past the declared size is kept.
      bytes = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
    } catch (err) {
      if ((err as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw new ZipError("largerThanDeclared", entry.name);
      throw new ZipError("unreadable", entry.name);
    }
  }
  if (bytes.length > entry.size) throw new ZipError("largerThanDeclared", entry.name);
  if (bytes.length < entry.size || crc32(bytes) !== entry.crc) throw new ZipError("unreadable", entry.name);
  return bytes;
}
