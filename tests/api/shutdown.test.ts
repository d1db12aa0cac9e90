/**
 * The real entry point (server/index.ts) as operators run it: it starts on the embedded database,
 * exits 0 on SIGTERM/SIGINT after closing the database cleanly, and the same data directory opens
 * again; a second server on a data directory in use refuses to start, and a server killed with -9
 * does not stop the next one from starting. (Finishing in-flight requests is Fastify's close() behaviour, which index.ts relies on.)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/postgres";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-shutdown-"));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy:\n${output}`);
}

function exitOf(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
}

describe("server process", () => {
  it("exits cleanly on SIGTERM and SIGINT, keeping its data usable", async () => {
    const port = await freePort();
    const first = await startServer(port);

    // A second server on the same embedded database refuses to start, naming the one that has it.
    const intruder = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let refusal = "";
    intruder.stderr?.on("data", (d) => (refusal += d));
    expect(await exitOf(intruder)).toBe(1);
    expect(refusal).toContain(`is in use by another process (pid ${first.pid}). Stop the server first, or set DATABASE_URL.`);

    // Killed outright, it leaves its lock behind, which does not stop the next start.
    const firstExit = exitOf(first);
    first.kill("SIGKILL");
    await firstExit;
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(true);
    const second = await startServer(port);
    const secondExit = exitOf(second);
    second.kill("SIGTERM");
    expect(await secondExit).toBe(0);
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);

    // The embedded database was closed cleanly (and its lock released): the same directory opens
    // and answers again, and Ctrl+C ends it as cleanly.
    const third = await startServer(port);
    const thirdExit = exitOf(third);
    third.kill("SIGINT");
    expect(await thirdExit).toBe(0);
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  }, 180_000);
});
