/**
 * Uploaded bytes on disk: one file per upload under a random name with no extension, in a folder
 * no route serves (UPLOADS_DIR, by default DATA_DIR/uploads), readable only by the server's user.
 * The database row (table `uploads`) holds the original name, size, type and checksum.
 *
 * A file arrives in a temporary file in the same folder (streamed: never held whole in memory) and
 * is renamed to its stored name once it has passed the checks, so a stored name always refers to a
 * complete, checked file. Unclaimed uploads live for two hours (a form is filled within minutes)
 * and together may take at most UPLOADS_UNCLAIMED_QUOTA_MB, since the disk may hold the database.
 */
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Writable, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, inArray, isNull, lt, min, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { uploads } from "../db/schema";

/** Unattached uploads are deleted after this long. */
export const UNATTACHED_UPLOAD_TTL_MS = 2 * 60 * 60 * 1000;
/** A temporary file this old belongs to no request still running (a crash left it): it is deleted. */
const STALE_TEMP_FILE_MS = 60 * 60 * 1000;
const TEMP_PREFIX = "incoming-";
/** Bytes of an upload written to its temporary file at once. */
const WRITE_CHUNK_BYTES = 256 * 1024;
const PURGE_BATCH = 500;

/** Where a stored upload's bytes are (for a worker thread that reads them itself, server/pdf/tasks.ts). */
export function fileFor(dir: string, storedName: string) {
  // Stored names are generated here (hex only), so the path cannot leave the folder.
  if (!/^[0-9a-f]{48}$/.test(storedName)) throw new Error("invalid stored upload name");
  return path.join(dir, storedName);
}

export interface ReceivedFile {
  tempPath: string;
  size: number;
  sha256: string;
}

/**
 * Streams `source` into a new temporary file in `dir`, counting and hashing on the way. When the
 * source fails (an aborted or oversized request destroys it) or passes `limit`, the partial file is deleted.
 */
export async function receiveFile(source: Readable, dir: string, limit?: { maxBytes: number; tooLarge: () => Error }): Promise<ReceivedFile> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const tempPath = path.join(dir, `${TEMP_PREFIX}${randomBytes(16).toString("hex")}`);
  const hash = createHash("sha256");
  let size = 0;
  let handle: FileHandle | undefined;
  // The parser hands the file on in socket-sized pieces; they are written WRITE_CHUNK_BYTES at a time
  // (each write is a round trip to the thread pool: a 1 MB file was 16 of them and more), gathered by
  // writev rather than copied into one buffer, since every megabyte copied is more garbage to collect.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const chunks = pending;
    pending = [];
    pendingBytes = 0;
    if (chunks.length > 0) await writeAll(handle!, chunks);
  };
  const sink = new Writable({
    construct(done) {
      open(tempPath, "wx", 0o600).then((opened) => ((handle = opened), done()), done);
    },
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (limit && size > limit.maxBytes) return done(limit.tooLarge());
      hash.update(chunk);
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < WRITE_CHUNK_BYTES) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
    destroy(err, done) {
      if (!handle) return done(err);
      handle.close().then(
        () => done(err),
        (closeErr: Error) => done(err ?? closeErr),
      );
    },
  });
  try {
    await pipeline(source, sink);
  } catch (err) {
    // The failure may come before the file was even opened: deleting it then would leave the file
    // that the open creates a moment later, so the sink is let close first.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once("close", () => resolve()));
    await rm(tempPath, { force: true });
    throw err;
  }
  return { tempPath, size, sha256: hash.digest("hex") };
}

/** Writes every byte of `chunks`: a write to a file may stop short (a disk filling up), and the rest then follows or fails. */
async function writeAll(handle: FileHandle, chunks: Buffer[]) {
  let left = chunks;
  while (left.length > 0) {
    const { bytesWritten } = await handle.writev(left);
    if (bytesWritten === 0) throw new Error("a write to an upload's file wrote nothing");
    let skip = bytesWritten;
    while (left.length > 0 && skip >= left[0]!.length) skip -= left.shift()!.length;
    if (left.length > 0 && skip > 0) left = [left[0]!.subarray(skip), ...left.slice(1)];
  }
}

/** Gives an accepted file its stored name. */
export async function keepReceivedFile(dir: string, file: ReceivedFile) {
  const storedName = randomBytes(24).toString("hex");
  await rename(file.tempPath, fileFor(dir, storedName));
  return storedName;
}

export async function discardReceivedFile(file: ReceivedFile) {
  await rm(file.tempPath, { force: true });
}

/** Whether the stored bytes are on the disk (a restored database may name files a disk no longer has). */
export async function uploadExists(dir: string, storedName: string) {
  return stat(fileFor(dir, storedName)).then(
    (info) => info.isFile(),
    () => false,
  );
}

export function openUpload(dir: string, storedName: string) {
  return createReadStream(fileFor(dir, storedName));
}

export async function deleteUpload(dir: string, storedName: string) {
  await rm(fileFor(dir, storedName), { force: true });
}

/**
 * What the uploads no enquiry has claimed take (expired ones too, until the purge has deleted them:
 * their files are still on the disk), and when the oldest of them arrived.
 */
export async function unclaimedUploads(db: Pick<Db, "select">): Promise<{ bytes: number; oldest: Date | null }> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number), oldest: min(uploads.createdAt) })
    .from(uploads)
    .where(isNull(uploads.enquiryId));
  return { bytes: row?.bytes ?? 0, oldest: row?.oldest ?? null };
}

/** Deletes uploads no enquiry claimed within UNATTACHED_UPLOAD_TTL_MS (rows and files), and temporary files a crash left. */
export async function purgeUnattachedUploads(db: Db, dir: string) {
  const cutoff = new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS);
  let total = 0;
  for (;;) {
    const stale = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(isNull(uploads.enquiryId), lt(uploads.createdAt, cutoff)))
      .limit(PURGE_BATCH);
    if (stale.length === 0) break;
    // Rows first: a file without a row is harmless, a row without its file is a broken attachment.
    const deleted = await db
      .delete(uploads)
      .where(
        and(
          inArray(
            uploads.id,
            stale.map((s) => s.id),
          ),
          isNull(uploads.enquiryId),
        ),
      )
      .returning({ storedName: uploads.storedName });
    await Promise.all(deleted.map((d) => deleteUpload(dir, d.storedName)));
    total += deleted.length;
    if (stale.length < PURGE_BATCH) break;
  }
  await purgeStaleTempFiles(dir);
  return total;
}

async function purgeStaleTempFiles(dir: string) {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  const before = Date.now() - STALE_TEMP_FILE_MS;
  for (const name of names.filter((n) => n.startsWith(TEMP_PREFIX))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < before) await rm(file, { force: true });
  }
}

export const uploadFreshness = () => sql`now() - ${UNATTACHED_UPLOAD_TTL_MS} * interval '1 millisecond'`;

/** Stores bytes the server made (a report card's PDF) under a new random name; returns the name, size and checksum. */
export async function keepGeneratedBytes(dir: string, bytes: Uint8Array) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = randomBytes(24).toString("hex");
  await writeFile(fileFor(dir, storedName), bytes, { mode: 0o600, flag: "wx" });
  return { storedName, size: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
}
