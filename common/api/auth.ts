/** Sign-in, registration, sign-out and password recovery (docs/api/accounts.md, docs/product.md section 7). */
import { z } from "zod";
import { forgotPasswordSchema, loginSchema, mfaLoginSchema, registerSchema, resetPasswordSchema } from "../schemas/auth";
import { cardLoginSchema } from "../schemas/sign-in-cards";
import { loginResultSchema, userSchema } from "../types/session";
import { GUARDIAN_ROLES } from "../roles";
import { defineContract, done, PUBLIC } from "./contract";

/** Ends the session and clears its cookie; answers 200 even when already signed out. */
export const logout = defineContract({
  method: "POST",
  path: "/api/logout",
  roles: PUBLIC,
  output: done,
});

/** The first sign-in step: the user (signed in), or a request for the second factor. */
export const login = defineContract({
  method: "POST",
  path: "/api/login",
  roles: PUBLIC,
  body: loginSchema,
  output: loginResultSchema,
});

/**
 * A child signs in with the code of their sign-in card (issue 34): answers exactly as POST /api/login
 * does (the user with the session cookie, or the second step for an account with 2FA); only student
 * accounts, throttled per code and per address like passwords.
 */
export const cardLogin = defineContract({
  method: "POST",
  path: "/api/login/card",
  roles: PUBLIC,
  body: cardLoginSchema,
  output: loginResultSchema,
});

/** The second sign-in step with 2FA on: a 6-digit code or a backup code; answers the user, signed in. */
export const mfaLogin = defineContract({
  method: "POST",
  path: "/api/auth/mfa/login",
  roles: PUBLIC,
  body: mfaLoginSchema,
  output: userSchema,
});

/** A student or guardian creates their own account; answers the new user, signed in. */
export const register = defineContract({
  method: "POST",
  path: "/api/register",
  roles: PUBLIC,
  body: registerSchema,
  output: userSchema,
  status: 201,
});

/** Mails a reset link if the address has an account; the answer is the same either way. */
export const forgotPassword = defineContract({
  method: "POST",
  path: "/api/auth/forgot-password",
  roles: PUBLIC,
  body: forgotPasswordSchema,
  output: done,
});

/** Sets a new password with the mailed link's token; an unknown or used token is a 400 `{success: false, message}`. */
export const resetPassword = defineContract({
  method: "POST",
  path: "/api/auth/reset-password",
  roles: PUBLIC,
  body: resetPasswordSchema,
  output: z.union([done, z.object({ success: z.literal(false), message: z.string() })]),
});

/**
 * A guardian hands this device to one of their own children (issue 34): the guardian's session on it
 * ends and the child's starts (the same cookie as a sign-in), remembering who handed it over. Another
 * family's child, or a child without an active student account, reads as missing (404).
 */
export const handOver = defineContract({
  method: "POST",
  path: "/api/family/children/:studentId/hand-over",
  roles: GUARDIAN_ROLES,
  output: userSchema,
});

/**
 * The guardian comes back (issue 34): their password, checked and throttled like a sign-in, ends the
 * child's handed-over session and starts the guardian's. A wrong password is a 401 and the child stays
 * signed in; a guardian with two-step verification on is refused (403) and signs in normally instead.
 */
export const handBack = defineContract({
  method: "POST",
  path: "/api/session/hand-back",
  roles: ["student"],
  body: z.object({ password: loginSchema.shape.password }),
  output: userSchema,
});
