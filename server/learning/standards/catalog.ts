/**
 * The standards catalog in the database. Start-up keeps the published standards of
 * common/learning/standards/ in the `standards` table (by code; a changed description or cluster is
 * updated, a standard in use is never deleted), once per change of the list: the list's fingerprint
 * is kept in settings. School standards (framework `school`) are staff's and never touched here:
 * a published code that a school standard already holds is left to the school's row. Archiving is
 * staff's too: the sync never un-archives a published standard the school does not teach.
 * Several instances starting together may both write; the upsert makes that harmless.
 */
import { createHash } from "node:crypto";
import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { PUBLISHED_STANDARDS, SCHOOL_FRAMEWORK } from "#common/learning/standards/index";
import {
  STANDARDS_PAGE_SIZE,
  type AdminStandard,
  type AdminStandardsQuery,
  type StandardsQuery,
  type StandardSummary,
} from "#common/schemas/learning/standards";
import type { Page } from "#common/schemas/paging";
import { pageWindow } from "#common/schemas/paging";
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
        setWhere: ne(standards.framework, SCHOOL_FRAMEWORK),
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

/** The filters of both lists: subject, grade, framework, and words in the code or the description. */
function standardsWhere(query: StandardsQuery & { framework?: string }, includeArchived: boolean): SQL | undefined {
  const where: SQL[] = [];
  if (!includeArchived) where.push(isNull(standards.archivedAt));
  if (query.subject) where.push(eq(standards.subjectCode, query.subject));
  if (query.grade) where.push(eq(standards.grade, query.grade));
  if (query.framework) where.push(eq(standards.framework, query.framework));
  if (query.q) where.push(or(ilike(standards.code, containsPattern(query.q)), ilike(standards.description, containsPattern(query.q)))!);
  return where.length ? and(...where) : undefined;
}

const catalogOrder = [asc(standards.subjectCode), asc(standards.grade), asc(standards.sortOrder), asc(standards.code)];

/** Standards in use (not archived) by subject, grade and words, in the catalog's order: the picker. */
export async function searchStandards(db: Pick<Db, "select">, query: StandardsQuery): Promise<StandardSummary[]> {
  return db
    .select(standardColumns)
    .from(standards)
    .where(standardsWhere(query, false))
    .orderBy(...catalogOrder)
    .limit(STANDARDS_PAGE_SIZE);
}

/** Every standard for staff, archived ones flagged, a page at a time, by the same filters and order. */
export async function listStandardsForStaff(db: Pick<Db, "select">, query: AdminStandardsQuery): Promise<Page<AdminStandard>> {
  const where = standardsWhere(query, true);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...standardColumns, archivedAt: standards.archivedAt })
      .from(standards)
      .where(where)
      .orderBy(...catalogOrder)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(standards).where(where),
  ]);
  return {
    items: rows.map(({ archivedAt, ...s }) => ({
      ...s,
      archived: archivedAt !== null,
      archivedAt: archivedAt?.toISOString() ?? null,
      editable: s.framework === SCHOOL_FRAMEWORK,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
