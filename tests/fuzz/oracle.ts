/**
 * The pass rule. An answer fails when it is a 5xx, or when its body shows the server's insides: a
 * stack trace, SQL or a database error, an internal error's name. The fuzzer itself never sends text
 * that matches these patterns (fuzz.ts checks every request it builds), so a match in an answer,
 * even one echoing what an earlier request stored, came from the server.
 */

export interface Leak {
  kind: string;
  /** The text that matched ("FST_ERR_BAD_URL", "syntax error"). */
  match: string;
  excerpt: string;
}

const LEAK_PATTERNS: { kind: string; pattern: RegExp }[] = [
  // Stack frames and source positions.
  { kind: "stack trace", pattern: /^\s*at .+\(.*:\d+:\d+\)\s*$|\n\s+at [^\n]*:\d+:\d+/m },
  { kind: "source position", pattern: /\.(?:[cm]?js|tsx?):\d+(?::\d+)?\b/ },
  { kind: "node_modules path", pattern: /node_modules|node:internal/ },
  // SQL as drizzle and the drivers report it. "select" alone is ordinary copy ("Please select a
  // grade"), so it counts only when followed by what starts a query.
  { kind: "SQL", pattern: /\bselect\s+(?:"|\*|distinct\b|count\(|pg_\w+\()|\bfrom\s+"\w+"|\binsert\s+into\b|\bupdate\s+"\w+"\s+set\b|\bdelete\s+from\b/i },
  { kind: "SQL", pattern: /failed query|syntax error|\bviolates\b|relation "|duplicate key|\bcolumn "\w+"|constraint "\w+"/i },
  {
    kind: "database error",
    pattern:
      /invalid input syntax|invalid byte sequence|for encoding "UTF8"|value too long for type|date\/time field value|(?:integer|bigint|smallint) out of range|numeric field overflow|\bSQLSTATE\b|unterminated quoted|could not (?:serialize|obtain lock)/i,
  },
  // Internal errors by name or by their messages.
  {
    kind: "internal error",
    pattern:
      /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|EvalError|URIError|AggregateError|DrizzleError|DrizzleQueryError|ZodError|DatabaseError|PostgresError|PGliteError)\b|\bFST_[A-Z0-9_]+\b|\bERR_[A-Z0-9_]{3,}\b|\bE(?:CONNREFUSED|CONNRESET|PIPE|NOENT|ACCES|ADDRINUSE)\b|Cannot read propert(?:y|ies) of|is not a function|is not iterable|Maximum call stack size exceeded/,
  },
];

export function findLeak(text: string): Leak | undefined {
  for (const { kind, pattern } of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      const start = Math.max(0, match.index - 40);
      return { kind, match: match[0].trim().slice(0, 60), excerpt: text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, " ") };
    }
  }
  return undefined;
}
