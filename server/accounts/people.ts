/**
 * Staff management of accounts (docs/api/admin-people.md): list and search, create with an emailed
 * set-password link, resend that link, deactivate and reactivate, reset two-factor authentication.
 * Rules: nobody acts on their own account here; only a super_admin creates or acts on admin and
 * super_admin accounts; the last active super_admin stays. Every change is audited in its transaction.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { ROLE_LABELS, canManageRole, type AdminUser, type createPersonSchema, type usersQuerySchema } from "#common/schemas/admin-people";
import { pageWindow, type Page } from "#common/schemas/paging";
import type { Role } from "#common/roles";
import { recordAudit } from "../audit";
import { createAccount } from "../auth/new-accounts";
import { revokeUserSessions } from "../auth/sessions";
import { createVerification, deleteUserVerifications } from "../auth/verifications";
import type { Db, Tx } from "../db/client";
import { containsPattern } from "../db/queries";
import { mfaBackupCodes, sessions, userMfa, users } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { deactivatedMail, invitationMail, mfaResetMail, reactivatedMail, type AccountNoticeTo } from "../mail/people-mails";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { localizedPath } from "#common/i18n/public-paths";
import { isUuid } from "#common/ids";
import { conflict, forbidden, notFound } from "../domain-errors";
import type { StaffAction } from "../actor";
import type { Actor } from "../actor";

type UsersQuery = z.output<typeof usersQuerySchema>;
type NewPerson = z.output<typeof createPersonSchema>;

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

export function view(
  row: Pick<UserRow, "id" | "username" | "fullName" | "email" | "emailVerifiedAt" | "phone" | "role" | "createdAt" | "deactivatedAt"> & {
    mfaEnabled: boolean;
    lastSignInAt: Date | string | null;
  },
): AdminUser {
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

/** Who created an account, as its owner is told in their language: "Maria Lopez (Admin)", "Maria Lopez (Administrador)". */
type CreatedBy = (language: Language) => string;

async function actorName(db: Db, actor: Pick<Actor, "id" | "username" | "role">): Promise<CreatedBy> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, actor.id));
  const name = row?.fullName || actor.username;
  return (language) => `${name} (${t(language, `people.role.${actor.role}`)})`;
}

async function sendInvite(tx: Tx, target: UserRow, createdBy: CreatedBy, resent: boolean, now: Date, publicUrl: string) {
  const token = await createVerification(tx, "reset_password", target.id, INVITE_TOKEN_TTL_MS, now, target.email!);
  const language = languageOrDefault(target.language);
  await enqueueMail(tx, [
    invitationMail({
      to: target.email!,
      fullName: target.fullName,
      language,
      username: target.username,
      role: target.role as Role,
      createdBy: createdBy(language),
      link: `${publicUrl}${localizedPath("/reset-password", language)}?token=${token}`,
      expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
      signInUrl: `${publicUrl}${localizedPath("/auth", language)}`,
      resent,
    }),
  ]);
}

/** An account notice goes to the account's address, in its owner's language. */
function noticeTo(target: UserRow & { email: string }): AccountNoticeTo {
  return { to: target.email, fullName: target.fullName, username: target.username, language: languageOrDefault(target.language) };
}

const hasEmail = (target: UserRow): target is UserRow & { email: string } => Boolean(target.email);

/**
 * The account `id` for an action by `actor`, locked for the transaction, after the rules every
 * action shares: it exists, it is not the actor's own, and the actor may manage its role.
 */
async function targetFor(tx: Tx, actor: Pick<Actor, "id" | "role">, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound(PEOPLE_MESSAGES.notFound);
  if (id === actor.id) throw forbidden(PEOPLE_MESSAGES.self);
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!target) throw notFound(PEOPLE_MESSAGES.notFound);
  if (!canManageRole(actor.role, target.role)) throw forbidden(PEOPLE_MESSAGES.adminOnlySuper);
  return target;
}

/** One page of accounts, newest first: search over username, name and email; role and state filters. */
export async function listPeople(db: Db, query: UsersQuery): Promise<Page<AdminUser>> {
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
    db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(view), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** Creates an account without a password and emails its set-password link (the caller checked the role may be managed). */
export async function createPerson({ db, actor, now }: StaffAction, data: NewPerson, publicUrl: string): Promise<UserRow> {
  const createdBy = await actorName(db, actor);
  return createAccount(db, data.username, async (tx) => {
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
    await sendInvite(tx, row!, createdBy, false, now, publicUrl);
    await recordAudit(tx, actor, {
      action: "user.created",
      targetId: row!.username,
      summary: `Created the ${ROLE_LABELS[data.role].toLowerCase()} account ${row!.username} and emailed a set-password link.`,
      detail: { userId: row!.id, role: data.role },
    });
    return row!;
  });
}

/** Emails a new set-password link; earlier links stop working. */
export async function resendInvite({ db, actor, now }: StaffAction, id: string, publicUrl: string): Promise<UserRow> {
  const createdBy = await actorName(db, actor);
  return db.transaction(async (tx) => {
    const target = await targetFor(tx, actor, id);
    if (target.deactivatedAt) throw conflict(PEOPLE_MESSAGES.deactivatedNoInvite);
    if (!target.email) throw conflict(PEOPLE_MESSAGES.noEmail);
    // Earlier set-password and reset links of the account stop working.
    await deleteUserVerifications(tx, target.id, "reset_password");
    await sendInvite(tx, target, createdBy, true, now, publicUrl);
    await recordAudit(tx, actor, {
      action: "user.invite_resent",
      targetId: target.username,
      summary: `Emailed a new set-password link to ${target.username}; earlier links stopped working.`,
      detail: { userId: target.id },
    });
    return target;
  });
}

/** Deactivates an account (never the last active super_admin) and ends its sessions. */
export async function deactivatePerson({ db, actor, now }: StaffAction, id: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // One deactivation at a time, so two super admins deactivating each other at once cannot leave none.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('account-deactivation'))`);
    const target = await targetFor(tx, actor, id);
    if (target.deactivatedAt) throw conflict(PEOPLE_MESSAGES.alreadyDeactivated);
    if (target.role === "super_admin") {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "super_admin"), isNull(users.deactivatedAt), ne(users.id, target.id)));
      if (others.length === 0) throw conflict(PEOPLE_MESSAGES.lastSuperAdmin);
    }
    // The actor may have been deactivated since this request was authenticated.
    const [self] = await tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, actor.id));
    if (!self || self.deactivatedAt) throw forbidden(PEOPLE_MESSAGES.actorGone);
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, target.id));
    // Every session ends now, as do set-password links and half-done sign-ins.
    await revokeUserSessions(tx, target.id);
    await deleteUserVerifications(tx, target.id);
    await recordAudit(tx, actor, {
      action: "user.deactivated",
      targetId: target.username,
      summary: `Deactivated ${target.username}; their sessions ended.`,
      detail: { userId: target.id, role: target.role },
    });
    if (hasEmail(target)) await enqueueMail(tx, [deactivatedMail(noticeTo(target))]);
    return target;
  });
}

/** Reactivates an account and tells its owner how to sign in again. */
export async function reactivatePerson({ db, actor, now }: StaffAction, id: string, publicUrl: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const target = await targetFor(tx, actor, id);
    if (!target.deactivatedAt) throw conflict(PEOPLE_MESSAGES.notDeactivated);
    await tx.update(users).set({ deactivatedAt: null, updatedAt: now }).where(eq(users.id, target.id));
    await recordAudit(tx, actor, {
      action: "user.reactivated",
      targetId: target.username,
      summary: `Reactivated ${target.username}.`,
      detail: { userId: target.id, role: target.role },
    });
    if (hasEmail(target))
      await enqueueMail(tx, [reactivatedMail(noticeTo(target), `${publicUrl}${localizedPath("/forgot-password", languageOrDefault(target.language))}`)]);
    return target;
  });
}

/** Removes an account's two-factor authentication and ends its sessions. */
export async function resetPersonMfa({ db, actor }: StaffAction, id: string, publicUrl: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const target = await targetFor(tx, actor, id);
    const removed = await tx.delete(userMfa).where(eq(userMfa.userId, target.id)).returning({ enabledAt: userMfa.enabledAt });
    await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, target.id));
    if (removed.length === 0) throw conflict(PEOPLE_MESSAGES.noMfa);
    await revokeUserSessions(tx, target.id);
    await deleteUserVerifications(tx, target.id, "mfa_login");
    await recordAudit(tx, actor, {
      action: "user.mfa_reset",
      targetId: target.username,
      summary: `Reset two-factor authentication of ${target.username}; their sessions ended.`,
      detail: { userId: target.id, wasEnabled: removed[0]!.enabledAt !== null },
    });
    if (hasEmail(target)) await enqueueMail(tx, [mfaResetMail(noticeTo(target), `${publicUrl}/settings/security`)]);
    return target;
  });
}
