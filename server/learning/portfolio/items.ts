/**
 * Portfolios (issue 16; docs/api/portfolio.md): the child's own handed-in work with their title and
 * reflection, `pending` until a teacher of the work's class decides (`approved` or `declined`);
 * families see approved items only. Who may do what is asked of server/learning/access.ts.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { AddPortfolioItem, PortfolioCandidate, PortfolioItem, PortfolioStatus } from "#common/schemas/learning/portfolio";
import { addPortfolioItemSchema } from "#common/schemas/learning/portfolio";
import type { Db } from "../../db/client";
import { assignments, classes, enrolments, files, portfolioItems, students, workFiles, work } from "../../db/schema";
import { isUniqueViolation } from "../../db/queries";
import { canTeachClass, requireWorkAccess, WORK_NOT_FOUND } from "../access";
import { evaluateBadges } from "../rewards/badges";
import { conflict, invalid, notFound } from "../../domain-errors";

type Reader = Pick<Db, "select">;
type Viewer = { id: string; role: import("#common/roles").Role };

export const ITEM_NOT_FOUND = "We could not find that portfolio item.";
export const ALREADY_ADDED = "This work is already in the portfolio.";
export const NOT_HANDED_IN = "Only work you have sent in can go in your portfolio.";
export const ALREADY_DECIDED = "Your teacher has already looked at this one, so it stays.";

/** Portfolio items with their work (answer, files), newest first. */
export async function readItems(db: Reader, where: SQL | undefined): Promise<PortfolioItem[]> {
  const rows = await db
    .select({
      id: portfolioItems.id,
      studentId: portfolioItems.studentId,
      firstName: students.firstName,
      lastName: students.lastName,
      title: portfolioItems.title,
      reflection: portfolioItems.reflection,
      status: portfolioItems.status,
      termId: portfolioItems.termId,
      createdAt: portfolioItems.createdAt,
      decidedAt: portfolioItems.decidedAt,
      workId: portfolioItems.workId,
      assignmentTitle: assignments.title,
      className: classes.name,
      textAnswer: work.textAnswer,
    })
    .from(portfolioItems)
    .innerJoin(students, eq(students.id, portfolioItems.studentId))
    .leftJoin(work, eq(work.id, portfolioItems.workId))
    .leftJoin(assignments, eq(assignments.id, work.assignmentId))
    .leftJoin(classes, eq(classes.id, assignments.classId))
    .where(where)
    .orderBy(desc(portfolioItems.createdAt), asc(portfolioItems.id));
  const workIds = rows.map((r) => r.workId).filter((id): id is string => id !== null);
  const attached = workIds.length
    ? await db
        .select({
          workId: workFiles.workId,
          id: files.id,
          name: files.originalName,
          contentType: files.contentType,
          kind: workFiles.kind,
        })
        .from(workFiles)
        .innerJoin(files, eq(files.id, workFiles.fileId))
        .where(inArray(workFiles.workId, workIds))
        .orderBy(asc(workFiles.createdAt))
    : [];
  return rows.map((r) => ({
    id: r.id,
    studentId: r.studentId,
    studentName: `${r.firstName} ${r.lastName}`,
    title: r.title,
    reflection: r.reflection ?? "",
    status: r.status as PortfolioStatus,
    termId: r.termId,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    workId: r.workId,
    assignmentTitle: r.assignmentTitle,
    className: r.className,
    textAnswer: r.textAnswer ?? "",
    files: attached.filter((f) => f.workId === r.workId).map(({ workId: _, ...f }) => f),
  }));
}

/** The child's handed-in work of published assignments not yet in their portfolio. */
export async function candidates(db: Reader, studentId: string, now: Date): Promise<PortfolioCandidate[]> {
  const rows = await db
    .select({
      workId: work.id,
      assignmentTitle: assignments.title,
      className: classes.name,
      status: work.status,
      submittedAt: work.submittedAt,
    })
    .from(work)
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .leftJoin(portfolioItems, eq(portfolioItems.workId, work.id))
    .where(
      and(
        eq(work.studentId, studentId),
        inArray(work.status, ["submitted", "returned"]),
        isNull(portfolioItems.id),
        isNull(assignments.archivedAt),
        lte(assignments.publishAt, now),
      ),
    )
    .orderBy(sql`${work.submittedAt} desc nulls last`);
  return rows.map((r) => ({ ...r, submittedAt: r.submittedAt?.toISOString() ?? null }));
}

export async function addItem(db: Db, viewer: Viewer, input: AddPortfolioItem, now: Date): Promise<PortfolioItem> {
  const parsed = addPortfolioItemSchema.parse(input);
  const access = await requireWorkAccess(db, viewer, parsed.workId, now);
  if (access.relation !== "self") throw notFound(WORK_NOT_FOUND);
  if (access.work.status !== "submitted" && access.work.status !== "returned") throw invalid(NOT_HANDED_IN, [{ field: "workId", message: NOT_HANDED_IN }]);
  try {
    const [row] = await db
      .insert(portfolioItems)
      .values({
        studentId: access.work.studentId,
        workId: access.work.id,
        termId: access.assignment.termId,
        title: parsed.title,
        reflection: parsed.reflection || null,
      })
      .returning({ id: portfolioItems.id });
    return (await readItems(db, eq(portfolioItems.id, row!.id)))[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_ADDED, [{ field: "workId", message: ALREADY_ADDED }]);
    throw err;
  }
}

/** The child removes their own item while it waits for the teacher. */
export async function removeOwnItem(db: Db, studentId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.id, itemId), eq(portfolioItems.studentId, studentId)));
  if (!row) throw notFound(ITEM_NOT_FOUND);
  if (row.status !== "pending") throw conflict(ALREADY_DECIDED);
  await db.delete(portfolioItems).where(and(eq(portfolioItems.id, itemId), eq(portfolioItems.status, "pending")));
}

/** Items of the class's work by children enrolled now, for its teacher. */
export async function classItems(db: Reader, classId: string, status: PortfolioStatus | undefined): Promise<PortfolioItem[]> {
  const enrolled = db
    .select({ id: enrolments.studentId })
    .from(enrolments)
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)));
  return readItems(
    db,
    and(eq(assignments.classId, classId), inArray(portfolioItems.studentId, enrolled), status ? eq(portfolioItems.status, status) : undefined),
  );
}

/** A teacher of the work's class (or staff) approves or declines an item. */
export async function decideItem(db: Db, viewer: Viewer, itemId: string, decision: "approved" | "declined", now: Date): Promise<PortfolioItem> {
  const [row] = await db
    .select({ id: portfolioItems.id, classId: assignments.classId })
    .from(portfolioItems)
    .innerJoin(work, eq(work.id, portfolioItems.workId))
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .where(eq(portfolioItems.id, itemId));
  if (!row || !(await canTeachClass(db, viewer, row.classId))) throw notFound(ITEM_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [item] = await tx
      .update(portfolioItems)
      .set({ status: decision, decidedBy: viewer.id, decidedAt: now })
      .where(eq(portfolioItems.id, itemId))
      .returning({ studentId: portfolioItems.studentId });
    // An approved item counts towards the first-portfolio badge (common/learning/badges.ts).
    if (decision === "approved") await evaluateBadges(tx, [item!.studentId], now);
  });
  return (await readItems(db, eq(portfolioItems.id, itemId)))[0]!;
}

/** A child's approved items (of a term), for the family and the PDF. */
export function approvedItems(db: Reader, studentId: string, termId?: string) {
  return readItems(
    db,
    and(eq(portfolioItems.studentId, studentId), eq(portfolioItems.status, "approved"), termId ? eq(portfolioItems.termId, termId) : undefined),
  );
}
