/**
 * An assignment's instructions (sanitised HTML, ./sanitize.ts) in another language. The engines
 * translate plain text, so the words are sent a block at a time (a paragraph, a list item, a heading):
 * a sentence is translated whole even when a word of it is bold. Bold, italics and underlining are left
 * out of the translation (the original, a tap away, has them); the blocks, line breaks and links stay,
 * a link's words translated on their own. The result passes the sanitiser again, like anything stored.
 */
import { Parser } from "htmlparser2";
import { sanitizeInstructions } from "./sanitize";

/**
 * The most runs of words one instructions may send to the engine: a page of steps is a few dozen;
 * thousands of one-word paragraphs (20,000 characters allow them) would fill the engine's queue ahead
 * of the families' messages, so such instructions stay as written.
 */
export const INSTRUCTIONS_MAX_RUNS = 100;

/** Tags that make a block of their own: their text is a translation unit. */
const BLOCKS = new Set(["p", "li", "h3", "h4", "blockquote", "ul", "ol"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

type Piece = { html: string } | { text: string };

/** The instructions cut into markup kept as it is and runs of words to translate. */
function pieces(html: string): Piece[] {
  const out: Piece[] = [];
  let run = "";
  const flush = () => {
    if (run.trim() !== "") out.push({ text: run });
    else if (run !== "") out.push({ html: escapeText(run) });
    run = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "br") {
          run += "\n";
          return;
        }
        if (BLOCKS.has(name) || name === "a") {
          flush();
          const attrs = name === "a" ? Object.entries(attributes).map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`) : [];
          out.push({ html: `<${name}${attrs.join("")}>` });
        }
      },
      ontext(text) {
        run += text;
      },
      onclosetag(name, implied) {
        if (name === "br" || implied) return;
        if (BLOCKS.has(name) || name === "a") {
          flush();
          out.push({ html: `</${name}>` });
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return out;
}

/**
 * The instructions with each run of words put through `translate`; null when any run could not be
 * translated (a half-translated page would mislead more than the original).
 */
export async function translateInstructions(html: string, translate: (text: string) => Promise<string | null>): Promise<string | null> {
  if (html.trim() === "") return "";
  const cut = pieces(html);
  if (cut.filter((piece) => "text" in piece).length > INSTRUCTIONS_MAX_RUNS) return null;
  const translated = await Promise.all(
    cut.map(async (piece) => {
      if ("html" in piece) return piece.html;
      // Leading and trailing blanks stay where they were; line breaks inside a block travel through the engine.
      const [, before, words, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(piece.text)!;
      const body = await translate(words!);
      return body === null ? null : escapeText(before! + body + after!).replace(/\n/g, "<br />");
    }),
  );
  if (translated.some((part) => part === null)) return null;
  return sanitizeInstructions(translated.join(""));
}
