/** The texts of docs/product.md section 8 for sign-in, registration and password recovery (verbatim). */
import { school } from "#common/school";

export const AUTH_TOASTS = {
  loginFailed: "Login failed",
  loginFailedFallback: "Invalid username or password",
  registrationFailed: "Registration failed",
  registrationFailedFallback: "Unable to create account. Please try again.",
  loggedIn: { title: "Welcome back!", description: "Logged in successfully" },
  registered: { title: `Welcome to ${school.name}`, description: "Your account has been created successfully." },
} as const;

export const RECOVERY_TOASTS = {
  /** The title of the recovery screens' error toasts; the description is the spec's text. */
  errorTitle: "Error",
  sendFailed: "Failed to send reset link",
  sendNetworkFailed: "Failed to send reset link. Please try again.",
  sent: { title: "Reset link sent", description: "If an account exists with that email, you will receive a password reset link." },
  noToken: { title: "Invalid reset link", description: "No reset token found. Please request a new password reset." },
  invalidToken: "Invalid reset token",
  resetFailed: "Failed to reset password",
  resetNetworkFailed: "Failed to reset password. Please try again.",
  reset: { title: "Password reset successful", description: "You can now log in with your new password" },
} as const;

/** docs/api/accounts.md: the answers of POST /api/auth/mfa/login. */
export const MFA_LOGIN_EXPIRED = "Your sign-in has expired. Please sign in again.";
export const MFA_LOGIN_INVALID = "Invalid verification code";
/** The pending sign-in lasts 10 minutes on the server (docs/api/accounts.md). */
export const MFA_PENDING_MS = 10 * 60_000;

/** docs/product.md section 9: the reset page redirects 3 seconds after success or a missing token. */
export const REDIRECT_DELAY_MS = 3000;
