/**
 * The family side and the account of any signed-in user (docs/api/family-and-account.md): email
 * verification, the profile (full name, email, phone), a password change, and the shape of the
 * family overview. One schema per form, shared by the server and the client.
 */
import { z } from "zod";
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
export interface Account {
  username: string;
  role: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  emailVerified: boolean;
}

export interface TimelineEntry {
  /** ISO 8601. */
  at: string;
  /** A short plain heading ("Application submitted", "Under review"). */
  title: string;
  /** One sentence for the family. */
  text: string;
  /** "You" or "Admissions team": never a staff member's name. */
  by: "You" | "Admissions team";
}

export interface FamilyApplication {
  applicationId: string;
  childName: string;
  gradeRequested: string;
  gradeRequestedLabel: string;
  placementGrade: string | null;
  placementGradeLabel: string | null;
  status: string;
  statusLabel: string;
  meaning: string;
  nextStep: string;
  submittedAt: string;
  /** Oldest first. */
  timeline: TimelineEntry[];
}

export interface FamilyTourBooking {
  id: string;
  /** YYYY-MM-DD (school time zone). */
  date: string;
  /** As offered, e.g. "10:00 AM" (Eastern Time). */
  time: string;
  startsAt: string;
  childName: string;
  status: "booked" | "cancelled";
}

/** GET /api/family/overview: nothing but the address until it is verified. */
export type FamilyOverview =
  | { emailVerified: false; email: string | null }
  | { emailVerified: true; email: string; applications: FamilyApplication[]; tourBookings: FamilyTourBooking[] };
