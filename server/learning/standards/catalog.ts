/**
 * The standards catalog in the database. Start-up keeps the published standards of
 * common/learning/standards/ in the `standards` table (by code; a changed description or cluster is
 * updated, a standard in use is never deleted), once per change of the list: the list's fingerprint
 * is kept in settings. School standards (framework `school`) are staff's and never touched here.
 * Several instances starting together may both write; the upsert makes that harmless.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { PUBLISHED_STANDARDS } from "../../../common/learning/standards";
import { STANDARDS_PAGE_SIZE, type StandardsQuery, type StandardSummary } from "../../../common/schemas/learning/standards";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/queries";
import { standards } from "../../db/schema";
import { getSetting, setSetting } from "../../settings";

const FINGERPRINT_KEY = "standards_catalog_fingerprint";
const BATCH = 250;

export function catalogFingerprint() {
  return createHash("sha256").update(JSON.stringify(PUBLISHED_STANDARDS)).digest("hex");
}

export async function syncPublishedStandards(db: Db): Promise<boolean> {
  const fingerprint = catalogFingerprint();
  if ((await getSetting<string | null>(db, FINGERPRINT_KEY, null)) === fingerprint) return false;
  const rows = PUBLISHED_STANDARDS.map((s, i) => ({ ...s, sortOrder: i }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(standards)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: standards.code,
        set: {
          framework: sql`excluded.framework`,
          subjectCode: sql`excluded.subject_code`,
          grade: sql`excluded.grade`,
          domain: sql`excluded.domain`,
          cluster: sql`excluded.cluster`,
          description: sql`excluded.description`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
  }
  await setSetting(db, FINGERPRINT_KEY, fingerprint);
  return true;
}

export const standardColumns = {
  id: standards.id,
  code: standards.code,
  framework: standards.framework,
  subjectCode: standards.subjectCode,
  grade: standards.grade,
  domain: standards.domain,
  cluster: standards.cluster,
  description: standards.description,
};

/** Standards in use (not archived) by subject, grade and words, in the catalog's order. */
export async function searchStandards(db: Pick<Db, "select">, query: StandardsQuery): Promise<StandardSummary[]> {
  const where: SQL[] = [isNull(standards.archivedAt)];
  if (query.subject) where.push(eq(standards.subjectCode, query.subject));
  if (query.grade) where.push(eq(standards.grade, query.grade));
  if (query.q) where.push(or(ilike(standards.code, containsPattern(query.q)), ilike(standards.description, containsPattern(query.q)))!);
  return db
    .select(standardColumns)
    .from(standards)
    .where(and(...where))
    .orderBy(asc(standards.subjectCode), asc(standards.grade), asc(standards.sortOrder), asc(standards.code))
    .limit(STANDARDS_PAGE_SIZE);
}
