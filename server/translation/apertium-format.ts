/**
 * Plain text to and from Apertium's stream format, done here rather than by apertium-destxt and
 * apertium-retxt so that a translation costs no process start (the same rules as those two tools):
 *
 * - the stream's reserved characters are escaped with a backslash;
 * - line breaks, tabs, runs of spaces and `~` (the generator's joining mark) travel as "superblanks",
 *   `[...]`, which every stage passes through untouched;
 * - the text ends with an inserted full stop and an empty superblank, `.[]`: the analyser and tagger
 *   need a closed sentence (a chunk ending on a word or a bare full stop never comes out of the
 *   null-flushed pipeline), and the reformatter drops it again;
 * - each chunk starts with a superblank naming its request, so an answer that belongs to another
 *   request is noticed (the pipeline is then restarted) rather than shown to the wrong person.
 *
 * Glossary terms (./glossary.ts) are put into the stream already translated, as superblanks too: the
 * engine translates around them and leaves them as they are.
 */

/** Characters with a meaning in the stream format (apertium-destxt escapes exactly these). */
const RESERVED = /[\\[\]^$/<>@{}]/g;
/** What travels as a superblank: any whitespace but a single space, and the generator's `~`. */
const BLANKS = /(?: {2,}|[^\S ]|~)[\s~]*/g;

const escapeText = (text: string) => text.replace(RESERVED, (c) => `\\${c}`);
const escapeBlank = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);

export interface ProtectedTerm {
  /** Where the term starts and ends in the text. */
  start: number;
  end: number;
  /** What the engine must put there. */
  replacement: string;
  /**
   * The word after the term is lower case in the source: the engine, which sees the term as a blank,
   * takes that word for a sentence's first and capitalises it ("Salón hogar Empieza"); undo that.
   */
  lowerNext?: boolean;
}

/** Ends a term's superblank whose next word is to start in lower case (a private-use character: no text carries it through deformat). */
const LOWER_NEXT = "\uE000";

/**
 * The text as one null-flushed chunk's content (without the NUL): the request's marker, the text
 * escaped with its blanks as superblanks and `terms` as superblanks of their replacement, and the
 * closing `.[]`. `terms` must be sorted and must not overlap.
 */
export function deformat(text: string, marker: string, terms: readonly ProtectedTerm[] = []): string {
  // NUL ends a chunk in null-flush mode; a text must never carry one into the pipeline.
  const clean = (s: string) => s.replaceAll("\0", " ").replaceAll(LOWER_NEXT, "");
  const plain = (s: string) => escapeText(clean(s)).replace(BLANKS, (run) => `[${escapeBlank(run)}]`);
  let out = `[${escapeBlank(marker)}]`;
  let at = 0;
  for (const term of terms) {
    out += plain(text.slice(at, term.start));
    out += `[${escapeBlank(clean(term.replacement))}${term.lowerNext ? LOWER_NEXT : ""}]`;
    at = term.end;
  }
  return `${out}${plain(text.slice(at))}.[]`;
}

/**
 * The translated text of one chunk the pipeline answered, or null when it does not start with
 * `marker` (it answers another request: the pipeline lost its place).
 */
export function reformat(chunk: string, marker: string): string | null {
  const head = `[${escapeBlank(marker)}]`;
  if (!chunk.startsWith(head)) return null;
  let body = chunk.slice(head.length);
  // The inserted closing full stop; the engine may have put blanks of its own after it.
  const close = body.lastIndexOf(".[]");
  if (close >= 0 && body.slice(close + 3).trim() === "") body = body.slice(0, close);
  let out = "";
  let lowerNext = false;
  for (let i = 0; i < body.length; i += 1) {
    let c = body[i]!;
    if (c === "\\" && i + 1 < body.length) {
      i += 1;
      c = body[i]!;
    } else if (c === "[" || c === "]") {
      // Superblank brackets: their content is already plain text (escapes inside are undone above).
      continue;
    } else if (c === LOWER_NEXT) {
      lowerNext = true;
      continue;
    }
    if (lowerNext && /\p{L}/u.test(c)) {
      lowerNext = false;
      c = c.toLowerCase();
    } else if (lowerNext && !/\s/u.test(c)) {
      lowerNext = false;
    }
    out += c;
  }
  return out;
}
