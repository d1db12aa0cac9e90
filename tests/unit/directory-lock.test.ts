/**
 * The embedded database's folder lock (server/db/directory-lock.ts): one holder at a time, in this
 * process or another; a lock left by a process that is gone is taken over; released on close.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DirectoryInUseError, lockDirectory } from "../../server/db/directory-lock";

/** The id of a process that has ended. */
function deadPid() {
  return spawnSync(process.execPath, ["-e", ""]).pid!;
}

describe("lockDirectory", () => {
  let root: string;
  let dir: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "school-lock-"));
    dir = path.join(root, "db");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("refuses a second holder, naming the first one's process, until the first releases", async () => {
    const release = await lockDirectory(dir);
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
    const second = lockDirectory(dir);
    await expect(second).rejects.toThrow(DirectoryInUseError);
    await expect(second).rejects.toThrow(`is in use by another process (pid ${process.pid}). Stop the server first, or set DATABASE_URL.`);
    await release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await (
      await lockDirectory(dir)
    )();
  });

  it("names the folder relative to the working directory when it is inside it", async () => {
    mkdirSync(path.join(process.cwd(), "data-lock-test"), { recursive: true });
    const release = await lockDirectory(path.join(process.cwd(), "data-lock-test", "db"));
    try {
      await expect(lockDirectory(path.join(process.cwd(), "data-lock-test", "db"))).rejects.toThrow(
        `The embedded database in ${path.join("data-lock-test", "db")} is in use`,
      );
    } finally {
      await release();
      rmSync(path.join(process.cwd(), "data-lock-test"), { recursive: true, force: true });
    }
  });

  it("lets exactly one of several openers starting together hold it", async () => {
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => lockDirectory(dir)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason)).toEqual(
      Array(4).fill(expect.any(DirectoryInUseError)),
    );
  });

  it("takes over a lock left by a process that is gone (kill -9), also when several try at once", async () => {
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => lockDirectory(dir)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(readFileSync(`${dir}.lock`, "utf8").trim()).toBe(String(process.pid));
  });

  it("takes over a lock naming this process's id that this process does not hold (a restarted container's process 1)", async () => {
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    const release = await lockDirectory(dir);
    await expect(lockDirectory(dir)).rejects.toThrow(DirectoryInUseError);
    await release();
  });

  it("takes over an empty lock file (a process that died while creating it)", async () => {
    writeFileSync(`${dir}.lock`, "");
    await (
      await lockDirectory(dir)
    )();
  });

  it("refuses while another live process holds it", async () => {
    // This test's parent process (vitest's main process) is alive and is not this process.
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    await expect(lockDirectory(dir)).rejects.toThrow(`(pid ${process.ppid})`);
  });
});
