/**
 * The first words of a teacher's comment, for a child's home (issue 34): cut between words, never
 * inside one, with "..." when something was left out. The whole comment is on the work screen.
 */

/** The longest start of a comment the child's home shows, in characters (the "..." included). */
export const COMMENT_START_MAX = 80;

const ELLIPSIS = "...";

export function commentStart(comment: string | null | undefined, max = COMMENT_START_MAX): string | null {
  const text = (comment ?? "").replace(/\s+/g, " ").trim();
  if (text === "") return null;
  if (text.length <= max) return text;
  const room = text.slice(0, max - ELLIPSIS.length);
  // The room ends inside a word when the next character is a letter too: that word is left out,
  // unless it is the only one (a long link), which is cut where the room ends.
  const insideWord = /[^\s,;:.!?-]/.test(text[room.length]!) && !/\s$/.test(room);
  const lastSpace = room.lastIndexOf(" ");
  const cut = insideWord && lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?-]+$/, "")}${ELLIPSIS}`;
}
