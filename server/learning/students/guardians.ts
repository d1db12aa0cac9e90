/**
 * Linking a guardian to a child by email address, the one rule Create student and the student
 * record share:
 * - an active account with role guardian or parent whose address is verified is linked, and told;
 * - an address no account uses gets a new `guardian` account without a password and the
 *   set-password invitation staff accounts get (reset_password verification + outbox);
 * - any other account on that address (unverified, deactivated, staff or student) is not linked:
 *   staff are told why and resolve it themselves (nobody gains a child by typing an address).
 */
import { DEFAULT_LANGUAGE, languageOrDefault, type Language } from "#common/i18n/languages";
import { localizedPath } from "#common/i18n/public-paths";
import { GUARDIAN_ROLES } from "#common/roles";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DraftGuardian, GuardianInput, GuardianOutcome, GuardianResult } from "#common/schemas/learning/students";
import { NO_PASSWORD_HASH, INVITE_TOKEN_TTL_MS } from "../../accounts/people";
import { createVerification } from "../../auth/verifications";
import type { Db, Tx } from "../../db/client";
import { guardianLinks, users } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { guardianInvitationMail, guardianLinkedMail } from "../../mail/family-mails";
import {} from "../access";
import type { Actor } from "../../actor";

type Reader = Pick<Db, "select">;
type UserRow = typeof users.$inferSelect;

export const GUARDIAN_NOTES = {
  link: "An account with this verified address exists: it will be linked to the child and told by email.",
  invite: "No account uses this address: a guardian account will be made and a set-password email sent.",
  unverified:
    "An account uses this address but has not confirmed it yet, so it is not linked automatically. Ask the family to verify their email, then link it from the student record.",
  deactivated: "The account using this address is deactivated, so it is not linked. Reactivate it in People, then link it from the student record.",
  notFamily: "This address belongs to a staff or student account, so it is not linked. Ask the family for another address.",
} as const;

export type GuardianPlan = { outcome: "linked"; user: UserRow; note: string } | { outcome: "invited"; note: string } | { outcome: "not_linked"; note: string };

/** What linking `email` would do now (read only). */
export async function planGuardian(db: Reader, email: string): Promise<GuardianPlan> {
  const accounts = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .orderBy(asc(users.createdAt), asc(users.id));
  if (accounts.length === 0) return { outcome: "invited", note: GUARDIAN_NOTES.invite };
  const family = accounts.filter((u) => (GUARDIAN_ROLES as readonly string[]).includes(u.role));
  const usable = family.find((u) => u.emailVerifiedAt !== null && u.deactivatedAt === null);
  if (usable) return { outcome: "linked", user: usable, note: GUARDIAN_NOTES.link };
  if (family.some((u) => u.deactivatedAt === null)) return { outcome: "not_linked", note: GUARDIAN_NOTES.unverified };
  if (family.length > 0) return { outcome: "not_linked", note: GUARDIAN_NOTES.deactivated };
  return { outcome: "not_linked", note: GUARDIAN_NOTES.notFamily };
}

export async function draftGuardian(db: Reader, input: { fullName: string; email: string; relationship?: string }): Promise<DraftGuardian> {
  const plan = await planGuardian(db, input.email);
  return {
    fullName: input.fullName,
    email: input.email.toLowerCase(),
    ...(input.relationship ? { relationship: input.relationship } : {}),
    outcome: plan.outcome,
    note: plan.note,
  };
}

/** A free username for a new guardian account, from the address's local part ("maria.lopez", "maria.lopez2"). */
async function guardianUsername(tx: Tx, email: string): Promise<string> {
  let base = email
    .split("@")[0]!
    .normalize("NFKD")
    .replace(/[^\w.-]/g, "")
    .toLowerCase()
    .slice(0, 40);
  if (base.length < 3) base = `${base}family`.slice(0, 40);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${candidate})`);
    if (!taken) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

export interface LinkContext {
  tx: Tx;
  actor: Actor;
  now: Date;
  publicUrl: string;
  studentId: string;
  childName: string;
  isPrimary: boolean;
  /** The language a new guardian account speaks: the family's application's (issue 32); English otherwise. */
  language?: Language;
}

/** Links (or invites) one guardian in the caller's transaction, with its mail; audits are the caller's. */
export async function linkGuardian(ctx: LinkContext, input: GuardianInput & { email: string; fullName: string }): Promise<GuardianResult> {
  const { tx, now, publicUrl } = ctx;
  const email = input.email.toLowerCase();
  const plan = await planGuardian(tx, email);
  const result = (outcome: GuardianOutcome, userId: string | null, message: string): GuardianResult => ({
    email,
    fullName: input.fullName,
    outcome,
    userId,
    message,
  });
  if (plan.outcome === "not_linked") return result("not_linked", null, plan.note);

  let user: UserRow;
  if (plan.outcome === "linked") {
    user = plan.user;
    const [already] = await tx
      .select({ id: guardianLinks.guardianUserId })
      .from(guardianLinks)
      .where(and(eq(guardianLinks.studentId, ctx.studentId), eq(guardianLinks.guardianUserId, user.id)));
    if (already) return result("already_linked", user.id, "This guardian is already linked to the child.");
  } else {
    const username = await guardianUsername(tx, email);
    const [created] = await tx
      .insert(users)
      .values({
        username,
        fullName: input.fullName,
        email,
        passwordHash: NO_PASSWORD_HASH,
        role: "guardian",
        language: ctx.language ?? DEFAULT_LANGUAGE,
        createdBy: ctx.actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    user = created!;
  }
  await tx
    .insert(guardianLinks)
    .values({ studentId: ctx.studentId, guardianUserId: user.id, relationship: input.relationship ?? null, isPrimary: ctx.isPrimary, createdAt: now });
  // In the guardian's language, the mail and the pages its links open ("/es/auth").
  const language = languageOrDefault(user.language);
  const signInUrl = `${publicUrl}${localizedPath("/auth", language)}`;
  if (plan.outcome === "linked") {
    await enqueueMail(tx, [guardianLinkedMail({ to: email, fullName: user.fullName, language, childName: ctx.childName, signInUrl })]);
    return result("linked", user.id, `Linked ${user.fullName ?? user.username} (existing account) and told them by email.`);
  }
  const token = await createVerification(tx, "reset_password", user.id, INVITE_TOKEN_TTL_MS, now, email);
  await enqueueMail(tx, [
    guardianInvitationMail({
      to: email,
      fullName: user.fullName,
      language,
      username: user.username,
      childName: ctx.childName,
      link: `${publicUrl}${localizedPath("/reset-password", language)}?token=${token}`,
      expiresAt: new Date(now.getTime() + INVITE_TOKEN_TTL_MS),
      signInUrl,
    }),
  ]);
  return result("invited", user.id, `Made the guardian account ${user.username} and emailed a set-password link to ${email}.`);
}
