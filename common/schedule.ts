/**
 * School life in figures and the sample weekday of docs/product.md sections 3 and 9. Times are "HH:MM"
 * (24-hour) wall-clock times in the school's zone (`school.timeZone`, Eastern Time); the /daily-life
 * page converts them to the family's zone with common/time-zone.ts.
 */
import { addDays, formatCalendarDate, parseCalendarDate, weekday } from "./calendar-date";
import type { Language } from "./i18n/languages";
import { dailyLife as englishDailyLife } from "./i18n/en/daily-life";
import { addMessages, t, type MessageId } from "./i18n/messages";
import { formatTime, toZone } from "./time-zone";

/** One row of the sample day (docs/product.md section 3: time, endTime, title, description). */
export interface ScheduleItem {
  /** Stable key, used for React keys, icons and test ids. */
  id: string;
  /** Start, "HH:MM" 24-hour, in the school's time zone. */
  time: string;
  /** End, "HH:MM" 24-hour, in the school's time zone. */
  endTime: string;
  /** English title and description; `titleId`/`descriptionId` give them in every language (area dailyLife). */
  title: string;
  description: string;
  titleId: MessageId;
  descriptionId: MessageId;
  /** The live block this item belongs to (1 to 4), or null for time away from the screen. */
  liveBlock: number | null;
}

/** Sample day: 9:00 to 2:00 Eastern Time, lunch/screen break 11:30 to 12:15 (docs/product.md section 9). */
export const SCHOOL_DAY = { start: "09:00", end: "14:00", lunchStart: "11:30", lunchEnd: "12:15" } as const;

// The English texts are this module's data: a browser, whose catalogues start empty, has them from here.
addMessages("en", englishDailyLife);

/** An item's English texts and their ids: the catalogue holds the words (common/i18n/<language>/daily-life.ts). */
function scheduleTexts(id: string) {
  const titleId = `dailyLife.schedule.${id}.title` as MessageId;
  const descriptionId = `dailyLife.schedule.${id}.description` as MessageId;
  return { title: t("en", titleId), description: t("en", descriptionId), titleId, descriptionId };
}

export const SAMPLE_SCHEDULE: readonly ScheduleItem[] = [
  {
    id: "morning-meeting",
    ...scheduleTexts("morning-meeting"),
    time: "09:00",
    endTime: "09:20",
    liveBlock: 1,
  },
  {
    id: "ela",
    ...scheduleTexts("ela"),
    time: "09:20",
    endTime: "10:30",
    liveBlock: 1,
  },
  {
    id: "movement",
    ...scheduleTexts("movement"),
    time: "10:30",
    endTime: "10:45",
    liveBlock: null,
  },
  {
    id: "math",
    ...scheduleTexts("math"),
    time: "10:45",
    endTime: "11:30",
    liveBlock: 2,
  },
  {
    id: "lunch",
    ...scheduleTexts("lunch"),
    time: SCHOOL_DAY.lunchStart,
    endTime: SCHOOL_DAY.lunchEnd,
    liveBlock: null,
  },
  {
    id: "science-social-studies",
    ...scheduleTexts("science-social-studies"),
    time: "12:15",
    endTime: "13:00",
    liveBlock: 3,
  },
  {
    id: "specials",
    ...scheduleTexts("specials"),
    time: "13:00",
    endTime: "13:30",
    liveBlock: 3,
  },
  {
    id: "small-groups-clubs",
    ...scheduleTexts("small-groups-clubs"),
    time: "13:30",
    endTime: SCHOOL_DAY.end,
    liveBlock: 4,
  },
];

const STUDENT_DAY_IDS = {
  liveBlocks: "dailyLife.studentDay.liveBlocks",
  liveHours: "dailyLife.studentDay.liveHours",
  homework: "dailyLife.studentDay.homework",
  clubs: "dailyLife.studentDay.clubs",
} as const satisfies Record<string, MessageId>;

export type StudentDay = Record<keyof typeof STUDENT_DAY_IDS, string>;

/** The student day of docs/product.md section 9, in words the pages reuse ("3 to 4", "15+"), in `language`. */
export function studentDay(language: Language = "en"): StudentDay {
  const day = {} as StudentDay;
  for (const [key, id] of Object.entries(STUDENT_DAY_IDS)) day[key as keyof StudentDay] = t(language, id);
  return day;
}

/** The student day in English. */
export const STUDENT_DAY: StudentDay = studentDay();

function technologyTexts<Id extends string>(id: Id) {
  const titleId = `dailyLife.technology.${id}.title` as MessageId;
  const descriptionId = `dailyLife.technology.${id}.description` as MessageId;
  return { title: t("en", titleId), description: t("en", descriptionId), titleId, descriptionId };
}

/** Technology requirements (docs/product.md section 9). */
export const TECHNOLOGY_REQUIREMENTS = [
  { id: "broadband", ...technologyTexts("broadband"), required: true },
  { id: "webcam-microphone", ...technologyTexts("webcam-microphone"), required: true },
  { id: "headset", ...technologyTexts("headset"), required: false },
] as const;

export interface Club {
  /** English name and description; `nameId`/`descriptionId` give them in every language. */
  name: string;
  description: string;
  nameId: MessageId;
  descriptionId: MessageId;
}

function club(key: string): Club {
  const nameId = `dailyLife.clubs.${key}.name` as MessageId;
  const descriptionId = `dailyLife.clubs.${key}.description` as MessageId;
  return { name: t("en", nameId), description: t("en", descriptionId), nameId, descriptionId };
}

/** Weekly clubs (docs/product.md section 9: 15+ weekly clubs). */
export const CLUBS: readonly Club[] = [
  club("chess"),
  club("coding"),
  club("robotics"),
  club("authors"),
  club("book"),
  club("art"),
  club("music"),
  club("drama"),
  club("science"),
  club("math"),
  club("nature"),
  club("spanish"),
  club("yoga"),
  club("newspaper"),
  club("photography"),
  club("animation"),
  club("cultures"),
  club("kindness"),
];

/** `date` itself when it is a weekday (a school day), otherwise the Monday after it. */
export function nextSchoolDay(date: string) {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD`);
  const day = weekday(parsed);
  return formatCalendarDate(day === 6 ? addDays(parsed, 2) : day === 0 ? addDays(parsed, 1) : parsed);
}

/** Whether `targetZone` shows every item of the sample day at the school's own clock time on `date`. */
export function sharesSchoolClock(targetZone: string, date: string, items: readonly ScheduleItem[] = SAMPLE_SCHEDULE) {
  return items.every((item) =>
    [item.time, item.endTime].every((t) => {
      const converted = toZone(t, date, targetZone);
      return converted.dayOffset === 0 && converted.label === formatTime(t);
    }),
  );
}
