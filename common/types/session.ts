/**
 * The answers about the signed-in user and their session (docs/api/accounts.md), as the server sends
 * them and the client reads them: one declaration for both sides.
 */
import type { LearnerPreferences } from "../learning/preferences";
import type { Role } from "../roles";

/** What the server tells the client about the session: not shown on screen. */
export interface SessionInfo {
  /** Minutes without activity after which the session ends (the admin setting, default 120). */
  idleTimeoutMinutes: number;
  /** When the session ends whatever happens (absolute timeout, 12 hours after sign-in), ISO 8601. */
  expiresAt: string;
  /**
   * Seconds from this answer to `expiresAt` by the server's clock. The browser counts them from when
   * the answer arrived, since a device's clock may be wrong by hours and would end the session early.
   */
  secondsLeft: number;
}

/** The signed-in user as GET /api/user, POST /api/login and POST /api/register answer it. */
export interface User {
  id: string;
  username: string;
  role: Role;
  email?: string | null;
  session?: SessionInfo;
  /** GET /api/user only (docs/api/family-and-account.md). */
  fullName?: string | null;
  phone?: string | null;
  emailVerified?: boolean;
  /** GET /api/user, students only: the accessibility preferences the portal applies (null without a student record). */
  learnerPreferences?: LearnerPreferences | null;
}

/** POST /api/login when the account has two-factor authentication on: no session yet. */
export interface MfaChallenge {
  mfaRequired: true;
  message: string;
}

export type LoginResult = User | MfaChallenge;

/** GET /api/auth/mfa/status. */
export interface MfaStatus {
  enabled: boolean;
  backupCodesRemaining: number;
}

/** POST /api/auth/mfa/setup's data. */
export interface MfaSetup {
  qrCodeUrl: string;
  manualEntryKey: string;
  backupCodes: string[];
}
