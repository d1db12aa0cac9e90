/**
 * The pure rules of the school's structure (server/learning/courses/rules.ts): a clash names the
 * other class, its time and who would be in two places; regenerating sessions keeps the ones that
 * still match (their ids carry attendance), creates nothing in the past and removes only future
 * scheduled ones; terms stay inside their year and in order.
 */
import { describe, expect, it } from "vitest";
import { expandSessions } from "#common/learning/timetable";
import { formatPhrase } from "#common/i18n/phrase";
import { BUSY_BECAUSE, clashMessage, findClash, planSessions, rangesOverlap, termsProblem, type ExistingSession } from "../../server/learning/courses/rules";

describe("timetable clashes", () => {
  const busy = [
    { weekday: 1, startTime: "09:00", endTime: "09:45", className: "Grade 1 Owls", because: BUSY_BECAUSE.teaches("Ms Rivera") },
    { weekday: 2, startTime: "10:00", endTime: "10:30", className: "Grade 1 Math", because: BUSY_BECAUSE.attends("Ada Lovelace") },
  ];

  it("finds an overlap on the same weekday and names the class, day, time and person", () => {
    const clash = findClash([{ weekday: 1, startTime: "09:30", endTime: "10:00" }], busy);
    expect(clash?.other.className).toBe("Grade 1 Owls");
    expect(formatPhrase("en", clashMessage(clash!))).toBe("This clashes with Grade 1 Owls on Monday 09:00-09:45 (Ms Rivera teaches it).");
    expect(formatPhrase("es", clashMessage(clash!))).toBe("Coincide con el horario de Grade 1 Owls: el lunes de 09:00 a 09:45 (Ms Rivera la enseña).");
  });

  it("lets meetings touch end to start, and ignores other weekdays", () => {
    expect(findClash([{ weekday: 1, startTime: "09:45", endTime: "10:30" }], busy)).toBeNull();
    expect(findClash([{ weekday: 1, startTime: "08:00", endTime: "09:00" }], busy)).toBeNull();
    expect(findClash([{ weekday: 3, startTime: "09:00", endTime: "10:30" }], busy)).toBeNull();
  });

  it("checks every candidate meeting (an enrolment brings all of the class's meetings)", () => {
    const clash = findClash(
      [
        { weekday: 1, startTime: "11:00", endTime: "11:30" },
        { weekday: 2, startTime: "09:50", endTime: "10:05" },
      ],
      busy,
    );
    expect(formatPhrase("en", clash!.other.because)).toBe("Ada Lovelace attends it");
  });
});

describe("session regeneration plan", () => {
  const term = { startsOn: "2027-01-04", endsOn: "2027-01-15" };
  const expected = (daysOff: { startsOn: string; endsOn: string }[] = []) =>
    expandSessions([{ weekday: 1, startTime: "09:00", endTime: "09:45" }], term, daysOff).map((s) => ({
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      meetingId: "m1",
      termId: "t1",
    }));
  const now = new Date("2027-01-01T00:00:00Z");

  it("creates every expected session on a first run", () => {
    const plan = planSessions(expected(), [], now);
    expect(plan.create.map((s) => s.startsAt.toISOString())).toEqual(["2027-01-04T14:00:00.000Z", "2027-01-11T14:00:00.000Z"]);
    expect(plan.keep).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it("keeps sessions that exist at the same start, and removes future scheduled ones on a new holiday", () => {
    const existing: ExistingSession[] = expected().map((s, i) => ({ ...s, id: `s${i}`, status: "scheduled" }));
    const again = planSessions(expected(), existing, now);
    expect(again).toEqual({
      create: [],
      keep: [
        { id: "s0", update: null },
        { id: "s1", update: null },
      ],
      remove: [],
    });
    const holiday = planSessions(expected([{ startsOn: "2027-01-11", endsOn: "2027-01-11" }]), existing, now);
    expect(holiday.keep.map((k) => k.id)).toEqual(["s0"]);
    expect(holiday.remove).toEqual(["s1"]);
  });

  it("never removes a past or a cancelled session, and never creates one in the past", () => {
    const existing: ExistingSession[] = expected().map((s, i) => ({ ...s, id: `s${i}`, status: i === 1 ? "cancelled" : "scheduled" }));
    const later = new Date("2027-01-05T00:00:00Z");
    expect(planSessions([], existing, later).remove).toEqual([]);
    expect(planSessions(expected(), [], later).create.map((s) => s.startsAt.toISOString())).toEqual(["2027-01-11T14:00:00.000Z"]);
  });

  it("updates a kept session whose end time changed", () => {
    const existing: ExistingSession[] = [{ ...expected()[0]!, id: "s0", status: "scheduled", endsAt: new Date("2027-01-04T14:30:00Z") }];
    expect(planSessions(expected(), existing, now).keep[0]).toMatchObject({ id: "s0", update: { endsAt: new Date("2027-01-04T14:45:00Z") } });
  });
});

describe("terms", () => {
  const year = { startsOn: "2026-08-17", endsOn: "2027-06-11" };
  it("accepts three ordered terms inside the year", () => {
    expect(
      termsProblem(year, [
        { startsOn: "2026-08-17", endsOn: "2026-11-20" },
        { startsOn: "2026-11-30", endsOn: "2027-03-12" },
        { startsOn: "2027-03-22", endsOn: "2027-06-11" },
      ]),
    ).toBeNull();
  });
  it("refuses a term outside the year or overlapping the one before", () => {
    expect(termsProblem(year, [{ startsOn: "2026-08-01", endsOn: "2026-11-20" }])?.[0]).toBe(0);
    const overlapping = termsProblem(year, [
      { startsOn: "2026-08-17", endsOn: "2026-11-20" },
      { startsOn: "2026-11-20", endsOn: "2027-03-12" },
    ]);
    expect(overlapping?.[0]).toBe(1);
    expect(formatPhrase("en", overlapping![1])).toBe("Term 2 must start after term 1 ends.");
  });
  it("tells overlapping day ranges", () => {
    expect(rangesOverlap({ startsOn: "2026-01-01", endsOn: "2026-01-05" }, { startsOn: "2026-01-05", endsOn: "2026-01-09" })).toBe(true);
    expect(rangesOverlap({ startsOn: "2026-01-01", endsOn: "2026-01-04" }, { startsOn: "2026-01-05", endsOn: "2026-01-09" })).toBe(false);
  });
});
