/**
 * A child's portfolio as one PDF (issue 16): the approved items of a term (or all), with their
 * pictures read from the uploads directory. The caller has asked server/learning/access.ts.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files, students } from "../../db/schema";
import { HttpError } from "../../errors";
import { openUpload } from "../../uploads/storage";
import { STUDENT_NOT_FOUND } from "../access";
import { portfolioPdf, printableImage, type PortfolioPdfItem } from "../progress/pdf";
import { termById } from "../progress/read";
import { approvedItems } from "./items";

/** Pictures larger than this are listed by name rather than printed. */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function portfolioPdfFor(db: Db, uploadsDir: string, studentId: string, termId: string | undefined) {
  const [child] = await db.select({ firstName: students.firstName, lastName: students.lastName }).from(students).where(eq(students.id, studentId));
  if (!child) throw new HttpError(404, STUDENT_NOT_FOUND);
  const term = termId ? await termById(db, termId) : null;
  const items = await approvedItems(db, studentId, termId);
  const pdfItems: PortfolioPdfItem[] = [];
  for (const item of items) {
    const withBytes = [];
    for (const f of item.files) {
      let bytes: Uint8Array | null = null;
      if (printableImage(f.contentType)) {
        const [row] = await db.select({ storedName: files.storedName, size: files.size }).from(files).where(eq(files.id, f.id));
        if (row && row.size <= MAX_IMAGE_BYTES) bytes = await readAll(openUpload(uploadsDir, row.storedName)).catch(() => null);
      }
      withBytes.push({ name: f.name, kind: f.kind, contentType: f.contentType, bytes });
    }
    pdfItems.push({ title: item.title, reflection: item.reflection, assignmentTitle: item.assignmentTitle, className: item.className, textAnswer: item.textAnswer, files: withBytes });
  }
  const childName = `${child.firstName} ${child.lastName}`;
  const bytes = await portfolioPdf({ childName, termName: term ? `${term.name}, ${term.yearName}` : null, items: pdfItems });
  return { name: `Portfolio ${childName}${term ? ` ${term.name}` : ""}.pdf`, bytes };
}
