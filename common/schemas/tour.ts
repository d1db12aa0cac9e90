/** The virtual-tour booking form (docs/product.md section 5, "Tour form"). Whether the slot is offered is the server's check. */
import { z } from "zod";
import { parseCalendarDate } from "../calendar-date";
import { FORM_GRADE_VALUES } from "../grades";
import { TOUR_TIMES } from "../tour";
import { email, optionalPhone, optionalText, text } from "./fields";

export const TOUR_MESSAGES = {
  parentName: "Parent name must be at least 2 characters",
  childName: "Child's name must be at least 2 characters",
  grade: "Please select a grade level",
  date: "Please select a preferred date",
  time: "Please select a preferred time",
} as const;

export const tourSchema = z.object({
  parent_name: text({ error: TOUR_MESSAGES.parentName }).trim().min(2, TOUR_MESSAGES.parentName).max(100, "Parent name must not exceed 100 characters"),
  email: email(),
  phone: optionalPhone(),
  child_name: text({ error: TOUR_MESSAGES.childName }).trim().min(2, TOUR_MESSAGES.childName).max(100, "Child's name must not exceed 100 characters"),
  grade_level: z.enum(FORM_GRADE_VALUES, { error: TOUR_MESSAGES.grade }),
  preferred_date: text({ error: TOUR_MESSAGES.date })
    .trim()
    .min(1, { error: TOUR_MESSAGES.date, abort: true })
    .refine((value) => parseCalendarDate(value) !== undefined, TOUR_MESSAGES.date),
  preferred_time: z.enum(TOUR_TIMES, { error: TOUR_MESSAGES.time }),
  message: optionalText(1000, "Message must not exceed 1000 characters", { multiline: true }),
});

export type TourInput = z.input<typeof tourSchema>;
export type TourBooking = z.output<typeof tourSchema>;
