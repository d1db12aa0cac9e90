/**
 * A small school for the calendar's browser tests (tests/e2e/calendar.test.ts), made by the e2e
 * global set-up around the role accounts it signs in: the teacher's class with the student (whose
 * guardian is the guardian account) enrolled, another family's child in another teacher's class,
 * a class session every school morning from ten days back to six weeks ahead, and a holiday.
 */
import { eq } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate, weekday } from "#common/calendar-date";
import { dateInZone, zonedInstant } from "#common/time-zone";
import type { Db } from "../../server/db/client";
import { classSessions, classStaff, classes, enrolments, guardianLinks, schoolDays, schoolYears, students, subjects, users } from "../../server/db/schema";
import { createSession } from "../../server/auth/sessions";
import { createUser } from "./fixtures";

const NY = "America/New_York";

export interface CalendarWorld {
  ownClass: string;
  otherClass: string;
  childName: string;
  holiday: string;
  holidayDate: string;
  /** A school day with a session of the own class (today or the next weekday), and its start instant. */
  sessionDate: string;
  sessionStartsAt: string;
  /**
   * A session of the child's account as if signed in an hour before that class: a page whose clock is
   * set to the class (days ahead on a weekend) would otherwise find the 12-hour session over and sign
   * the shared student session out for every later test.
   */
  studentSessionAtClassTime: string;
}

export async function seedCalendarWorld(db: Db, accounts: { teacher: string; guardian: string; student: string }): Promise<CalendarWorld> {
  const today = parseCalendarDate(dateInZone(Date.now(), NY))!;
  const day = (offset: number) => formatCalendarDate(addDays(today, offset));
  let [year] = await db.select().from(schoolYears).where(eq(schoolYears.isCurrent, true));
  if (!year)
    [year] = await db
      .insert(schoolYears)
      .values({ name: "Calendar test year", startsOn: day(-60), endsOn: day(200), isCurrent: true })
      .returning();
  const [math] = await db.select().from(subjects).where(eq(subjects.code, "math"));
  const [science] = await db.select().from(subjects).where(eq(subjects.code, "science"));
  const [own] = await db
    .insert(classes)
    .values({ schoolYearId: year!.id, subjectId: math!.id, kind: "section", grade: "2", name: "Grade 2 Math (calendar)" })
    .returning();
  const [other] = await db
    .insert(classes)
    .values({ schoolYearId: year!.id, subjectId: science!.id, kind: "section", grade: "4", name: "Grade 4 Science (other family)" })
    .returning();
  const otherTeacher = await createUser(db, "teacher");
  const otherChildAccount = await createUser(db, "student");
  await db.update(users).set({ fullName: "Ms. Rivera" }).where(eq(users.id, accounts.teacher));
  await db.insert(classStaff).values([
    { classId: own!.id, userId: accounts.teacher, role: "lead" },
    { classId: other!.id, userId: otherTeacher.id, role: "lead" },
  ]);
  const [child] = await db
    .insert(students)
    .values({ userId: accounts.student, firstName: "Maya", lastName: "Calendar", dateOfBirth: "2018-05-01", grade: "2" })
    .returning();
  const [otherChild] = await db
    .insert(students)
    .values({ userId: otherChildAccount.id, firstName: "Otto", lastName: "Other", dateOfBirth: "2016-05-01", grade: "4" })
    .returning();
  await db.insert(guardianLinks).values({ studentId: child!.id, guardianUserId: accounts.guardian });
  await db.insert(enrolments).values([
    { classId: own!.id, studentId: child!.id },
    { classId: other!.id, studentId: otherChild!.id },
  ]);
  const holidayOffset = [3, 4, 5, 6, 7].find((o) => ![0, 6].includes(weekday(addDays(today, o))))!;
  const holidayDate = day(holidayOffset);
  const rows: (typeof classSessions.$inferInsert)[] = [];
  for (let o = -10; o <= 42; o++) {
    const date = day(o);
    if ([0, 6].includes(weekday(parseCalendarDate(date)!)) || date === holidayDate) continue;
    rows.push({ classId: own!.id, startsAt: new Date(zonedInstant(date, "09:00", NY)), endsAt: new Date(zonedInstant(date, "09:45", NY)) });
    rows.push({ classId: other!.id, startsAt: new Date(zonedInstant(date, "10:00", NY)), endsAt: new Date(zonedInstant(date, "10:45", NY)) });
  }
  await db.insert(classSessions).values(rows);
  await db.insert(schoolDays).values({ schoolYearId: year!.id, kind: "holiday", title: "Family Day (calendar)", startsOn: holidayDate, endsOn: holidayDate });
  const sessionDate = [0, 1, 2, 3].map(day).find((d) => ![0, 6].includes(weekday(parseCalendarDate(d)!)) && d !== holidayDate)!;
  const sessionStartsAt = new Date(zonedInstant(sessionDate, "09:00", NY));
  // Signed in an hour before the class (a weekend's class is days ahead, and the page's clock is set to it), but
  // never earlier than now: in the afternoon this morning's class is hours past, and the server, on the real
  // clock, would find a session last seen then idle too long and sign it out.
  const atClassTime = await createSession(db, accounts.student, {}, new Date(Math.max(Date.now(), sessionStartsAt.getTime() - 60 * 60_000)));
  return {
    ownClass: own!.name,
    otherClass: other!.name,
    childName: "Maya",
    holiday: "Family Day (calendar)",
    holidayDate,
    sessionDate,
    sessionStartsAt: sessionStartsAt.toISOString(),
    studentSessionAtClassTime: atClassTime.id,
  };
}
