/**
 * Pure rules of the school's structure (issue 15), tested in tests/unit/courses-rules.test.ts:
 * timetable clashes across classes, the plan that regenerates a class's dated sessions, and the
 * shape of a year's terms.
 */
import { formatWeekdayLong } from "#common/date-formats";
import { LOCALES, type Language } from "#common/i18n/languages";
import type { Phrase } from "#common/i18n/phrase";
import { meetingsOverlap, type WeeklyMeeting } from "#common/learning/timetable";

/** A meeting of another class (or the same one), with why it matters to the one being checked. */
export interface BusyMeeting extends WeeklyMeeting {
  className: string;
  /** Who would be in two places: "another meeting of the same class", "Ms Rivera teaches it", "Ada Lovelace attends it". */
  because: Phrase;
}

export interface Clash {
  meeting: WeeklyMeeting;
  other: BusyMeeting;
}

/** The first meeting of `candidates` that overlaps one of `busy`, or null. */
export function findClash(candidates: readonly WeeklyMeeting[], busy: readonly BusyMeeting[]): Clash | null {
  for (const meeting of candidates) {
    const other = busy.find((b) => meetingsOverlap(meeting, b));
    if (other) return { meeting, other };
  }
  return null;
}

/** Why a meeting is busy, for the refusal that names it. */
export const BUSY_BECAUSE = {
  sameClass: { id: "refusals.coursesRules.sameClass" },
  teaches: (name: string): Phrase => ({ id: "refusals.coursesRules.teaches", values: { name } }),
  attends: (name: string): Phrase => ({ id: "refusals.coursesRules.attends", values: { name } }),
} as const satisfies Record<string, Phrase | ((name: string) => Phrase)>;

/** "Monday" (1) to "Sunday" (7), in the reader's language: 2024-01-01 was a Monday. */
const weekdayWords =
  (weekday: number) =>
  (language: Language): string =>
    formatWeekdayLong(new Date(Date.UTC(2024, 0, weekday, 12)), "UTC", LOCALES[language]);

/** The refusal, naming the other class, its time and who would be in two places. */
export function clashMessage(clash: Clash): Phrase {
  const o = clash.other;
  return {
    id: "refusals.coursesRules.clash",
    values: { className: o.className, weekday: weekdayWords(o.weekday), startTime: o.startTime, endTime: o.endTime, because: o.because },
  };
}

export interface ExpectedSession {
  startsAt: Date;
  endsAt: Date;
  meetingId: string | null;
  termId: string | null;
}

export interface ExistingSession {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  meetingId: string | null;
  termId: string | null;
}

export interface SessionPlan {
  create: ExpectedSession[];
  /** Existing rows at an expected start; `update` when their end, meeting or term changed. */
  keep: { id: string; update: ExpectedSession | null }[];
  remove: string[];
}

/**
 * How to bring a class's sessions in line with its timetable: a session that already exists at an
 * expected start is kept (its id will carry attendance), with its end, meeting and term brought up to
 * date; expected sessions that do not exist yet are created if they start after `now` (nothing is
 * invented in the past); existing ones that no longer match are removed only when they are still
 * ahead and scheduled (a past or a cancelled session stays as it was).
 */
export function planSessions(expected: readonly ExpectedSession[], existing: readonly ExistingSession[], now: Date): SessionPlan {
  const byStart = new Map(existing.map((s) => [s.startsAt.getTime(), s]));
  const wanted = new Set<number>();
  const plan: SessionPlan = { create: [], keep: [], remove: [] };
  for (const e of expected) {
    const key = e.startsAt.getTime();
    if (wanted.has(key)) continue;
    wanted.add(key);
    const found = byStart.get(key);
    if (found) {
      const changed = found.endsAt.getTime() !== e.endsAt.getTime() || found.meetingId !== e.meetingId || found.termId !== e.termId;
      plan.keep.push({ id: found.id, update: changed ? e : null });
    } else if (e.startsAt.getTime() > now.getTime()) {
      plan.create.push(e);
    }
  }
  for (const s of existing) {
    if (wanted.has(s.startsAt.getTime())) continue;
    if (s.status === "scheduled" && s.startsAt.getTime() > now.getTime()) plan.remove.push(s.id);
  }
  return plan;
}

export interface DatedRange {
  startsOn: string;
  endsOn: string;
}

/**
 * What is wrong with a year's terms, or null: each inside the year, in order, without overlapping.
 * Returned as [index, message] so the form can show it on the term.
 */
export function termsProblem(year: DatedRange, terms: readonly DatedRange[]): [number, Phrase] | null {
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    if (t.startsOn < year.startsOn || t.endsOn > year.endsOn)
      return [i, { id: "refusals.coursesRules.termOutsideYear", values: { number: i + 1, startsOn: year.startsOn, endsOn: year.endsOn } }];
    if (i > 0 && t.startsOn <= terms[i - 1]!.endsOn) return [i, { id: "refusals.coursesRules.termOrder", values: { number: i + 1, previous: i } }];
  }
  return null;
}

/** Whether two inclusive day ranges share a day. */
export function rangesOverlap(a: DatedRange, b: DatedRange): boolean {
  return a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;
}
