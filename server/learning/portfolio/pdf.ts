/**
 * A child's portfolio as one PDF (issue 16): the approved items of a term (or all), with their
 * pictures read from the uploads directory. The caller has asked server/learning/access.ts.
 * The document is built in the PDF worker pool (server/pdf/pool.ts) and kept while its inputs stay
 * the same (server/pdf/cache.ts): asking again for an unchanged portfolio costs a few queries.
 */
import { eq, inArray } from "drizzle-orm";

import type { Db } from "../../db/client";
import { files, students } from "../../db/schema";
import { cachedBuild } from "../../pdf/cache";
import { buildPdfInPool } from "../../pdf/pool";
import type { PortfolioTaskItem } from "../../pdf/tasks";
import { fileFor } from "../../uploads/storage";
import { STUDENT_NOT_FOUND } from "../access";
import { printableImage } from "../progress/pdf";
import { termById } from "../progress/progress-read";
import { approvedItems } from "./items";
import { childFullName } from "#common/learning/child-name";
import { notFound } from "../../domain-errors";
import type { Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";

/** Pictures larger than this are listed by name rather than printed. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The portfolio in `language`, the language of the person downloading it (the child or a guardian). */
export async function portfolioPdfFor(db: Db, uploadsDir: string, studentId: string, termId: string | undefined, language: Language) {
  const [child] = await db
    .select({ firstName: students.firstName, preferredName: students.preferredName, lastName: students.lastName })
    .from(students)
    .where(eq(students.id, studentId));
  if (!child) throw notFound(STUDENT_NOT_FOUND);
  const term = termId ? await termById(db, termId) : null;
  const items = await approvedItems(db, studentId, termId);
  const pictureIds = items.flatMap((item) => item.files.filter((f) => printableImage(f.contentType)).map((f) => f.id));
  const stored = pictureIds.length
    ? new Map(
        (await db.select({ id: files.id, storedName: files.storedName, size: files.size }).from(files).where(inArray(files.id, pictureIds))).map((r) => [
          r.id,
          r,
        ]),
      )
    : new Map<string, { storedName: string; size: number }>();
  const pdfItems: PortfolioTaskItem[] = items.map((item) => ({
    title: item.title,
    reflection: item.reflection,
    assignmentTitle: item.assignmentTitle,
    className: item.className,
    textAnswer: item.textAnswer,
    files: item.files.map((f) => {
      const row = stored.get(f.id);
      const picture = row && row.size <= MAX_IMAGE_BYTES ? { path: fileFor(uploadsDir, row.storedName) } : null;
      return { name: f.name, kind: f.kind, contentType: f.contentType, picture };
    }),
  }));
  // The name the child goes by, as everywhere else in the product.
  const childName = childFullName(child);
  const data = { language, childName, termName: term ? `${term.name}, ${term.yearName}` : null, items: pdfItems };
  // A stored picture's bytes never change under its name, so its path stands for its content; the
  // language is in `data`, so an English and a Spanish copy are kept apart.
  const bytes = await cachedBuild({ kind: "portfolio", data }, () => buildPdfInPool({ kind: "portfolio", data }));
  const name = term
    ? t(language, "portfolio.pdf.fileNameOfTerm", { child: childName, term: term.name })
    : t(language, "portfolio.pdf.fileName", { child: childName });
  return { name, bytes };
}
