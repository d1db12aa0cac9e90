/**
 * A throw-away PostgreSQL server for the tests, started from the machine's initdb/pg_ctl (Debian's
 * postgresql package). As root, the server runs as the postgres user, because PostgreSQL refuses
 * to run as root.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface PostgresServer {
  url: string;
  stop: () => void;
}

function findBinDir(): string {
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (fromConfig.status === 0 && existsSync(path.join(fromConfig.stdout.trim(), "pg_ctl"))) return fromConfig.stdout.trim();
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(debianRoot, v, "bin", "pg_ctl"))) return path.join(debianRoot, v, "bin");
  }
  const which = spawnSync("which", ["pg_ctl"], { encoding: "utf8" });
  if (which.status === 0) return path.dirname(which.stdout.trim());
  throw new Error("PostgreSQL server binaries (initdb, pg_ctl) not found: install them with `apt-get install -y postgresql`.");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), "school-pg-"));
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);

  const run = (file: string, args: string[]) => {
    const [cmd, cmdArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, file), ...args]] : [path.join(bin, file), args];
    const result = spawnSync(cmd, cmdArgs as string[], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${file} failed: ${result.stderr || result.stdout}`);
  };

  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "start",
  ]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
