/**
 * School life in figures and the sample weekday of spec sections 3 and 9, plus the time-zone
 * conversion the /daily-life page uses to show each time in the family's own zone.
 *
 * Times are "HH:MM" (24-hour) wall-clock times in the school's zone (`school.timeZone`, Eastern
 * Time). The conversion uses only the platform's Intl data, so it follows every daylight-saving
 * rule the browser or Node.js knows, without a date library.
 */
import { school } from "./school";

/** One row of the sample day (spec section 3: time, endTime, title, description). */
export interface ScheduleItem {
  /** Stable key, used for React keys, icons and test ids. */
  id: string;
  /** Start, "HH:MM" 24-hour, in the school's time zone. */
  time: string;
  /** End, "HH:MM" 24-hour, in the school's time zone. */
  endTime: string;
  title: string;
  description: string;
  /** The live block this item belongs to (1 to 4), or null for time away from the screen. */
  liveBlock: number | null;
}

/** Sample day: 9:00 to 2:00 Eastern Time, lunch/screen break 11:30 to 12:15 (spec section 9). */
export const SCHOOL_DAY = { start: "09:00", end: "14:00", lunchStart: "11:30", lunchEnd: "12:15" } as const;

export const SAMPLE_SCHEDULE: readonly ScheduleItem[] = [
  {
    id: "morning-meeting",
    time: "09:00",
    endTime: "09:20",
    title: "Morning Meeting",
    description:
      "The class gathers on camera with their teacher: greetings, a social-emotional learning (SEL) check-in and a look at the day ahead.",
    liveBlock: 1,
  },
  {
    id: "ela",
    time: "09:20",
    endTime: "10:30",
    title: "English Language Arts",
    description:
      "Reading, phonics and word study, writing and discussion, taught live and aligned with Common Core ELA standards.",
    liveBlock: 1,
  },
  {
    id: "movement",
    time: "10:30",
    endTime: "10:45",
    title: "Movement Break",
    description: "Cameras off and bodies moving: a stretch, a drink of water and a few minutes away from the screen.",
    liveBlock: null,
  },
  {
    id: "math",
    time: "10:45",
    endTime: "11:30",
    title: "Mathematics",
    description:
      "A live math lesson aligned with Common Core math: a new idea explained, practiced together, then checked so the teacher knows who needs what next.",
    liveBlock: 2,
  },
  {
    id: "lunch",
    time: SCHOOL_DAY.lunchStart,
    endTime: SCHOOL_DAY.lunchEnd,
    title: "Lunch & Screen Break",
    description: "Lunch away from the screen, with time to rest, play or get outside before the afternoon.",
    liveBlock: null,
  },
  {
    id: "science-social-studies",
    time: "12:15",
    endTime: "13:00",
    title: "Science or Social Studies",
    description:
      "Science aligned with NGSS and social studies on alternating days: questions, investigations and projects about the world around us.",
    liveBlock: 3,
  },
  {
    id: "specials",
    time: "13:00",
    endTime: "13:30",
    title: "Specials",
    description: "Art, music, PE/health, or digital citizenship and coding, rotating through the week.",
    liveBlock: 3,
  },
  {
    id: "small-groups-clubs",
    time: "13:30",
    endTime: SCHOOL_DAY.end,
    title: "Small Groups & Clubs",
    description:
      "Tiered small groups for extra practice or enrichment with a teacher, or one of our weekly clubs, chosen by interest.",
    liveBlock: 4,
  },
];

/** The student day of spec section 9, in words the pages reuse. */
export const STUDENT_DAY = {
  liveBlocks: "3 to 4",
  liveHours: "about 3 to 4 hours",
  homework: "20 to 40 minutes a day",
  clubs: "15+",
} as const;

/** Technology requirements (spec section 9). */
export const TECHNOLOGY_REQUIREMENTS = [
  { id: "broadband", title: "10+ Mbps broadband", description: "A broadband internet connection of at least 10 Mbps keeps live video smooth.", required: true },
  {
    id: "webcam-microphone",
    title: "Webcam and microphone",
    description: "Students see, hear and talk with their teacher and classmates in every live block.",
    required: true,
  },
  {
    id: "headset",
    title: "Headset",
    description: "A headset with a microphone helps your child hear clearly and keeps the noise of the house out of class.",
    required: false,
  },
] as const;

export interface Club {
  name: string;
  description: string;
}

/** Weekly clubs (spec section 9: 15+ weekly clubs). */
export const CLUBS: readonly Club[] = [
  { name: "Chess Club", description: "Openings, puzzles and friendly games that build patience and planning." },
  { name: "Coding Club", description: "Block-based and beginner text coding: games, animations and small apps." },
  { name: "Robotics & Engineering", description: "Design challenges with simple materials from home, then test and improve." },
  { name: "Young Authors", description: "Write stories, poems and comics, and share them with an audience." },
  { name: "Book Club", description: "Read a chosen book together and talk about it like real critics." },
  { name: "Art Studio", description: "Drawing, painting and collage, with a new technique every few weeks." },
  { name: "Music Makers", description: "Rhythm, singing and composing simple melodies." },
  { name: "Drama & Storytelling", description: "Improvisation games, puppet shows and short plays performed on camera." },
  { name: "Science Explorers", description: "Kitchen-table experiments and the questions they raise." },
  { name: "Math Puzzlers", description: "Logic puzzles, number games and problem-solving challenges." },
  { name: "Nature Club", description: "Observe birds, plants and weather where you live and compare notes." },
  { name: "Spanish Club", description: "Songs, games and everyday phrases for beginners." },
  { name: "Yoga & Mindfulness", description: "Gentle movement and breathing that help children focus and calm down." },
  { name: "Student Newspaper", description: "Interview, report and publish a class newsletter." },
  { name: "Photography Club", description: "Light, framing and storytelling with any camera or tablet." },
  { name: "Digital Animation", description: "Stop-motion and simple animation to bring drawings to life." },
  { name: "World Cultures", description: "Maps, traditions, food and festivals from around the globe." },
  { name: "Kindness Crew", description: "Service projects and kindness challenges that put SEL into action." },
];

// ---------------------------------------------------------------------------------------------
// Time handling
// ---------------------------------------------------------------------------------------------

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseTime(time: string) {
  const match = TIME_RE.exec(time);
  if (!match) throw new RangeError(`Invalid time "${time}": expected HH:MM (24-hour)`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

function parseDate(date: string) {
  const match = DATE_RE.exec(date);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (!match || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD`);
  }
  return { year, month, day };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving numeric wall-clock parts in `timeZone`; throws a RangeError for an unknown zone. */
function partsFormatter(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      throw new RangeError(`Unknown time zone "${timeZone}"`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time in `timeZone` at the instant `epochMs`. */
function wallClock(epochMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `epochMs`, in milliseconds. */
function zoneOffset(epochMs: number, timeZone: string) {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** True when the platform knows `timeZone` (an IANA name such as "Europe/London"). */
export function isValidTimeZone(timeZone: string) {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time`. A clock reading that
 * happens twice (when daylight saving ends) gives the earlier instant; one skipped when it starts is
 * read with the offset from before the jump (2:30 becomes 3:30).
 */
export function zonedInstant(date: string, time: string, timeZone: string = school.timeZone) {
  const { year, month, day } = parseDate(date);
  const { hour, minute } = parseTime(time);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets a day either side cover any single transition on this date.
  const before = zoneOffset(asUtc - 86_400_000, timeZone);
  const after = zoneOffset(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter((instant) => asUtc - zoneOffset(instant, timeZone) === instant);
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - before;
}

/** "09:00" -> "9:00 AM", "12:15" -> "12:15 PM", "00:30" -> "12:30 AM". */
export function formatTime(time: string) {
  const { hour, minute } = parseTime(time);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

export interface ZonedTime {
  /** The wall-clock time in the target zone, formatted like "6:00 AM". */
  label: string;
  /** The target zone's calendar day relative to `date`: -1 the day before, 1 the day after. */
  dayOffset: -1 | 0 | 1;
}

/**
 * What the clock shows in `targetZone` when it is `time` on `date` in the school's zone.
 * `date` is the school's calendar date ("YYYY-MM-DD"): it decides which daylight-saving rules apply
 * in both zones. Throws a RangeError for a malformed time or date or an unknown zone.
 */
export function toZone(time: string, date: string, targetZone: string, sourceZone: string = school.timeZone): ZonedTime {
  partsFormatter(targetZone);
  const { year, month, day } = parseDate(date);
  const target = wallClock(zonedInstant(date, time, sourceZone), targetZone);
  const days = (Date.UTC(target.year, target.month - 1, target.day) - Date.UTC(year, month - 1, day)) / 86_400_000;
  const hhmm = `${String(target.hour).padStart(2, "0")}:${String(target.minute).padStart(2, "0")}`;
  return { label: formatTime(hhmm), dayOffset: Math.max(-1, Math.min(1, days)) as -1 | 0 | 1 };
}

/** The calendar date ("YYYY-MM-DD") in `timeZone` at the instant `epochMs`. */
export function dateInZone(epochMs: number, timeZone: string = school.timeZone) {
  const w = wallClock(epochMs, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** `date` itself when it is a weekday (a school day), otherwise the Monday after it. */
export function nextSchoolDay(date: string) {
  const { year, month, day } = parseDate(date);
  const d = new Date(Date.UTC(year, month - 1, day));
  const weekday = d.getUTCDay();
  if (weekday === 6) d.setUTCDate(d.getUTCDate() + 2);
  if (weekday === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
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
