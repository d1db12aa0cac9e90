/**
 * CSV for spreadsheets (RFC 4180): every cell quoted with its quotes doubled, rows ended with CRLF,
 * and a UTF-8 byte order mark so Excel reads accents right. A cell a spreadsheet would read as a
 * formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single quote,
 * so a family typing `=HYPERLINK(...)` into a form cannot run anything on a staff computer
 * (OWASP "CSV injection").
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

export const UTF8_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text: formulas neutralised, then quoted. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A whole document: the byte order mark, the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = UTF8_BOM + csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}
