/**
 * The account-recovery calls of the sign-in screens (docs/api/accounts.md). Sign-in, registration,
 * the second step and sign-out are the session's own calls, in app/lib/auth.ts, because the guard and
 * the account bar use them too.
 */
import { call } from "~/lib/api";
import { forgotPassword, resetPassword as resetPasswordContract } from "#common/api/auth";

/** A 200 may still refuse (`success: false`) with a message for the family. */
export interface RecoveryAnswer {
  success?: boolean;
  message?: string;
}

/** POST /api/auth/forgot-password: the reset link is mailed if the address has an account. */
export async function requestPasswordReset(email: string): Promise<RecoveryAnswer> {
  return call(forgotPassword, { body: { email } });
}

/** POST /api/auth/reset-password: the link's token and the new password. */
export async function resetPassword(token: string, newPassword: string): Promise<RecoveryAnswer> {
  return call(resetPasswordContract, { body: { token, newPassword } });
}
