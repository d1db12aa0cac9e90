/**
 * The demo school's learning year (issue 16), decided from the plan, the calendar, the standards
 * catalog and "today": deterministic like the rest of the demo (the same seed gives the same work).
 *
 * - Core classes set work every school week: ELA (due Friday) and Math (due Thursday) each week,
 *   Science and Social Studies on alternate weeks (due the Wednesday after), published on the Monday
 *   at 8:00; next week's work is already scheduled, and each class has a draft in preparation.
 *   Each assignment assesses one or two standards of its subject and grade (the catalog's, by
 *   cluster) with a two-criterion rubric; K-2 ELA work takes a voice answer.
 * - Children hand in most work (a few late, a few missing); work is returned two or three school days
 *   after it was due with rubric marks from the child's steadily growing level and a comment.
 * - Points for skills about once a week, a few portfolio items per child, term comments for terms
 *   that have ended, each teacher's comment bank, and the families' notifications of recent returns.
 *
 * Rows are produced class by class (generateClassWork) so the writer can store a school of 2,000
 * children (about 150,000 pieces of work over a full year) without holding it all in memory.
 */
import { addDays, formatCalendarDate, parseCalendarDate, weekday, type CalendarDate } from "#common/calendar-date";
import { MASTERY_LABELS, type MasteryLevel } from "#common/learning/mastery";
import { school } from "#common/school";
import { calendarDateInZone, zonedInstant } from "#common/time-zone";
import type { DemoCalendar } from "./calendar";
import type { DemoPlan, PlannedClass, PlannedStudent } from "./plan";
import type { Random } from "./random";
import { knownAs } from "#common/learning/child-name";

export interface CatalogStandard {
  id: string;
  code: string;
  subjectCode: string;
  grade: string;
  cluster: string;
  description: string;
}

/** Words that do not end a criterion's name ("Count up to 20 objects in" reads as "Count up to 20 objects"). */
const TRAILING_SMALL_WORDS = new Set("a about an and are as at by for from how in is of on or that the to what with".split(" "));

/**
 * A rubric criterion's name as a teacher writes it: the first words of the standard's description
 * ("Count aloud to 100 by ones"), not its bare code, which the child's screens show beside it.
 */
export function criterionWords(description: string, most = 6): string {
  const sentence = description
    .split(/\.(?:\s|$)/)[0]!
    .split("(")[0]!
    .trim();
  // The first clause, unless it is a word or two ("Read, write and compare..."): then the sentence.
  const clause = sentence.split(/[,;:]/)[0]!.trim();
  const words = (clause.split(/\s+/).length >= 3 ? clause : sentence).split(/\s+/).slice(0, most);
  const last = () => words.at(-1)!.replace(/[,;:]+$/, "");
  while (words.length > 1 && TRAILING_SMALL_WORDS.has(last().toLowerCase())) words.pop();
  words[words.length - 1] = last();
  return words.join(" ");
}

export interface SkillRow {
  id: string;
  name: string;
}

/** A deterministic version-4 UUID from the demo's random source. */
export function demoUuid(random: Random): string {
  const b = Array.from({ length: 16 }, () => random.int(256));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const WORK_SUBJECTS = ["ela", "math", "science", "social-studies"] as const;
type WorkSubject = (typeof WORK_SUBJECTS)[number];

/** Titles for subjects the catalog does not cover (social studies), by grade band. */
const SOCIAL_STUDIES_TOPICS: Record<"early" | "upper", string[]> = {
  early: [
    "My family and me",
    "Helpers in our community",
    "Maps of my neighbourhood",
    "Needs and wants",
    "Rules at home and school",
    "Holidays around the world",
    "Then and now: toys",
    "Jobs people do",
  ],
  upper: [
    "Reading a map with a scale",
    "The first peoples of our region",
    "How a bill becomes a law",
    "Trade routes of the ancient world",
    "Climate regions of the Americas",
    "Primary and secondary sources",
    "Our state's history",
    "Producers and consumers",
  ],
};

const ACTIVITIES: Record<WorkSubject, string[]> = {
  ela: ["Reading response", "Story map", "Writing workshop", "Word work"],
  math: ["Practice", "Problem of the week", "Exit ticket", "Math journal"],
  science: ["Investigation", "Observation log", "Science notebook"],
  "social-studies": ["Project", "Discussion"],
};

const TEXT_ANSWERS: Record<WorkSubject, string[]> = {
  ela: [
    "The main character felt nervous at first, but then she was brave and helped her friend.",
    "My favourite part was when the fox tricked the crow, because it was funny and clever.",
    "I think the story is about never giving up, because the boy kept trying to fly his kite.",
    "First they planted the seed. Next they watered it every day. Last it grew into a sunflower.",
  ],
  math: [
    "I drew 3 groups of 4 and counted 12 altogether.",
    "3/4 is bigger than 2/4 because the pieces are the same size and there are more of them.",
    "I used a number line: 38 + 20 = 58, then 58 + 7 = 65.",
    "The rectangle is 6 by 4, so the area is 24 square units.",
  ],
  science: [
    "The ball rolled farther when we pushed it harder.",
    "Plants need light and water. The one in the cupboard turned yellow.",
    "My prediction was that the ice would melt faster in the sun, and it did.",
    "The magnet picked up the paper clips but not the coins.",
  ],
  "social-studies": [
    "A map key tells you what the symbols on the map mean.",
    "Long ago children walked to school; now many take the bus or learn online like me.",
    "A need is something you must have, like food. A want is something nice to have, like a toy.",
    "The river was important because people could travel and trade on it.",
  ],
};

const FEEDBACK = [
  "Great effort, {name}! Your explanation is clear. Next time, add one more example.",
  "Well done, {name}. I can see how hard you worked on this.",
  "{name}, you are getting there. Let's practise this together in our next small group.",
  "Lovely work, {name}! Your answer shows real understanding.",
  "Good start, {name}. Read the question again and check your last step.",
  "Super thinking, {name}! I loved how you explained your idea.",
];

const COMMENT_BANK = [
  "Great effort! Your explanation is clear.",
  "Check your work again before you hand it in.",
  "You are getting there: let's practise this together.",
  "Excellent reasoning, well done!",
  "Remember to use full sentences.",
  "Show how you got your answer.",
];

const TERM_COMMENTS = [
  "{name} has worked hard this term and grown in confidence. Keep reading every day at home.",
  "{name} participates thoughtfully in class and helps others. Next term we will focus on explaining answers in full sentences.",
  "{name} has made steady progress and is meeting most of this term's standards.",
  "{name} is curious and asks great questions. We will keep building independence with longer tasks.",
];

const REFLECTIONS = [
  "I am proud of this because I tried really hard.",
  "This was my favourite work this term!",
  "I learned something new doing this.",
  "I think this shows how much I have grown.",
];

const LEVEL_WORDS: Record<MasteryLevel, string> = {
  4: "Shows the skill in new situations without help.",
  3: "Shows the skill on their own.",
  2: "Shows part of the skill, or with help.",
  1: "Is starting out with the skill.",
};

const isoDate = formatCalendarDate;

function daysOff(calendar: DemoCalendar): Set<string> {
  const off = new Set<string>();
  for (const d of calendar.days) {
    if (d.kind === "event") continue;
    for (let day = parseCalendarDate(d.startsOn)!; isoDate(day) <= d.endsOn; day = addDays(day, 1)) off.add(isoDate(day));
  }
  return off;
}

/** The school day on or before `day` within the same week (Monday first), or null. */
function schoolDayOnOrBefore(day: CalendarDate, off: Set<string>, monday: CalendarDate): CalendarDate | null {
  for (let d = day; isoDate(d) >= isoDate(monday); d = addDays(d, -1)) if (!off.has(isoDate(d)) && weekday(d) >= 1 && weekday(d) <= 5) return d;
  return null;
}

function addSchoolDays(day: CalendarDate, n: number, off: Set<string>): CalendarDate {
  let d = day;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (weekday(d) >= 1 && weekday(d) <= 5 && !off.has(isoDate(d))) left -= 1;
  }
  return d;
}

const instant = (day: CalendarDate, time: string) => new Date(zonedInstant(isoDate(day), time));

export interface ClassWorkContext {
  random: Random;
  plan: DemoPlan;
  calendar: DemoCalendar;
  now: Date;
  /** Database ids of plan keys (classes, users, `record:` students) and of the year's terms by number. */
  idOf: (key: string) => string;
  termIds: Map<number, string>;
  standards: readonly CatalogStandard[];
  skills: readonly SkillRow[];
  /** Stored sample files: a voice answer and a drawing, copied per use by the writer. */
  files: boolean;
}

export interface FileToStore {
  id: string;
  ownerUserId: string;
  sample: "voice" | "drawing";
  createdAt: Date;
}

/** Every row of one class's year of work, by table. */
export interface ClassWork {
  assignments: Record<string, unknown>[];
  assignmentStandards: { assignmentId: string; standardId: string }[];
  criteria: Record<string, unknown>[];
  adjustments: Record<string, unknown>[];
  work: Record<string, unknown>[];
  marks: Record<string, unknown>[];
  files: FileToStore[];
  workFiles: Record<string, unknown>[];
  portfolio: Record<string, unknown>[];
  termComments: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
}

/** The weeks of the year up to a week after `now`: each week's Monday. */
export function workWeeks(calendar: DemoCalendar, now: Date): CalendarDate[] {
  const start = parseCalendarDate(calendar.startsOn)!;
  const last = isoDate(addDays(calendarDateInZone(now, school.timeZone), 7));
  const weeks: CalendarDate[] = [];
  for (let monday = addDays(start, -((weekday(start) + 6) % 7)); isoDate(monday) <= last && isoDate(monday) <= calendar.endsOn; monday = addDays(monday, 7))
    weeks.push(monday);
  return weeks;
}

function termOf(calendar: DemoCalendar, day: string): number | null {
  return calendar.terms.find((t) => t.startsOn <= day && day <= t.endsOn)?.number ?? null;
}

/** A child's level on the 1-4 scale: their own starting point, growing over the year, with day-to-day noise. */
function levelFor(random: Random, ability: number, yearProgress: number): MasteryLevel {
  const score = ability + 0.7 * yearProgress + (random.next() - 0.5) * 1.4;
  return Math.min(4, Math.max(1, Math.round(score))) as MasteryLevel;
}

export function generateClassWork(ctx: ClassWorkContext, cls: PlannedClass, abilities: Map<string, number>, students: Map<string, PlannedStudent>): ClassWork {
  const out: ClassWork = {
    assignments: [],
    assignmentStandards: [],
    criteria: [],
    adjustments: [],
    work: [],
    marks: [],
    files: [],
    workFiles: [],
    portfolio: [],
    termComments: [],
    notifications: [],
  };
  const subject = cls.subjectCode as WorkSubject;
  const { random, calendar, now, idOf } = ctx;
  const classId = idOf(cls.key);
  const lead = cls.staff.find((s) => s.role === "lead")!.userKey;
  const teacherId = idOf(lead);
  const early = ["K", "1", "2"].includes(cls.grade);
  const off = daysOff(calendar);
  const yearStart = instant(parseCalendarDate(calendar.startsOn)!, "08:00").getTime();
  const yearEnd = instant(parseCalendarDate(calendar.endsOn)!, "15:00").getTime();
  const progress = (t: number) => Math.min(1, Math.max(0, (t - yearStart) / (yearEnd - yearStart)));
  const pool = ctx.standards.filter((s) => s.subjectCode === subject && s.grade === cls.grade);
  const weeks = workWeeks(calendar, now);
  const guardiansOf = new Map<string, string[]>();
  for (const l of ctx.plan.links) guardiansOf.set(l.studentKey, [...(guardiansOf.get(l.studentKey) ?? []), l.guardianKey]);

  const handedIn: { workId: string; studentKey: string; title: string; termNumber: number | null; returned: boolean }[] = [];
  weeks.forEach((monday, w) => {
    if (!WORK_SUBJECTS.includes(subject)) return;
    if ((subject === "science" && w % 2 === 1) || (subject === "social-studies" && w % 2 === 0)) return;
    const firstDay = schoolDayOnOrBefore(addDays(monday, 4), off, monday);
    if (!firstDay) return; // a week of holidays
    const publishDay = schoolDayOnOrBefore(monday, off, monday) ?? addSchoolDays(addDays(monday, -1), 1, off);
    const dueDay =
      subject === "ela"
        ? schoolDayOnOrBefore(addDays(monday, 4), off, monday)!
        : subject === "math"
          ? (schoolDayOnOrBefore(addDays(monday, 3), off, monday) ?? firstDay)
          : addSchoolDays(addDays(monday, 4), 3, off);
    const publishAt = instant(publishDay, "08:00");
    const dueAt = instant(dueDay, "15:00");
    if (isoDate(dueDay) > calendar.endsOn) return;
    const termNumber = termOf(calendar, isoDate(dueDay));
    const chosen = pool.length > 0 ? [pool[(w * 2) % pool.length]!, ...(pool.length > 1 && random.chance(0.5) ? [pool[(w * 2 + 1) % pool.length]!] : [])] : [];
    const activity = ACTIVITIES[subject][w % ACTIVITIES[subject].length]!;
    const title =
      chosen.length > 0
        ? `${activity}: ${chosen[0]!.cluster}`
        : subject === "social-studies"
          ? SOCIAL_STUDIES_TOPICS[early ? "early" : "upper"][Math.floor(w / 2) % 8]!
          : `${activity} (week ${w + 1})`;
    const assignmentId = demoUuid(random);
    const voice = early && subject === "ela";
    const answerKinds = voice ? ["text", "voice"] : subject === "science" ? ["text", "files"] : ["text"];
    const aims = chosen.map((s) => `<li>${escapeHtml(s.description)}</li>`).join("");
    const instructions = `<p>${early ? "Listen carefully and do your best!" : "Read the task, then answer in full sentences."}</p>${aims ? `<p><strong>What we are learning:</strong></p><ul>${aims}</ul>` : ""}<p>${voice ? "You can type your answer or record it with your voice." : "Show your thinking."}</p>`;
    const scheduled = publishAt.getTime() > now.getTime();
    out.assignments.push({
      id: assignmentId,
      classId,
      kind: "assignment",
      title,
      instructions,
      termId: termNumber ? ctx.termIds.get(termNumber) : null,
      dueAt,
      publishAt,
      answerKinds,
      createdBy: teacherId,
      createdAt: new Date(publishAt.getTime() - 3 * 86_400_000),
      updatedAt: new Date(publishAt.getTime() - 3 * 86_400_000),
    });
    for (const s of chosen) out.assignmentStandards.push({ assignmentId, standardId: s.id });
    const criteria = (chosen.length > 0 ? chosen : [null, null]).map((s, i) => {
      const id = demoUuid(random);
      const criterionTitle = s ? criterionWords(s.description) : i === 0 ? "Understanding" : "Explaining my thinking";
      out.criteria.push({
        id,
        assignmentId,
        position: i,
        title: criterionTitle,
        standardId: s?.id ?? null,
        levels: Object.fromEntries(([4, 3, 2, 1] as MasteryLevel[]).map((l) => [String(l), `${MASTERY_LABELS[l]}: ${LEVEL_WORDS[l]}`])),
      });
      return { id, standardId: s?.id ?? null };
    });
    if (scheduled) return;

    const dueMs = dueAt.getTime();
    const due = dueMs <= now.getTime();
    for (const studentKey of cls.studentKeys) {
      const child = students.get(studentKey)!;
      const studentId = idOf(`record:${studentKey}`);
      let childDue = dueAt;
      if (child.accommodations && random.chance(0.3)) {
        childDue = instant(addSchoolDays(dueDay, 2, off), "15:00");
        out.adjustments.push({
          assignmentId,
          studentId,
          dueAt: childDue,
          reducedWork: random.chance(0.5) ? "Answer the first three questions only." : null,
          readAloud: early,
          excused: false,
          updatedBy: teacherId,
          updatedAt: publishAt,
        });
      }
      const childDueMs = childDue.getTime();
      const ability = abilities.get(studentKey)!;
      const r = random.next();
      const answer = TEXT_ANSWERS[subject][random.int(TEXT_ANSWERS[subject].length)]!;
      let submittedAt: Date | null = null;
      let status = "in_progress";
      let draft = "";
      if (childDueMs <= now.getTime() || due) {
        if (r < 0.86) submittedAt = new Date(childDueMs - random.int(3 * 86_400_000));
        else if (r < 0.93) submittedAt = new Date(childDueMs + 3_600_000 + random.int(2 * 86_400_000));
        else if (r < 0.96) draft = answer.slice(0, Math.ceil(answer.length / 2));
        else continue; // missing: nothing started
        if (submittedAt && submittedAt.getTime() > now.getTime()) submittedAt = null;
        if (!submittedAt && !draft) draft = answer.slice(0, Math.ceil(answer.length / 2));
      } else {
        if (r < 0.15)
          submittedAt = new Date(Math.min(now.getTime() - 3_600_000, publishAt.getTime() + random.int(Math.max(1, now.getTime() - publishAt.getTime()))));
        else if (r < 0.5) draft = answer.slice(0, Math.ceil(answer.length / 2));
        else continue; // not started yet
      }
      const workId = demoUuid(random);
      const returnAt = submittedAt ? new Date(Math.max(childDueMs, submittedAt.getTime()) + (2 + random.int(2)) * 86_400_000) : null;
      const returned = returnAt !== null && returnAt.getTime() < now.getTime() && random.chance(0.97);
      if (submittedAt) status = returned ? "returned" : "submitted";
      const text = submittedAt ? answer : draft;
      out.work.push({
        id: workId,
        assignmentId,
        studentId,
        status,
        textAnswer: text,
        version: submittedAt ? 3 : 1,
        draftSavedAt: submittedAt ?? new Date(Math.min(now.getTime(), publishAt.getTime() + 86_400_000)),
        firstSubmittedAt: submittedAt,
        submittedAt,
        attempts: submittedAt ? 1 : 0,
        feedback: returned ? FEEDBACK[random.int(FEEDBACK.length)]!.replace("{name}", knownAs(child)) : null,
        // The demo's teachers write in English; a Spanish-reading family's translations are made as they read.
        feedbackLanguage: returned ? "en" : null,
        markedBy: returned ? teacherId : null,
        markedAt: returned ? returnAt : null,
        returnedAt: returned ? returnAt : null,
        createdAt: new Date(publishAt.getTime() + 3_600_000),
        updatedAt: returned ? returnAt : (submittedAt ?? publishAt),
      });
      if (returned) {
        for (const c of criteria)
          out.marks.push({ workId, criterionId: c.id, standardId: c.standardId, level: levelFor(random, ability, progress(dueMs)), updatedAt: returnAt });
        const recent = now.getTime() - returnAt!.getTime() < 14 * 86_400_000;
        if (recent) {
          const link = `/portal/assignments/${assignmentId}/work`;
          const readAt = now.getTime() - returnAt!.getTime() > 3 * 86_400_000 ? returnAt : null;
          out.notifications.push({
            userId: idOf(studentKey),
            kind: "work_returned",
            studentId,
            title: `${title} was returned`,
            body: "Your teacher sent your work back with comments.",
            link,
            subjectId: workId,
            readAt,
            createdAt: returnAt,
          });
          for (const g of guardiansOf.get(studentKey) ?? [])
            out.notifications.push({
              userId: idOf(g),
              kind: "work_returned",
              studentId,
              title: `${child.firstName}'s "${title}" was returned`,
              body: "The mark and the teacher's comment are on Progress.",
              link: `/parent/progress?child=${studentId}`,
              subjectId: workId,
              readAt,
              createdAt: returnAt,
            });
        }
      }
      if (submittedAt && ctx.files) {
        const sample = voice && random.chance(0.3) ? "voice" : subject === "science" && random.chance(0.15) ? "drawing" : null;
        if (sample) {
          const fileId = demoUuid(random);
          out.files.push({ id: fileId, ownerUserId: idOf(studentKey), sample, createdAt: submittedAt });
          out.workFiles.push({ workId, fileId, kind: sample === "voice" ? "voice" : "file", createdAt: submittedAt });
        }
      }
      if (submittedAt) handedIn.push({ workId, studentKey, title, termNumber, returned });
    }
  });

  // A draft in preparation for the week after next.
  if (WORK_SUBJECTS.includes(subject)) {
    out.assignments.push({
      id: demoUuid(random),
      classId,
      kind: "assignment",
      title: subject === "math" ? "Problem solving challenge" : subject === "ela" ? "Book review" : "Project planning",
      instructions: "<p>Draft: instructions to follow.</p>",
      termId: null,
      dueAt: null,
      publishAt: null,
      answerKinds: ["text"],
      createdBy: teacherId,
    });
  }

  // Portfolio: a child picks up to two pieces of their work in each core class.
  const byChild = new Map<string, typeof handedIn>();
  for (const h of handedIn) byChild.set(h.studentKey, [...(byChild.get(h.studentKey) ?? []), h]);
  for (const [studentKey, work] of byChild) {
    const returned = work.filter((h) => h.returned);
    const picks = random.shuffle(returned).slice(0, random.int(3));
    for (const p of picks) {
      const r = random.next();
      const status = r < 0.7 ? "approved" : r < 0.9 ? "pending" : "declined";
      out.portfolio.push({
        studentId: idOf(`record:${studentKey}`),
        workId: p.workId,
        termId: p.termNumber ? ctx.termIds.get(p.termNumber) : null,
        title: p.title,
        reflection: random.pick(REFLECTIONS),
        status,
        decidedBy: status === "pending" ? null : teacherId,
        decidedAt: status === "pending" ? null : now,
      });
    }
  }

  // Term comments for the terms that have ended.
  for (const term of calendar.terms) {
    if (instant(parseCalendarDate(term.endsOn)!, "15:00").getTime() > now.getTime()) continue;
    if (!["homeroom", ...WORK_SUBJECTS].includes(subject)) continue;
    for (const studentKey of cls.studentKeys) {
      const child = students.get(studentKey)!;
      out.termComments.push({
        studentId: idOf(`record:${studentKey}`),
        termId: ctx.termIds.get(term.number)!,
        classId,
        comment: random.pick(TERM_COMMENTS).replace("{name}", knownAs(child)),
        authorId: teacherId,
        updatedAt: instant(parseCalendarDate(term.endsOn)!, "15:00"),
      });
    }
  }
  return out;
}

/** Points for skills: about one award a week per child from their homeroom teacher, never a minus. */
export function generatePoints(ctx: ClassWorkContext, homeroom: PlannedClass): Record<string, unknown>[] {
  const { random, calendar, now, idOf } = ctx;
  const off = daysOff(calendar);
  const teacherId = idOf(homeroom.staff.find((s) => s.role === "lead")!.userKey);
  const rows: Record<string, unknown>[] = [];
  for (const monday of workWeeks(calendar, now)) {
    for (const studentKey of homeroom.studentKeys) {
      if (!random.chance(0.8)) continue;
      const day = addDays(monday, random.int(5));
      if (off.has(isoDate(day)) || isoDate(day) < calendar.startsOn) continue;
      const at = instant(day, `${String(9 + random.int(5)).padStart(2, "0")}:${String(random.int(60)).padStart(2, "0")}`);
      if (at.getTime() > now.getTime()) continue;
      rows.push({
        studentId: idOf(`record:${studentKey}`),
        skillId: random.pick(ctx.skills).id,
        classId: idOf(homeroom.key),
        points: 1 + random.int(3),
        note: null,
        awardedBy: teacherId,
        createdAt: at,
      });
    }
  }
  return rows;
}

export function commentBankRows(teacherIds: string[]): Record<string, unknown>[] {
  return teacherIds.flatMap((teacherUserId) => COMMENT_BANK.map((text, i) => ({ teacherUserId, text, uses: (COMMENT_BANK.length - i) * 3 })));
}

/** Each child's starting level on the 1-4 scale (most between Approaching and Meets). */
export function childAbilities(random: Random, plan: DemoPlan): Map<string, number> {
  return new Map(plan.students.map((s) => [s.key, 1.6 + random.next() * 1.6]));
}

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
