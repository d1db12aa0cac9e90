/**
 * Parent-teacher conferences (issue 17): the pure rules shared by the server and the screens.
 *
 * - `windowSlots`: the slots of a teacher's availability window. A window is a school date with a
 *   start and an end in the school's zone; slots follow each other from the start, each
 *   `slotMinutes` long, a slot that would overlap a break starts again at the break's end, and the
 *   last slot ends by the window's end. Instants come from the wall clock at the school, so a window
 *   on a daylight-saving day is right.
 * - `windowProblems`: what is wrong with a window as typed (the schema reports these per field).
 * - `layOutVisit`: a sibling visit: one slot per (child, teacher) pair, none overlapping, laid out
 *   back to back when the teachers' free slots allow it, otherwise with the smallest gaps; none when
 *   the pairs cannot all fit on the day.
 */
import { zonedInstant } from "../time-zone";
import { school } from "../school";

export const CONFERENCE_MODES = ["video", "phone"] as const;
export type ConferenceMode = (typeof CONFERENCE_MODES)[number];
export const CONFERENCE_MODE_LABELS: Record<ConferenceMode, string> = { video: "Video call", phone: "Phone call" };

export const CONFERENCE_STATUSES = ["booked", "cancelled"] as const;
export type ConferenceStatus = (typeof CONFERENCE_STATUSES)[number];

/** Slot lengths a teacher may choose, in minutes. */
export const SLOT_MINUTES = [10, 15, 20, 25, 30, 40, 45, 60] as const;
/** The longest window: a long evening of conferences, never a whole day by mistake. */
export const MAX_WINDOW_MINUTES = 10 * 60;
export const MAX_BREAKS = 6;
/** How many (child, teacher) pairs one sibling visit may hold. */
export const MAX_VISIT_PAIRS = 6;
/** A slot can be booked until this long before it starts (the teacher needs notice). */
export const BOOKING_NOTICE_MINUTES = 120;
/** How far ahead families see and book free slots. */
export const BOOKING_HORIZON_DAYS = 42;
/** The reminder goes out when the conference is at most this far away (the day before). */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: string): boolean {
  return HHMM.test(value);
}

/** "09:30" -> 570 */
export function minutesOfDay(time: string): number {
  const m = HHMM.exec(time);
  if (!m) throw new RangeError(`not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** 570 -> "09:30" */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export interface WindowShape {
  date: string;
  startTime: string;
  endTime: string;
  slotMinutes: number;
  breaks: readonly { startTime: string; endTime: string }[];
}

export interface SlotTimes {
  /** Wall-clock start at the school ("HH:MM"). */
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

/** Problems with a window as typed, each with the field it belongs to; none means the window is usable. */
export function windowProblems(w: WindowShape): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  if (!isClockTime(w.startTime) || !isClockTime(w.endTime)) return out; // the schema says so per field
  const start = minutesOfDay(w.startTime);
  const end = minutesOfDay(w.endTime);
  if (end <= start) out.push({ field: "endTime", message: "The end must be after the start." });
  else if (end - start > MAX_WINDOW_MINUTES) out.push({ field: "endTime", message: `A window may be at most ${MAX_WINDOW_MINUTES / 60} hours long.` });
  const sorted = [...w.breaks].map((b, i) => ({ ...b, i })).filter((b) => isClockTime(b.startTime) && isClockTime(b.endTime));
  for (const b of sorted) {
    const bs = minutesOfDay(b.startTime);
    const be = minutesOfDay(b.endTime);
    if (be <= bs) out.push({ field: `breaks.${b.i}.endTime`, message: "A break must end after it starts." });
    else if (bs < start || be > end) out.push({ field: `breaks.${b.i}.startTime`, message: "A break must be inside the window." });
  }
  sorted.sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
  for (let k = 1; k < sorted.length; k += 1) {
    if (minutesOfDay(sorted[k]!.startTime) < minutesOfDay(sorted[k - 1]!.endTime)) {
      out.push({ field: `breaks.${sorted[k]!.i}.startTime`, message: "Breaks must not overlap." });
    }
  }
  if (out.length === 0 && windowSlotTimes(w).length === 0) {
    out.push({ field: "slotMinutes", message: "No slot of this length fits in the window." });
  }
  return out;
}

/** The wall-clock slots of a window, in minutes of the day. */
function windowSlotTimes(w: WindowShape): { start: number; end: number }[] {
  const start = minutesOfDay(w.startTime);
  const end = minutesOfDay(w.endTime);
  const breaks = w.breaks
    .map((b) => ({ start: minutesOfDay(b.startTime), end: minutesOfDay(b.endTime) }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);
  const slots: { start: number; end: number }[] = [];
  let at = start;
  while (w.slotMinutes > 0 && at + w.slotMinutes <= end) {
    const clash = breaks.find((b) => at < b.end && at + w.slotMinutes > b.start);
    if (clash) {
      at = clash.end;
      continue;
    }
    slots.push({ start: at, end: at + w.slotMinutes });
    at += w.slotMinutes;
  }
  return slots;
}

/** The slots of a window with their instants (wall clock at the school on the window's date). */
export function windowSlots(w: WindowShape, timeZone: string = school.timeZone): SlotTimes[] {
  if (!isClockTime(w.startTime) || !isClockTime(w.endTime)) return [];
  return windowSlotTimes(w).map((s) => {
    const startTime = clockTime(s.start);
    const endTime = clockTime(s.end);
    return { startTime, endTime, startsAt: new Date(zonedInstant(w.date, startTime, timeZone)), endsAt: new Date(zonedInstant(w.date, endTime, timeZone)) };
  });
}

/** Whether two half-open spans [aStart, aEnd) and [bStart, bEnd) overlap. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

// --- Sibling visits --------------------------------------------------------------------------------

export interface PlanSlot {
  startsAt: number;
  endsAt: number;
}

export interface VisitPair<S extends PlanSlot = PlanSlot> {
  /** Identifies the (child, teacher) pair. */
  key: string;
  /** The teacher's free slots on the day. */
  slots: readonly S[];
}

export interface VisitLayout<S extends PlanSlot = PlanSlot> {
  /** One slot per pair, in time order. */
  items: { key: string; slot: S }[];
  /** Minutes spent waiting between conferences (0: back to back). */
  gapMinutes: number;
  startsAt: number;
  endsAt: number;
}

/**
 * Layouts of a sibling visit, best first: the fewest minutes of waiting between conferences, then
 * the earliest start. Each order of the pairs is tried with each slot for the first one; every next
 * pair takes its teacher's earliest free slot starting when the previous conference ends or later,
 * never a slot already used in the layout. Empty when the pairs cannot all fit on the day.
 */
export function layOutVisit<S extends PlanSlot>(pairs: readonly VisitPair<S>[], limit = 5): VisitLayout<S>[] {
  if (pairs.length === 0 || pairs.length > MAX_VISIT_PAIRS) return [];
  const sortedPairs = pairs.map((p) => ({ key: p.key, slots: [...p.slots].sort((a, b) => a.startsAt - b.startsAt) }));
  const found = new Map<string, VisitLayout<S>>();
  for (const order of permutations(sortedPairs)) {
    const [first, ...rest] = order;
    for (const firstSlot of first!.slots) {
      const items: { key: string; slot: S }[] = [{ key: first!.key, slot: firstSlot }];
      let ok = true;
      for (const pair of rest) {
        const prevEnd = items[items.length - 1]!.slot.endsAt;
        const next = pair.slots.find((s) => s.startsAt >= prevEnd && !items.some((i) => overlaps(i.slot.startsAt, i.slot.endsAt, s.startsAt, s.endsAt)));
        if (!next) {
          ok = false;
          break;
        }
        items.push({ key: pair.key, slot: next });
      }
      if (!ok) continue;
      const startsAt = items[0]!.slot.startsAt;
      const endsAt = items[items.length - 1]!.slot.endsAt;
      const busy = items.reduce((sum, i) => sum + (i.slot.endsAt - i.slot.startsAt), 0);
      const layout: VisitLayout<S> = { items, gapMinutes: Math.round((endsAt - startsAt - busy) / 60_000), startsAt, endsAt };
      const id = items.map((i) => `${i.key}@${i.slot.startsAt}`).join("|");
      if (!found.has(id)) found.set(id, layout);
    }
  }
  return [...found.values()].sort((a, b) => a.gapMinutes - b.gapMinutes || a.startsAt - b.startsAt).slice(0, limit);
}

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i += 1) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of permutations(rest)) yield [items[i]!, ...tail];
  }
}

/** The path of a video conference's live page (built by the live-classes issue). */
export function videoSessionPath(bookingId: string): string {
  return `/video-session/${bookingId}`;
}
