/**
 * Staff's changes to the standards catalog (/admin/courses, Standards tab; docs/api/admin-standards.md).
 * The school adds its own standards (framework `school`: social studies, SEL, specials) beside the
 * published ones and edits them; published standards are read-only (the start-up sync owns them).
 * Any standard can be archived and restored: an archived one keeps every mark and report card that
 * names it but leaves the picker. Codes are unique across the whole catalog, whatever their case.
 * Every change is audited in its transaction.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { FRAMEWORK_LABELS, SCHOOL_FRAMEWORK, type StandardFramework } from "#common/learning/standards/index";
import type { AdminStandard, StandardCreate, StandardPatch } from "#common/schemas/learning/standards";
import { recordAudit } from "../../audit";
import type { Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/queries";
import { standards, subjects } from "../../db/schema";
import { conflict, invalid, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

export const SCHOOL_STANDARD_MESSAGES = {
  notFound: "We could not find that standard.",
  published:
    "Published standards stay as published; only the school's own standards can be edited. You can archive a published standard the school does not teach.",
  codeTaken: (code: string) => `The code ${code} is already used by another standard. Please choose another code.`,
  unknownSubject: "Please choose a subject from the list.",
} as const;

/** School standards come after the published ones of their subject and grade. */
const SCHOOL_SORT_ORDER = 1_000_000;

type StandardRow = typeof standards.$inferSelect;

function view(row: StandardRow): AdminStandard {
  return {
    id: row.id,
    code: row.code,
    framework: row.framework,
    subjectCode: row.subjectCode,
    grade: row.grade,
    domain: row.domain,
    cluster: row.cluster,
    description: row.description,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    editable: row.framework === SCHOOL_FRAMEWORK,
  };
}

async function lockStandard(tx: Tx, id: string) {
  const [row] = await tx.select().from(standards).where(eq(standards.id, id)).for("update");
  if (!row) throw notFound(SCHOOL_STANDARD_MESSAGES.notFound);
  return row;
}

async function requireSubject(tx: Tx, code: string) {
  const [subject] = await tx.select({ code: subjects.code, name: subjects.name }).from(subjects).where(eq(subjects.code, code));
  if (!subject) throw invalid(SCHOOL_STANDARD_MESSAGES.unknownSubject, [{ field: "subjectCode", message: SCHOOL_STANDARD_MESSAGES.unknownSubject }]);
  return subject;
}

function codeTaken(code: string): never {
  const message = SCHOOL_STANDARD_MESSAGES.codeTaken(code);
  throw conflict(message, [{ field: "code", message }]);
}

/** "SEL.2.1" and "sel.2.1" are the same code to a teacher reading a report card. */
async function refuseTakenCode(tx: Tx, code: string, exceptId?: string) {
  const same = sql`lower(${standards.code}) = lower(${code})`;
  const [other] = await tx
    .select({ code: standards.code })
    .from(standards)
    .where(exceptId ? and(same, ne(standards.id, exceptId)) : same);
  if (other) codeTaken(other.code);
}

function frameworkLabel(framework: string) {
  return FRAMEWORK_LABELS[framework as StandardFramework] ?? framework;
}

export async function createSchoolStandard({ db, actor }: StaffAction, input: StandardCreate): Promise<AdminStandard> {
  try {
    return await db.transaction(async (tx) => {
      const subject = await requireSubject(tx, input.subjectCode);
      // Two staff adding the same code at once: the second waits here and then sees the first.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('standards.code'))`);
      await refuseTakenCode(tx, input.code);
      const [row] = await tx
        .insert(standards)
        .values({ ...input, framework: SCHOOL_FRAMEWORK, sortOrder: SCHOOL_SORT_ORDER, createdBy: actor.id })
        .returning();
      await recordAudit(tx, actor, {
        action: "standard.created",
        targetId: row!.code,
        summary: `Added the school standard ${row!.code} (${subject.name}, grade ${row!.grade}).`,
        detail: { id: row!.id },
      });
      return view(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) codeTaken(input.code);
    throw err;
  }
}

export async function updateSchoolStandard({ db, actor }: StaffAction, id: string, patch: StandardPatch): Promise<AdminStandard> {
  try {
    return await db.transaction(async (tx) => {
      const row = await lockStandard(tx, id);
      if (row.framework !== SCHOOL_FRAMEWORK) throw conflict(SCHOOL_STANDARD_MESSAGES.published);
      if (patch.subjectCode !== undefined) await requireSubject(tx, patch.subjectCode);
      if (patch.code !== undefined && patch.code !== row.code) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('standards.code'))`);
        await refuseTakenCode(tx, patch.code, id);
      }
      const fields = ["code", "subjectCode", "grade", "domain", "cluster", "description"] as const;
      const changed = fields.filter((f) => patch[f] !== undefined && patch[f] !== row[f]);
      if (changed.length === 0) return view(row);
      const [updated] = await tx.update(standards).set(patch).where(eq(standards.id, id)).returning();
      await recordAudit(tx, actor, {
        action: "standard.updated",
        targetId: updated!.code,
        summary: `Changed the school standard ${updated!.code}: ${changed.join(", ")}.`,
        detail: {
          id,
          before: Object.fromEntries(changed.map((f) => [f, row[f]])),
          after: Object.fromEntries(changed.map((f) => [f, updated![f]])),
        },
      });
      return view(updated!);
    });
  } catch (err) {
    if (isUniqueViolation(err) && patch.code) codeTaken(patch.code);
    throw err;
  }
}

/** Archive (`archived` true) or restore a standard, published or the school's; doing it twice changes nothing. */
export async function setStandardArchived(
  { db, actor, now }: StaffAction,
  id: string,
  archived: boolean,
): Promise<{ standard: AdminStandard; changed: boolean }> {
  return db.transaction(async (tx) => {
    const row = await lockStandard(tx, id);
    if ((row.archivedAt !== null) === archived) return { standard: view(row), changed: false };
    const [updated] = await tx
      .update(standards)
      .set({ archivedAt: archived ? now : null })
      .where(eq(standards.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: archived ? "standard.archived" : "standard.restored",
      targetId: row.code,
      summary: `${archived ? "Archived" : "Restored"} the ${row.framework === SCHOOL_FRAMEWORK ? "school" : frameworkLabel(row.framework)} standard ${row.code}${archived ? "; it stays on past marks and report cards and leaves the picker" : "; teachers can pick it again"}.`,
      detail: { id },
    });
    return { standard: view(updated!), changed: true };
  });
}
