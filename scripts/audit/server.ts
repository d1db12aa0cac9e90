/**
 * The real server for the measuring scripts: `server/index.ts` started the way `npm run serve` does,
 * on a free loopback port, resolved once /api/health answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * The origin the pages in `clientDir` were built for (the PUBLIC_URL of the build), read from the
 * home page's canonical link. Serving the build with this PUBLIC_URL keeps the server's start-up
 * origin check (server/plugins/site.ts) quiet and robots.txt consistent with the pages.
 */
export function builtOrigin(clientDir: string): URL {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!canonical) throw new Error(`${path.join(clientDir, "index.html")} has no canonical link`);
  return new URL(new URL(canonical).origin);
}

export async function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface StartedServer {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  base: string;
  /** Time from spawn to the first healthy answer. */
  ms: number;
}

/**
 * Spawns the entry point with `env` added to this process's environment (PORT and HOST are set
 * here) and waits for /api/health; fails if the process exits first or is not healthy in time.
 */
export async function startServer(port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<StartedServer> {
  const started = performance.now();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "inherit",
  });
  let exited: number | null = null;
  child.once("exit", (code) => {
    exited = code ?? 1;
  });
  for (;;) {
    if (exited !== null) throw new Error(`the server exited with code ${exited} before it was healthy`);
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGTERM");
      throw new Error(`the server was not healthy within ${timeoutMs} ms`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, base, ms: performance.now() - started };
}

/** SIGTERM (the graceful shutdown) and wait for the process to end. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
