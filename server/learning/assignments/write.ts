/**
 * Changes of /teacher/content (docs/api/assignments.md): a new draft, its editable parts replaced in
 * one transaction (instructions sanitised, standards, rubric, attachments, term), publish now or
 * later, back to draft while nobody has handed in, archive, one child's changes, and a copy to
 * another class. Callers ask server/learning/access.ts first (requireTaughtClass /
 * requireTaughtAssignment); the ids in the content are checked here against what the actor may use.
 *
 * Children's work is never touched: editing an assignment that has been handed in keeps every child's work;
 * a rubric criterion or a standard with marks on this work cannot be removed (409).
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { dateInZone, zonedInstant } from "#common/time-zone";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import {
  ADJUSTMENT_MESSAGES,
  CONTENT_MESSAGES,
  type AssignmentContent,
  type AssignmentKind,
  type PublishInput,
  type ZonedDateTime,
} from "#common/schemas/learning/assignments";
import { recordAudit } from "../../audit";
import type { ActionsOf } from "../../audit-events";
import type { Db, Tx } from "../../db/client";
import {
  assignmentAdjustments,
  assignmentAttachments,
  assignmentStandards,
  assignments,
  classes,
  files,
  marks,
  resources,
  rubricCriteria,
  standards,
  work,
  terms,
  users,
} from "../../db/schema";
import { isStaff } from "../access";
import { handedInCount } from "./assignments-read";
import { instructionsText, sanitizeInstructions } from "./sanitize";
import { detectedLanguage } from "../../translation/written-language";
import { conflict, invalid } from "../../domain-errors";
import type { Actor } from "../../actor";

type Assignment = typeof assignments.$inferSelect;
type Executor = Db | Tx;

const CHECK_INPUT = "Please check your input and try again.";

const instantOf = (at: ZonedDateTime | null | undefined) => (at ? new Date(zonedInstant(at.date, at.time)) : null);

/**
 * The term work counts for: the term of the class's year holding the school's calendar date of
 * `instant` (its due date, or its publish date for a lesson or undated work); in a break between
 * terms, the term just ended; none before the year's first term or after its last.
 */
export async function termFor(db: Pick<Db, "select">, classId: string, instant: Date | null): Promise<string | null> {
  if (!instant) return null;
  const day = dateInZone(instant.getTime());
  const rows = await db
    .select({ id: terms.id, startsOn: terms.startsOn, endsOn: terms.endsOn })
    .from(terms)
    .innerJoin(classes, eq(classes.schoolYearId, terms.schoolYearId))
    .where(eq(classes.id, classId))
    .orderBy(asc(terms.startsOn));
  if (rows.length === 0 || day > rows[rows.length - 1]!.endsOn) return null;
  const started = rows.filter((t) => t.startsOn <= day);
  return started.at(-1)?.id ?? null;
}

const termBasis = (row: { kind: string; dueAt: Date | null; publishAt: Date | null }) => (row.kind === "lesson" ? row.publishAt : (row.dueAt ?? row.publishAt));

/** Audit entries for staff acting on a class's work (teachers' own work is theirs to change). */
async function audit(db: Executor, actor: Actor, assignmentId: string, action: ActionsOf<"assignment">, summary: string) {
  if (!isStaff(actor)) return;
  await recordAudit(db, actor, { action: `assignment.${action}`, targetId: assignmentId, summary });
}

/** Checks the ids the content names against what the actor may use, keeping what the work already has. */
async function checkContent(db: Executor, actor: Pick<Actor, "id" | "role">, content: AssignmentContent, existing: Assignment | null) {
  const errors: { field: string; message: string }[] = [];
  const had = existing
    ? await Promise.all([
        db.select({ id: assignmentStandards.standardId }).from(assignmentStandards).where(eq(assignmentStandards.assignmentId, existing.id)),
        db
          .select({ fileId: assignmentAttachments.fileId, resourceId: assignmentAttachments.resourceId })
          .from(assignmentAttachments)
          .where(eq(assignmentAttachments.assignmentId, existing.id)),
        db.select({ id: rubricCriteria.id }).from(rubricCriteria).where(eq(rubricCriteria.assignmentId, existing.id)),
      ])
    : [[], [], []];
  const [hadStandards, hadAttachments, hadCriteria] = had;
  const keptStandards = new Set(hadStandards.map((s) => s.id));
  const keptFiles = new Set(hadAttachments.map((a) => a.fileId).filter((id): id is string => id !== null));
  const keptResources = new Set(hadAttachments.map((a) => a.resourceId).filter((id): id is string => id !== null));
  const ownCriteria = new Set(hadCriteria.map((c) => c.id));

  if (content.standardIds.length > 0) {
    const found = await db.select({ id: standards.id, archivedAt: standards.archivedAt }).from(standards).where(inArray(standards.id, content.standardIds));
    const usable = new Set(found.filter((s) => s.archivedAt === null || keptStandards.has(s.id)).map((s) => s.id));
    content.standardIds.forEach((id, i) => {
      if (!usable.has(id)) errors.push({ field: `standardIds.${i}`, message: CONTENT_MESSAGES.standardUnknown });
    });
  }
  const assessed = new Set(content.standardIds);
  content.rubric.forEach((c, i) => {
    if (c.standardId && !assessed.has(c.standardId)) errors.push({ field: `rubric.${i}.standardId`, message: CONTENT_MESSAGES.criterionStandard });
    if (c.id && !ownCriteria.has(c.id)) errors.push({ field: `rubric.${i}.id`, message: CONTENT_MESSAGES.criterionUnknown });
  });

  const fileIds = content.attachments.filter((a) => a.kind === "file").map((a) => a.id);
  const resourceIds = content.attachments.filter((a) => a.kind === "resource").map((a) => a.id);
  const usableFiles = new Set(keptFiles);
  if (fileIds.length > 0) {
    const own = await db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, fileIds), eq(files.ownerUserId, actor.id), sql`${files.kind} <> 'report-card'`));
    for (const f of own) usableFiles.add(f.id);
  }
  const usableResources = new Set(keptResources);
  if (resourceIds.length > 0) {
    const found = await db
      .select({ id: resources.id, scope: resources.scope, owner: resources.ownerUserId })
      .from(resources)
      .where(and(inArray(resources.id, resourceIds), isNull(resources.archivedAt)));
    for (const r of found) if (r.scope === "school" || r.owner === actor.id) usableResources.add(r.id);
  }
  content.attachments.forEach((a, i) => {
    if (a.kind === "file" && !usableFiles.has(a.id)) errors.push({ field: `attachments.${i}.id`, message: CONTENT_MESSAGES.fileUnknown });
    if (a.kind === "resource" && !usableResources.has(a.id)) errors.push({ field: `attachments.${i}.id`, message: CONTENT_MESSAGES.resourceUnknown });
  });
  if (errors.length > 0) throw invalid(CHECK_INPUT, errors);
}

/** Writes the standards, rubric and attachments of `assignmentId` as `content` says (refusing to drop marked ones). */
async function replaceParts(tx: Tx, assignmentId: string, content: AssignmentContent) {
  // Standards: one with marks on this work (marked without a rubric) stays.
  const removedStandards = await tx
    .select({ id: assignmentStandards.standardId })
    .from(assignmentStandards)
    .where(eq(assignmentStandards.assignmentId, assignmentId));
  const dropped = removedStandards.map((s) => s.id).filter((id) => !content.standardIds.includes(id));
  if (dropped.length > 0) {
    const [marked] = await tx
      .select({ id: marks.id })
      .from(marks)
      .innerJoin(work, eq(work.id, marks.workId))
      .where(and(eq(work.assignmentId, assignmentId), isNull(marks.criterionId), inArray(marks.standardId, dropped)))
      .limit(1);
    if (marked) throw conflict(CONTENT_MESSAGES.standardMarked);
  }

  // Rubric: kept criteria (by id) are updated in place so their marks stay with them.
  const current = await tx
    .select({ id: rubricCriteria.id, standardId: rubricCriteria.standardId })
    .from(rubricCriteria)
    .where(eq(rubricCriteria.assignmentId, assignmentId));
  const keep = new Set(content.rubric.map((c) => c.id).filter((id): id is string => Boolean(id)));
  const removed = current.filter((c) => !keep.has(c.id)).map((c) => c.id);
  if (removed.length > 0) {
    const [marked] = await tx.select({ id: marks.id }).from(marks).where(inArray(marks.criterionId, removed)).limit(1);
    if (marked) throw conflict(CONTENT_MESSAGES.criterionMarked);
    await tx.delete(rubricCriteria).where(inArray(rubricCriteria.id, removed));
  }
  const before = new Map(current.map((c) => [c.id, c.standardId]));
  for (const [position, c] of content.rubric.entries()) {
    const values = { position, title: c.title, standardId: c.standardId, levels: c.levels };
    if (c.id) {
      await tx.update(rubricCriteria).set(values).where(eq(rubricCriteria.id, c.id));
      // A mark's standard is the criterion's (so mastery reads marks by standard alone).
      if (before.get(c.id) !== c.standardId) await tx.update(marks).set({ standardId: c.standardId }).where(eq(marks.criterionId, c.id));
    } else {
      await tx.insert(rubricCriteria).values({ ...values, assignmentId });
    }
  }

  // Standards and attachments: replaced whole.
  await tx.delete(assignmentStandards).where(eq(assignmentStandards.assignmentId, assignmentId));
  if (content.standardIds.length > 0) await tx.insert(assignmentStandards).values(content.standardIds.map((standardId) => ({ assignmentId, standardId })));
  await tx.delete(assignmentAttachments).where(eq(assignmentAttachments.assignmentId, assignmentId));
  if (content.attachments.length > 0) {
    await tx.insert(assignmentAttachments).values(
      content.attachments.map((a, position) => ({
        assignmentId,
        position,
        fileId: a.kind === "file" ? a.id : null,
        resourceId: a.kind === "resource" ? a.id : null,
      })),
    );
  }
}

function refuseArchived(row: Assignment) {
  if (row.archivedAt) throw conflict(CONTENT_MESSAGES.archived);
}

/**
 * The language of a title and instructions: what their words are in, else their writer's. Found
 * before the transaction (the first text of a process loads the detector).
 */
async function contentLanguage(db: Db, actor: Actor, content: { title: string; instructions: string }): Promise<Language> {
  const detected = await detectedLanguage(`${content.title}\n${instructionsText(content.instructions)}`);
  if (detected) return detected;
  const [writer] = await db.select({ language: users.language }).from(users).where(eq(users.id, actor.id));
  return languageOrDefault(writer?.language);
}

/** A new draft in the class. */
export async function createAssignment(
  db: Db,
  actor: Actor,
  input: AssignmentContent & { classId: string; kind: AssignmentKind },
  now: Date,
): Promise<Assignment> {
  const [klass] = await db.select({ archivedAt: classes.archivedAt }).from(classes).where(eq(classes.id, input.classId));
  if (klass?.archivedAt) throw conflict(CONTENT_MESSAGES.classArchived);
  await checkContent(db, actor, input, null);
  const dueAt = input.kind === "lesson" ? null : instantOf(input.due);
  const language = await contentLanguage(db, actor, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({
        classId: input.classId,
        kind: input.kind,
        title: input.title,
        instructions: sanitizeInstructions(input.instructions),
        language,
        dueAt,
        termId: await termFor(tx, input.classId, termBasis({ kind: input.kind, dueAt, publishAt: null })),
        answerKinds: input.answerKinds,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceParts(tx, row!.id, input);
    await audit(tx, actor, row!.id, "created", `Created "${input.title}".`);
    return row!;
  });
}

/** Replaces the editable parts in one transaction; children's work stays as it is. */
export async function replaceContent(db: Db, actor: Actor, existing: Assignment, content: AssignmentContent, now: Date): Promise<void> {
  refuseArchived(existing);
  await checkContent(db, actor, content, existing);
  const dueAt = existing.kind === "lesson" ? null : instantOf(content.due);
  if (dueAt && existing.publishAt && existing.publishAt.getTime() > now.getTime() && dueAt.getTime() <= existing.publishAt.getTime()) {
    throw invalid(CHECK_INPUT, [{ field: "due.date", message: CONTENT_MESSAGES.publishAfterDue }]);
  }
  const language = await contentLanguage(db, actor, content);
  await db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({
        title: content.title,
        instructions: sanitizeInstructions(content.instructions),
        language,
        dueAt,
        termId: await termFor(tx, existing.classId, termBasis({ kind: existing.kind, dueAt, publishAt: existing.publishAt })),
        answerKinds: content.answerKinds,
        updatedAt: now,
      })
      .where(eq(assignments.id, existing.id));
    await replaceParts(tx, existing.id, content);
    await audit(tx, actor, existing.id, "changed", `Changed "${content.title}".`);
  });
}

/** Publish now, or later at a time in the school's zone (scheduled). */
export async function publishAssignment(db: Db, actor: Actor, existing: Assignment, input: PublishInput, now: Date): Promise<void> {
  refuseArchived(existing);
  const later = instantOf(input.publishAt);
  if (later && later.getTime() <= now.getTime()) throw invalid(CHECK_INPUT, [{ field: "publishAt.date", message: CONTENT_MESSAGES.publishPast }]);
  const alreadyOut = existing.publishAt !== null && existing.publishAt.getTime() <= now.getTime();
  if (alreadyOut && !later) return; // published already: publishing now changes nothing
  if (alreadyOut && (await handedInCount(db, existing.id)) > 0) throw conflict(CONTENT_MESSAGES.unpublishHandedIn);
  const publishAt = later ?? now;
  if (existing.dueAt && existing.dueAt.getTime() <= publishAt.getTime()) {
    throw invalid(CHECK_INPUT, [{ field: later ? "publishAt.date" : "due.date", message: CONTENT_MESSAGES.publishAfterDue }]);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({ publishAt, updatedAt: now, termId: await termFor(tx, existing.classId, termBasis({ ...existing, publishAt })) })
      .where(eq(assignments.id, existing.id));
    await audit(
      tx,
      actor,
      existing.id,
      later ? "scheduled" : "published",
      later ? `Scheduled "${existing.title}" for ${publishAt.toISOString()}.` : `Published "${existing.title}".`,
    );
  });
}

/** Back to draft, only while nobody has handed it in. */
export async function unpublishAssignment(db: Db, actor: Actor, existing: Assignment, now: Date): Promise<void> {
  refuseArchived(existing);
  if (existing.publishAt === null) return;
  if ((await handedInCount(db, existing.id)) > 0) throw conflict(CONTENT_MESSAGES.unpublishHandedIn);
  await db.transaction(async (tx) => {
    await tx
      .update(assignments)
      .set({ publishAt: null, updatedAt: now, termId: await termFor(tx, existing.classId, termBasis({ ...existing, publishAt: null })) })
      .where(eq(assignments.id, existing.id));
    await audit(tx, actor, existing.id, "unpublished", `Took "${existing.title}" back to draft.`);
  });
}

/** Put away: off the children's and families' lists; children's work and marks stay. */
export async function archiveAssignment(db: Db, actor: Actor, existing: Assignment, now: Date): Promise<void> {
  if (existing.archivedAt) return;
  await db.transaction(async (tx) => {
    await tx.update(assignments).set({ archivedAt: now, updatedAt: now }).where(eq(assignments.id, existing.id));
    await audit(tx, actor, existing.id, "archived", `Archived "${existing.title}".`);
  });
}

/**
 * Brings archived work back as it was (a draft, scheduled or published, by its publishAt); children's
 * work and marks were kept, so they are there again. Not into a class that is archived itself.
 */
export async function restoreAssignment(db: Db, actor: Actor, existing: Assignment, now: Date): Promise<void> {
  if (!existing.archivedAt) return;
  const [klass] = await db.select({ archivedAt: classes.archivedAt }).from(classes).where(eq(classes.id, existing.classId));
  if (klass?.archivedAt) throw conflict(CONTENT_MESSAGES.classArchived);
  await db.transaction(async (tx) => {
    await tx.update(assignments).set({ archivedAt: null, updatedAt: now }).where(eq(assignments.id, existing.id));
    await audit(tx, actor, existing.id, "restored", `Restored "${existing.title}" from the archive.`);
  });
}

/** One child's changes: a later due date, reduced work, read-aloud, excused. The child is enrolled in the class (checked by the caller). */
export async function setAdjustment(
  db: Db,
  actor: Actor,
  existing: Assignment,
  studentId: string,
  input: { due: ZonedDateTime | null; reducedWork: string | null; readAloud: boolean; excused: boolean },
  now: Date,
): Promise<void> {
  const dueAt = instantOf(input.due);
  if (dueAt && existing.dueAt && dueAt.getTime() <= existing.dueAt.getTime()) {
    throw invalid(CHECK_INPUT, [{ field: "due.date", message: ADJUSTMENT_MESSAGES.dueNotLater }]);
  }
  if (!dueAt && !input.reducedWork && !input.readAloud && !input.excused) throw invalid(CHECK_INPUT, [{ field: "body", message: ADJUSTMENT_MESSAGES.empty }]);
  const values = { dueAt, reducedWork: input.reducedWork, readAloud: input.readAloud, excused: input.excused, updatedBy: actor.id, updatedAt: now };
  await db.transaction(async (tx) => {
    await tx
      .insert(assignmentAdjustments)
      .values({ assignmentId: existing.id, studentId, ...values })
      .onConflictDoUpdate({ target: [assignmentAdjustments.assignmentId, assignmentAdjustments.studentId], set: values });
    await audit(tx, actor, existing.id, "adjusted", `Changed "${existing.title}" for one child.`);
  });
}

export async function deleteAdjustment(db: Db, actor: Actor, existing: Assignment, studentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(assignmentAdjustments)
      .where(and(eq(assignmentAdjustments.assignmentId, existing.id), eq(assignmentAdjustments.studentId, studentId)))
      .returning({ id: assignmentAdjustments.studentId });
    if (gone.length > 0) await audit(tx, actor, existing.id, "adjustment_removed", `Removed a child's change of "${existing.title}".`);
    return gone.length > 0;
  });
}

/** A draft copy in another class (content, standards, rubric, attachments; not the per-child changes). */
export async function copyAssignment(db: Db, actor: Actor, source: Assignment, classId: string, now: Date): Promise<Assignment> {
  const [klass] = await db.select({ archivedAt: classes.archivedAt }).from(classes).where(eq(classes.id, classId));
  if (klass?.archivedAt) throw conflict(CONTENT_MESSAGES.classArchived);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({
        classId,
        kind: source.kind,
        title: source.title,
        instructions: source.instructions,
        language: source.language,
        dueAt: source.dueAt,
        termId: await termFor(tx, classId, termBasis({ ...source, publishAt: null })),
        answerKinds: source.answerKinds,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const id = row!.id;
    await tx.execute(
      sql`insert into assignment_standards (assignment_id, standard_id) select ${id}, standard_id from assignment_standards where assignment_id = ${source.id}`,
    );
    await tx.execute(
      sql`insert into rubric_criteria (assignment_id, position, title, standard_id, levels) select ${id}, position, title, standard_id, levels from rubric_criteria where assignment_id = ${source.id}`,
    );
    await tx.execute(
      sql`insert into assignment_attachments (assignment_id, position, resource_id, file_id) select ${id}, position, resource_id, file_id from assignment_attachments where assignment_id = ${source.id}`,
    );
    await audit(tx, actor, id, "copied", `Copied "${source.title}" to another class.`);
    return row!;
  });
}
