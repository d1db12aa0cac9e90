/**
 * A guardian's own invoices (GET /api/family/invoices): those of the billing families of the children
 * they are linked to. A family's invoice names all its children, so every guardian of the family reads
 * the whole invoice; a guardian of no billed child reads none.
 */
import { eq, isNotNull, and } from "drizzle-orm";
import type { Db } from "../db/client";
import { guardianLinks, students } from "../db/schema";
import { readInvoices, type StoredInvoice } from "./invoices-read";
import { schoolToday } from "./periods";

export async function guardianInvoices(db: Db, guardianUserId: string, now: Date): Promise<StoredInvoice[]> {
  const families = await db
    .selectDistinct({ id: students.billingFamilyId })
    .from(guardianLinks)
    .innerJoin(students, eq(students.id, guardianLinks.studentId))
    .where(and(eq(guardianLinks.guardianUserId, guardianUserId), isNotNull(students.billingFamilyId)));
  return readInvoices(db, { familyIds: families.map((f) => f.id!) }, schoolToday(now));
}
