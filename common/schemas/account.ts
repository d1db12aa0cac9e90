/**
 * The family side and the account of any signed-in user (docs/api/family-and-account.md): email
 * verification, the profile (full name, email, phone), a password change, and the shape of the
 * family overview. One schema per form, shared by the server and the client.
 */
import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { PASSWORD_MESSAGES, WRONG_CURRENT_PASSWORD, currentPassword, newPassword } from "./auth";
import { FULL_NAME_MAX, FULL_NAME_TOO_LONG, INVALID_EMAIL, INVALID_PHONE, isValidPhone, text } from "./fields";

export const INVALID_VERIFY_TOKEN = "This verification link has expired or has already been used. Sign in and ask for a new one.";
export const SAME_PASSWORD = "Choose a password different from your current one";
export const PASSWORD_FOR_EMAIL_CHANGE = "Enter your current password to change your email address";

export const verifyEmailSchema = z.object({
  token: text({ error: INVALID_VERIFY_TOKEN }).trim().min(1, INVALID_VERIFY_TOKEN).max(200, INVALID_VERIFY_TOKEN),
});

/** An empty string clears the value (null); a missing key leaves it as it is. */
const clearable = <T extends z.ZodType<string | null, string | null>>(rule: T) =>
  text()
    .trim()
    .transform((value) => (value === "" ? null : value))
    .pipe(rule)
    .optional();

/**
 * PATCH /api/account and the profile form. The form always sends all three fields; the API also
 * takes any one of them.
 */
export const accountProfileSchema = z.object({
  fullName: clearable(text().max(FULL_NAME_MAX, FULL_NAME_TOO_LONG).nullable()),
  email: text({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL }).max(254, INVALID_EMAIL))
    .optional(),
  phone: clearable(
    text()
      .nullable()
      .refine((value) => value === null || isValidPhone(value), INVALID_PHONE),
  ),
  /**
   * Needed only when the email changes: the address is where password resets go, so a borrowed or
   * stolen session alone must not be able to move it (the server checks it like a sign-in).
   */
  currentPassword: text().max(1024, WRONG_CURRENT_PASSWORD).optional(),
});
export type AccountProfileInput = z.input<typeof accountProfileSchema>;
export type AccountProfileUpdate = z.output<typeof accountProfileSchema>;

/** POST /api/account/password: the current password, and a new one by the one policy. */
export const changePasswordSchema = z.object({
  currentPassword: currentPassword(),
  newPassword: newPassword(),
});

/** The password form: the new password twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: text() })
  .refine((data) => data.newPassword === data.confirmPassword, { path: ["confirmPassword"], message: PASSWORD_MESSAGES.mismatch });

/** GET /api/account (and the answer of PATCH). */
/** PUT /api/account/language: the language the person reads the site in. */
export const languageChoiceSchema = z.object({ language: z.enum(LANGUAGES, { error: "Please choose a language." }) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

export const accountSchema = z.object({
  username: z.string(),
  role: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

export const timelineEntrySchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  /** A short plain heading ("Application submitted", "Under review"). */
  title: z.string(),
  /** One sentence for the family. */
  text: z.string(),
  /** "You" or "Admissions team": never a staff member's name. */
  by: z.enum(["You", "Admissions team"]),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const familyApplicationSchema = z.object({
  applicationId: z.string(),
  childName: z.string(),
  gradeRequested: z.string(),
  gradeRequestedLabel: z.string(),
  placementGrade: z.string().nullable(),
  placementGradeLabel: z.string().nullable(),
  status: z.string(),
  statusLabel: z.string(),
  meaning: z.string(),
  nextStep: z.string(),
  submittedAt: z.string(),
  /** Oldest first. */
  timeline: z.array(timelineEntrySchema),
});
export type FamilyApplication = z.infer<typeof familyApplicationSchema>;

export const familyTourBookingSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD (school time zone). */
  date: z.string(),
  /** As offered, e.g. "10:00 AM" (Eastern Time). */
  time: z.string(),
  startsAt: z.string(),
  childName: z.string(),
  status: z.enum(["booked", "cancelled"]),
});
export type FamilyTourBooking = z.infer<typeof familyTourBookingSchema>;

/** GET /api/family/overview: nothing but the address until it is verified. */
export const familyOverviewSchema = z.union([
  z.object({ emailVerified: z.literal(false), email: z.string().nullable() }),
  z.object({
    emailVerified: z.literal(true),
    email: z.string(),
    applications: z.array(familyApplicationSchema),
    tourBookings: z.array(familyTourBookingSchema),
  }),
]);
export type FamilyOverview = z.infer<typeof familyOverviewSchema>;
