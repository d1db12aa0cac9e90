/**
 * Reading an upload: a OneRoster zip (the standard bulk form) or the CSV files one by one, then each
 * CSV (RFC 4180 via csv-parse: quoted fields with commas and doubled quotes, a byte order mark,
 * CRLF or LF). Everything an upload could make us hold is bounded before it is read: a zip's entry
 * count, its duplicate roster files, each declared size and their sum are checked from the central
 * directory before anything is inflated (zip.ts), an entry inflating past its declared size is
 * refused, never cut short, and a file that is not UTF-8 (Excel's usual Windows-1252 "CSV") is
 * refused before anything is imported, so no name arrives garbled.
 */
import { parse } from "csv-parse/sync";
import { ROSTER_LIMITS } from "#common/schemas/learning/roster";
import { HEADERS, REQUIRED_COLUMNS, rosterFileName, unguardCell, type RosterFile } from "./mapping";
import { inflateEntry, listZip, ZipError } from "./zip";
import { DomainError } from "../../domain-errors";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface CsvRow {
  /** The line in the file where the record starts (the header is line 1). */
  line: number;
  get: (column: string) => string;
}

export interface ParsedCsv {
  file: RosterFile;
  columns: string[];
  /** Required columns the header lacks (every row of the file is refused then). */
  missing: string[];
  rows: CsvRow[];
}

/**
 * What one upload may hold beyond ROSTER_LIMITS' per-file bounds. A OneRoster zip has at most the
 * 22 files of the binding (and perhaps a folder or a readme); the total bounds what a roster of
 * ROSTER_LIMITS.maxRows-row files could reasonably weigh, far above a school of 2,000 children.
 */
export const UPLOAD_LIMITS = {
  maxZipEntries: 64,
  maxTotalBytes: 40 * 1024 * 1024,
} as const;

const SAVE_AS_UTF8 = 'In Excel, choose File > Save As > "CSV UTF-8 (Comma delimited) (*.csv)", or in Google Sheets File > Download > CSV, and send that file.';

export const ROSTER_FILE_MESSAGES = {
  none: "Please choose a OneRoster zip or its CSV files (users.csv, classes.csv, enrollments.csv, ...).",
  notZip: "The zip file could not be read. Please send the zip your other system exported, or the CSV files themselves.",
  noneKnown: "None of the files is a OneRoster 1.2 CSV file (orgs.csv, academicSessions.csv, courses.csv, classes.csv, users.csv, roles.csv, enrollments.csv).",
  tooLarge: (name: string) => `${name} is larger than 10 MB. Split the roster or send the files one by one.`,
  tooLargeTogether: "The roster files add up to more than 40 MB. Split the roster and import it in parts.",
  tooManyEntries: (zip: string) =>
    `${zip} holds more than ${UPLOAD_LIMITS.maxZipEntries} files; a OneRoster zip has a few dozen at most. Please send the zip your other system exported.`,
  overlapping: (zip: string) => `${zip} is not a well-formed zip (two of its files share the same data). Please send the zip your other system exported.`,
  largerThanDeclared: (entry: string, zip: string) =>
    `${entry} in ${zip} holds more data than the zip says it does, so nothing was imported (the file was not cut short). Please export the zip again.`,
  notUtf8: (name: string) => `${name} is not saved as UTF-8 text, so names with accents would arrive garbled; nothing was imported. ${SAVE_AS_UTF8}`,
  tooManyRows: (name: string) => `${name} has more than ${ROSTER_LIMITS.maxRows.toLocaleString("en-US")} rows. Split the roster into smaller files.`,
  tooManyFiles: `Please send at most ${ROSTER_LIMITS.maxFiles} files at once.`,
  twice: (name: string) => `${name} was sent twice.`,
  unreadable: (name: string, detail: string) => `${name} is not valid CSV: ${detail}`,
  delta: "This is a delta (changes only) roster. Please export a bulk roster: every file in full.",
  version: (v: string) => `The manifest says OneRoster ${v}; this school reads OneRoster 1.1 and 1.2 CSV.`,
} as const;

const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const fileError = (kind: "invalid" | "too_large", message: string) => new DomainError(kind, message, [{ field: "files", message }]);

/** A roster file found in an upload, listed (name, size) before its bytes are read. */
interface FoundFile {
  file: RosterFile;
  /** The name the admin sees: the file's, or the zip entry's. */
  name: string;
  size: number;
  read: () => Uint8Array;
}

/** The roster files of one zip, from its central directory; nothing is inflated here. */
function findInZip(upload: UploadedFile): FoundFile[] {
  const found: FoundFile[] = [];
  try {
    for (const entry of listZip(upload.bytes, { maxEntries: UPLOAD_LIMITS.maxZipEntries })) {
      const file = entry.name.endsWith("/") ? null : rosterFileName(entry.name);
      if (!file) continue;
      if (entry.size > ROSTER_LIMITS.maxFileBytes) throw fileError("too_large", ROSTER_FILE_MESSAGES.tooLarge(entry.name));
      found.push({ file, name: entry.name, size: entry.size, read: () => unzipEntry(upload, () => inflateEntry(upload.bytes, entry)) });
    }
  } catch (err) {
    throw zipRefusal(upload, err);
  }
  return found;
}

function unzipEntry(upload: UploadedFile, inflate: () => Uint8Array): Uint8Array {
  try {
    return inflate();
  } catch (err) {
    throw zipRefusal(upload, err);
  }
}

function zipRefusal(upload: UploadedFile, err: unknown): Error {
  if (err instanceof DomainError) return err;
  if (!(err instanceof ZipError)) return fileError("invalid", ROSTER_FILE_MESSAGES.notZip);
  switch (err.problem) {
    case "tooManyEntries":
      return fileError("invalid", ROSTER_FILE_MESSAGES.tooManyEntries(upload.name));
    case "overlapping":
      return fileError("invalid", ROSTER_FILE_MESSAGES.overlapping(upload.name));
    case "largerThanDeclared":
      return fileError("invalid", ROSTER_FILE_MESSAGES.largerThanDeclared(err.entry ?? "A file", upload.name));
    default:
      return fileError("invalid", ROSTER_FILE_MESSAGES.notZip);
  }
}

/** Strict UTF-8 (a byte order mark is fine and dropped): anything else is refused, never guessed at. */
function decodeUtf8(name: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw fileError("invalid", ROSTER_FILE_MESSAGES.notUtf8(name));
  }
}

/** The CSV texts of an upload by OneRoster file name; files we do not read (a readme, say) are left out. */
export function readUpload(files: readonly UploadedFile[]): Map<RosterFile, string> {
  if (files.length === 0) throw fileError("invalid", ROSTER_FILE_MESSAGES.none);
  if (files.length > ROSTER_LIMITS.maxFiles) throw fileError("invalid", ROSTER_FILE_MESSAGES.tooManyFiles);
  // First every roster file of every upload with its (declared) size, so a duplicate or an
  // oversize roster is refused before anything is inflated or decoded.
  const found: FoundFile[] = [];
  for (const upload of files) {
    if (upload.bytes.length > ROSTER_LIMITS.maxFileBytes) throw fileError("too_large", ROSTER_FILE_MESSAGES.tooLarge(upload.name));
    if (isZip(upload.bytes) || upload.name.toLowerCase().endsWith(".zip")) {
      found.push(...findInZip(upload));
    } else {
      const file = rosterFileName(upload.name);
      if (file) found.push({ file, name: upload.name, size: upload.bytes.length, read: () => upload.bytes });
    }
  }
  const seen = new Set<RosterFile>();
  for (const f of found) {
    if (seen.has(f.file)) throw fileError("invalid", ROSTER_FILE_MESSAGES.twice(f.file));
    seen.add(f.file);
  }
  if (found.length === 0) throw fileError("invalid", ROSTER_FILE_MESSAGES.noneKnown);
  if (found.reduce((sum, f) => sum + f.size, 0) > UPLOAD_LIMITS.maxTotalBytes) throw fileError("too_large", ROSTER_FILE_MESSAGES.tooLargeTogether);
  const out = new Map<RosterFile, string>();
  for (const f of found) out.set(f.file, decodeUtf8(f.name, f.read()));
  return out;
}

/**
 * The line each record starts on (1-based), for a report a person can follow in a spreadsheet or
 * an editor. Counted here because a line break inside a quoted field, CRLF or LF, is one line.
 * Empty lines start no record (the parser skips them too).
 */
export function recordStartLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (atStart && c !== "\r" && c !== "\n") {
      starts.push(line);
      atStart = false;
    }
    if (c === '"') quoted = !quoted;
    else if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) {
      line++;
      if (!quoted) atStart = true;
    }
  }
  return starts;
}

/** One CSV file read by its header names (any column order; extra columns such as metadata.* are ignored). */
export function parseCsv(file: RosterFile, source: string): ParsedCsv {
  let records: string[][];
  try {
    records = parse(source, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (err) {
    const detail = err instanceof Error ? err.message.replace(/^Invalid Record Length: /, "").slice(0, 200) : "unreadable";
    throw fileError("invalid", ROSTER_FILE_MESSAGES.unreadable(file, detail));
  }
  const [head, ...body] = records;
  const columns = (head ?? []).map((c) => c.trim());
  const lines = recordStartLines(source);
  if (body.length > ROSTER_LIMITS.maxRows) throw fileError("too_large", ROSTER_FILE_MESSAGES.tooManyRows(file));
  const index = new Map<string, number>();
  columns.forEach((c, i) => {
    if (!index.has(c)) index.set(c, i);
  });
  const required = file === "manifest.csv" ? HEADERS["manifest.csv"] : REQUIRED_COLUMNS[file];
  const missing = required.filter((c) => !index.has(c));
  const rows: CsvRow[] = body.map((record, i) => ({
    line: lines[i + 1] ?? i + 2,
    get: (column: string) => {
      const i = index.get(column);
      return i === undefined ? "" : unguardCell((record[i] ?? "").trim());
    },
  }));
  return { file, columns, missing, rows };
}

/** The manifest's properties; a delta roster or another major version is refused whole. */
export function checkManifest(csv: ParsedCsv | undefined): Map<string, string> {
  const props = new Map<string, string>();
  if (!csv) return props;
  for (const row of csv.rows) props.set(row.get("propertyName"), row.get("value"));
  const version = props.get("oneroster.version");
  if (version && !/^1\.[12]$/.test(version)) throw fileError("invalid", ROSTER_FILE_MESSAGES.version(version));
  for (const [key, value] of props) if (key.startsWith("file.") && value === "delta") throw fileError("invalid", ROSTER_FILE_MESSAGES.delta);
  return props;
}
