/**
 * A person's own account (docs/api/family-and-account.md): email verification, the profile (full
 * name, email, phone) and a password change that needs the current password. Any signed-in role.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { account, changePassword, resendVerification, setLanguage, updateAccount, verifyEmail } from "#common/api/account";
import { languageOrDefault } from "#common/i18n/languages";
import { INVALID_VERIFY_TOKEN, PASSWORD_FOR_EMAIL_CHANGE, SAME_PASSWORD, type Account } from "#common/schemas/account";
import { WRONG_CURRENT_PASSWORD } from "#common/schemas/auth";
import { refuseCommonPassword } from "../auth/common-passwords";
import { sendVerificationLink, verifyMailKey } from "../auth/email-verification";
import { authEvent } from "../http/auth-events";
import { beginAttempt, checkCurrentPassword, tooManyFor, tooManyAttempts } from "../auth/login-throttle";
import { hashPassword } from "../auth/passwords";
import { revokeOtherSessions, sessionCookieName } from "../auth/sessions";
import { consumeEmailedLink, lockAccount } from "../auth/verifications";
import { users, verifications } from "../db/schema";
import { route } from "../http/route";
import { emailChangedNoticeMail, passwordChangedMail } from "../mail/account-mails";
import { enqueueMail } from "../mail/outbox";
import { conflict, invalid, unauthenticated } from "../domain-errors";

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

export const EMAIL_VERIFIED_MESSAGE = "Your email address is verified.";
export const ALREADY_VERIFIED = "Your email address is already verified.";
export const NO_EMAIL = "Add an email address to your account first.";
const SIGNED_OUT = "Please sign in to continue.";

type UserRow = typeof users.$inferSelect;

function accountAnswer(row: UserRow): Account {
  return {
    username: row.username,
    role: row.role,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    emailVerified: Boolean(row.emailVerifiedAt && row.email),
  };
}

export async function accountRoutes(app: FastifyInstance) {
  const cookieName = sessionCookieName(app.config.isProduction);

  async function loadUser(id: string) {
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    // The session was valid a moment ago; an account removed since is signed out.
    if (!row) throw unauthenticated(SIGNED_OUT);
    return row;
  }

  /** The link from the verification mail. Works without a session (it may be opened on another device). */
  route(
    app,
    verifyEmail,
    async ({ body, request }) => {
      const { token } = body;
      const now = app.config.now();
      const used = await app.db.transaction(async (tx) => {
        const link = await consumeEmailedLink(tx, "verify_email", token, now);
        if (link?.addressProven) await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, link.user.id));
        return link;
      });
      // A link for an address the account no longer has is used up and proves nothing.
      if (!used?.addressProven) {
        authEvent(request, used ? "email-verification.address-changed" : "email-verification.invalid-token", { userId: used?.user.id });
        throw invalid(INVALID_VERIFY_TOKEN);
      }
      authEvent(request, "email-verification.completed", { userId: used.user.id });
      return { success: true, message: EMAIL_VERIFIED_MESSAGE };
    },
    { config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } } },
  );

  route(
    app,
    resendVerification,
    async ({ actor: user, request }) => {
      const row = await loadUser(user.id);
      if (!row.email) throw invalid(NO_EMAIL);
      if (row.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
      const now = app.config.now();
      const allowed = await beginAttempt(app.db, [verifyMailKey(row.id)], now);
      if (!allowed.ok) {
        authEvent(request, "email-verification.resend-capped", { userId: row.id });
        throw tooManyFor(allowed.retryAfterMinutes, { id: "refusals.account.tooManyVerificationMails", values: { minutes: allowed.retryAfterMinutes } });
      }
      // The link goes to the address the account has now (read locked: an email change may have just happened).
      const email = await app.db.transaction(async (tx) => {
        const current = await lockAccount(tx, row.id);
        if (!current?.email) throw invalid(NO_EMAIL);
        if (current.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
        await sendVerificationLink(tx, current, current.email, { publicUrl: app.config.publicUrl, now });
        return current.email;
      });
      app.mail.kick();
      authEvent(request, "email-verification.sent", { userId: row.id, reason: "resend" });
      return { success: true, message: { id: "answers.verificationResent", values: { email } } };
    },
    { config: { rateLimit: { max: 10, timeWindow: HOUR } } },
  );

  route(app, account, async ({ actor: user }) => {
    return { success: true, data: accountAnswer(await loadUser(user.id)) };
  });

  route(
    app,
    updateAccount,
    async ({ actor: user, body: update, request }) => {
      const row = await loadUser(user.id);
      const now = app.config.now();
      const newEmail = update.email !== undefined && update.email !== row.email ? update.email : undefined;

      if (newEmail) {
        if (!update.currentPassword) {
          throw invalid(PASSWORD_FOR_EMAIL_CHANGE, [{ field: "currentPassword", message: PASSWORD_FOR_EMAIL_CHANGE }]);
        }
        const check = await checkCurrentPassword(app.db, row, update.currentPassword, request.ip, now);
        if (check === "wrong") {
          authEvent(request, "account.email-change-failed", { userId: row.id, reason: "wrong-password" });
          throw invalid(WRONG_CURRENT_PASSWORD, [{ field: "currentPassword", message: WRONG_CURRENT_PASSWORD }]);
        }
        if (check !== "right") {
          authEvent(request, "account.email-change-throttled", { userId: row.id });
          throw tooManyAttempts(check.retryAfterMinutes);
        }
        // A new address gets a mail: the cap keeps anyone from using the form to fill a stranger's inbox.
        const allowed = await beginAttempt(app.db, [verifyMailKey(row.id)], now);
        if (!allowed.ok) {
          authEvent(request, "account.email-change-capped", { userId: row.id });
          throw tooManyFor(allowed.retryAfterMinutes, { id: "refusals.account.tooManyEmailChanges", values: { minutes: allowed.retryAfterMinutes } });
        }
      }

      const changes: Partial<UserRow> = { updatedAt: now };
      if (update.fullName !== undefined) changes.fullName = update.fullName;
      if (update.phone !== undefined) changes.phone = update.phone;

      const saved = await app.db.transaction(async (tx) => {
        // Locked, so a link being used now sees either the old address or the new one, never both.
        const current = await lockAccount(tx, row.id);
        if (!current) throw unauthenticated(SIGNED_OUT);
        const movedTo = newEmail !== current.email ? newEmail : undefined;
        const [updated] = await tx
          .update(users)
          .set(movedTo ? { ...changes, email: movedTo, emailVerifiedAt: null } : changes)
          .where(eq(users.id, row.id))
          .returning();
        if (movedTo) {
          // Links mailed to the old address (verification, password reset) end with it.
          await tx.delete(verifications).where(and(eq(verifications.userId, row.id), inArray(verifications.type, ["verify_email", "reset_password"])));
          await sendVerificationLink(tx, current, movedTo, { publicUrl: app.config.publicUrl, now });
          if (current.email) await enqueueMail(tx, [emailChangedNoticeMail(current.email, current.username, movedTo, languageOrDefault(current.language))]);
        }
        return updated!;
      });
      if (newEmail) {
        app.mail.kick();
        authEvent(request, "account.email-changed", { userId: row.id });
        authEvent(request, "email-verification.sent", { userId: row.id, reason: "email-changed" });
      }
      authEvent(request, "account.profile-updated", {
        userId: row.id,
        fields: Object.keys(update).filter((k) => k !== "currentPassword" && update[k as keyof typeof update] !== undefined),
      });
      return {
        success: true,
        message: newEmail ? `Profile saved. We sent a verification link to ${newEmail}.` : "Profile saved.",
        data: accountAnswer(saved),
      };
    },
    { config: { rateLimit: { max: 30, timeWindow: HOUR } } },
  );

  route(
    app,
    changePassword,
    async ({ actor: user, body, request }) => {
      const { currentPassword, newPassword } = body;
      const row = await loadUser(user.id);
      const now = app.config.now();
      const check = await checkCurrentPassword(app.db, row, currentPassword, request.ip, now);
      if (check === "wrong") {
        authEvent(request, "password-change.failed", { userId: row.id, reason: "wrong-password" });
        throw invalid(WRONG_CURRENT_PASSWORD, [{ field: "currentPassword", message: WRONG_CURRENT_PASSWORD }]);
      }
      if (check !== "right") {
        authEvent(request, "password-change.throttled", { userId: row.id });
        throw tooManyAttempts(check.retryAfterMinutes);
      }
      if (newPassword === currentPassword) throw invalid(SAME_PASSWORD, [{ field: "newPassword", message: SAME_PASSWORD }]);
      refuseCommonPassword(newPassword, "newPassword");

      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.id));
        // Reset links sent before the change must not undo it.
        await tx.delete(verifications).where(and(eq(verifications.userId, row.id), eq(verifications.type, "reset_password")));
        if (row.email) await enqueueMail(tx, [passwordChangedMail(row.email, row.username, languageOrDefault(row.language))]);
      });
      // Every other device is signed out; this one stays signed in.
      await revokeOtherSessions(app.db, row.id, request.cookies[cookieName]);
      if (row.email) app.mail.kick();
      authEvent(request, "password-change.completed", { userId: row.id });
      return { success: true, message: "Your password has been changed. Other devices were signed out." };
    },
    { config: { rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES } } },
  );

  // The person's own choice of language: no audit entry (it reveals nothing and changes no access).
  route(app, setLanguage, async ({ actor, body }) => {
    await app.db.update(users).set({ language: body.language, updatedAt: app.config.now() }).where(eq(users.id, actor.id));
    return { success: true, data: { language: body.language } };
  });
}
