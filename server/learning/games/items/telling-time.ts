/**
 * Telling time on an analogue clock (1.MD.B.3, 2.MD.C.7, 3.MD.A.1): o'clock at level 1, half past at
 * 2, quarter past and to at 3, five minutes at 4, the nearest minute at 5. Read to me says the question
 * only: reading the clock is the child's. Choices are written "3:30".
 */
import { t } from "#common/i18n/messages";
import type { Rng } from "../rng";
import { chooseItem, choiceCount, standardOf } from "./choices";
import type { ItemMaker } from "./types";

const STANDARD_OF_LEVEL = [0, 0, 1, 1, 2] as const;

interface Time {
  hour: number;
  minute: number;
}

function minuteAt(rng: Rng, level: number): number {
  if (level === 1) return 0;
  if (level === 2) return 30;
  if (level === 3) return rng.pick([15, 45]);
  if (level === 4) return rng.int(1, 11) * 5;
  return rng.int(1, 59);
}

/** The hour `by` hours after (or before) `hour` on a 12-hour clock. */
const hourAfter = (hour: number, by: number) => ((((hour - 1 + by) % 12) + 12) % 12) + 1;

export const written = ({ hour, minute }: Time) => `${hour}:${String(minute).padStart(2, "0")}`;

/**
 * The likeliest misreadings: the hour hand read as the next or the last hour (it stands between two),
 * the hands swapped (the minute hand's number read as the hour), the minutes a step off.
 */
function misreadings(time: Time, level: number): Time[] {
  const { hour, minute } = time;
  const step = level <= 4 ? 5 : 1;
  const minuteHandNumber = minute / 5;
  // On the hour the minutes are not in question: only the hour can be misread.
  if (level === 1) return [1, -1, 6].map((by) => ({ hour: hourAfter(hour, by), minute }));
  return [
    { hour: hourAfter(hour, 1), minute },
    { hour: hourAfter(hour, -1), minute },
    ...(Number.isInteger(minuteHandNumber) && minuteHandNumber > 0 ? [{ hour: minuteHandNumber, minute: hour * 5 === 60 ? 0 : hour * 5 }] : []),
    { hour, minute: level === 2 ? 0 : (minute + (level === 3 ? 30 : step * 2)) % 60 },
    { hour, minute: (minute + 60 - (level <= 3 ? 15 : step)) % 60 },
    { hour: hourAfter(hour, 6), minute },
  ];
}

export const tellingTime: ItemMaker = (rng, level, language) => {
  const time = { hour: rng.int(1, 12), minute: minuteAt(rng, level) };
  const right = written(time);
  const labels = [...new Set(rng.shuffle(misreadings(time, level)).map(written))].filter((label) => label !== right);
  const prompt = t(language, "gameItems.tellingTime.prompt");
  return chooseItem(rng, {
    standardCode: standardOf("telling-time", STANDARD_OF_LEVEL[level - 1]!),
    prompt,
    speech: prompt,
    language,
    picture: { kind: "clock", ...time },
    right: { label: right },
    wrong: labels.slice(0, choiceCount(level) - 1).map((label) => ({ label })),
  });
};
