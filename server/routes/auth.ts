/**
 * Sign-in, registration, sign-out and password recovery (docs/api/accounts.md). The second step of
 * a sign-in with 2FA on is here too (POST /auth/mfa/login); 2FA management is in routes/mfa.ts.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { setTimeout as sleep } from "node:timers/promises";
import { cardLogin, forgotPassword, handBack, handOver, login, logout, mfaLogin, register, resetPassword } from "#common/api/auth";
import { isUuid } from "#common/ids";
import { normaliseSignInCode } from "#common/sign-in-code";
import { languageOrDefault } from "#common/i18n/languages";
import { localizedPath } from "#common/i18n/public-paths";
import { sendVerificationLink } from "../auth/email-verification";
import { contentLanguage } from "../http/negotiation";
import { authEvent } from "../http/auth-events";
import {
  accountKey,
  addressKey,
  attemptSucceeded,
  beginAttempt,
  cardKey,
  checkCurrentPassword,
  clearAttempts,
  mfaKey,
  purgeOldAttempts,
  tooManyFor,
} from "../auth/login-throttle";
import { auditHandBack, auditHandOver, childToHandOverTo, guardianComingBack, handedOverByAnswer } from "../auth/hand-over";
import { auditCardSignIn, findCardAccount, hashSignInCode } from "../auth/sign-in-cards";
import { acceptSecondFactor } from "../auth/mfa";
import { refuseCommonPassword } from "../auth/common-passwords";
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from "../auth/passwords";
import { secretBoxFor } from "../auth/secret-box";
import { purgeExpiredSessions, revokeSession, revokeUserSessions, sessionCookieName } from "../auth/sessions";
import {
  MFA_PENDING_COOKIE,
  type AccountRow,
  clearPendingCookie,
  endBrowserSession,
  findAccountForSignIn,
  setPendingCookie,
  startSession,
} from "../http/sign-in";
import {
  MFA_PENDING_MAX_ATTEMPTS,
  MFA_PENDING_TTL_MS,
  RESET_TOKEN_TTL_MS,
  consumeEmailedLink,
  countVerificationAttempt,
  createVerification,
  deleteUserVerifications,
  deleteVerification,
  findVerification,
  purgeExpiredVerifications,
  redactDeliveredLinks,
} from "../auth/verifications";
import { users } from "../db/schema";
import { route } from "../http/route";
import { enqueueMail } from "../mail/outbox";
import { passwordResetMail } from "../mail/templates";
import { getSetting } from "../settings";
import { assertUsernameFree, insertAccount } from "../auth/new-accounts";
import { forbidden, notFound, unauthenticated } from "../domain-errors";
import { STUDENT_NOT_FOUND } from "../learning/access";

export const INVALID_CREDENTIALS = "Invalid username or password";
export const MFA_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app, or a backup code.";
export const INVALID_CODE = "Invalid verification code";
/** A card's code that signs nobody in (wrong, replaced, or not a student's): one wording for all, as for a password. */
export const CARD_DID_NOT_WORK = "That code didn't work. Ask a grown-up to check your card.";
export const SIGN_IN_EXPIRED = "Your sign-in has expired. Please sign in again.";
export const FORGOT_PASSWORD_MESSAGE = "If an account exists with that email, you will receive a password reset link.";
export const INVALID_RESET_TOKEN = "Invalid reset token";
/** Hand-back (issue 34): the guardian's password was wrong; the child stays signed in. */
export const WRONG_GUARDIAN_PASSWORD = "That password is not right. Try again.";
export const NOT_HANDED_OVER = "This device was not handed over by a grown-up. Sign out to sign in as someone else.";
/** Coming back has no second step: a guardian with 2FA signs out of the child's session and signs in normally. */
export const HAND_BACK_NEEDS_SIGN_IN = "Your account uses two-step verification. Sign out, then sign in with your password and code.";

/** forgot-password answers no sooner than this, whatever it did, so its timing tells nothing. */
export const FORGOT_PASSWORD_MIN_MS = 400;
/** Reset mails per email address per 15 minutes (more requests are answered the same, and send nothing). */
const RESET_MAILS_PER_ADDRESS = 3;
const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;
/** Also how long a delivered reset mail keeps its link in the outbox table at most. */
const HOUSEKEEPING_INTERVAL_MS = 5 * 60_000;

export async function authRoutes(app: FastifyInstance) {
  const cookieName = sessionCookieName(app.config.isProduction);
  const box = () => secretBoxFor(app, () => getSetting<string | null>(app.db, "app_secret", null));

  // The hash that sign-ins for unknown names check against is made now, not during the first such sign-in.
  await dummyVerify("");

  const housekeeping = setInterval(() => {
    const now = app.config.now();
    Promise.all([purgeOldAttempts(app.db, now), purgeExpiredVerifications(app.db, now), purgeExpiredSessions(app.db, now), redactDeliveredLinks(app.db)]).catch(
      (err) => app.log.warn({ err }, "accounts housekeeping failed"),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  app.addHook("onClose", async () => clearInterval(housekeeping));

  /** Ends the session server-side and clears the cookie; answers 200 even when already signed out. */
  route(app, logout, async ({ request, reply }) => {
    const sessionId = request.cookies[cookieName];
    if (sessionId) await revokeSession(app.db, sessionId);
    reply.clearCookie(cookieName, { path: "/" });
    if (request.user) authEvent(request, "logout", { userId: request.user.id });
    return { success: true, message: "Signed out" };
  });

  route(app, login, async ({ body, request, reply }) => {
    const { username: identifier, password } = body;
    const now = app.config.now();
    const attempt = await beginAttempt(app.db, [accountKey(identifier), addressKey(request.ip)], now);
    if (!attempt.ok) {
      authEvent(request, "login.throttled");
      throw tooManyFor(attempt.retryAfterMinutes);
    }

    const user = await findAccountForSignIn(app.db, identifier);
    // Without an account the same argon2 work is done, so the answer takes as long.
    const valid = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(password);
    if (!user || !valid || user.deactivatedAt) {
      const reason = !user ? "no-such-account" : !valid ? "wrong-password" : "deactivated";
      authEvent(request, "login.failed", { reason, userId: user?.id });
      throw unauthenticated(INVALID_CREDENTIALS);
    }

    await attemptSucceeded(app.db, attempt, [accountKey(identifier)]);
    if (needsRehash(user.passwordHash)) {
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: now })
        .where(eq(users.id, user.id));
    }

    return firstFactorAccepted(request, reply, user, "login", now);
  });

  /**
   * What a sign-in answers once its first factor (a password, a card's code) is right: the second
   * step for an account with 2FA, else a new session.
   */
  async function firstFactorAccepted(
    request: FastifyRequest,
    reply: FastifyReply,
    user: AccountRow & { mfaEnabled: boolean },
    event: "login" | "card-login",
    now: Date,
  ) {
    if (user.mfaEnabled) {
      // No session until the second factor: the earlier one of this browser ends here too.
      await endBrowserSession(app, request, reply);
      const token = await createVerification(app.db, "mfa_login", user.id, MFA_PENDING_TTL_MS, now);
      setPendingCookie(app, reply, token, MFA_PENDING_TTL_MS / 1000);
      authEvent(request, `${event}.${event === "login" ? "password" : "code"}-ok.mfa-required`, { userId: user.id });
      return { mfaRequired: true as const, message: MFA_REQUIRED_MESSAGE };
    }
    clearPendingCookie(reply);
    authEvent(request, `${event}.succeeded`, { userId: user.id });
    return startSession(app, request, reply, user);
  }

  /**
   * A child's sign-in card (issue 34): throttled like a password, per code (by its hash) and per
   * address; only a live card of an active student account. The code is never logged: the request
   * log has no bodies, and the events below name the child, not the code.
   */
  route(app, cardLogin, async ({ body, request, reply }) => {
    const now = app.config.now();
    const code = normaliseSignInCode(body.code);
    // What cannot be a code is hashed as typed, so its retries are counted like a code's.
    const codeHash = hashSignInCode(code ?? body.code.trim().toUpperCase());
    const attempt = await beginAttempt(app.db, [cardKey(codeHash), addressKey(request.ip)], now);
    if (!attempt.ok) {
      authEvent(request, "card-login.throttled");
      throw tooManyFor(attempt.retryAfterMinutes);
    }
    const user = code ? await findCardAccount(app.db, codeHash) : null;
    if (!user || user.deactivatedAt) {
      authEvent(request, "card-login.failed", { reason: !user ? "no-such-card" : "deactivated", userId: user?.id });
      throw unauthenticated(CARD_DID_NOT_WORK);
    }
    await attemptSucceeded(app.db, attempt, [cardKey(codeHash)]);
    const answer = await firstFactorAccepted(request, reply, user, "card-login", now);
    await auditCardSignIn(app.db, { id: user.id, username: user.username, role: "student", ip: request.ip, log: request.log }, user, user.mfaEnabled);
    return answer;
  });

  /**
   * A guardian hands this device to their own child (issue 34): startSession revokes the guardian's
   * session this browser sent, so nothing of the guardian's stays signed in on the device.
   */
  route(app, handOver, async ({ actor, params, request, reply }) => {
    if (!isUuid(params.studentId)) throw notFound(STUDENT_NOT_FOUND);
    const child = await childToHandOverTo(app.db, actor.id, params.studentId);
    const handedOverBy = await handedOverByAnswer(app.db, actor.id);
    const answer = await startSession(app, request, reply, child, actor.id);
    await auditHandOver(app.db, actor, child);
    authEvent(request, "hand-over.succeeded", { userId: child.id, guardianUserId: actor.id });
    return { ...answer, handedOverBy };
  });

  /**
   * The guardian comes back with their password (issue 34), checked like a sign-in of their account
   * (the same throttle per account and per address). Without a second step here, a guardian with 2FA
   * on is refused before any password is checked, and signs in normally instead.
   */
  route(app, handBack, async ({ actor, body, request, reply }) => {
    const guardian = actor.handedOverByUserId ? await guardianComingBack(app.db, actor.handedOverByUserId) : null;
    if (!guardian) throw forbidden(NOT_HANDED_OVER);
    if (guardian.mfaEnabled) {
      authEvent(request, "hand-back.refused", { userId: actor.id, guardianUserId: guardian.id, reason: "mfa" });
      throw forbidden(HAND_BACK_NEEDS_SIGN_IN);
    }
    const check = await checkCurrentPassword(app.db, guardian, body.password, request.ip, app.config.now());
    if (check === "wrong") {
      authEvent(request, "hand-back.failed", { userId: actor.id, guardianUserId: guardian.id });
      throw unauthenticated(WRONG_GUARDIAN_PASSWORD);
    }
    if (check !== "right") {
      authEvent(request, "hand-back.throttled", { userId: actor.id, guardianUserId: guardian.id });
      throw tooManyFor(check.retryAfterMinutes);
    }
    // startSession revokes the child's session: the device is the guardian's again.
    const answer = await startSession(app, request, reply, guardian);
    await auditHandBack(app.db, { id: guardian.id, username: guardian.username, role: answer.role, ip: request.ip, log: request.log }, actor);
    authEvent(request, "hand-back.succeeded", { userId: guardian.id, childUserId: actor.id });
    return answer;
  });

  route(app, mfaLogin, async ({ body, request, reply }) => {
    const { code } = body;
    const now = app.config.now();
    const token = request.cookies[MFA_PENDING_COOKIE];
    const pending = token ? await findVerification(app.db, "mfa_login", token, now) : null;
    if (!pending) {
      clearPendingCookie(reply);
      authEvent(request, "mfa-login.expired");
      throw unauthenticated(SIGN_IN_EXPIRED);
    }
    const attempt = await beginAttempt(app.db, [mfaKey(pending.userId), addressKey(request.ip)], now);
    if (!attempt.ok) {
      authEvent(request, "mfa-login.throttled", { userId: pending.userId });
      throw tooManyFor(attempt.retryAfterMinutes);
    }

    if (!(await acceptSecondFactor(app.db, await box(), pending.userId, code, now))) {
      const attempts = await countVerificationAttempt(app.db, pending.idHash, MFA_PENDING_MAX_ATTEMPTS);
      if (attempts >= MFA_PENDING_MAX_ATTEMPTS) clearPendingCookie(reply);
      authEvent(request, "mfa-login.failed", { userId: pending.userId, attempts });
      throw unauthenticated(INVALID_CODE);
    }
    await attemptSucceeded(app.db, attempt, [mfaKey(pending.userId)]);
    await deleteVerification(app.db, pending.idHash);
    clearPendingCookie(reply);
    const [user] = await app.db.select().from(users).where(eq(users.id, pending.userId));
    if (!user || user.deactivatedAt) throw unauthenticated(SIGN_IN_EXPIRED);
    authEvent(request, "mfa-login.succeeded", { userId: user.id, method: /^\d{6}$/.test(code.trim()) ? "totp" : "backup-code" });
    return startSession(app, request, reply, user);
  });

  route(
    app,
    register,
    async ({ body: data, request, reply }) => {
      refuseCommonPassword(data.password, "password");
      await assertUsernameFree(app.db, data.username);
      const now = app.config.now();
      const passwordHash = await hashPassword(data.password);
      // The account and its email verification link are stored together (docs/api/family-and-account.md).
      const user = await insertAccount(app.db, async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            username: data.username,
            email: data.email,
            phone: data.phone ?? null,
            passwordHash,
            // Only student or guardian: the schema refuses any other role.
            role: data.role,
            // The language of the page the family registered on (the app sends it with every write).
            language: contentLanguage(request),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await sendVerificationLink(tx, row!, data.email, { publicUrl: app.config.publicUrl, now });
        return row!;
      });
      app.mail.kick();
      authEvent(request, "registered", { userId: user.id, role: user.role });
      authEvent(request, "email-verification.sent", { userId: user.id, reason: "registered" });
      return startSession(app, request, reply, user);
    },
    { config: { rateLimit: { max: 20, timeWindow: HOUR } } },
  );

  route(
    app,
    forgotPassword,
    async ({ body, request }) => {
      const started = performance.now();
      const { email } = body;
      const now = app.config.now();
      try {
        // A cap per address keeps anyone from filling a family's inbox; the answer stays the same.
        const allowed = await beginAttempt(app.db, [{ key: `reset-mail:${email}`, limit: RESET_MAILS_PER_ADDRESS }], now);
        // The accounts are read locked, like every change of email: an address moved away meanwhile gets no link.
        const links = !allowed.ok
          ? 0
          : await app.db.transaction(async (tx) => {
              const active = await tx
                .select({ id: users.id, username: users.username, language: users.language })
                .from(users)
                .where(and(eq(users.email, email), isNull(users.deactivatedAt)))
                .for("update");
              for (const account of active) {
                const token = await createVerification(tx, "reset_password", account.id, RESET_TOKEN_TTL_MS, now, email);
                // In the account's language, the mail and the page its link opens ("/es/reset-password").
                const language = languageOrDefault(account.language);
                const link = `${app.config.publicUrl}${localizedPath("/reset-password", language)}?token=${token}`;
                await enqueueMail(tx, [passwordResetMail(email, account.username, link, language)]);
              }
              return active.length;
            });
        if (links) app.mail.kick();
        // How many links went out is not logged with the address: the log must not answer "who has an account".
        authEvent(request, "password-reset.requested", { links, capped: !allowed.ok });
      } finally {
        const elapsed = performance.now() - started;
        if (elapsed < FORGOT_PASSWORD_MIN_MS) await sleep(FORGOT_PASSWORD_MIN_MS - elapsed);
      }
      return { success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
    { config: { rateLimit: { max: 10, timeWindow: FIFTEEN_MINUTES } } },
  );

  route(
    app,
    resetPassword,
    async ({ body, request, reply }) => {
      const { token, newPassword } = body;
      refuseCommonPassword(newPassword, "newPassword");
      const now = app.config.now();
      const invalid = () => {
        authEvent(request, "password-reset.invalid-token");
        // The spec's refusal keeps its shape (`success: false`), which the error handler's answers do not have.
        reply.code(400);
        return { success: false as const, message: INVALID_RESET_TOKEN };
      };
      // Checked before the costly hash, and used up after it, in the transaction that changes the account.
      if (!(await findVerification(app.db, "reset_password", token, now))) return invalid();
      const passwordHash = await hashPassword(newPassword);
      const used = await app.db.transaction(async (tx) => {
        const link = await consumeEmailedLink(tx, "reset_password", token, now);
        if (!link) return null;
        const { user, addressProven } = link;
        // The link went to that address, so it is proven (staff-created accounts get verified this way),
        // unless the account's address changed since it was sent.
        const verified = addressProven && !user.emailVerifiedAt ? { emailVerifiedAt: now } : {};
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: now, ...verified })
          .where(eq(users.id, user.id));
        // Every device signed in to the account is signed out; other reset links and half-done sign-ins end.
        await revokeUserSessions(tx, user.id);
        await deleteUserVerifications(tx, user.id);
        return link;
      });
      if (!used) return invalid();
      const { user } = used;
      await clearAttempts(app.db, [accountKey(user.username), ...(user.email ? [accountKey(user.email)] : [])]);
      authEvent(request, "password-reset.completed", { userId: user.id, addressVerified: used.addressProven });
      return { success: true as const, message: "Password reset successful" };
    },
    { config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } } },
  );
}
