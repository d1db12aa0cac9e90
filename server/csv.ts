/**
 * The two CSV writers (RFC 4180, rows ended with CRLF).
 *
 * csvDocument is for people opening a staff report in a spreadsheet (attendance, gradebook,
 * reports): every cell quoted with its quotes doubled, a UTF-8 byte order mark so Excel reads
 * accents right, and a cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab
 * or a carriage return) prefixed with a single quote, so a family typing `=HYPERLINK(...)` into a
 * form cannot run anything on a staff computer (OWASP "CSV injection").
 *
 * rfc4180Document is for files another system reads (the OneRoster export): the values exactly as
 * they are, quoted only where RFC 4180 needs it, no byte order mark. A formula guard there would be
 * data corruption (`'+16039876543` is not a phone number to the system reading it).
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export const UTF8_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

const cellText = (value: CsvValue): string => (value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value));

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One cell's text for a spreadsheet: formulas neutralised, then quoted. */
export function csvCell(value: CsvValue): string {
  let text = cellText(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text);
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A whole document for a spreadsheet: the byte order mark, the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = UTF8_BOM + csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}

/** One cell for another system: the value unchanged, quoted only when it holds a quote, a comma or a line break. */
export function rfc4180Cell(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? quoted(text) : text;
}

/** A whole document for another system: the header row, then the rows, nothing added to any value. */
export function rfc4180Document(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = `${header.map(rfc4180Cell).join(",")}\r\n`;
  for (const row of rows) out += `${row.map(rfc4180Cell).join(",")}\r\n`;
  return out;
}
