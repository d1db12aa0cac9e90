/**
 * Accounts (docs/product.md sections 3 and 5, "Login and registration", "Forgot password", "Reset password",
 * "Two-factor"). One password policy for registration, reset and accounts created by staff or the
 * bootstrap tool (DIRECTION.md section 4): at least 8 characters with an upper-case letter, a
 * lower-case letter and a digit; long passphrases welcome (up to 128 characters).
 */
import { z } from "zod";
import { INVALID_EMAIL, optionalPhone, text } from "./fields";

export const PASSWORD_MESSAGES = {
  tooShort: "Password must be at least 8 characters",
  tooLong: "Password must not exceed 128 characters",
  upper: "Password must contain at least one uppercase letter",
  lower: "Password must contain at least one lowercase letter",
  digit: "Password must contain at least one number",
  mismatch: "Passwords don't match",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Every rule the password breaks, in the order the spec lists them (empty when it is acceptable). */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (!/\p{Lu}/u.test(password)) problems.push(PASSWORD_MESSAGES.upper);
  if (!/\p{Ll}/u.test(password)) problems.push(PASSWORD_MESSAGES.lower);
  if (!/\p{Nd}/u.test(password)) problems.push(PASSWORD_MESSAGES.digit);
  return problems;
}

/** A new password: not trimmed (spaces may be part of a passphrase). */
export const newPassword = () =>
  text({ error: PASSWORD_MESSAGES.tooShort }).superRefine((value, ctx) => {
    for (const message of passwordProblems(value)) ctx.addIssue({ code: "custom", message });
  });

export const USERNAME_MESSAGES = {
  tooShort: "Username must be at least 3 characters",
  tooLong: "Username must not exceed 50 characters",
  chars: "Username can only contain letters, numbers, dots, hyphens and underscores",
} as const;

export const loginSchema = z.object({
  username: text({ error: "Username is required" }).trim().min(1, "Username is required").max(254, "Username is required"),
  password: text({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is required"),
});

/** Roles a visitor may create for themselves: student (student portal) or guardian (any other). */
export const SELF_REGISTRATION_ROLES = ["student", "guardian"] as const;

export const registerSchema = z.object({
  username: text({ error: USERNAME_MESSAGES.tooShort })
    .trim()
    .min(3, USERNAME_MESSAGES.tooShort)
    .max(50, USERNAME_MESSAGES.tooLong)
    .regex(/^[\p{L}\p{N}._-]+$/u, USERNAME_MESSAGES.chars),
  password: newPassword(),
  email: text({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL }).max(254, INVALID_EMAIL)),
  phone: optionalPhone(),
  role: z.enum(SELF_REGISTRATION_ROLES, { error: "Teacher and administrator accounts are created by the school." }),
});

export const forgotPasswordSchema = z.object({
  email: text({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: INVALID_EMAIL }).max(254, INVALID_EMAIL)),
});

/** The reset page's form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPassword(), confirmPassword: text() })
  .refine((data) => data.newPassword === data.confirmPassword, { path: ["confirmPassword"], message: PASSWORD_MESSAGES.mismatch });

/** What the reset page sends (docs/product.md section 7: {token, newPassword}). */
export const resetPasswordSchema = z.object({
  token: text({ error: "Invalid reset token" }).min(1, "Invalid reset token").max(200, "Invalid reset token"),
  newPassword: newPassword(),
});

export const MFA_CODE_MESSAGE = "Code must be 6 digits";
const sixDigits = () => text({ error: MFA_CODE_MESSAGE }).trim().length(6, MFA_CODE_MESSAGE);

export const CURRENT_PASSWORD_REQUIRED = "Current password is required";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/**
 * The password of the signed-in person, asked before a change a borrowed or stolen session must not
 * make alone (the server checks it like a sign-in, with the same throttle).
 */
export const currentPassword = () => text({ error: CURRENT_PASSWORD_REQUIRED }).min(1, CURRENT_PASSWORD_REQUIRED).max(1024, WRONG_CURRENT_PASSWORD);

/** Spec: {verificationToken}; the password is an addition (docs/decisions/0012-mfa-enable-needs-password.md). */
export const mfaEnableSchema = z.object({ password: currentPassword(), verificationToken: sixDigits() });
export const mfaDisableSchema = z.object({
  password: text({ error: "Password required" }).min(1, "Password required"),
  mfaToken: sixDigits(),
});

/** The second step of a sign-in with 2FA on: a 6-digit code or one of the backup codes. */
export const mfaLoginSchema = z.object({
  code: text({ error: "Enter the 6-digit code or a backup code" })
    .trim()
    .min(6, "Enter the 6-digit code or a backup code")
    .max(20, "Enter the 6-digit code or a backup code"),
});
