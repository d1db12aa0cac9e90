/**
 * The demo school's parent-teacher conferences (issue 17): a few homeroom teachers publish
 * availability on the coming school days (after school, a quarter of an hour each, a short break,
 * video or phone), and some of their families have booked: one child at a time, and a sibling visit
 * laid out back to back when a family's children both have a teacher with availability that day
 * (but one such family, left for a visitor to book).
 * Slots and layouts come from the same rules the API uses (common/learning/conferences.ts).
 */
import { randomUUID } from "node:crypto";
import { addDays, formatCalendarDate, parseCalendarDate, weekday } from "#common/calendar-date";
import { layOutVisit, windowSlots, type ConferenceMode } from "#common/learning/conferences";
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";
import type { Tx } from "../../server/db/client";
import { conferenceBookings, conferenceWindows } from "../../server/db/schema";
import type { DemoPlan } from "./plan";

/** How many homeroom teachers publish times, and on how many school days. */
const HOSTS = 4;
const DAYS = 2;
const TOPICS = ["How reading is going at home", "Settling in after the move", null, "Maths confidence", null];

/** The next `count` weekdays at the school, starting three days after `now` (families need notice). */
function comingSchoolDays(now: Date, count: number, holidays: ReadonlySet<string>): string[] {
  const out: string[] = [];
  let day = addDays(parseCalendarDate(dateInZone(now.getTime(), school.timeZone))!, 3);
  while (out.length < count) {
    const iso = formatCalendarDate(day);
    if (weekday(day) >= 1 && weekday(day) <= 5 && !holidays.has(iso)) out.push(iso);
    day = addDays(day, 1);
  }
  return out;
}

export async function writeConferences(
  tx: Tx,
  plan: DemoPlan,
  o: { now: Date; idOf: (key: string) => string },
): Promise<{ windows: number; bookings: number }> {
  const holidays = new Set<string>();
  for (const d of plan.calendar.days) {
    if (d.kind === "event") continue;
    for (let x = parseCalendarDate(d.startsOn)!; formatCalendarDate(x) <= d.endsOn; x = addDays(x, 1)) holidays.add(formatCalendarDate(x));
  }
  const days = comingSchoolDays(o.now, DAYS, holidays);
  const hosts = plan.classes.filter((c) => c.subjectCode === "homeroom" && c.studentKeys.length > 0).slice(0, HOSTS);
  const windows: (typeof conferenceWindows.$inferInsert & { id: string })[] = [];
  hosts.forEach((cls, i) => {
    const lead = cls.staff.find((s) => s.role === "lead") ?? cls.staff[0];
    if (!lead) return;
    for (const date of days) {
      windows.push({
        id: randomUUID(),
        teacherUserId: o.idOf(lead.userKey),
        date,
        startTime: "15:00",
        endTime: "17:00",
        slotMinutes: 15,
        breaks: [{ startTime: "16:00", endTime: "16:15" }],
        mode: i % 2 === 0 ? "video" : "phone",
        note: i % 2 === 0 ? "The video link is on the conference in your calendar." : "I will call the number you give.",
        createdAt: o.now,
        updatedAt: o.now,
      });
    }
  });
  if (windows.length === 0) return { windows: 0, bookings: 0 };
  await tx.insert(conferenceWindows).values(windows);

  // Who teaches whom among the hosts, and each family's children in those classes.
  const hostOf = new Map<string, { teacherUserId: string }>();
  for (const cls of hosts) {
    const lead = cls.staff.find((s) => s.role === "lead") ?? cls.staff[0]!;
    for (const key of cls.studentKeys) hostOf.set(key, { teacherUserId: o.idOf(lead.userKey) });
  }
  const taken = new Set<string>();
  const bookings: (typeof conferenceBookings.$inferInsert)[] = [];
  const families = new Map<string, string[]>();
  for (const s of plan.students) if (hostOf.has(s.key)) families.set(s.familyKey, [...(families.get(s.familyKey) ?? []), s.key]);
  let n = 0;
  // Siblings first (a visit back to back), then about a third of the other families. The first family
  // of siblings is left to book: a trainer (and tests/e2e/school-day.test.ts) can lay out a visit.
  const ordered = [...families.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const leftToBook = ordered.find(([, childKeys]) => childKeys.length > 1)?.[0];
  for (const [familyKey, childKeys] of ordered) {
    if (familyKey === leftToBook) continue;
    if (childKeys.length === 1 && n % 3 !== 0) {
      n += 1;
      continue;
    }
    n += 1;
    const guardianKey =
      plan.links.find((l) => l.studentKey === childKeys[0] && l.isPrimary)?.guardianKey ?? plan.links.find((l) => l.studentKey === childKeys[0])?.guardianKey;
    if (!guardianKey) continue;
    const date = days[n % days.length]!;
    const pairs = childKeys.map((key) => {
      const teacherUserId = hostOf.get(key)!.teacherUserId;
      const slots = windows
        .filter((w) => w.teacherUserId === teacherUserId && w.date === date)
        .flatMap((w) =>
          windowSlots({ date: w.date, startTime: w.startTime, endTime: w.endTime, slotMinutes: w.slotMinutes, breaks: w.breaks ?? [] }).map((s) => ({
            ...s,
            window: w,
          })),
        )
        .filter((s) => !taken.has(`${teacherUserId}@${s.startsAt.getTime()}`))
        .map((s) => ({ startsAt: s.startsAt.getTime(), endsAt: s.endsAt.getTime(), window: s.window }));
      return { key: `${key}|${teacherUserId}`, slots };
    });
    const [layout] = layOutVisit(pairs, 1);
    if (!layout) continue;
    const visitId = randomUUID();
    for (const item of layout.items) {
      const [studentKey, teacherUserId] = item.key.split("|") as [string, string];
      taken.add(`${teacherUserId}@${item.slot.startsAt}`);
      const mode = item.slot.window.mode as ConferenceMode;
      bookings.push({
        visitId,
        windowId: item.slot.window.id,
        teacherUserId,
        studentId: o.idOf(`record:${studentKey}`),
        bookedByUserId: o.idOf(guardianKey),
        startsAt: new Date(item.slot.startsAt),
        endsAt: new Date(item.slot.endsAt),
        mode,
        contactPhone: mode === "phone" ? "(555) 010-2030" : null,
        note: TOPICS[bookings.length % TOPICS.length] ?? null,
        createdAt: o.now,
        updatedAt: o.now,
      });
    }
  }
  if (bookings.length > 0) await tx.insert(conferenceBookings).values(bookings);
  return { windows: windows.length, bookings: bookings.length };
}
