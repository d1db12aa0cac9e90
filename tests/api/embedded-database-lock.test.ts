/**
 * One process at a time on the embedded database (issue 13, item 12): openDatabase locks DATA_DIR/db,
 * a second opener (in this process or another) is refused with a message naming the holder, the
 * server refuses to start on a folder in use, a lock left by a dead process is taken over, and the
 * lock is released when the database closes.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";

const IN_USE = (pid: number) => `is in use by another process (pid ${pid}). Stop the server first, or set DATABASE_URL.`;

describe("the embedded database's lock", () => {
  // One folder for the whole suite: creating an embedded database takes seconds, reopening it less.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-db-lock-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second openDatabase on the same folder, and opens again once the first is closed", async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(`The embedded database in ${path.join(dataDir, "db")} ${IN_USE(process.pid)}`);
      // The refusal left the holder's lock and data alone.
      expect(readFileSync(path.join(dataDir, "db.lock"), "utf8").trim()).toBe(String(process.pid));
      await first.db.execute("select 1");
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it("refuses to start the server on a folder in use", async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }, { clientDir: path.join(dataDir, "no-build") });
      await expect(buildApp({ config, logger: false })).rejects.toThrow(IN_USE(process.pid));
    } finally {
      await holder.close();
    }
  }, 60_000);

  it("takes over a lock left by a process that was killed", async () => {
    const gone = spawnSync(process.execPath, ["-e", ""]).pid!;
    mkdirSync(path.join(dataDir, "db"), { recursive: true });
    writeFileSync(path.join(dataDir, "db.lock"), `${gone}\n`);
    const database = await openDatabase({ dataDir });
    try {
      expect(readFileSync(path.join(dataDir, "db.lock"), "utf8").trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  }, 60_000);
});
