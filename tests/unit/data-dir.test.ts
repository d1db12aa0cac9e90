/**
 * DATA_DIR and what is written in it (server/data-dir.ts): a folder created for the server's user
 * only, an open one closed again at start (an older version left it world-readable), and the media
 * server's configuration with its secrets written 0600 in 0700 folders.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { preparePrivateDir } from "../../server/data-dir";
import { writeConfig } from "../../server/learning/live/janus-process";

const modeOf = (p: string) => statSync(p).mode & 0o777;

describe("DATA_DIR's modes", () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it("creates a missing folder, and its missing parents, for the server's user only", async () => {
    const dir = path.join(base, "school", "data");
    await preparePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(base, "school"))).toBe(0o700);
  });

  it("closes a folder an earlier start left open to everyone", async () => {
    const dir = path.join(base, "data");
    mkdirSync(path.join(dir, "db"), { recursive: true });
    writeFileSync(path.join(dir, "db", "PG_VERSION"), "17");
    chmodSync(dir, 0o777);
    await preparePrivateDir(dir);
    expect(modeOf(dir)).toBe(0o700);
  });

  it("writes the media server's configuration (its API secret, its admin key) for the server's user only", () => {
    const dir = path.join(base, "janus");
    writeConfig(dir, path.join(base, "no-janus-lib"), { port: 8188, adminKey: "admin-key", apiSecret: "api-secret", rtpPortRange: "20000-20100" });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(path.join(dir, "conf"))).toBe(0o700);
    for (const file of ["janus.jcfg", "janus.plugin.videoroom.jcfg", "janus.transport.websockets.jcfg"])
      expect(modeOf(path.join(dir, "conf", file)), file).toBe(0o600);
  });
});
