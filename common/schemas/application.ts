/** The admission application (docs/product.md sections 3 and 5, "Application form"). */
import { z } from "zod";
import { parseCalendarDate } from "../calendar-date";
import { parseYearMonth } from "../grade-placement";
import { APPLICATION_GRADE_VALUES } from "../grades";
import { email, flag, optionalPhone, optionalText, text } from "./fields";

export const APPLICATION_MESSAGES = {
  parentName: "Parent name must be at least 2 characters",
  childFirstName: "Child's first name must be at least 2 characters",
  childLastName: "Child's last name must be at least 2 characters",
  dob: "Please select child's date of birth",
  grade: "Please select requested grade level",
  emergencyName: "Emergency contact name required",
  emergencyPhone: "Emergency contact phone required",
  ferpa: "FERPA consent is required",
  secondaryEmail: "Valid email required",
  desiredStart: "Please choose when your child would like to start",
} as const;

/**
 * When the child would like to start, as "YYYY-MM" (common/grade-placement.ts startOptions): a month
 * of the school year in progress, or the first month of the next one. Not one of the spec's fields,
 * so optional over the API (docs/product.md section 5: other fields optional); the form asks for it.
 */
const desiredStart = text({ error: APPLICATION_MESSAGES.desiredStart })
  .trim()
  .refine((value) => parseYearMonth(value) !== undefined, APPLICATION_MESSAGES.desiredStart);

const name = (message: string) => text({ error: message }).trim().min(2, message).max(100, "Must not exceed 100 characters");

export const applicationSchema = z.object({
  parent_name: name(APPLICATION_MESSAGES.parentName),
  parent_email: email(),
  parent_phone: optionalPhone(),
  secondary_guardian_name: optionalText(100, "Must not exceed 100 characters"),
  secondary_guardian_email: text({ error: APPLICATION_MESSAGES.secondaryEmail })
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || z.email().max(254).safeParse(value).success, APPLICATION_MESSAGES.secondaryEmail),
  child_first_name: name(APPLICATION_MESSAGES.childFirstName),
  child_last_name: name(APPLICATION_MESSAGES.childLastName),
  child_dob: text({ error: APPLICATION_MESSAGES.dob })
    .trim()
    .min(1, { error: APPLICATION_MESSAGES.dob, abort: true })
    .refine((value) => parseCalendarDate(value) !== undefined, "Please enter a valid date of birth"),
  child_grade_requested: z.enum(APPLICATION_GRADE_VALUES, { error: APPLICATION_MESSAGES.grade }),
  is_mid_year_transfer: flag(),
  prior_school_name: optionalText(200, "Must not exceed 200 characters"),
  prior_school_contact: optionalText(200, "Must not exceed 200 characters"),
  special_needs: optionalText(2000, "Must not exceed 2000 characters", { multiline: true }),
  previous_online_experience: flag(),
  emergency_contact_name: text({ error: APPLICATION_MESSAGES.emergencyName })
    .trim()
    .min(2, APPLICATION_MESSAGES.emergencyName)
    .max(100, "Must not exceed 100 characters"),
  emergency_contact_phone: text({ error: APPLICATION_MESSAGES.emergencyPhone })
    .trim()
    .min(10, APPLICATION_MESSAGES.emergencyPhone)
    .max(30, "Must not exceed 30 characters"),
  ferpa_consent: z.literal(true, { error: APPLICATION_MESSAGES.ferpa }),
  photo_release_consent: flag(),
  marketing_consent: flag(),
  desired_start: desiredStart.optional(),
});

/** The form's rules: the same, and the start must be chosen. */
export const applicationFormSchema = applicationSchema.extend({ desired_start: desiredStart });

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;

export const GRADE_CONFLICT_RESOLUTIONS = ["proceed_requested", "accept_calculated", "placement_assessment"] as const;
export type GradeConflictResolution = (typeof GRADE_CONFLICT_RESOLUTIONS)[number];
export const resolveGradeConflictSchema = z.object({
  resolution: z.enum(GRADE_CONFLICT_RESOLUTIONS, { error: "Please choose one of the offered resolutions" }),
});
