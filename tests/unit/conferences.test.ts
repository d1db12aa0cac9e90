/**
 * The pure rules of parent-teacher conferences (common/learning/conferences.ts): a window's slots
 * (breaks, the end, daylight saving), what is wrong with a window, and a sibling visit's layout
 * (back to back across teachers with their own slot lengths, the smallest gaps otherwise, none when
 * it cannot fit).
 */
import { describe, expect, it } from "vitest";
import { layOutVisit, windowProblems, windowSlots, type PlanSlot } from "#common/learning/conferences";
import { windowSchema } from "#common/schemas/learning/conferences";

const base = { date: "2026-12-01", startTime: "15:00", endTime: "16:00", slotMinutes: 20, breaks: [] as { startTime: string; endTime: string }[] };

describe("windowSlots", () => {
  it("cuts a window into slots from its start, none running past the end", () => {
    expect(windowSlots({ ...base, endTime: "16:10" }).map((s) => `${s.startTime}-${s.endTime}`)).toEqual(["15:00-15:20", "15:20-15:40", "15:40-16:00"]);
  });

  it("starts again after a break a slot would overlap", () => {
    const slots = windowSlots({ ...base, endTime: "17:00", slotMinutes: 15, breaks: [{ startTime: "15:40", endTime: "16:00" }] });
    expect(slots.map((s) => s.startTime)).toEqual(["15:00", "15:15", "16:00", "16:15", "16:30", "16:45"]);
  });

  it("gives instants of the wall clock at the school, daylight saving included", () => {
    const [winter] = windowSlots(base);
    expect(winter!.startsAt.toISOString()).toBe("2026-12-01T20:00:00.000Z");
    const [summer] = windowSlots({ ...base, date: "2026-09-01" });
    expect(summer!.startsAt.toISOString()).toBe("2026-09-01T19:00:00.000Z");
    // The Sunday clocks go back (November 1, 2026): 1:00 to 2:00 is two hours long in real time.
    const fallBack = windowSlots({ ...base, date: "2026-11-01", startTime: "00:30", endTime: "03:00", slotMinutes: 30 });
    expect(fallBack.map((s) => s.startsAt.toISOString())).toContain("2026-11-01T04:30:00.000Z");
  });
});

describe("windowProblems and the window schema", () => {
  it("accepts a good window", () => {
    expect(windowProblems(base)).toEqual([]);
    expect(windowSchema.safeParse({ ...base, mode: "video" }).success).toBe(true);
  });

  it("names the field of each problem", () => {
    expect(windowProblems({ ...base, endTime: "14:00" })).toEqual([{ field: "endTime", message: "The end must be after the start." }]);
    expect(windowProblems({ ...base, endTime: "23:30", startTime: "06:00" })[0]!.field).toBe("endTime");
    expect(windowProblems({ ...base, breaks: [{ startTime: "14:00", endTime: "14:30" }] })).toEqual([
      { field: "breaks.0.startTime", message: "A break must be inside the window." },
    ]);
    expect(
      windowProblems({
        ...base,
        endTime: "17:00",
        breaks: [
          { startTime: "15:30", endTime: "16:00" },
          { startTime: "15:45", endTime: "16:10" },
        ],
      }),
    ).toEqual([{ field: "breaks.1.startTime", message: "Breaks must not overlap." }]);
    expect(windowProblems({ ...base, endTime: "15:10" })).toEqual([{ field: "slotMinutes", message: "No slot of this length fits in the window." }]);
    const parsed = windowSchema.safeParse({ ...base, slotMinutes: 17, mode: "letter", startTime: "3pm" });
    expect(parsed.error!.issues.map((i) => i.path.join(".")).sort()).toEqual(["mode", "slotMinutes", "startTime"]);
  });
});

const MIN = 60_000;
const T0 = Date.UTC(2026, 11, 1, 20, 0);
/** Slots of `minutes` from minute `from` to `to` after T0, except those listed as taken. */
const slots = (minutes: number, from: number, to: number, taken: number[] = []): PlanSlot[] => {
  const out: PlanSlot[] = [];
  for (let m = from; m + minutes <= to; m += minutes) if (!taken.includes(m)) out.push({ startsAt: T0 + m * MIN, endsAt: T0 + (m + minutes) * MIN });
  return out;
};
const minuteOf = (t: number) => (t - T0) / MIN;

describe("layOutVisit", () => {
  it("lays siblings' conferences back to back with each teacher's own slot length", () => {
    const [best] = layOutVisit([
      { key: "ada:lee", slots: slots(20, 0, 60) },
      { key: "ben:kim", slots: slots(15, 0, 90) },
    ]);
    // Lee's 20-minute slots start at :00, :20, :40; Kim's 15-minute ones every quarter hour.
    expect(best!.gapMinutes).toBe(0);
    expect(best!.items.map((i) => [i.key, minuteOf(i.slot.startsAt), minuteOf(i.slot.endsAt)])).toEqual([
      ["ada:lee", 40, 60],
      ["ben:kim", 60, 75],
    ]);
  });

  it("tries every order: the one teacher free early goes first", () => {
    const [best] = layOutVisit([
      { key: "late", slots: slots(30, 60, 120) },
      { key: "early", slots: slots(30, 0, 60, [0]) },
    ]);
    expect(best!.items.map((i) => [i.key, minuteOf(i.slot.startsAt)])).toEqual([
      ["early", 30],
      ["late", 60],
    ]);
    expect(best!.gapMinutes).toBe(0);
  });

  it("gives the smallest gaps when back to back is impossible, and nothing when it cannot fit", () => {
    const [best] = layOutVisit([
      { key: "a", slots: [{ startsAt: T0, endsAt: T0 + 20 * MIN }] },
      {
        key: "b",
        slots: [
          { startsAt: T0 + 30 * MIN, endsAt: T0 + 45 * MIN },
          { startsAt: T0 + 60 * MIN, endsAt: T0 + 75 * MIN },
        ],
      },
    ]);
    expect(best!.gapMinutes).toBe(10);
    expect(
      layOutVisit([
        { key: "a", slots: [{ startsAt: T0, endsAt: T0 + 20 * MIN }] },
        { key: "b", slots: [{ startsAt: T0 + 10 * MIN, endsAt: T0 + 25 * MIN }] },
      ]),
    ).toEqual([]);
    expect(layOutVisit([{ key: "a", slots: [] }])).toEqual([]);
  });

  it("never gives one teacher's slot to two children", () => {
    const shared = slots(20, 0, 40);
    const [best] = layOutVisit([
      { key: "ada:lee", slots: shared },
      { key: "ben:lee", slots: shared },
    ]);
    expect(best!.items.map((i) => minuteOf(i.slot.startsAt))).toEqual([0, 20]);
    expect(
      layOutVisit([
        { key: "ada:lee", slots: shared.slice(0, 1) },
        { key: "ben:lee", slots: shared.slice(0, 1) },
      ]),
    ).toEqual([]);
  });
});
