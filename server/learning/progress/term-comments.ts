/**
 * Teachers' term comments (issue 16, report cards): one comment per child, term and class, printed
 * on the child's report card under the class's subject. Callers ask server/learning/access.ts
 * (requireTaughtClass) first; the child must be enrolled in the class now.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { TermCommentInput, TermComments } from "#common/schemas/learning/progress";
import type { Db } from "../../db/client";
import { enrolments, students, termComments } from "../../db/schema";
import { STUDENT_NOT_FOUND } from "../access";
import { defaultTerm, schoolTerms, termById } from "./progress-read";
import { notFound } from "../../domain-errors";

export async function classTermComments(db: Db, classId: string, termId: string | undefined, now: Date): Promise<TermComments> {
  const list = await schoolTerms(db);
  const term = termId ? await termById(db, termId) : defaultTerm(list, now);
  if (!term) return { classId, termId: null, terms: list, students: [] };
  if (!list.some((t) => t.id === term.id)) list.push(term);
  const rows = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      comment: termComments.comment,
      updatedAt: termComments.updatedAt,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoin(termComments, and(eq(termComments.studentId, students.id), eq(termComments.classId, classId), eq(termComments.termId, term.id)))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    .orderBy(asc(students.lastName), asc(students.firstName));
  return {
    classId,
    termId: term.id,
    terms: list,
    students: rows.map((r) => ({
      studentId: r.studentId,
      firstName: r.firstName,
      lastName: r.lastName,
      comment: r.comment ?? "",
      updatedAt: r.updatedAt?.toISOString() ?? null,
    })),
  };
}

/** Saves (or, when empty, removes) a child's comment for the term in the class. */
export async function saveTermComment(db: Db, authorId: string, input: TermCommentInput, now: Date) {
  await termById(db, input.termId);
  const [enrolled] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.classId, input.classId), eq(enrolments.studentId, input.studentId), isNull(enrolments.endedAt)));
  if (!enrolled) throw notFound(STUDENT_NOT_FOUND);
  const key = and(eq(termComments.studentId, input.studentId), eq(termComments.termId, input.termId), eq(termComments.classId, input.classId));
  if (input.comment === "") {
    await db.delete(termComments).where(key);
    return { comment: "", updatedAt: null };
  }
  const [row] = await db
    .insert(termComments)
    .values({ studentId: input.studentId, termId: input.termId, classId: input.classId, comment: input.comment, authorId, updatedAt: now })
    .onConflictDoUpdate({
      target: [termComments.studentId, termComments.termId, termComments.classId],
      set: { comment: input.comment, authorId, updatedAt: now },
    })
    .returning();
  return { comment: row!.comment, updatedAt: row!.updatedAt.toISOString() };
}
