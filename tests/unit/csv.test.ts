/** The CSV writer of the applications export (server/csv.ts): RFC 4180 quoting and formula neutralising. */
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvRow, UTF8_BOM } from "../../server/csv";

describe("csvCell", () => {
  it("quotes every cell and doubles quotes inside", () => {
    expect(csvCell("Maria")).toBe('"Maria"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell("")).toBe('""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(new Date("2026-03-04T05:06:07.000Z"))).toBe('"2026-03-04T05:06:07.000Z"');
  });

  it("keeps commas, line breaks and accents inside the quotes", () => {
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell("line one\nline two\r\nline three")).toBe('"line one\nline two\r\nline three"');
    expect(csvCell("José Müller-Ñúñez 🎒")).toBe('"José Müller-Ñúñez 🎒"');
  });

  it("prefixes a single quote to anything a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell("+1 555 0100")).toBe('"\'+1 555 0100"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1:A2)")).toBe('"\'@SUM(A1:A2)"');
    expect(csvCell("\t=1+1")).toBe('"\'\t=1+1"');
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
    expect(csvCell(-5)).toBe('"\'-5"');
  });

  it("leaves the same characters alone when they are not first", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("me@example.com")).toBe('"me@example.com"');
    expect(csvCell(" =1")).toBe('" =1"');
  });
});

describe("csvDocument", () => {
  it("starts with the byte order mark and ends every row with CRLF", () => {
    const doc = csvDocument(
      ["Name", "Note"],
      [
        ["Zoë", "=1"],
        ["Li", 'say "x"\nnext'],
      ],
    );
    expect(doc.startsWith(UTF8_BOM)).toBe(true);
    expect(doc.slice(1)).toBe('"Name","Note"\r\n"Zoë","\'=1"\r\n"Li","say ""x""\nnext"\r\n');
    expect(csvRow([])).toBe("\r\n");
  });
});
