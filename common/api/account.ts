/** A person's own account: email verification, the profile and a password change (docs/api/family-and-account.md). */
import { z } from "zod";
import { ROLES } from "../roles";
import { accountProfileSchema, accountSchema, changePasswordSchema, languageChoiceSchema, verifyEmailSchema } from "../schemas/account";
import { defineContract, done, ok, PUBLIC } from "./contract";

/** The link from the verification mail; works without a session (it may be opened on another device). */
export const verifyEmail = defineContract({
  method: "POST",
  path: "/api/auth/verify-email",
  roles: PUBLIC,
  body: verifyEmailSchema,
  output: done,
});

/** A new verification link, mailed to the account's address. */
export const resendVerification = defineContract({
  method: "POST",
  path: "/api/auth/resend-verification",
  roles: ROLES,
  output: done,
});

/** The signed-in person's own account. */
export const account = defineContract({
  method: "GET",
  path: "/api/account",
  roles: ROLES,
  output: ok(accountSchema),
});

/** Changes the full name, email (with the current password) or phone; the message says whether a link was mailed. */
export const updateAccount = defineContract({
  method: "PATCH",
  path: "/api/account",
  roles: ROLES,
  body: accountProfileSchema,
  output: z.object({ success: z.literal(true), message: z.string(), data: accountSchema }),
});

/** Changes the password with the current one; other devices are signed out. */
export const changePassword = defineContract({
  method: "POST",
  path: "/api/account/password",
  roles: ROLES,
  body: changePasswordSchema,
  output: done,
});

/** Chooses the language the person reads the site, mails and PDFs in. */
export const setLanguage = defineContract({
  method: "PUT",
  path: "/api/account/language",
  roles: ROLES,
  body: languageChoiceSchema,
  output: ok(languageChoiceSchema),
});
