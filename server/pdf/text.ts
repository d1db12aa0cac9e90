/**
 * Setting a paragraph of any script in a pdfkit document (issue 30). pdfkit draws one font at a
 * time and knows nothing of right-to-left text, so a paragraph is laid out here: each character gets
 * the first Noto family that has it (server/pdf/fonts.ts), the Unicode bidirectional algorithm
 * (bidi-js) gives each its direction, lines are broken at spaces (and between CJK characters, which
 * have none), and each line's runs are drawn in visual order. fontkit shapes each run (Arabic
 * joining, Devanagari conjuncts) and reverses the glyphs of an Arabic or Hebrew run itself; a run of
 * neutral characters inside right-to-left text is reversed (and mirrored) here.
 */
import bidiFactory from "bidi-js";
import { familyFor, fontName, type Weight } from "./fonts";

type Doc = PDFKit.PDFDocument;

const bidi = bidiFactory();

export interface ParagraphStyle {
  size: number;
  weight: Weight;
  color: string;
  indent: number;
}

interface Run {
  start: number;
  end: number;
  font: ReturnType<typeof familyFor>;
  level: number;
}

/** Characters that may break a line on either side: ideographs, kana, hangul (CJK text has no spaces). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** Closing punctuation and marks that never start a line in CJK text (kinsoku). */
const NO_LINE_START = /[。、，．！？：；）」』〉》】〕・ーゝゞヽヾっゃゅょァィゥェォッャュョ,.!?:;)\]}]/u;

/** Splits the paragraph into runs of one family and one bidi level (indices into the string). */
function runsOf(text: string, levels: Uint8Array): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i)!;
    const width = codePoint > 0xffff ? 2 : 1;
    // Letters take the first family that has them (Latin in Noto Sans even after Japanese); marks,
    // spaces, digits and punctuation, and CJK characters, stay in the run's family when it has them.
    const ch = String.fromCodePoint(codePoint);
    const sticky = !/\p{L}/u.test(ch) || CJK.test(ch);
    const font = familyFor(codePoint, sticky ? current?.font : undefined);
    const level = levels[i]!;
    if (current && current.font === font && current.level === level) current.end = i + width;
    else {
      current = { start: i, end: i + width, font, level };
      runs.push(current);
    }
    i += width;
  }
  return runs;
}

/** Where a line may end: after spaces, and around CJK characters. Returns [start, end) pieces. */
function breakPieces(text: string): [number, number][] {
  const pieces: [number, number][] = [];
  let start = 0;
  const chars = Array.from(text);
  let index = 0;
  for (let k = 0; k < chars.length; k++) {
    const ch = chars[k]!;
    const next = chars[k + 1];
    index += ch.length;
    const breakAfter =
      next === undefined || (/\s/.test(ch) && !/\s/.test(next)) || ((CJK.test(ch) || CJK.test(next)) && !NO_LINE_START.test(next) && !/\s/.test(next));
    if (breakAfter) {
      pieces.push([start, index]);
      start = index;
    }
  }
  return pieces;
}

function drawText(run: Run, text: string): string {
  let s = text.slice(run.start, run.end);
  // A right-to-left run that fontkit will not reverse (digits are left-to-right at an even level; these
  // are neutrals such as spaces and brackets set in the Latin font) is put in visual order here.
  if (run.level % 2 === 1 && !run.font.rightToLeft)
    s = Array.from(s, (c) => bidi.getMirroredCharacter(c) ?? c)
      .reverse()
      .join("");
  return s;
}

function widthOf(doc: Doc, text: string, runs: Run[], start: number, end: number, style: ParagraphStyle): number {
  let width = 0;
  for (const run of runs) {
    const s = Math.max(run.start, start);
    const e = Math.min(run.end, end);
    if (s >= e) continue;
    doc.font(fontName(run.font, style.weight)).fontSize(style.size);
    width += doc.widthOfString(text.slice(s, e));
  }
  return width;
}

/** The runs of one line [start, end) in visual order (rule L2 of the bidi algorithm, by run). */
function visualRuns(runs: Run[], start: number, end: number): Run[] {
  const line = runs.filter((r) => r.end > start && r.start < end).map((r) => ({ ...r, start: Math.max(r.start, start), end: Math.min(r.end, end) }));
  const highest = Math.max(0, ...line.map((r) => r.level));
  const lowestOdd = Math.min(...line.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd && level > 0; level--) {
    for (let i = 0; i < line.length;) {
      if (line[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < line.length && line[j]!.level >= level) j++;
      line.splice(i, j - i, ...line.slice(i, j).reverse());
      i = j;
    }
  }
  return line;
}

/**
 * Sets a paragraph at the document's left margin (plus the indent), wrapping to the margins and
 * starting a new page when the page is full; right-to-left paragraphs are set flush right.
 */
export function paragraph(doc: Doc, source: string, style: ParagraphStyle) {
  const left = doc.page.margins.left + style.indent;
  const width = doc.page.width - doc.page.margins.right - left;
  const lineHeight = style.size * 1.45;
  for (const text of source.replace(/\r\n?/g, "\n").split("\n")) {
    const { levels, paragraphs } = bidi.getEmbeddingLevels(text, "auto");
    const rightToLeft = (paragraphs[0]?.level ?? 0) % 2 === 1;
    const runs = runsOf(text, levels);
    const lines: [number, number][] = [];
    let lineStart = 0;
    let lineEnd = 0;
    let used = 0;
    for (const [s, e] of breakPieces(text)) {
      let pieces: [number, number][] = [[s, e]];
      const pieceWidth = widthOf(doc, text, runs, s, e, style);
      // A word wider than the whole line is broken between its characters.
      if (pieceWidth > width)
        pieces = Array.from(text.slice(s, e)).map((c, k, all) => {
          const at = s + all.slice(0, k).join("").length;
          return [at, at + c.length];
        });
      for (const [ps, pe] of pieces) {
        const w = pieces.length === 1 ? pieceWidth : widthOf(doc, text, runs, ps, pe, style);
        const trailing = text.slice(ps, pe).match(/\s+$/)?.[0].length ?? 0;
        const inkWidth = trailing ? widthOf(doc, text, runs, ps, pe - trailing, style) : w;
        if (lineEnd > lineStart && used + inkWidth > width) {
          lines.push([lineStart, lineEnd]);
          lineStart = ps;
          used = 0;
        }
        lineEnd = pe;
        used += w;
      }
    }
    lines.push([lineStart, lineEnd]);

    let top = doc.y;
    for (const [start, rawEnd] of lines) {
      const end = start + text.slice(start, rawEnd).trimEnd().length;
      if (top + lineHeight > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        top = doc.page.margins.top;
      }
      const lineRuns = visualRuns(runs, start, end);
      let x = rightToLeft ? left + width - widthOf(doc, text, runs, start, end, style) : left;
      const baseline = top + style.size * 1.1;
      // Shaping reorders glyphs (a Devanagari vowel sign is drawn before its consonant), so a
      // left-to-right line gives readers copying or searching it the text as written (ActualText). A
      // line with right-to-left text has none: readers put its visually ordered words back in logical
      // order themselves, and an ActualText there would be turned around.
      const actual = !lineRuns.some((r) => r.level % 2 === 1);
      if (actual) doc.markContent("Span", { actual: text.slice(start, end) });
      for (const run of lineRuns) {
        doc.font(fontName(run.font, style.weight)).fontSize(style.size).fillColor(style.color);
        // Words are drawn one by one, spaces left as gaps, so readers find the words of visually
        // ordered right-to-left text; fontkit reverses the glyphs within each Arabic or Hebrew word.
        const words = drawText(run, text).split(/(\s+)/).filter(Boolean);
        if (run.level % 2 === 1 && run.font.rightToLeft) words.reverse();
        for (const word of words) {
          if (!/^\s+$/.test(word)) doc.text(word, x, baseline, { lineBreak: false, baseline: "alphabetic" });
          x += doc.widthOfString(word);
        }
      }
      if (actual) doc.endMarkedContent();
      top += lineHeight;
    }
    doc.x = doc.page.margins.left;
    doc.y = top;
  }
}
