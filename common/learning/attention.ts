/**
 * THE rules that flag a child who needs a teacher's attention on /teacher/insights (issue 16: "children
 * who need attention, with the rule behind each flag stated on screen"). Pure: the server reads one
 * child's work (server/learning/work/read.ts) and current mastery (common/learning/mastery.ts) and
 * calls `attentionFlags`; the screen shows each flag with its rule's text from here. A flag carries its
 * numbers apart from its English words, so the screen words it in the reader's language (catalogue
 * area `insights`: `insights.rule.<code>.*`, `insights.flag.<code>`).
 */
import { z } from "zod";
import { DEFAULT_LANGUAGE } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { ATTENDANCE_CONCERN_RATE } from "./attendance";
import type { MasteryLevel } from "./mastery";
import type { WorkStatus } from "./work-status";

export const ATTENTION_MISSING_DAYS = 14;
export const ATTENTION_MISSING_COUNT = 3;
export const ATTENTION_BEGINNING_COUNT = 2;
export const ATTENTION_QUIET_DAYS = 7;
export const ATTENTION_LATE_DAYS = 14;
export const ATTENTION_LATE_COUNT = 3;

export const ATTENTION_RULES = {
  missing: {
    title: "Missing work",
    rule: `${ATTENTION_MISSING_COUNT} or more pieces of work missing that were due in the last ${ATTENTION_MISSING_DAYS} days.`,
  },
  late: {
    title: "Often late",
    rule: `${ATTENTION_LATE_COUNT} or more pieces of work handed in late that were due in the last ${ATTENTION_LATE_DAYS} days.`,
  },
  beginning: {
    title: "Beginning on standards",
    rule: `Current mastery is Beginning (1) on ${ATTENTION_BEGINNING_COUNT} or more standards.`,
  },
  quiet: {
    title: "Nothing handed in",
    rule: `Work was due in the last ${ATTENTION_QUIET_DAYS} days and nothing was handed in for ${ATTENTION_QUIET_DAYS} days.`,
  },
  /** Attendance (issue 18): over the term's taken sessions (common/learning/attendance.ts). */
  attendance: {
    title: "Attendance",
    rule: `Attended less than ${ATTENDANCE_CONCERN_RATE}% of sessions this term`,
  },
} as const;
export type AttentionCode = keyof typeof ATTENTION_RULES;
export const ATTENTION_CODES = Object.keys(ATTENTION_RULES) as AttentionCode[];

/** One piece of a child's work, as the rules read it. */
export interface AttentionWork {
  dueAt: Date | null;
  /** The latest hand-in, or null. */
  handedInAt: Date | null;
  status: WorkStatus;
}

export interface AttentionFacts {
  work: readonly AttentionWork[];
  /** The child's current mastery per standard (null: not yet assessed). */
  mastery: readonly (MasteryLevel | null)[];
  /** The child's attendance this term: attended and taken sessions (absent from the facts: not judged). */
  attendance?: { attended: number; sessions: number; rate: number | null };
}

export const attentionFlagSchema = z.object({
  code: z.enum(ATTENTION_CODES as [AttentionCode, ...AttentionCode[]]),
  title: z.string(),
  rule: z.string(),
  /** What this child's facts are, in English words ("4 missing"). */
  detail: z.string(),
  /** The numbers of `detail`, by the names its catalogue words take (`insights.flag.<code>`): `{ count: 4 }`. */
  numbers: z.record(z.string(), z.number()),
});
export type AttentionFlag = z.infer<typeof attentionFlagSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

const dueWithin = (w: AttentionWork, now: Date, days: number) =>
  w.dueAt !== null && w.dueAt.getTime() <= now.getTime() && w.dueAt.getTime() > now.getTime() - days * DAY_MS;

function isLate(w: AttentionWork): boolean {
  return w.status !== "excused" && w.handedInAt !== null && w.dueAt !== null && w.handedInAt.getTime() > w.dueAt.getTime();
}

/** The flags a child's facts raise now, in the order of ATTENTION_RULES. */
export function attentionFlags(facts: AttentionFacts, now: Date): AttentionFlag[] {
  const flags: AttentionFlag[] = [];
  const flag = (code: AttentionCode, numbers: Record<string, number>) =>
    flags.push({
      code,
      title: ATTENTION_RULES[code].title,
      rule: ATTENTION_RULES[code].rule,
      detail: t(DEFAULT_LANGUAGE, `insights.flag.${code}`, numbers),
      numbers,
    });

  const missing = facts.work.filter((w) => w.status === "missing" && dueWithin(w, now, ATTENTION_MISSING_DAYS)).length;
  if (missing >= ATTENTION_MISSING_COUNT) flag("missing", { count: missing });

  const late = facts.work.filter((w) => isLate(w) && dueWithin(w, now, ATTENTION_LATE_DAYS)).length;
  if (late >= ATTENTION_LATE_COUNT) flag("late", { count: late });

  const beginning = facts.mastery.filter((m) => m === 1).length;
  if (beginning >= ATTENTION_BEGINNING_COUNT) flag("beginning", { count: beginning });

  const recentDue = facts.work.filter((w) => w.status !== "excused" && dueWithin(w, now, ATTENTION_QUIET_DAYS)).length;
  const since = now.getTime() - ATTENTION_QUIET_DAYS * DAY_MS;
  const handedInRecently = facts.work.some((w) => w.handedInAt !== null && w.handedInAt.getTime() > since);
  if (recentDue > 0 && !handedInRecently) flag("quiet", { count: recentDue });

  const attendance = facts.attendance;
  if (attendance && attendance.rate !== null && attendance.rate < ATTENDANCE_CONCERN_RATE) {
    flag("attendance", { attended: attendance.attended, sessions: attendance.sessions, rate: attendance.rate });
  }

  return flags;
}
