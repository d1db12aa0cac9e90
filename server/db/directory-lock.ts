/**
 * One process at a time on the embedded database: PGlite keeps its whole database in memory and
 * writes it back to the folder, so a second process opening the same folder (the bootstrap tool while
 * the server runs, a second server) would each overwrite the other's changes. Nothing in PGlite
 * prevents it, so the folder gets a lock file beside it holding the owner's process id.
 *
 * A lock whose process is gone (killed with -9, a power cut) is stale and is taken over, so a crash
 * never blocks the next start. The process id is checked on this machine only, which is enough: the
 * embedded database is opened by processes of one machine.
 */
import { link, open, readFile, rename, unlink } from "node:fs/promises";
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

/**
 * Takes the lock of `dir` (the file `<dir>.lock`) or throws DirectoryInUseError naming its owner.
 * Returns the function that releases it.
 */
export async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  const file = `${path.resolve(dir)}.lock`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // "wx": created only if absent, so of two processes starting together exactly one succeeds.
      const handle = await open(file, "wx");
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      held.add(file);
      return async () => {
        held.delete(file);
        await unlink(file).catch(() => {});
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const owner = await ownerOf(file);
    if (ownerHolds(file, owner)) throw new DirectoryInUseError(dir, owner);
    if (owner === undefined && attempt === 0) {
      // Empty: another process may be between creating the file and writing its id. Look again.
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    // Stale. Move it aside atomically; if what was moved is not the stale lock that was read (another
    // process took over in between), put it back, unless yet another lock has appeared meanwhile.
    const aside = `${file}.stale-${process.pid}`;
    try {
      await rename(file, aside);
    } catch {
      continue;
    }
    const moved = await ownerOf(aside);
    if (moved !== owner && ownerHolds(file, moved)) await link(aside, file).catch(() => {});
    await unlink(aside).catch(() => {});
  }
  throw new DirectoryInUseError(dir, await ownerOf(file));
}
