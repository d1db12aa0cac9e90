/**
 * Two-factor authentication management for the signed-in user, any role (docs/api/accounts.md).
 * The second step of a sign-in is POST /auth/mfa/login in routes/auth.ts.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import { disableMfa as disableMfaContract, enableMfa as enableMfaContract, mfaStatus as mfaStatusContract, setupMfa } from "#common/api/mfa";
import { WRONG_CURRENT_PASSWORD } from "#common/schemas/auth";
import { school } from "#common/school";
import { authEvent } from "../http/auth-events";
import { addressKey, attemptSucceeded, beginAttempt, checkCurrentPassword, mfaKey, tooManyFor, tooManyAttempts } from "../auth/login-throttle";
import { acceptTotp, disableMfa, enableMfa, isMfaEnabled, mfaSetupKey, mfaStatus, startMfaSetup } from "../auth/mfa";
import { verifyPassword } from "../auth/passwords";
import { secretBoxFor } from "../auth/secret-box";
import { revokeOtherSessions, sessionCookieName } from "../auth/sessions";
import { deleteUserVerifications } from "../auth/verifications";
import { formatManualKey, totpUri } from "../auth/totp";
import { users } from "../db/schema";
import { route } from "../http/route";
import { getSetting } from "../settings";
import { conflict, invalid, unauthenticated } from "../domain-errors";

export const SETUP_MESSAGE =
  "Scan the QR code with your authenticator app (or type the setup key), then enter the 6-digit code it shows. Keep the backup codes somewhere safe: each one works once.";
export const ALREADY_ENABLED = "Two-factor authentication is already on.";
export const NO_PENDING_SETUP = "There is no two-factor setup to finish. Please start again.";
export const INVALID_CODE = "Invalid verification code";
export const DISABLE_REFUSED = "Incorrect password or verification code";

export async function mfaRoutes(app: FastifyInstance) {
  const box = () => secretBoxFor(app, () => getSetting<string | null>(app.db, "app_secret", null));
  const cookieName = sessionCookieName(app.config.isProduction);

  route(app, mfaStatusContract, async ({ actor: user }) => {
    return { success: true, data: await mfaStatus(app.db, user.id) };
  });

  route(app, setupMfa, async ({ actor: user, request }) => {
    if (await isMfaEnabled(app.db, user.id)) throw conflict(ALREADY_ENABLED);
    const now = app.config.now();
    const allowed = await beginAttempt(app.db, [mfaSetupKey(user.id)], now);
    if (!allowed.ok) {
      authEvent(request, "mfa.setup-capped", { userId: user.id });
      throw tooManyFor(allowed.retryAfterMinutes, { id: "refusals.mfa.tooManySetups", values: { minutes: allowed.retryAfterMinutes } });
    }
    const setup = await startMfaSetup(app.db, await box(), user.id, now);
    if (!setup) throw conflict(ALREADY_ENABLED);
    const qrCodeUrl = await QRCode.toDataURL(totpUri(setup.secret, school.name, user.username), { errorCorrectionLevel: "M", margin: 2, width: 240 });
    return {
      success: true,
      message: SETUP_MESSAGE,
      data: { qrCodeUrl, manualEntryKey: formatManualKey(setup.secret), backupCodes: setup.backupCodes },
    };
  });

  route(app, enableMfaContract, async ({ actor: user, body, request }) => {
    const { password, verificationToken } = body;
    const now = app.config.now();
    // The password too (docs/decisions/0012): a stolen session alone must not turn 2FA on and lock the owner out.
    const [account] = await app.db.select({ username: users.username, passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!account) throw unauthenticated("Please sign in to continue.");
    const check = await checkCurrentPassword(app.db, account, password, request.ip, now);
    if (check === "wrong") {
      authEvent(request, "mfa.enable-refused", { userId: user.id, reason: "password" });
      throw invalid(WRONG_CURRENT_PASSWORD, [{ field: "password", message: WRONG_CURRENT_PASSWORD }]);
    }
    if (check !== "right") {
      authEvent(request, "mfa.enable-throttled", { userId: user.id });
      throw tooManyAttempts(check.retryAfterMinutes);
    }
    const result = await enableMfa(app.db, await box(), user.id, verificationToken, now);
    if (result === "no-pending") throw conflict((await isMfaEnabled(app.db, user.id)) ? ALREADY_ENABLED : NO_PENDING_SETUP);
    if (result === "invalid") throw invalid(INVALID_CODE);
    // A change of authentication factors signs the account out everywhere else (ASVS 5.0 7.4.3):
    // a session someone else held no longer works without the new factor.
    await revokeOtherSessions(app.db, user.id, request.cookies[cookieName]);
    authEvent(request, "mfa.enabled", { userId: user.id });
    return { success: true, message: "Two-factor authentication has been enabled" };
  });

  route(app, disableMfaContract, async ({ actor: user, body, request }) => {
    const { password, mfaToken } = body;
    const now = app.config.now();
    // Guesses count like sign-in codes: a stolen session cannot try codes without end.
    const attempt = await beginAttempt(app.db, [mfaKey(user.id), addressKey(request.ip)], now);
    if (!attempt.ok) {
      throw tooManyFor(attempt.retryAfterMinutes);
    }
    const [account] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const passwordOk = account ? await verifyPassword(account.passwordHash, password) : false;
    // The code is checked (and used up) only with the right password.
    const codeOk = passwordOk && (await acceptTotp(app.db, await box(), user.id, mfaToken.trim(), now));
    if (!codeOk) {
      authEvent(request, "mfa.disable-refused", { userId: user.id, reason: passwordOk ? "code" : "password" });
      throw invalid(DISABLE_REFUSED);
    }
    await attemptSucceeded(app.db, attempt, [mfaKey(user.id)]);
    await disableMfa(app.db, user.id);
    await revokeOtherSessions(app.db, user.id, request.cookies[cookieName]);
    await deleteUserVerifications(app.db, user.id, "mfa_login");
    authEvent(request, "mfa.disabled", { userId: user.id });
    return { success: true, message: "Two-factor authentication has been disabled" };
  });
}
