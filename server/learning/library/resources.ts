/**
 * The resource library's files and links (docs/api/library.md): the viewer's own teacher-scope
 * resources and every school-scope one, searchable; a file resource points at the teacher's own
 * upload (POST /api/files checked its type, bytes and the quota). Archived resources leave the list
 * but stay attached to the work that uses them. Who sees and changes one is decided in
 * server/learning/access.ts.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  LIBRARY_MESSAGES,
  type LibraryResource,
  type LibraryResources,
  type LibraryScope,
  type ResourceCreate,
  type ResourceKind,
  type ResourcePatch,
  type ResourcesQuery,
} from "#common/schemas/learning/library";
import { recordAudit } from "../../audit";
import type { ActionsOf } from "../../audit-events";
import type { SessionUser } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/queries";
import { assignmentAttachments, files, resources, subjects, users } from "../../db/schema";
import { isStaff, mayEditLibraryItem, requireLibraryFolder, requireLibraryResource, visibleLibraryFolder } from "../access";
import { ownerName } from "./folders";
import { forbidden, invalid } from "../../domain-errors";
import type { Actor } from "../../actor";

type Reader = Pick<Db, "select" | "selectDistinct">;
type ResourceRow = typeof resources.$inferSelect;

const fieldError = (field: string, message: string) => invalid(message, [{ field, message }]);

const usedIn =
  sql<number>`(select count(distinct ${assignmentAttachments.assignmentId}) from ${assignmentAttachments} where ${assignmentAttachments.resourceId} = ${resources.id})`.mapWith(
    Number,
  );

const columns = {
  resource: resources,
  fileName: files.originalName,
  size: files.size,
  contentType: files.contentType,
  ownerName,
  usedIn,
};

function toResource(
  viewer: Pick<Actor, "id" | "role">,
  row: { resource: ResourceRow; fileName: string | null; size: number | null; contentType: string | null; ownerName: string; usedIn: number },
): LibraryResource {
  const r = row.resource;
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    kind: r.kind as ResourceKind,
    fileId: r.fileId,
    fileName: row.fileName,
    size: row.size,
    contentType: row.contentType,
    url: r.url,
    scope: r.scope as LibraryScope,
    folderId: r.folderId,
    subjectCode: r.subjectCode,
    grade: r.grade,
    owner: { name: row.ownerName },
    updatedAt: r.updatedAt.toISOString(),
    usedIn: row.usedIn,
    canEdit: mayEditLibraryItem(viewer, r),
    mine: r.ownerUserId === viewer.id,
  };
}

function selectResources(db: Reader) {
  return db.select(columns).from(resources).innerJoin(users, eq(users.id, resources.ownerUserId)).leftJoin(files, eq(files.id, resources.fileId));
}

/** What the viewer sees: their own teacher-scope resources and every school one, not archived. */
function visibleTo(viewer: SessionUser): SQL {
  return and(isNull(resources.archivedAt), or(eq(resources.scope, "school"), and(eq(resources.scope, "teacher"), eq(resources.ownerUserId, viewer.id))))!;
}

export async function listResources(db: Reader, viewer: SessionUser, query: ResourcesQuery): Promise<LibraryResources> {
  if (query.folderId) await requireLibraryFolder(db, viewer, query.folderId);
  const conditions: SQL[] = [visibleTo(viewer)];
  if (query.folderId) conditions.push(eq(resources.folderId, query.folderId));
  if (query.scope) conditions.push(eq(resources.scope, query.scope));
  if (query.subject) conditions.push(eq(resources.subjectCode, query.subject));
  if (query.grade) conditions.push(eq(resources.grade, query.grade));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(resources.title, pattern), ilike(resources.description, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectResources(db)
      .where(where)
      .orderBy(desc(resources.updatedAt), asc(resources.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return { resources: rows.map((r) => toResource(viewer, r)), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function resourceById(db: Reader, viewer: Pick<Actor, "id" | "role">, id: string): Promise<LibraryResource> {
  const [row] = await selectResources(db).where(eq(resources.id, id));
  return toResource(viewer, row!);
}

/** The subjects a resource may be filed under: the school's, in the curriculum's order. */
export async function schoolSubjects(db: Reader): Promise<{ code: string; name: string }[]> {
  return db.select({ code: subjects.code, name: subjects.name }).from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.name));
}

async function checkSubject(db: Reader, code: string | null | undefined) {
  if (!code) return;
  const [row] = await db.select({ code: subjects.code }).from(subjects).where(eq(subjects.code, code));
  if (!row) throw fieldError("subjectCode", LIBRARY_MESSAGES.subject);
}

/** The folder a resource may go into: one the viewer sees, shared the same way as the resource. */
async function checkedFolder(db: Reader, viewer: Pick<Actor, "id" | "role">, folderId: string) {
  const folder = await visibleLibraryFolder(db, viewer, folderId);
  if (!folder) throw fieldError("folderId", LIBRARY_MESSAGES.id);
  return folder;
}

export async function createResource(db: Db, viewer: SessionUser, input: ResourceCreate): Promise<LibraryResource> {
  const folder = input.folderId ? await checkedFolder(db, viewer, input.folderId) : null;
  const scope = input.scope ?? (folder?.scope as LibraryScope | undefined) ?? "teacher";
  if (folder && folder.scope !== scope) throw fieldError("folderId", LIBRARY_MESSAGES.folderScope);
  if (input.kind === "file") {
    const [file] = await db.select({ owner: files.ownerUserId, kind: files.kind }).from(files).where(eq(files.id, input.fileId!));
    if (!file || file.owner !== viewer.id || file.kind !== "upload") throw fieldError("fileId", LIBRARY_MESSAGES.ownFile);
  }
  await checkSubject(db, input.subjectCode);
  const [row] = await db
    .insert(resources)
    .values({
      scope,
      folderId: folder?.id ?? null,
      ownerUserId: viewer.id,
      title: input.title,
      description: input.description ?? null,
      kind: input.kind,
      fileId: input.kind === "file" ? input.fileId! : null,
      url: input.kind === "link" ? input.url! : null,
      subjectCode: input.subjectCode ?? null,
      grade: input.grade ?? null,
    })
    .returning({ id: resources.id });
  return resourceById(db, viewer, row!.id);
}

function auditResource(db: Pick<Db, "insert">, viewer: Actor, resource: ResourceRow, action: ActionsOf<"library_resource">, summary: string) {
  // A staff member changing a school resource someone else added: the audit log says who did it.
  if (!isStaff(viewer) || resource.ownerUserId === viewer.id) return Promise.resolve();
  return recordAudit(db, viewer, { action: `library_resource.${action}`, targetId: resource.id, summary });
}

/** A resource the viewer may change: the owner, or staff for a school-scope one (403 for others who see it). */
async function editableResource(db: Reader, viewer: Pick<Actor, "id" | "role">, id: string) {
  const resource = await requireLibraryResource(db, viewer, id);
  if (!mayEditLibraryItem(viewer, resource)) throw forbidden(LIBRARY_MESSAGES.ownerOnly);
  return resource;
}

export async function updateResource(db: Db, viewer: Actor, id: string, patch: ResourcePatch, now: Date): Promise<LibraryResource> {
  const resource = await editableResource(db, viewer, id);
  if (patch.scope !== undefined && patch.scope !== resource.scope && resource.ownerUserId !== viewer.id) throw forbidden(LIBRARY_MESSAGES.scopeOwnerOnly);
  if (patch.url !== undefined && resource.kind !== "link") throw fieldError("url", LIBRARY_MESSAGES.linkOnly);
  const folder = patch.folderId ? await checkedFolder(db, viewer, patch.folderId) : null;
  const scope = patch.scope ?? (folder?.scope as LibraryScope | undefined) ?? (resource.scope as LibraryScope);
  if (scope !== resource.scope && resource.ownerUserId !== viewer.id) throw forbidden(LIBRARY_MESSAGES.scopeOwnerOnly);
  if (folder && folder.scope !== scope) throw fieldError("folderId", LIBRARY_MESSAGES.folderScope);
  let folderId = patch.folderId !== undefined ? patch.folderId : resource.folderId;
  // Shared another way now, and no folder chosen: it leaves a folder shared the old way.
  if (!folder && folderId && scope !== resource.scope) folderId = null;
  await checkSubject(db, patch.subjectCode);
  await db.transaction(async (tx) => {
    await tx
      .update(resources)
      .set({
        scope,
        folderId,
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
        ...(patch.url !== undefined ? { url: patch.url } : {}),
        ...(patch.subjectCode !== undefined ? { subjectCode: patch.subjectCode } : {}),
        ...(patch.grade !== undefined ? { grade: patch.grade } : {}),
        updatedAt: now,
      })
      .where(eq(resources.id, resource.id));
    await auditResource(tx, viewer, resource, "changed", `Changed the school library resource "${resource.title}".`);
  });
  return resourceById(db, viewer, resource.id);
}

/** Takes a resource out of the library; work that attaches it keeps it. */
export async function archiveResource(db: Db, viewer: Actor, id: string, now: Date) {
  const resource = await editableResource(db, viewer, id);
  await db.transaction(async (tx) => {
    await tx.update(resources).set({ archivedAt: now, updatedAt: now }).where(eq(resources.id, resource.id));
    await auditResource(tx, viewer, resource, "archived", `Archived the school library resource "${resource.title}".`);
  });
}
