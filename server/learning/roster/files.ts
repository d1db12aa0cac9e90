/**
 * Reading an upload: a OneRoster zip (the standard bulk form) or the CSV files one by one, then each
 * CSV (RFC 4180 via csv-parse: quoted fields with commas and doubled quotes, a byte order mark,
 * CRLF or LF). Sizes are checked before anything is inflated, so a zip bomb is refused unread.
 */
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { ROSTER_LIMITS } from "../../../common/schemas/learning/roster";
import { HttpError } from "../../errors";
import { HEADERS, REQUIRED_COLUMNS, rosterFileName, unguardCell, type RosterFile } from "./mapping";

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

export const ROSTER_FILE_MESSAGES = {
  none: "Please choose a OneRoster zip or its CSV files (users.csv, classes.csv, enrollments.csv, ...).",
  notZip: "The zip file could not be read. Please send the zip your other system exported, or the CSV files themselves.",
  noneKnown: "None of the files is a OneRoster 1.2 CSV file (orgs.csv, academicSessions.csv, courses.csv, classes.csv, users.csv, roles.csv, enrollments.csv).",
  tooLarge: (name: string) => `${name} is larger than 10 MB. Split the roster or send the files one by one.`,
  tooManyRows: (name: string) => `${name} has more than ${ROSTER_LIMITS.maxRows.toLocaleString("en-US")} rows. Split the roster into smaller files.`,
  tooManyFiles: `Please send at most ${ROSTER_LIMITS.maxFiles} files at once.`,
  twice: (name: string) => `${name} was sent twice.`,
  unreadable: (name: string, detail: string) => `${name} is not valid CSV: ${detail}`,
  delta: "This is a delta (changes only) roster. Please export a bulk roster: every file in full.",
  version: (v: string) => `The manifest says OneRoster ${v}; this school reads OneRoster 1.1 and 1.2 CSV.`,
} as const;

const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const fileError = (status: number, message: string) => new HttpError(status, message, [{ field: "files", message }]);

/** The CSV texts of an upload by OneRoster file name; files we do not read (a readme, demographics we ignore) are left out. */
export function readUpload(files: readonly UploadedFile[]): Map<RosterFile, string> {
  if (files.length === 0) throw fileError(400, ROSTER_FILE_MESSAGES.none);
  if (files.length > ROSTER_LIMITS.maxFiles) throw fileError(400, ROSTER_FILE_MESSAGES.tooManyFiles);
  const out = new Map<RosterFile, string>();
  const add = (name: string, bytes: Uint8Array) => {
    const file = rosterFileName(name);
    if (!file) return;
    if (out.has(file)) throw fileError(400, ROSTER_FILE_MESSAGES.twice(file));
    out.set(file, new TextDecoder("utf-8").decode(bytes));
  };
  for (const upload of files) {
    if (upload.bytes.length > ROSTER_LIMITS.maxFileBytes) throw fileError(413, ROSTER_FILE_MESSAGES.tooLarge(upload.name));
    if (isZip(upload.bytes) || upload.name.toLowerCase().endsWith(".zip")) {
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(upload.bytes, {
          filter: (entry) => {
            if (entry.name.endsWith("/") || !rosterFileName(entry.name)) return false;
            if (entry.originalSize > ROSTER_LIMITS.maxFileBytes) throw fileError(413, ROSTER_FILE_MESSAGES.tooLarge(entry.name));
            return true;
          },
        });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw fileError(400, ROSTER_FILE_MESSAGES.notZip);
      }
      for (const [name, bytes] of Object.entries(entries)) {
        // The declared size is the sender's word; the inflated bytes are checked too.
        if (bytes.length > ROSTER_LIMITS.maxFileBytes) throw fileError(413, ROSTER_FILE_MESSAGES.tooLarge(name));
        add(name, bytes);
      }
    } else {
      add(upload.name, upload.bytes);
    }
  }
  if (out.size === 0) throw fileError(400, ROSTER_FILE_MESSAGES.noneKnown);
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
    throw fileError(400, ROSTER_FILE_MESSAGES.unreadable(file, detail));
  }
  const [head, ...body] = records;
  const columns = (head ?? []).map((c) => c.trim());
  const lines = recordStartLines(source);
  if (body.length > ROSTER_LIMITS.maxRows) throw fileError(413, ROSTER_FILE_MESSAGES.tooManyRows(file));
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
  if (version && !/^1\.[12]$/.test(version)) throw fileError(400, ROSTER_FILE_MESSAGES.version(version));
  for (const [key, value] of props) if (key.startsWith("file.") && value === "delta") throw fileError(400, ROSTER_FILE_MESSAGES.delta);
  return props;
}
