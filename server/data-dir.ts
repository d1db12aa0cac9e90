/**
 * DATA_DIR holds the embedded database, the mail outbox (whole mails to families) and the supervised
 * media server's configuration with its secrets: only the server's user may enter it. The folder is
 * created 0700 and, at every start, closed again if an earlier version left it open; with the folder
 * closed nobody else reaches the files inside, whatever their own modes (PGlite writes its files as
 * the umask allows). Files holding secrets or mail are written 0600 as well.
 */
import { chmod, mkdir, stat } from "node:fs/promises";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) for the server's user only, or closes it if it is open to others. */
export async function preparePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { mode } = await stat(dir);
  if ((mode & 0o077) === 0) return;
  try {
    await chmod(dir, PRIVATE_DIR_MODE);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "an error";
    throw new Error(`${dir} is open to other users and could not be closed (${code}): make it the server user's own folder, mode 700`);
  }
}
