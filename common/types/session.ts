/**
 * The answers about the signed-in user and their session (docs/api/accounts.md), as the server sends
 * them and the client reads them: one declaration for both sides.
 */
import { z } from "zod";
import { learnerPreferencesSchema } from "../learning/preferences";
import { LANGUAGES } from "../i18n/languages";
import { ROLES } from "../roles";

/** What the server tells the client about the session: not shown on screen. */
export const sessionInfoSchema = z.object({
  /** Minutes without activity after which the session ends (the admin setting, default 120). */
  idleTimeoutMinutes: z.number(),
  /** When the session ends whatever happens (absolute timeout, 12 hours after sign-in), ISO 8601. */
  expiresAt: z.string(),
  /**
   * Seconds from this answer to `expiresAt` by the server's clock. The browser counts them from when
   * the answer arrived, since a device's clock may be wrong by hours and would end the session early.
   */
  secondsLeft: z.number(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The signed-in user as GET /api/user, POST /api/login and POST /api/register answer it. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  email: z.string().nullable().optional(),
  session: sessionInfoSchema.optional(),
  /** GET /api/user only (docs/api/family-and-account.md). */
  fullName: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  emailVerified: z.boolean().optional(),
  /** GET /api/user: the language the person reads the site in (docs/decisions/0025). */
  language: z.enum(LANGUAGES).optional(),
  /** GET /api/user, students only: the accessibility preferences the portal applies (null without a student record). */
  learnerPreferences: learnerPreferencesSchema.nullable().optional(),
  /**
   * GET /api/user: the guardian who handed this device to the child (issue 34), whose password brings
   * them back (POST /api/session/hand-back); absent for any other session.
   */
  handedOverBy: z.object({ firstName: z.string() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/login when the account has two-factor authentication on: no session yet. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  message: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const loginResultSchema = z.union([userSchema, mfaChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /api/auth/mfa/status. */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  backupCodesRemaining: z.number(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST /api/auth/mfa/setup's data. */
export const mfaSetupSchema = z.object({
  qrCodeUrl: z.string(),
  manualEntryKey: z.string(),
  backupCodes: z.array(z.string()),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;
