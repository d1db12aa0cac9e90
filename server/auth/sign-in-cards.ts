/**
 * Children's sign-in cards (issue 34): a printed QR code and text code that signs a child in without
 * a password. Making a card ends the child's live one in the same transaction, so the old code stops
 * working at once. Who may make whose card is the access module's question (requireCardMaker,
 * requireCardClass); the routes are server/routes/sign-in-cards.ts and POST /api/login/card.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { createHash, randomInt } from "node:crypto";
import QRCode from "qrcode";
import { knownAs } from "#common/learning/child-name";
import type { PrintableSignInCard, SignInCardStatus } from "#common/schemas/sign-in-cards";
import { SIGN_IN_CODE_ALPHABET, SIGN_IN_CODE_LENGTH, formatSignInCode, signInCardUrl } from "#common/sign-in-code";
import type { StaffAction } from "../actor";
import { recordAudit } from "../audit";
import type { Db } from "../db/client";
import { enrolments, signInCards, students, userMfa, users } from "../db/schema";
import { notFound } from "../domain-errors";
import type { CardMaker } from "../learning/access";
import { STUDENT_NOT_FOUND } from "../learning/access";

type Reader = Pick<Db, "select">;

/** A new code: SIGN_IN_CODE_LENGTH characters drawn from node:crypto, 5 bits each (75 bits). */
export function newSignInCode(): string {
  let code = "";
  for (let i = 0; i < SIGN_IN_CODE_LENGTH; i++) code += SIGN_IN_CODE_ALPHABET[randomInt(SIGN_IN_CODE_ALPHABET.length)];
  return code;
}

/**
 * What is stored of a (normalised) code. A plain SHA-256 is enough here, unlike for a password: the
 * code is 75 random bits the school chose, not words a person chose, so a stolen table cannot be
 * reversed by guessing (2^75 tries) and a salt or a slow hash would add nothing; an unsalted hash
 * also lets a sign-in find its card by an index lookup.
 */
export function hashSignInCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}

/**
 * The student account a live card's code signs in to, with whether it has 2FA (as
 * findAccountForSignIn answers), or null: no such code, an ended card, or an account that is not a
 * student's (the route also refuses a deactivated one).
 */
export async function findCardAccount(db: Reader, codeHash: string) {
  const [row] = await db
    .select({ user: users, studentId: students.id, mfaEnabledAt: userMfa.enabledAt })
    .from(signInCards)
    .innerJoin(students, eq(students.id, signInCards.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(and(eq(signInCards.codeHash, codeHash), isNull(signInCards.endedAt)));
  if (!row || row.user.role !== "student") return null;
  return { ...row.user, studentId: row.studentId, mfaEnabled: Boolean(row.mfaEnabledAt) };
}

/** The children of `studentIds` with whether each has a live card, by name. */
export async function cardStatuses(db: Reader, studentIds: readonly string[]): Promise<SignInCardStatus[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      preferredName: students.preferredName,
      avatar: students.avatar,
      madeAt: signInCards.createdAt,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(signInCards, and(eq(signInCards.studentId, students.id), isNull(signInCards.endedAt)))
    .where(and(inArray(students.id, [...studentIds]), eq(users.role, "student")))
    .orderBy(asc(students.firstName), asc(students.id));
  return rows.map((r) => ({ studentId: r.studentId, name: knownAs(r), avatar: r.avatar, madeAt: r.madeAt?.toISOString() ?? null }));
}

/** The children enrolled in a class now (the caller checked the class). */
export async function childIdsOfClass(db: Reader, classId: string): Promise<string[]> {
  const rows = await db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)));
  return rows.map((r) => r.id);
}

const MAKER_WORDS: Record<CardMaker, string> = { guardian: "A guardian", teacher: "A teacher", staff: "Staff" };

/**
 * New cards for these children (the caller checked who may make them), each replacing the child's
 * live card: the codes are answered here once and never again. One transaction, with each child's
 * record locked, so two grown-ups pressing at once leave one live card, not two.
 */
export async function makeSignInCards(
  { db, actor, now }: StaffAction,
  studentIds: readonly string[],
  by: CardMaker,
  publicUrl: string,
): Promise<PrintableSignInCard[]> {
  if (studentIds.length === 0) return [];
  const made = await db.transaction(async (tx) => {
    const children = await tx
      .select({
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        preferredName: students.preferredName,
        avatar: students.avatar,
        username: users.username,
        role: users.role,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(students.id, [...studentIds]))
      .orderBy(asc(students.firstName), asc(students.id))
      .for("update", { of: students });
    // A card signs in a student account only: any other account behind a record reads as missing.
    if (children.length !== new Set(studentIds).size || children.some((c) => c.role !== "student")) throw notFound(STUDENT_NOT_FOUND);
    const cards: { child: (typeof children)[number]; code: string }[] = [];
    for (const child of children) {
      const ended = await tx
        .update(signInCards)
        .set({ endedAt: now })
        .where(and(eq(signInCards.studentId, child.id), isNull(signInCards.endedAt)))
        .returning({ id: signInCards.id });
      const code = newSignInCode();
      await tx.insert(signInCards).values({ studentId: child.id, codeHash: hashSignInCode(code), createdBy: actor.id, createdAt: now });
      const replaced = ended.length > 0;
      await recordAudit(tx, actor, {
        action: "student.sign_in_card_made",
        targetId: child.username,
        summary: `${MAKER_WORDS[by]} made a sign-in card for ${knownAs(child)} ${child.lastName}${replaced ? "; the old card no longer works" : ""}.`,
        detail: { studentId: child.id, by, replaced },
      });
      cards.push({ child, code });
    }
    return cards;
  });
  return Promise.all(
    made.map(async ({ child, code }) => ({
      studentId: child.id,
      name: knownAs(child),
      avatar: child.avatar,
      code: formatSignInCode(code),
      qrCode: await qrCodeOf(signInCardUrl(publicUrl, code)),
      madeAt: now.toISOString(),
    })),
  );
}

/** The QR code of the card's address as an SVG data: URL (the 2FA set-up's QR code is drawn by the same package). */
async function qrCodeOf(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The audit entry of a sign-in by card, the child its actor (issue 34: the trail shows who signed in
 * this way); `secondFactorRequired` when the account's 2FA step is still to come.
 */
export async function auditCardSignIn(
  db: Db,
  actor: StaffAction["actor"],
  account: { username: string; studentId: string },
  secondFactorRequired: boolean,
): Promise<void> {
  await recordAudit(db, actor, {
    action: "student.signed_in_with_card",
    targetId: account.username,
    summary: secondFactorRequired
      ? `${account.username} used a sign-in card; the account's two-step verification code is still needed.`
      : `${account.username} signed in with a sign-in card.`,
    detail: { studentId: account.studentId, secondFactorRequired },
  });
}
