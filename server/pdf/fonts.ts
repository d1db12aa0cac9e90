/**
 * The fonts the PDFs print with (issue 30): the Noto Sans family from the npm registry
 * (@expo-google-fonts/noto-sans*, OFL), so a report card prints every family's names on any machine.
 * pdfkit embeds and subsets whatever it draws through fontkit, but does no fallback between fonts:
 * fontFor() picks, per character, the first family here that has the glyph (Latin, Greek, Cyrillic
 * and Vietnamese first, then Arabic, Hebrew, Devanagari, Japanese, Simplified Chinese, Korean).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

export type Weight = "regular" | "bold";

interface Family {
  key: string;
  /** fontkit reverses the glyphs of these scripts itself (logical order in, visual order out). */
  rightToLeft: boolean;
  files: Record<Weight, string>;
}

function family(key: string, pkg: string, file: string, rightToLeft = false): Family {
  const at = (weight: string) => require.resolve(`@expo-google-fonts/${pkg}/${weight}/${file}_${weight}.ttf`);
  return { key, rightToLeft, files: { regular: at("400Regular"), bold: at("700Bold") } };
}

export const FAMILIES: readonly Family[] = [
  family("sans", "noto-sans", "NotoSans"),
  family("arabic", "noto-sans-arabic", "NotoSansArabic", true),
  family("hebrew", "noto-sans-hebrew", "NotoSansHebrew", true),
  family("devanagari", "noto-sans-devanagari", "NotoSansDevanagari"),
  family("jp", "noto-sans-jp", "NotoSansJP"),
  family("sc", "noto-sans-sc", "NotoSansSC"),
  family("kr", "noto-sans-kr", "NotoSansKR"),
];

const opened = new Map<string, fontkit.Font>();
/**
 * A font file opened by fontkit once per process (worker) and shared by every document: parsing a
 * family's tables and its shaping caches cost far more than laying out a report card.
 */
function open(path: string): fontkit.Font {
  let font = opened.get(path);
  if (!font) {
    font = fontkit.create(readFileSync(path));
    opened.set(path, font);
  }
  return font;
}

// Regular and bold of a Noto family cover the same characters.
const covers = (f: Family, codePoint: number) => open(f.files.regular).hasGlyphForCodePoint(codePoint);

/** The pdfkit name a family and weight are registered under (registerFonts). */
export const fontName = (f: Family, weight: Weight) => `${f.key}-${weight}`;

/** The first family with a glyph for the character; the Latin one (which prints a box) when none has. */
export function familyFor(codePoint: number, current?: Family): Family {
  if (current && covers(current, codePoint)) return current;
  return FAMILIES.find((f) => covers(f, codePoint)) ?? FAMILIES[0]!;
}

/** Makes every family known to a document; pdfkit embeds (subset) only those it draws with. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  // pdfkit takes an opened fontkit font as well as a file (its types say only files).
  for (const f of FAMILIES)
    for (const weight of ["regular", "bold"] as const) doc.registerFont(fontName(f, weight), open(f.files[weight]) as unknown as Buffer);
}
