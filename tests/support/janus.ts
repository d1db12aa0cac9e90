/**
 * A throw-away media server (Janus with its VideoRoom plugin) for the tests, started the way the app
 * starts a local one (server/learning/live/janus-process.ts), like tests/support/postgres.ts starts
 * PostgreSQL. Where the janus binary is missing the suites that need it are skipped, saying why.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LiveConfig } from "../../server/config";
import { findJanusBinary, startLocalJanus } from "../../server/learning/live/janus-process";

export const JANUS_MISSING = findJanusBinary(process.env.JANUS_BIN ?? "janus") === null;
export const JANUS_MISSING_MESSAGE = "janus is not installed (apt-get install -y janus): the live-class tests that need a media server are skipped";

export interface TestJanus {
  live: LiveConfig;
  stop: () => Promise<void>;
}

const silent = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };

export async function startTestJanus(
  options: { iceEnforceList?: string; rtpPortRange?: string; keys?: { adminKey: string; apiSecret: string } } = {},
): Promise<TestJanus> {
  const rtpPortRange = options.rtpPortRange ?? "30000-30999";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-janus-"));
  const janus = await startLocalJanus({
    bin: process.env.JANUS_BIN ?? "janus",
    dataDir,
    rtpPortRange,
    iceEnforceList: options.iceEnforceList,
    keys: options.keys,
    log: silent,
  });
  return {
    live: {
      mode: "auto",
      janusUrl: janus.url,
      adminKey: janus.adminKey,
      apiSecret: janus.apiSecret,
      janusBin: "janus",
      iceEnforceList: options.iceEnforceList,
      rtpPortRange,
      iceServers: [],
    },
    stop: async () => {
      await janus.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
