/**
 * The resource library's folders (docs/api/library.md): a teacher's own (`teacher`) or the school's
 * (`school`, every teacher's), nested at most FOLDER_MAX_DEPTH deep, a folder inside one shared the
 * same way. Who sees and changes a folder is decided in server/learning/access.ts.
 */
import { and, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import {
  FOLDER_MAX_DEPTH,
  LIBRARY_MESSAGES,
  type FolderCreate,
  type FolderPatch,
  type LibraryFolder,
  type LibraryScope,
} from "#common/schemas/learning/library";
import { recordAudit } from "../../audit";
import type { ActionsOf } from "../../audit-events";
import type { SessionUser } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { resourceFolders, resources, users } from "../../db/schema";
import { isStaff, mayEditLibraryItem, requireLibraryFolder, visibleLibraryFolder } from "../access";
import { conflict, forbidden, invalid } from "../../domain-errors";
import type { Actor } from "../../actor";

type Reader = Pick<Db, "select" | "selectDistinct">;
type FolderRow = typeof resourceFolders.$inferSelect;

export const ownerName = sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.username})`;

/** The folders of a scope the viewer sees (the school's, or their own), by id. */
async function foldersOf(db: Reader, viewerId: string, scope: LibraryScope): Promise<Map<string, FolderRow>> {
  const rows = await db
    .select()
    .from(resourceFolders)
    .where(scope === "school" ? eq(resourceFolders.scope, "school") : and(eq(resourceFolders.scope, "teacher"), eq(resourceFolders.ownerUserId, viewerId)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** 1 for a top folder, 2 inside it, ... */
function depthOf(folders: Map<string, FolderRow>, id: string): number {
  let depth = 0;
  for (let at: string | null = id; at && depth <= FOLDER_MAX_DEPTH + 1; at = folders.get(at)?.parentId ?? null) depth += 1;
  return depth;
}

/** Levels below `id` (0 for a folder with no folders inside). */
function heightBelow(folders: Map<string, FolderRow>, id: string): number {
  const children = [...folders.values()].filter((f) => f.parentId === id);
  return children.length === 0 ? 0 : 1 + Math.max(...children.map((c) => heightBelow(folders, c.id)));
}

function isInside(folders: Map<string, FolderRow>, id: string, ancestorId: string): boolean {
  for (let at: string | null = id, steps = 0; at && steps <= FOLDER_MAX_DEPTH + 1; at = folders.get(at)?.parentId ?? null, steps += 1)
    if (at === ancestorId) return true;
  return false;
}

const fieldError = (field: string, message: string) => invalid(message, [{ field, message }]);

/** The parent a folder may go into: one the viewer sees, shared the same way. */
async function checkedParent(db: Reader, viewer: Pick<Actor, "id" | "role">, parentId: string, scope: string) {
  const parent = await visibleLibraryFolder(db, viewer, parentId);
  if (!parent) throw fieldError("parentId", LIBRARY_MESSAGES.id);
  if (parent.scope !== scope) throw fieldError("parentId", LIBRARY_MESSAGES.parentScope);
  return parent;
}

/** The viewer's own folders and the school's, as a tree (by name), with the resources directly in each. */
export async function folderTree(db: Reader, viewer: SessionUser): Promise<LibraryFolder[]> {
  const rows = await db
    .select({ folder: resourceFolders, ownerName })
    .from(resourceFolders)
    .innerJoin(users, eq(users.id, resourceFolders.ownerUserId))
    .where(or(eq(resourceFolders.scope, "school"), and(eq(resourceFolders.scope, "teacher"), eq(resourceFolders.ownerUserId, viewer.id))));
  const ids = rows.map((r) => r.folder.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ folderId: resources.folderId, n: count() })
          .from(resources)
          .where(and(inArray(resources.folderId, ids), isNull(resources.archivedAt)))
          .groupBy(resources.folderId);
  const countOf = new Map(counts.map((c) => [c.folderId, Number(c.n)]));
  const nodes = new Map<string, LibraryFolder>(
    rows.map(({ folder, ownerName: name }) => [
      folder.id,
      {
        id: folder.id,
        name: folder.name,
        scope: folder.scope as LibraryScope,
        parentId: folder.parentId,
        owner: { name },
        canEdit: mayEditLibraryItem(viewer, folder),
        resourceCount: countOf.get(folder.id) ?? 0,
        children: [],
      },
    ]),
  );
  const top: LibraryFolder[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else top.push(node);
  }
  const byName = (a: LibraryFolder, b: LibraryFolder) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id);
  const sortAll = (list: LibraryFolder[]) => {
    list.sort(byName);
    for (const n of list) sortAll(n.children);
  };
  sortAll(top);
  return top;
}

function auditFolder(db: Pick<Db, "insert">, viewer: Actor, folder: FolderRow, action: ActionsOf<"library_folder">, summary: string) {
  // A staff member changing a school folder someone else made: the audit log says who did it.
  if (!isStaff(viewer) || folder.ownerUserId === viewer.id) return Promise.resolve();
  return recordAudit(db, viewer, { action: `library_folder.${action}`, targetId: folder.id, summary });
}

export async function createFolder(db: Db, viewer: SessionUser, input: FolderCreate) {
  if (input.parentId) {
    const parent = await checkedParent(db, viewer, input.parentId, input.scope);
    const folders = await foldersOf(db, viewer.id, input.scope);
    if (depthOf(folders, parent.id) + 1 > FOLDER_MAX_DEPTH) throw fieldError("parentId", LIBRARY_MESSAGES.depth);
  }
  const [row] = await db
    .insert(resourceFolders)
    .values({ name: input.name, scope: input.scope, ownerUserId: viewer.id, parentId: input.parentId ?? null })
    .returning();
  return row!;
}

export async function updateFolder(db: Db, viewer: Actor, folderId: string, patch: FolderPatch) {
  const folder = await requireLibraryFolder(db, viewer, folderId);
  if (!mayEditLibraryItem(viewer, folder)) throw forbidden(LIBRARY_MESSAGES.ownerOnly);
  if (patch.parentId) {
    await checkedParent(db, viewer, patch.parentId, folder.scope);
    const folders = await foldersOf(db, folder.ownerUserId, folder.scope as LibraryScope);
    if (patch.parentId === folder.id || isInside(folders, patch.parentId, folder.id)) throw fieldError("parentId", LIBRARY_MESSAGES.cycle);
    if (depthOf(folders, patch.parentId) + 1 + heightBelow(folders, folder.id) > FOLDER_MAX_DEPTH) throw fieldError("parentId", LIBRARY_MESSAGES.depth);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(resourceFolders)
      .set({ ...(patch.name !== undefined ? { name: patch.name } : {}), ...(patch.parentId !== undefined ? { parentId: patch.parentId } : {}) })
      .where(eq(resourceFolders.id, folder.id))
      .returning();
    await auditFolder(tx, viewer, folder, "changed", `Changed the school library folder "${folder.name}".`);
    return row!;
  });
}

/** Deletes an empty folder (no folders and no resources inside); 409 otherwise. */
export async function deleteFolder(db: Db, viewer: Actor, folderId: string) {
  const folder = await requireLibraryFolder(db, viewer, folderId);
  if (!mayEditLibraryItem(viewer, folder)) throw forbidden(LIBRARY_MESSAGES.ownerOnly);
  await db.transaction(async (tx) => {
    const [inside] = await tx.select({ id: resourceFolders.id }).from(resourceFolders).where(eq(resourceFolders.parentId, folder.id)).limit(1);
    const [held] = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.folderId, folder.id), isNull(resources.archivedAt)))
      .limit(1);
    if (inside || held) throw conflict(LIBRARY_MESSAGES.notEmpty);
    await tx.delete(resourceFolders).where(eq(resourceFolders.id, folder.id));
    await auditFolder(tx, viewer, folder, "deleted", `Deleted the school library folder "${folder.name}".`);
  });
}
