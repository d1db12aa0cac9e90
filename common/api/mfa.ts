/** Two-factor authentication of the signed-in user, any role (docs/api/accounts.md). */
import { z } from "zod";
import { ROLES } from "../roles";
import { mfaDisableSchema, mfaEnableSchema } from "../schemas/auth";
import { mfaSetupSchema, mfaStatusSchema } from "../types/session";
import { defineContract, done, ok } from "./contract";

/** Whether 2FA is on, and how many backup codes are left. */
export const mfaStatus = defineContract({
  method: "GET",
  path: "/api/auth/mfa/status",
  roles: ROLES,
  output: ok(mfaStatusSchema),
});

/** Starts a setup: the QR code, the setup key and the backup codes, with the instructions in `message`. */
export const setupMfa = defineContract({
  method: "POST",
  path: "/api/auth/mfa/setup",
  roles: ROLES,
  output: z.object({ success: z.literal(true), message: z.string(), data: mfaSetupSchema }),
});

/** Turns 2FA on with the account's password and a code from the new authenticator. */
export const enableMfa = defineContract({
  method: "POST",
  path: "/api/auth/mfa/enable",
  roles: ROLES,
  body: mfaEnableSchema,
  output: done,
});

/** Turns 2FA off with the password and a current code. */
export const disableMfa = defineContract({
  method: "POST",
  path: "/api/auth/mfa/disable",
  roles: ROLES,
  body: mfaDisableSchema,
  output: done,
});
