/**
 * How a rubric criterion or a mark names its standard on a child's screens without printing the code
 * twice (issue 34): a criterion titled with the bare code ("K.CC.1", as the demo school's are) reads
 * as the standard's description with the code beside it, a title that already holds the code keeps
 * it once, any other title gets the code beside it.
 */
export interface StandardLabel {
  /** The words to show. */
  title: string;
  /** The code to show beside them (in parentheses), or null when the title already says it. */
  code: string | null;
}

export function standardLabel(title: string | null | undefined, code: string | null | undefined, description?: string | null): StandardLabel {
  const words = (title ?? "").trim();
  const described = (description ?? "").trim();
  if (!code) return { title: words || described, code: null };
  const saysCode = (text: string) => text.toLowerCase().includes(code.toLowerCase());
  if (words === "" || words.toLowerCase() === code.toLowerCase()) {
    if (described === "") return { title: code, code: null };
    return saysCode(described) ? { title: described, code: null } : { title: described, code };
  }
  return saysCode(words) ? { title: words, code: null } : { title: words, code };
}
