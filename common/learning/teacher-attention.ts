/**
 * THE definition of what needs a teacher's attention (issue 33, "A school day that works"): the kinds
 * of item, how far back an unconfirmed session still asks to be confirmed, and the order the teacher's
 * home lists them in. Pure: server/learning/homes/attention.ts reads the rows (counts per class, in SQL)
 * and the screens word each item from its kind, numbers and names (catalogue area `teaching`).
 */

/**
 * The kinds, most urgent first: today's classes come before anything else (the children are about to
 * arrive), then people waiting for an answer, then records that go stale (attendance, marking), then
 * what the teacher should look into, then set-up the office does.
 */
export const TEACHER_ATTENTION_KINDS = ["accommodations", "messages", "attendance_to_confirm", "to_mark", "flagged", "no_timetable"] as const;
export type TeacherAttentionKind = (typeof TEACHER_ATTENTION_KINDS)[number];

/**
 * How many days back a past session whose attendance nobody took still asks to be confirmed: older
 * ones are the attendance report's business (a term of never-opened rooms would drown the list).
 */
export const ATTENDANCE_CONFIRM_DAYS = 14;

const DAY_MS = 86_400_000;

/** The earliest end of a session whose attendance still asks to be confirmed at `now`. */
export function attendanceConfirmSince(now: Date): Date {
  return new Date(now.getTime() - ATTENDANCE_CONFIRM_DAYS * DAY_MS);
}

/** What the order needs of an item. */
export interface RankedAttention {
  kind: TeacherAttentionKind;
  count?: number | undefined;
  /** The oldest thing waiting (a hand-in, a session), an ISO instant, or null. */
  oldestAt?: string | null | undefined;
  className?: string | null | undefined;
}

const rank = (kind: TeacherAttentionKind) => TEACHER_ATTENTION_KINDS.indexOf(kind);
/** Older first; an item without a date after those with one. */
function byAge(a: RankedAttention, b: RankedAttention): number {
  if (a.oldestAt && b.oldestAt) return Date.parse(a.oldestAt) - Date.parse(b.oldestAt);
  return Number(!a.oldestAt) - Number(!b.oldestAt);
}

/**
 * Most urgent first: by kind (TEACHER_ATTENTION_KINDS); within a kind, what has waited longest, then
 * the larger count, then the class by name.
 */
export function sortAttention<T extends RankedAttention>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => rank(a.kind) - rank(b.kind) || byAge(a, b) || (b.count ?? 0) - (a.count ?? 0) || (a.className ?? "").localeCompare(b.className ?? ""),
  );
}
