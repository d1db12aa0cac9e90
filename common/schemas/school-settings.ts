/**
 * School-wide settings staff change on /admin/settings (docs/api/admin-people.md). The same rules
 * validate the form and PATCH /api/admin/settings.
 */
import { z } from "zod";
import { MONTH_NAMES } from "../calendar-date";
import { LATE_MINUTES_RANGE } from "../learning/attendance";
import { formatTime } from "../time-zone";
import { text } from "./fields";

export const SESSION_TIMEOUT_RANGE = { min: 5, max: 720 } as const;
export const TOUR_CAPACITY_RANGE = { min: 1, max: 50 } as const;
/** Students per teaching member of staff in a class (the school's 12:1 claim; common/learning/capacity.ts). */
export const CLASS_SIZE_RANGE = { min: 1, max: 40 } as const;

export const SETTINGS_MESSAGES = {
  timeout: `Session timeout must be a whole number of minutes from ${SESSION_TIMEOUT_RANGE.min} to ${SESSION_TIMEOUT_RANGE.max}`,
  capacity: `Tour slot capacity must be a whole number from ${TOUR_CAPACITY_RANGE.min} to ${TOUR_CAPACITY_RANGE.max}`,
  classSize: `Students per teacher must be a whole number from ${CLASS_SIZE_RANGE.min} to ${CLASS_SIZE_RANGE.max}`,
  lateMinutes: `Late after must be a whole number of minutes from ${LATE_MINUTES_RANGE.min} to ${LATE_MINUTES_RANGE.max}`,
  month: "Choose a month",
  day: "Choose a day that exists in that month",
  leapDay: "February 29 does not exist every year; choose another day",
  time: "Enter a time as HH:MM (24-hour clock)",
  withdrawalCredit: "Choose how tuition is credited when a child leaves",
} as const;

/**
 * When a child leaves mid-year (issue 36): `later-terms` credits the issued invoices with the tuition of the
 * terms after the one the child leaves in (server/billing/withdrawal-credit.ts); `none` credits nothing.
 */
export const WITHDRAWAL_TUITION_CREDITS = ["later-terms", "none"] as const;

/** Days in each month of a common year (29 February is refused: it is not a cut-off every year). */
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const wholeNumber = (message: string, range: { min: number; max: number }) =>
  z.number({ error: message }).int(message).min(range.min, message).max(range.max, message);

export const cutoffDateSchema = z
  .object({
    month: z.number({ error: SETTINGS_MESSAGES.month }).int(SETTINGS_MESSAGES.month).min(1, SETTINGS_MESSAGES.month).max(12, SETTINGS_MESSAGES.month),
    day: z.number({ error: SETTINGS_MESSAGES.day }).int(SETTINGS_MESSAGES.day).min(1, SETTINGS_MESSAGES.day).max(31, SETTINGS_MESSAGES.day),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.month === 2 && value.day === 29) ctx.addIssue({ code: "custom", path: ["day"], message: SETTINGS_MESSAGES.leapDay });
    else if (value.day > DAYS_IN_MONTH[value.month - 1]!) ctx.addIssue({ code: "custom", path: ["day"], message: SETTINGS_MESSAGES.day });
  });

/** A wall-clock time in the school's zone, "HH:MM" on the 24-hour clock. */
export const wallClockTimeSchema = text({ error: SETTINGS_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SETTINGS_MESSAGES.time);

/**
 * The school's quiet hours (issue 17): messages from staff to families raised in this window are told
 * when it ends. A start later than the end runs across midnight; equal times mean no quiet hours.
 */
export const quietHoursSchema = z.object({ start: wallClockTimeSchema, end: wallClockTimeSchema }).strict();

export const schoolSettingsSchema = z
  .object({
    session_timeout_minutes: wholeNumber(SETTINGS_MESSAGES.timeout, SESSION_TIMEOUT_RANGE),
    tour_slot_capacity: wholeNumber(SETTINGS_MESSAGES.capacity, TOUR_CAPACITY_RANGE),
    grade_cutoff_date: cutoffDateSchema,
    class_size_per_teacher: wholeNumber(SETTINGS_MESSAGES.classSize, CLASS_SIZE_RANGE),
    quiet_hours: quietHoursSchema,
    /** When the family daily digest is sent, in the school's zone. */
    digest_time: wallClockTimeSchema,
    /** Attendance (issue 18): a child arriving more than this many minutes after a session starts is late. */
    attendance_late_minutes: wholeNumber(SETTINGS_MESSAGES.lateMinutes, LATE_MINUTES_RANGE),
    withdrawal_tuition_credit: z.enum(WITHDRAWAL_TUITION_CREDITS, { error: SETTINGS_MESSAGES.withdrawalCredit }),
  })
  .strict();
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
export type SettingKey = keyof SchoolSettings;
export const SETTING_KEYS = Object.keys(schoolSettingsSchema.shape) as SettingKey[];

/** PATCH /api/admin/settings: any of the settings; unknown keys are refused. */
export const schoolSettingsPatchSchema = schoolSettingsSchema.partial().strict();
export type SchoolSettingsPatch = z.infer<typeof schoolSettingsPatchSchema>;

export const SETTING_LABELS: Record<SettingKey, string> = {
  session_timeout_minutes: "Session timeout",
  tour_slot_capacity: "Tour slot capacity",
  grade_cutoff_date: "Grade cut-off date",
  class_size_per_teacher: "Students per teacher",
  quiet_hours: "Quiet hours",
  digest_time: "Family digest time",
  attendance_late_minutes: "Late after",
  withdrawal_tuition_credit: "Tuition when a child leaves",
};

/** "120 minutes", "5 families", "September 1". */
export function formatSettingValue(key: SettingKey, value: unknown): string {
  if (key === "quiet_hours") {
    const hours = value as { start?: unknown; end?: unknown } | null;
    const valid = (t: unknown): t is string => typeof t === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(t);
    if (!hours || !valid(hours.start) || !valid(hours.end)) return "not set";
    return hours.start === hours.end ? "none" : `${formatTime(hours.start)} to ${formatTime(hours.end)}`;
  }
  if (key === "digest_time") return typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? formatTime(value) : "not set";
  if (key === "grade_cutoff_date") {
    const date = value as { month?: number; day?: number } | null;
    const month = date && typeof date.month === "number" ? MONTH_NAMES[date.month - 1] : undefined;
    return month && typeof date?.day === "number" ? `${month} ${date.day}` : "not set";
  }
  if (key === "withdrawal_tuition_credit")
    return value === "later-terms" ? "the terms after the one the child leaves in are credited" : value === "none" ? "nothing is credited" : "not set";
  if (typeof value !== "number") return "not set";
  if (key === "session_timeout_minutes") return `${value} minute${value === 1 ? "" : "s"}`;
  if (key === "attendance_late_minutes") return `${value} minute${value === 1 ? "" : "s"} after the start`;
  if (key === "class_size_per_teacher") return `${value} student${value === 1 ? "" : "s"} per teacher`;
  return `${value} famil${value === 1 ? "y" : "ies"} per slot`;
}

/** One entry of the "Recent changes" list. */
export const settingChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorUsername: z.string(),
  key: z.string(),
  summary: z.string(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;
