/**
 * One process at a time on the embedded database: PGlite keeps its whole database in memory and
 * writes it back to the folder, so a second process opening the same folder (the bootstrap tool while
 * the server runs, a second server) would each overwrite the other's changes. Nothing in PGlite
 * prevents it, so the folder gets a lock file beside it holding the owner's process id.
 *
 * A lock whose process is gone (killed with -9, a power cut) is stale and is taken over, so a crash
 * never blocks the next start; a second file (`.takeover`, created exclusively) makes sure that of
 * several processes finding the same stale lock, only one removes it. The process id is checked on
 * this machine only, which is enough: the embedded database is opened by processes of one machine.
 * (A library such as proper-lockfile decides staleness by the lock's age instead, which needs a timer
 * refreshing it and can take the lock from a live process whose event loop is busy, as PGlite's is
 * while it loads.)
 */
import { open, readFile, stat, unlink } from "node:fs/promises";
import path from "node:path";

/** Lock files this process holds: the same folder opened twice in one process is refused too. */
const held = new Set<string>();

export class DirectoryInUseError extends Error {
  constructor(dir: string, pid: number | undefined) {
    const relative = path.relative(process.cwd(), dir);
    const shown = relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : dir;
    super(`The embedded database in ${shown} is in use by another process${pid ? ` (pid ${pid})` : ""}. Stop the server first, or set DATABASE_URL.`);
    this.name = "DirectoryInUseError";
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function ownerOf(file: string): Promise<number | undefined> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  const pid = Number(text?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Whether the lock's owner still holds it. The lock naming this very process but not held by it was
 * left by an earlier process that had the same id (a container's process 1 restarted).
 */
function ownerHolds(file: string, pid: number | undefined) {
  if (pid === undefined) return false;
  if (pid === process.pid) return held.has(file);
  return isAlive(pid);
}

/** Creates `file` holding this process's id, or returns false when it exists. */
async function createExclusive(file: string, onCreated: () => void = () => {}): Promise<boolean> {
  let handle;
  try {
    // "wx": created only if absent, so of several processes starting together exactly one succeeds.
    handle = await open(file, "wx");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  }
  onCreated();
  try {
    await handle.writeFile(`${process.pid}\n`);
    await handle.close();
  } catch (err) {
    await handle.close().catch(() => {});
    await unlink(file).catch(() => {});
    throw err;
  }
  return true;
}

/** A takeover in progress for longer than this was abandoned by a process that died meanwhile. */
const ABANDONED_TAKEOVER_MS = 10_000;
/** A lock file still empty after this was left by a process that died before writing its id. */
const UNWRITTEN_LOCK_MS = 1_000;
const RETRY_MS = 50;
const ATTEMPTS = 100;

/**
 * Takes the lock of `dir` (the file `<dir>.lock`) or throws DirectoryInUseError naming its owner.
 * Returns the function that releases it.
 */
export async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  const file = `${path.resolve(dir)}.lock`;
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // Marked held as soon as it exists: a second opener in this process, reading this id, refuses.
    const created = await createExclusive(file, () => held.add(file)).catch((err: unknown) => {
      held.delete(file);
      throw err;
    });
    if (created) {
      return async () => {
        held.delete(file);
        await unlink(file).catch(() => {});
      };
    }
    const owner = await ownerOf(file);
    if (ownerHolds(file, owner)) throw new DirectoryInUseError(dir, owner);
    // Stale, or empty. Only the holder of the takeover file removes a lock, after reading it again, so
    // a lock another process has just taken is never removed. An empty one is left alone for a
    // moment: its creator may be about to write its id.
    if (await createExclusive(takeover)) {
      try {
        const current = await ownerOf(file);
        const stale = current === undefined ? (await ageMs(file)) > UNWRITTEN_LOCK_MS : !ownerHolds(file, current);
        if (stale) await unlink(file).catch(() => {});
      } finally {
        await unlink(takeover).catch(() => {});
      }
    } else if ((await ageMs(takeover)) > ABANDONED_TAKEOVER_MS) {
      await unlink(takeover).catch(() => {});
    }
    await delay(RETRY_MS);
  }
  throw new DirectoryInUseError(dir, await ownerOf(file));
}

/** How long ago `file` was last written (0 when it is gone). */
async function ageMs(file: string) {
  return stat(file).then(
    (s) => Date.now() - s.mtimeMs,
    () => 0,
  );
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
