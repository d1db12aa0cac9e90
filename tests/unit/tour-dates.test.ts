/** How the tour form labels the dates and times it offers (common/tour.ts, common/calendar-date.ts). */
import { describe, expect, it } from "vitest";
import { formatLongCalendarDay as tourDateLabel } from "#common/calendar-date";
import { fallbackTourDays, isDayFull, isSlotFull, TOUR_TIMES, tourTimeLabel } from "#common/tour";

describe("tour dates", () => {
  it("labels an ISO date in words, on the same calendar day", () => {
    expect(tourDateLabel("2026-11-23")).toBe("Monday, November 23, 2026");
    expect(tourDateLabel("2027-01-01")).toBe("Friday, January 1, 2027");
    expect(tourDateLabel("2026-03-09")).toBe("Monday, March 9, 2026");
    expect(tourDateLabel("not a date")).toBe("not a date");
  });

  it("labels times in the school's zone as the spec writes them", () => {
    expect(TOUR_TIMES.map(tourTimeLabel)).toEqual(["9:00 AM EST", "10:00 AM EST", "11:00 AM EST", "1:00 PM EST", "2:00 PM EST", "3:00 PM EST", "4:00 PM EST"]);
  });

  it("offers the next 20 weekdays after today in New York, with every time open, when availability is unknown", () => {
    // 23:30 on Friday 2026-11-20 in New York is already Saturday in UTC: the next day offered is Monday the 23rd.
    const days = fallbackTourDays(new Date("2026-11-21T04:30:00Z"));
    expect(days).toHaveLength(20);
    expect(days[0]!.date).toBe("2026-11-23");
    expect(days.every((day) => day.slots.length === TOUR_TIMES.length && day.slots.every((slot) => slot.available))).toBe(true);
    const weekdays = days.map((day) => tourDateLabel(day.date).split(",")[0]);
    expect(weekdays).not.toContain("Saturday");
    expect(weekdays).not.toContain("Sunday");
  });

  it("knows a full time and a full day", () => {
    const days = [
      {
        date: "2026-11-23",
        slots: [
          { time: "9:00 AM", available: false },
          { time: "10:00 AM", available: true },
        ],
      },
      { date: "2026-11-24", slots: [{ time: "9:00 AM", available: false }] },
    ];
    expect(isSlotFull(days, "2026-11-23", "9:00 AM")).toBe(true);
    expect(isSlotFull(days, "2026-11-23", "10:00 AM")).toBe(false);
    expect(isSlotFull(days, "2026-11-25", "9:00 AM")).toBe(false);
    expect(isDayFull(days[0]!)).toBe(false);
    expect(isDayFull(days[1]!)).toBe(true);
    expect(isDayFull({ date: "2026-11-26", slots: [] })).toBe(false);
  });
});
