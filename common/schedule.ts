/**
 * School life in figures and the sample weekday of docs/product.md sections 3 and 9. Times are "HH:MM"
 * (24-hour) wall-clock times in the school's zone (`school.timeZone`, Eastern Time); the /daily-life
 * page converts them to the family's zone with common/time-zone.ts.
 */
import { addDays, formatCalendarDate, parseCalendarDate, weekday } from "./calendar-date";
import { formatTime, toZone } from "./time-zone";

/** One row of the sample day (docs/product.md section 3: time, endTime, title, description). */
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

/** Sample day: 9:00 to 2:00 Eastern Time, lunch/screen break 11:30 to 12:15 (docs/product.md section 9). */
export const SCHOOL_DAY = { start: "09:00", end: "14:00", lunchStart: "11:30", lunchEnd: "12:15" } as const;

export const SAMPLE_SCHEDULE: readonly ScheduleItem[] = [
  {
    id: "morning-meeting",
    time: "09:00",
    endTime: "09:20",
    title: "Morning Meeting",
    description: "The class gathers on camera with their teacher: greetings, a social-emotional learning (SEL) check-in and a look at the day ahead.",
    liveBlock: 1,
  },
  {
    id: "ela",
    time: "09:20",
    endTime: "10:30",
    title: "English Language Arts",
    description: "Reading, phonics and word study, writing and discussion, taught live and aligned with Common Core ELA standards.",
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
    description: "Science aligned with NGSS and social studies on alternating days: questions, investigations and projects about the world around us.",
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
    description: "Tiered small groups for extra practice or enrichment with a teacher, or one of our weekly clubs, chosen by interest.",
    liveBlock: 4,
  },
];

/** The student day of docs/product.md section 9, in words the pages reuse. */
export const STUDENT_DAY = {
  liveBlocks: "3 to 4",
  liveHours: "about 3 to 4 hours",
  homework: "20 to 40 minutes a day",
  clubs: "15+",
} as const;

/** Technology requirements (docs/product.md section 9). */
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

/** Weekly clubs (docs/product.md section 9: 15+ weekly clubs). */
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
