/**
 * Uploaded bytes on disk: one file per upload under a random name with no extension, in a folder
 * no route serves (UPLOADS_DIR, by default DATA_DIR/uploads), readable only by the server's user.
 * The database row (table `uploads`) holds the original name, size, type and checksum.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";

/** Unattached uploads are deleted after this long. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

function fileFor(dir: string, storedName: string) {
  // Stored names are generated here (hex only), so the path cannot leave the folder.
  if (!/^[0-9a-f]{48}$/.test(storedName)) throw new Error("invalid stored upload name");
  return path.join(dir, storedName);
}

export async function saveUpload(dir: string, bytes: Uint8Array) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = randomBytes(24).toString("hex");
  await writeFile(fileFor(dir, storedName), bytes, { mode: 0o600, flag: "wx" });
  return { storedName, sha256: createHash("sha256").update(bytes).digest("hex") };
}

export function openUpload(dir: string, storedName: string) {
  return createReadStream(fileFor(dir, storedName));
}

export async function deleteUpload(dir: string, storedName: string) {
  await rm(fileFor(dir, storedName), { force: true });
}

/** Deletes uploads no message claimed within a day (rows and files). */
export async function purgeUnattachedUploads(db: Db, dir: string) {
  const cutoff = new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS);
  const stale = await db
    .select({ id: uploads.id, storedName: uploads.storedName })
    .from(uploads)
    .where(and(isNull(uploads.contactMessageId), lt(uploads.createdAt, cutoff)))
    .limit(500);
  if (stale.length === 0) return 0;
  // Rows first: a file without a row is harmless, a row without its file is a broken attachment.
  const deleted = await db
    .delete(uploads)
    .where(and(inArray(uploads.id, stale.map((s) => s.id)), isNull(uploads.contactMessageId)))
    .returning({ storedName: uploads.storedName });
  await Promise.all(deleted.map((d) => deleteUpload(dir, d.storedName)));
  return deleted.length;
}

export const uploadFreshness = () => sql`now() - ${UNATTACHED_UPLOAD_TTL_MS} * interval '1 millisecond'`;
