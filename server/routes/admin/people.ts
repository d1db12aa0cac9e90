/**
 * Staff management of accounts (docs/api/admin-people.md): list and search, create with an emailed
 * set-password link, resend that link, deactivate and reactivate, reset two-factor authentication.
 * Rules: nobody acts on their own account here; only a super_admin creates or acts on admin and
 * super_admin accounts; the last active super_admin stays. Every change is audited in its transaction.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ROLE_LABELS, canManageRole, createPersonSchema, usersQuerySchema, type AdminUser } from "../../../common/schemas/admin-people";
import { pageWindow, type Page } from "../../../common/schemas/paging";
import type { Role } from "../../../common/roles";
import { recordAudit } from "../../audit";
import { createVerification, deleteUserVerifications } from "../../auth/verifications";
import { revokeUserSessions, type SessionUser } from "../../auth/sessions";
import type { Tx } from "../../db/client";
import { mfaBackupCodes, sessions, userMfa, users } from "../../db/schema";
import { HttpError } from "../../errors";
import { parseForm } from "../../forms";
import { enqueueMail } from "../../mail/outbox";
import { deactivatedMail, invitationMail, mfaResetMail, reactivatedMail } from "../../mail/people-mails";
import { createAccount } from "../../auth/new-accounts";
import { containsPattern } from "../../db/queries";
import { staffActor, uuidParam } from "../../http/staff-request";

/** How long the set-password link of a staff-created account works. */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * The password hash of an account that has not chosen a password yet: not a PHC string, so
 * verifyPassword refuses every password for it. The set-password link replaces it.
 */
export const NO_PASSWORD_HASH = "!no-password: set with the emailed link";

export const PEOPLE_MESSAGES = {
  adminOnlySuper: "Only a super admin can create or change administrator accounts.",
  self: "You can't do this to your own account here. Your own sign-in and two-factor settings are in Security Settings.",
  notFound: "Account not found.",
  alreadyDeactivated: "This account is already deactivated.",
  notDeactivated: "This account is active already.",
  deactivatedNoInvite: "This account is deactivated. Reactivate it before sending a set-password email.",
  noEmail: "This account has no email address to send the link to.",
  lastSuperAdmin: "This is the last active super admin account; it can't be deactivated. Create another super admin first.",
  noMfa: "Two-factor authentication is not set up on this account.",
  actorGone: "Your account is no longer active.",
} as const;



type UserRow = typeof users.$inferSelect;

const mfaEnabled = sql<boolean>`exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`;
const lastSignIn = sql<Date | string | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function view(row: Pick<UserRow, "id" | "username" | "fullName" | "email" | "emailVerifiedAt" | "phone" | "role" | "createdAt" | "deactivatedAt"> & { mfaEnabled: boolean; lastSignInAt: Date | string | null }): AdminUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    phone: row.phone,
    role: row.role as Role,
    mfaEnabled: Boolean(row.mfaEnabled),
    createdAt: iso(row.createdAt)!,
    lastSignInAt: iso(row.lastSignInAt),
    deactivatedAt: iso(row.deactivatedAt),
  };
}

const listColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  mfaEnabled,
  lastSignInAt: lastSignIn,
};

export async function peopleRoutes(app: FastifyInstance) {
  /** How the person is told who created their account: "Maria Lopez (Admin)". */
  async function actorName(actor: SessionUser) {
    const [row] = await app.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, actor.id));
    return `${row?.fullName || actor.username} (${ROLE_LABELS[actor.role]})`;
  }

  async function sendInvite(tx: Tx, target: UserRow, createdBy: string, resent: boolean) {
    const now = app.config.now();
    const token = await createVerification(tx, "reset_password", target.id, INVITE_TOKEN_TTL_MS, now, target.email!);
    await enqueueMail(tx, [
      invitationMail({
        to: target.email!,
        fullName: target.fullName,
        username: target.username,
        role: target.role as Role,
        createdBy,
        link: `${app.config.publicUrl}/reset-password?token=${token}`,
        expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
        signInUrl: `${app.config.publicUrl}/auth`,
        resent,
      }),
    ]);
  }

  /**
   * The account `id` for an action by `actor`, locked for the transaction, after the rules every
   * action shares: it exists, it is not the actor's own, and the actor may manage its role.
   */
  async function targetFor(tx: Tx, actor: SessionUser, id: string): Promise<UserRow> {
    uuidParam(id, PEOPLE_MESSAGES.notFound);
    if (id === actor.id) throw new HttpError(403, PEOPLE_MESSAGES.self);
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!target) throw new HttpError(404, PEOPLE_MESSAGES.notFound);
    if (!canManageRole(actor.role, target.role)) throw new HttpError(403, PEOPLE_MESSAGES.adminOnlySuper);
    return target;
  }

  app.get("/users", async (request) => {
    const query = usersQuerySchema.parse(request.query);
    const conditions: SQL[] = [];
    if (query.q) {
      const pattern = containsPattern(query.q);
      conditions.push(or(ilike(users.username, pattern), ilike(users.fullName, pattern), ilike(users.email, pattern))!);
    }
    if (query.role) conditions.push(eq(users.role, query.role));
    if (query.state === "active") conditions.push(isNull(users.deactivatedAt));
    if (query.state === "deactivated") conditions.push(isNotNull(users.deactivatedAt));
    const where = conditions.length ? and(...conditions) : undefined;
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      app.db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
      app.db.select({ n: count() }).from(users).where(where),
    ]);
    const page: Page<AdminUser> = { items: rows.map(view), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    return { success: true, data: page };
  });

  app.post("/users", async (request, reply) => {
    const actor = staffActor(request);
    const data = parseForm(request.body, createPersonSchema);
    if (!canManageRole(actor.role, data.role)) throw new HttpError(403, PEOPLE_MESSAGES.adminOnlySuper, [{ field: "role", message: PEOPLE_MESSAGES.adminOnlySuper }]);
    const createdBy = await actorName(actor);
    const now = app.config.now();
    const created = await createAccount(app.db, data.username, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: data.username,
          fullName: data.fullName,
          email: data.email,
          phone: data.phone ?? null,
          passwordHash: NO_PASSWORD_HASH,
          role: data.role,
          createdBy: actor.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await sendInvite(tx, row!, createdBy, false);
      await recordAudit(tx, request, actor, {
        action: "user.created",
        targetType: "user",
        targetId: row!.username,
        summary: `Created the ${ROLE_LABELS[data.role].toLowerCase()} account ${row!.username} and emailed a set-password link.`,
        detail: { userId: row!.id, role: data.role },
      });
      return row!;
    });
    app.mail.kick();
    return reply.code(201).send({
      success: true,
      message: `Account created. A set-password email was sent to ${created.email}.`,
      data: view({ ...created, mfaEnabled: false, lastSignInAt: null }),
    });
  });

  app.post<{ Params: { id: string } }>("/users/:id/resend-invite", async (request) => {
    const actor = staffActor(request);
    const createdBy = await actorName(actor);
    const target = await app.db.transaction(async (tx) => {
      const target = await targetFor(tx, actor, request.params.id);
      if (target.deactivatedAt) throw new HttpError(409, PEOPLE_MESSAGES.deactivatedNoInvite);
      if (!target.email) throw new HttpError(409, PEOPLE_MESSAGES.noEmail);
      // Earlier set-password and reset links of the account stop working.
      await deleteUserVerifications(tx, target.id, "reset_password");
      await sendInvite(tx, target, createdBy, true);
      await recordAudit(tx, request, actor, {
        action: "user.invite_resent",
        targetType: "user",
        targetId: target.username,
        summary: `Emailed a new set-password link to ${target.username}; earlier links stopped working.`,
        detail: { userId: target.id },
      });
      return target;
    });
    app.mail.kick();
    return { success: true, message: `A new set-password email was sent to ${target.email}.` };
  });

  app.post<{ Params: { id: string } }>("/users/:id/deactivate", async (request) => {
    const actor = staffActor(request);
    const now = app.config.now();
    const target = await app.db.transaction(async (tx) => {
      // One deactivation at a time, so two super admins deactivating each other at once cannot leave none.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account-deactivation'))`);
      const target = await targetFor(tx, actor, request.params.id);
      if (target.deactivatedAt) throw new HttpError(409, PEOPLE_MESSAGES.alreadyDeactivated);
      if (target.role === "super_admin") {
        const others = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, "super_admin"), isNull(users.deactivatedAt), ne(users.id, target.id)));
        if (others.length === 0) throw new HttpError(409, PEOPLE_MESSAGES.lastSuperAdmin);
      }
      // The actor may have been deactivated since this request was authenticated.
      const [self] = await tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, actor.id));
      if (!self || self.deactivatedAt) throw new HttpError(403, PEOPLE_MESSAGES.actorGone);
      await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, target.id));
      // Every session ends now, as do set-password links and half-done sign-ins.
      await revokeUserSessions(tx, target.id);
      await deleteUserVerifications(tx, target.id);
      await recordAudit(tx, request, actor, {
        action: "user.deactivated",
        targetType: "user",
        targetId: target.username,
        summary: `Deactivated ${target.username}; their sessions ended.`,
        detail: { userId: target.id, role: target.role },
      });
      if (target.email) await enqueueMail(tx, [deactivatedMail(target.email, target.fullName, target.username)]);
      return target;
    });
    app.mail.kick();
    return { success: true, message: `${target.username} was deactivated and signed out everywhere.` };
  });

  app.post<{ Params: { id: string } }>("/users/:id/reactivate", async (request) => {
    const actor = staffActor(request);
    const now = app.config.now();
    const target = await app.db.transaction(async (tx) => {
      const target = await targetFor(tx, actor, request.params.id);
      if (!target.deactivatedAt) throw new HttpError(409, PEOPLE_MESSAGES.notDeactivated);
      await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, target.id));
      await recordAudit(tx, request, actor, {
        action: "user.reactivated",
        targetType: "user",
        targetId: target.username,
        summary: `Reactivated ${target.username}.`,
        detail: { userId: target.id, role: target.role },
      });
      if (target.email) await enqueueMail(tx, [reactivatedMail(target.email, target.fullName, target.username, `${app.config.publicUrl}/forgot-password`)]);
      return target;
    });
    app.mail.kick();
    return { success: true, message: `${target.username} was reactivated.` };
  });

  app.post<{ Params: { id: string } }>("/users/:id/reset-mfa", async (request) => {
    const actor = staffActor(request);
    const target = await app.db.transaction(async (tx) => {
      const target = await targetFor(tx, actor, request.params.id);
      const removed = await tx.delete(userMfa).where(eq(userMfa.userId, target.id)).returning({ enabledAt: userMfa.enabledAt });
      await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, target.id));
      if (removed.length === 0) throw new HttpError(409, PEOPLE_MESSAGES.noMfa);
      await revokeUserSessions(tx, target.id);
      await deleteUserVerifications(tx, target.id, "mfa_login");
      await recordAudit(tx, request, actor, {
        action: "user.mfa_reset",
        targetType: "user",
        targetId: target.username,
        summary: `Reset two-factor authentication of ${target.username}; their sessions ended.`,
        detail: { userId: target.id, wasEnabled: removed[0]!.enabledAt !== null },
      });
      if (target.email) await enqueueMail(tx, [mfaResetMail(target.email, target.fullName, target.username, `${app.config.publicUrl}/settings/security`)]);
      return target;
    });
    app.mail.kick();
    return { success: true, message: `Two-factor authentication of ${target.username} was reset.` };
  });
}
