/**
 * The demo school as data, decided before anything is written: pure and deterministic (the same
 * `seed`, size and date give the same school). scripts/demo/write.ts stores it.
 *
 * Shape (modelled on the sample day of /daily-life, common/schedule.ts):
 * - every grade K-6, split into sections of at most 24 children; a section of 12 children or more
 *   has a co-teacher, so the 12:1 rule of common/learning/capacity.ts holds in every class with room
 *   for a child who joins later;
 * - each section has its homeroom teacher (lead of its Morning Meeting 9:00-9:20, ELA 9:20-10:30,
 *   Math 10:45-11:30, Science Mon/Wed/Fri and Social Studies Tue/Thu 12:15-1:00, all Eastern);
 * - specials (art, music, PE and health, digital citizenship and coding, SEL) rotate through the
 *   week, one a day: K-3 at 1:00-1:30, grades 4-6 at 1:30-2:00 (the other half hour is small groups
 *   and clubs), taught by specialists with the section's homeroom teacher co-teaching a large section;
 * - specialists co-teach the large sections in the morning (they teach specials in the afternoon
 *   only); when there are more large sections than specialists, co-teachers are added.
 * So no teacher and no child is ever in two places at once.
 */
import type { Language } from "#common/i18n/languages";
import { AVATAR_IDS } from "#common/learning/avatars";
import type { WeeklyMeeting } from "#common/learning/timetable";
import { birthDatesForGrade, schoolYearCutoff, schoolYearOf } from "#common/grade-placement";
import { GRADE_LEVELS, type GradeLevel } from "#common/grades";
import { addDays, formatCalendarDate, toDayNumber } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import { school } from "#common/school";
import { demoCalendar, type DemoCalendar } from "./calendar";
import { ACCOMMODATIONS, ADMIN_NAME, ADULT_FIRST_NAMES, HEAD_OF_SCHOOL_NAME, CHILD_FIRST_NAMES, FAMILY_NAMES, PREFERRED_NAMES, TEACHER_NAMES } from "./names";
import { seededRandom, type Random } from "./random";

export const DEMO_EMAIL_DOMAIN = "example.org";
/** The teacher (by place in TEACHER_NAMES: Lourdes Barrientos, a homeroom teacher) who reads the site in Spanish. */
const SPANISH_READING_TEACHER = 5;

/** Children per teaching member of staff (the school's 12:1 claim) and per section (two teachers). */
const PER_TEACHER = 12;
const PER_SECTION = 24;
/** How the children of 100 are spread over K-6 (scaled for other sizes). */
const GRADE_WEIGHTS = [12, 16, 14, 15, 12, 17, 14];
export const SPECIALS = ["art", "music", "pe-health", "digital-citizenship", "sel"] as const;
const SPECIALTY_TITLES: Record<(typeof SPECIALS)[number], string> = {
  art: "Art",
  music: "Music",
  "pe-health": "PE and Health",
  "digital-citizenship": "Digital Citizenship and Coding",
  sel: "SEL",
};
const SUBJECT_SHORT: Record<string, string> = {
  homeroom: "Homeroom",
  ela: "ELA",
  math: "Math",
  science: "Science",
  "social-studies": "Social Studies",
  ...SPECIALTY_TITLES,
};

export interface DemoOptions {
  /** About how many children (100 by default; 2,000 for the benchmark). */
  students: number;
  seed: number;
  /** "Today": picks the school year (the one this date falls in) and dates the admissions. */
  now: Date;
}

export type DemoRole = "super_admin" | "admin" | "teacher" | "parent" | "guardian" | "student";

export interface PlannedUser {
  key: string;
  role: DemoRole;
  username: string;
  fullName: string;
  email: string | null;
  /** The language the person reads the site in (a Spanish-speaking family's adults and children: "es"). */
  language?: Language;
  /** Teachers: the special they teach, or null for homeroom and co-teachers. */
  specialty?: string | null;
}

export interface PlannedStudent {
  key: string;
  user: PlannedUser;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  dateOfBirth: string;
  grade: string;
  accommodationPlan: string | null;
  accommodations: string | null;
  photoReleaseConsent: boolean;
  avatar: string | null;
  familyKey: string;
}

export interface PlannedLink {
  studentKey: string;
  guardianKey: string;
  relationship: string;
  isPrimary: boolean;
}

export interface PlannedClass {
  key: string;
  name: string;
  subjectCode: string;
  kind: "homeroom" | "section";
  grade: string;
  staff: { userKey: string; role: "lead" | "co_teacher" }[];
  studentKeys: string[];
  meetings: WeeklyMeeting[];
}

export interface PlannedApplication {
  applicationId: string;
  status: "submitted" | "under_review" | "offered" | "waitlisted" | "not_offered" | "enrolled" | "withdrawn";
  /** Statuses it went through after "submitted", in order. */
  path: string[];
  parentName: string;
  parentEmail: string;
  secondaryGuardianName: string | null;
  secondaryGuardianEmail: string | null;
  childFirstName: string;
  childLastName: string;
  childDob: string;
  grade: string;
  desiredStart: string | null;
  schoolYear: number;
  photoReleaseConsent: boolean;
  daysAgo: number;
}

export interface DemoPlan {
  calendar: DemoCalendar;
  admin: PlannedUser;
  /** The super_admin (the audit log, admin accounts). */
  headOfSchool: PlannedUser;
  teachers: PlannedUser[];
  guardians: PlannedUser[];
  students: PlannedStudent[];
  links: PlannedLink[];
  classes: PlannedClass[];
  applications: PlannedApplication[];
}

/** Splits `total` by `weights`, the rounding going to the largest remainders. */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) counts[order[k % order.length]![1]]! += 1;
  return counts;
}

/** `n` sizes as even as possible summing to `total`. */
function evenSplit(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
}

function ascii(text: string) {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** Usernames "first.last", numbered from 2 when taken. */
function usernames() {
  const taken = new Set<string>();
  return (first: string, last?: string) => {
    const base = last === undefined ? ascii(first) : `${ascii(first)}.${ascii(last)}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    return name;
  };
}

/** Distinct family names: the list, then double-barrelled pairs of it. */
function familyName(i: number): string {
  if (i < FAMILY_NAMES.length) return FAMILY_NAMES[i]!;
  const k = i - FAMILY_NAMES.length;
  const a = k % FAMILY_NAMES.length;
  const b = (a + 1 + Math.floor(k / FAMILY_NAMES.length)) % FAMILY_NAMES.length;
  return `${FAMILY_NAMES[a]}-${FAMILY_NAMES[b]}`;
}

function gradeName(grade: GradeLevel) {
  return grade.name;
}

function randomBirthDate(random: Random, grade: GradeLevel, schoolYear: number): string {
  const { from, to } = birthDatesForGrade(grade, schoolYearCutoff(schoolYear));
  const span = toDayNumber(to) - toDayNumber(from);
  return formatCalendarDate(addDays(from, random.int(span + 1)));
}

const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export function planDemoSchool(options: DemoOptions): DemoPlan {
  const random = seededRandom(options.seed);
  const today = calendarDateInZone(options.now, school.timeZone);
  const schoolYear = schoolYearOf(today);
  const calendar = demoCalendar(schoolYear);
  const username = usernames();
  const email = (name: string) => `${name}@${DEMO_EMAIL_DOMAIN}`;
  const total = Math.max(GRADE_LEVELS.length, Math.round(options.students));

  const admin: PlannedUser = { key: "admin", role: "admin", username: username("admin"), fullName: ADMIN_NAME.join(" "), email: email("admin") };
  const headOfSchool: PlannedUser = {
    key: "head",
    role: "super_admin",
    username: username("head"),
    fullName: HEAD_OF_SCHOOL_NAME.join(" "),
    email: email("head"),
  };

  // Sections per grade and their sizes.
  const gradeSizes = apportion(total, GRADE_WEIGHTS);
  interface Section {
    key: string;
    grade: GradeLevel;
    label: string;
    size: number;
    studentKeys: string[];
    lead?: string;
    co?: string;
    block: 0 | 1;
  }
  const sections: Section[] = [];
  GRADE_LEVELS.forEach((grade, g) => {
    const sizes = evenSplit(gradeSizes[g]!, Math.ceil(gradeSizes[g]! / PER_SECTION));
    sizes.forEach((size, s) => {
      const suffix = sizes.length > 1 ? ` ${String.fromCharCode(65 + s)}` : "";
      sections.push({
        key: `${grade.applicationValue}${suffix.trim()}`,
        grade,
        label: `${gradeName(grade)}${suffix}`,
        size,
        studentKeys: [],
        block: grade.number <= 3 ? 0 : 1,
      });
    });
  });

  // Teachers: names from the list, then made up from the adult names (never a family's name).
  const teachers: PlannedUser[] = [];
  const usedTeacherNames = new Set<string>();
  const newTeacher = (specialty: string | null): PlannedUser => {
    let first: string;
    let last: string;
    const i = teachers.length;
    if (i < TEACHER_NAMES.length) [first, last] = TEACHER_NAMES[i]!;
    else {
      do {
        first = random.pick(ADULT_FIRST_NAMES);
        const [a, b] = [random.pick(TEACHER_NAMES)[1], random.pick(TEACHER_NAMES)[1]];
        last = a === b ? a : `${a.split("-")[0]}-${b.split("-")[0]}`;
      } while (usedTeacherNames.has(`${first} ${last}`));
    }
    usedTeacherNames.add(`${first} ${last}`);
    const user: PlannedUser = { key: `teacher:${i}`, role: "teacher", username: username(first, last), fullName: `${first} ${last}`, email: null, specialty };
    // One teacher reads the site in Spanish, so the staff screens' Spanish is seen in the demo (issue 32).
    if (i === SPANISH_READING_TEACHER) user.language = "es";
    user.email = email(user.username);
    teachers.push(user);
    return user;
  };
  for (const section of sections) section.lead = newTeacher(null).key;

  // Specials: on weekday d, the section at position p of its block has special (p + d) mod 5; the
  // specialists of a special are as many as the most sections having it in one block on one day.
  const specialsSlots: { section: Section; special: number; weekday: number; teacherIndex: number }[] = [];
  const needed = SPECIALS.map(() => 0);
  for (const block of [0, 1] as const) {
    const inBlock = sections.filter((s) => s.block === block);
    for (let d = 0; d < 5; d++) {
      const used = SPECIALS.map(() => 0);
      inBlock.forEach((section, p) => {
        const special = (p + d) % SPECIALS.length;
        specialsSlots.push({ section, special, weekday: d + 1, teacherIndex: used[special]! });
        used[special]! += 1;
        needed[special] = Math.max(needed[special]!, used[special]!);
      });
    }
  }
  const specialists = SPECIALS.map((code, s) => Array.from({ length: needed[s]! }, () => newTeacher(code)));

  // Co-teachers for sections of 12 or more: specialists first (free in the morning), then more
  // teachers. A section at the 12:1 limit gets one too, so its classes have room for a child enrolled
  // later (the applicants waiting for Create student join their grade's whole day: issue 33).
  const freeSpecialists = specialists.flat();
  const coTaught = (section: Section) => section.size >= PER_TEACHER;
  for (const section of sections) {
    if (!coTaught(section)) continue;
    section.co = (freeSpecialists.shift() ?? newTeacher(null)).key;
  }

  // Families: distinct family names, some with two children, some children with two guardians.
  const slots = random.shuffle(sections.flatMap((section) => Array.from({ length: section.size }, () => section)));
  const firstNames = random.shuffle(CHILD_FIRST_NAMES);
  let nextFirst = 0;
  const students: PlannedStudent[] = [];
  const guardians: PlannedUser[] = [];
  const links: PlannedLink[] = [];
  const accommodated = new Set(random.shuffle(Array.from({ length: total }, (_, i) => i)).slice(0, Math.max(1, Math.round(total * 0.05))));
  let family = 0;
  while (slots.length > 0) {
    const lastName = familyName(family);
    const familyKey = `family:${family}`;
    // One family in six reads the site in Spanish (by its number, so the seed's random draws stay as they were).
    const language: Language = family % 6 === 1 ? "es" : "en";
    family += 1;
    const children = [slots.shift()!];
    if (slots.length > 0 && random.chance(0.2)) {
      const sibling = slots.findIndex((s) => s.grade !== children[0]!.grade);
      if (sibling >= 0) children.push(slots.splice(sibling, 1)[0]!);
    }
    const childKeys: string[] = [];
    const siblingNames = new Set<string>();
    for (const section of children) {
      let first = firstNames[nextFirst++ % firstNames.length]!;
      while (siblingNames.has(first)) first = firstNames[nextFirst++ % firstNames.length]!;
      siblingNames.add(first);
      const index = students.length;
      const plan = accommodated.has(index) ? ACCOMMODATIONS[index % ACCOMMODATIONS.length]! : null;
      const key = `student:${index}`;
      const user: PlannedUser = { key, role: "student", username: username(first, lastName), fullName: `${first} ${lastName}`, email: null, language };
      students.push({
        key,
        user,
        firstName: first,
        lastName,
        preferredName: PREFERRED_NAMES[first] ?? null,
        dateOfBirth: randomBirthDate(random, section.grade, schoolYear),
        grade: section.grade.applicationValue,
        accommodationPlan: plan?.plan ?? null,
        accommodations: plan?.text ?? null,
        photoReleaseConsent: random.chance(0.88),
        avatar: random.chance(0.6) ? random.pick(AVATAR_IDS) : null,
        familyKey,
      });
      section.studentKeys.push(key);
      childKeys.push(key);
    }
    const adults: { first: string; last: string; role: "parent" | "guardian"; relationship: string }[] = [];
    const kind = random.next();
    // The first names say nothing of anyone's gender, so neither do the relationships staff read.
    if (kind < 0.08)
      adults.push({
        first: random.pick(ADULT_FIRST_NAMES),
        last: lastName,
        role: "guardian",
        relationship: random.pick(["grandparent", "relative", "legal guardian"]),
      });
    else {
      adults.push({ first: random.pick(ADULT_FIRST_NAMES), last: lastName, role: "parent", relationship: "parent" });
      if (random.chance(0.4)) {
        let first = random.pick(ADULT_FIRST_NAMES);
        while (first === adults[0]!.first) first = random.pick(ADULT_FIRST_NAMES);
        adults.push({ first, last: lastName, role: "parent", relationship: "parent" });
      }
    }
    adults.forEach((adult, a) => {
      const name = username(adult.first, adult.last);
      const guardian: PlannedUser = {
        key: `guardian:${guardians.length}`,
        role: adult.role,
        username: name,
        fullName: `${adult.first} ${adult.last}`,
        email: email(name),
        language,
      };
      guardians.push(guardian);
      for (const studentKey of childKeys) links.push({ studentKey, guardianKey: guardian.key, relationship: adult.relationship, isPrimary: a === 0 });
    });
  }

  // Classes and the weekly timetable.
  const classes: PlannedClass[] = [];
  const staffOf = (section: Section) => [
    { userKey: section.lead!, role: "lead" as const },
    ...(section.co ? [{ userKey: section.co, role: "co_teacher" as const }] : []),
  ];
  const every = (startTime: string, endTime: string, days: number[] = [1, 2, 3, 4, 5]) => days.map((weekday) => ({ weekday, startTime, endTime }));
  const core: [string, "homeroom" | "section", WeeklyMeeting[]][] = [
    ["homeroom", "homeroom", every("09:00", "09:20")],
    ["ela", "section", every("09:20", "10:30")],
    ["math", "section", every("10:45", "11:30")],
    ["science", "section", every("12:15", "13:00", [1, 3, 5])],
    ["social-studies", "section", every("12:15", "13:00", [2, 4])],
  ];
  for (const section of sections) {
    for (const [code, kind, meetings] of core) {
      classes.push({
        key: `${section.key}:${code}`,
        name:
          code === "homeroom"
            ? `${section.label} Homeroom`
            : `${gradeName(section.grade)} ${SUBJECT_SHORT[code]}${section.label.slice(gradeName(section.grade).length)}`,
        subjectCode: code,
        kind,
        grade: section.grade.applicationValue,
        staff: staffOf(section),
        studentKeys: section.studentKeys,
        meetings,
      });
    }
  }
  const blockTimes = [
    ["13:00", "13:30"],
    ["13:30", "14:00"],
  ] as const;
  for (const slot of specialsSlots) {
    const { section } = slot;
    const code = SPECIALS[slot.special]!;
    const teacher = specialists[slot.special]![slot.teacherIndex]!;
    const [startTime, endTime] = blockTimes[section.block];
    classes.push({
      key: `${section.key}:${code}`,
      name: `${gradeName(section.grade)} ${SUBJECT_SHORT[code]}${section.label.slice(gradeName(section.grade).length)}`,
      subjectCode: code,
      kind: "section",
      grade: section.grade.applicationValue,
      staff: [{ userKey: teacher.key, role: "lead" }, ...(coTaught(section) ? [{ userKey: section.lead!, role: "co_teacher" as const }] : [])],
      studentKeys: section.studentKeys,
      meetings: [{ weekday: slot.weekday, startTime, endTime }],
    });
  }

  // A few admissions in several statuses; two enrolled without a student yet ("Create student").
  const applications: PlannedApplication[] = [];
  const statuses: [PlannedApplication["status"], string[]][] = [
    ["enrolled", ["under_review", "offered", "enrolled"]],
    ["enrolled", ["under_review", "offered", "enrolled"]],
    ["offered", ["under_review", "offered"]],
    ["under_review", ["under_review"]],
    ["submitted", []],
    ["submitted", []],
    ["waitlisted", ["under_review", "waitlisted"]],
    ["not_offered", ["under_review", "not_offered"]],
    ["withdrawn", ["withdrawn"]],
  ];
  let startMonth = addDays({ ...today, day: 1 }, 32);
  // June and July take no new starts: the next school year's first month then.
  if (startMonth.month === 6 || startMonth.month === 7) startMonth = { year: startMonth.year, month: 8, day: 1 };
  const desiredStart = `${startMonth.year}-${String(startMonth.month).padStart(2, "0")}`;
  const startYear = schoolYearOf(startMonth);
  statuses.forEach(([status, path], i) => {
    // The second enrolled child is a sibling of a demo family: its guardian already has an account.
    const sibling = i === 1 ? guardians[0]! : undefined;
    const lastName = sibling ? sibling.fullName.split(" ").slice(1).join(" ") : familyName(family + i);
    const grade = GRADE_LEVELS[(i * 3 + 1) % GRADE_LEVELS.length]!;
    let childFirst = random.pick(CHILD_FIRST_NAMES);
    while (students.some((s) => s.firstName === childFirst && s.lastName === lastName)) childFirst = random.pick(CHILD_FIRST_NAMES);
    const parentFirst = random.pick(ADULT_FIRST_NAMES);
    const parentEmail = sibling?.email ?? email(username(parentFirst, lastName));
    const second = !sibling && random.chance(0.35) ? random.pick(ADULT_FIRST_NAMES) : null;
    let code = "";
    for (let k = 0; k < 8; k++) code += ID_ALPHABET[random.int(ID_ALPHABET.length)];
    applications.push({
      applicationId: `APP-${today.year}-${code}`,
      status,
      path,
      parentName: sibling?.fullName ?? `${parentFirst} ${lastName}`,
      parentEmail,
      secondaryGuardianName: second ? `${second} ${lastName}` : null,
      secondaryGuardianEmail: second ? email(username(second, lastName)) : null,
      childFirstName: childFirst,
      childLastName: lastName,
      childDob: randomBirthDate(random, grade, startYear),
      grade: grade.applicationValue,
      desiredStart,
      schoolYear: startYear,
      photoReleaseConsent: random.chance(0.8),
      daysAgo: 3 + i * 4,
    });
  });

  return { calendar, admin, headOfSchool, teachers, guardians, students, links, classes, applications };
}
