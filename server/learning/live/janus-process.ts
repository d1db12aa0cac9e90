/**
 * A local media server (Janus with its VideoRoom plugin) started and supervised by the app when no
 * JANUS_URL names the school's own, the way the tests start PostgreSQL. We write its whole
 * configuration into DATA_DIR/janus on every start:
 *
 * - only the VideoRoom plugin and the WebSocket transport are loaded (linked into folders of ours),
 *   the transport bound to 127.0.0.1 only, no admin API, no event handlers or loggers;
 * - an API secret (nothing else on the machine can open a Janus session) and the VideoRoom's
 *   `admin_key` (rooms are created only with it; RTP forwarders locked behind it too), both random
 *   per start and held only by this process; no static rooms, so nothing is listed publicly;
 * - a crash is followed by a restart with growing pauses (1 s doubling to 30 s), and the process is
 *   stopped when the app closes.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Log } from "../../log";
import { JanusConnection } from "./janus-client";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../data-dir";

export interface LocalJanusOptions {
  /** The janus binary (a name on PATH or a path). */
  bin: string;
  dataDir: string;
  /** Interfaces or addresses ICE may use (Janus's `ice_enforce_list`), e.g. a test namespace's veth. */
  iceEnforceList?: string;
  rtpPortRange: string;
  log: Pick<Log, "info" | "warn" | "error">;
  /** Its folder under dataDir (several local media servers each have their own); `janus` by default. */
  name?: string;
  /** Keys to use instead of random ones (a bench runs several media servers that share them, as JANUS_URLS does). */
  keys?: { adminKey: string; apiSecret: string };
}

export interface LocalJanus {
  url: string;
  adminKey: string;
  apiSecret: string;
  stop: () => Promise<void>;
}

/** The janus binary's path, or null when it is not installed. */
export function findJanusBinary(bin: string): string | null {
  if (bin.includes("/")) return existsSync(bin) ? bin : null;
  const which = spawnSync("sh", ["-c", `command -v ${JSON.stringify(bin)}`], { encoding: "utf8" });
  const found = which.status === 0 ? which.stdout.trim() : "";
  return found && existsSync(found) ? found : null;
}

/** Where the installed janus keeps its plugins and transports (Debian: /usr/lib/<multiarch>/janus). */
function janusLibDir(binary: string): string | null {
  const multiarch = process.arch === "arm64" ? "aarch64-linux-gnu" : process.arch === "x64" ? "x86_64-linux-gnu" : "";
  const prefix = path.dirname(path.dirname(binary));
  const candidates = [
    process.env.JANUS_LIB_DIR,
    multiarch && path.join(prefix, "lib", multiarch, "janus"),
    path.join(prefix, "lib", "janus"),
    multiarch && `/usr/lib/${multiarch}/janus`,
    "/usr/lib/janus",
  ].filter((c): c is string => Boolean(c));
  return candidates.find((c) => existsSync(path.join(c, "plugins", "libjanus_videoroom.so"))) ?? null;
}

export async function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const quote = (value: string) => JSON.stringify(value);

/** Writes the media server's configuration to `dir`, for the server's user only (it holds the API secret and the admin key). */
export function writeConfig(
  dir: string,
  libDir: string,
  options: { port: number; adminKey: string; apiSecret: string; iceEnforceList?: string; rtpPortRange: string },
) {
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ["conf", "plugins", "transports", "events", "loggers"]) mkdirSync(path.join(dir, sub), { recursive: true, mode: PRIVATE_DIR_MODE });
  symlinkSync(path.join(libDir, "plugins", "libjanus_videoroom.so"), path.join(dir, "plugins", "libjanus_videoroom.so"));
  symlinkSync(path.join(libDir, "transports", "libjanus_websockets.so"), path.join(dir, "transports", "libjanus_websockets.so"));
  const conf = path.join(dir, "conf");
  writeFileSync(
    path.join(conf, "janus.jcfg"),
    `general: {
  configs_folder = ${quote(conf)}
  plugins_folder = ${quote(path.join(dir, "plugins"))}
  transports_folder = ${quote(path.join(dir, "transports"))}
  events_folder = ${quote(path.join(dir, "events"))}
  loggers_folder = ${quote(path.join(dir, "loggers"))}
  debug_level = 3
  api_secret = ${quote(options.apiSecret)}
  session_timeout = 60
  protected_folders = [ "/bin", "/boot", "/dev", "/etc", "/lib", "/proc", "/root", "/sbin", "/sys", "/usr", "/var" ]
}
certificates: {}
media: { rtp_port_range = ${quote(options.rtpPortRange)} }
nat: {
  ignore_mdns = true
${options.iceEnforceList ? `  ice_enforce_list = ${quote(options.iceEnforceList)}\n` : ""}}
plugins: {}
transports: {}
events: { broadcast = false }
loggers: {}
`,
    { mode: PRIVATE_FILE_MODE },
  );
  writeFileSync(
    path.join(conf, "janus.plugin.videoroom.jcfg"),
    `general: {
  admin_key = ${quote(options.adminKey)}
  lock_rtp_forward = true
  string_ids = false
}
`,
    { mode: PRIVATE_FILE_MODE },
  );
  writeFileSync(
    path.join(conf, "janus.transport.websockets.jcfg"),
    `general: {
  json = "plain"
  ws = true
  ws_port = ${options.port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
    { mode: PRIVATE_FILE_MODE },
  );
}

async function waitUntilReady(url: string, apiSecret: string, child: ChildProcess, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`janus exited with code ${child.exitCode} while starting`);
    try {
      const connection = await JanusConnection.open(url, apiSecret);
      const reply = await connection.request({ janus: "info" });
      connection.close();
      if (reply.janus === "server_info") return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error("janus did not start listening in time");
}

/** Starts a supervised local Janus; resolves once it answers. */
export async function startLocalJanus(options: LocalJanusOptions): Promise<LocalJanus> {
  const binary = findJanusBinary(options.bin);
  if (!binary) throw new Error(`The media server (${options.bin}) is not installed`);
  const libDir = janusLibDir(binary);
  if (!libDir) throw new Error("The media server's VideoRoom plugin was not found (set JANUS_LIB_DIR)");
  const dir = path.join(options.dataDir, options.name ?? "janus");
  const port = await freeLocalPort();
  const adminKey = options.keys?.adminKey ?? randomBytes(24).toString("base64url");
  const apiSecret = options.keys?.apiSecret ?? randomBytes(24).toString("base64url");
  writeConfig(dir, libDir, { port, adminKey, apiSecret, iceEnforceList: options.iceEnforceList, rtpPortRange: options.rtpPortRange });
  const url = `ws://127.0.0.1:${port}`;

  let child: ChildProcess | null = null;
  let stopping = false;
  let backoffMs = 1_000;
  let restartTimer: NodeJS.Timeout | null = null;
  let startedAt = 0;

  const launch = () => {
    const logFile = createWriteStream(path.join(dir, "janus.log"), { flags: "a", mode: PRIVATE_FILE_MODE });
    startedAt = Date.now();
    const proc = spawn(binary, ["-F", path.join(dir, "conf"), "-C", path.join(dir, "conf", "janus.jcfg"), "-o"], { stdio: ["ignore", "pipe", "pipe"] });
    proc.stdout?.pipe(logFile);
    proc.stderr?.pipe(logFile);
    proc.once("exit", (code, signal) => {
      logFile.end();
      if (stopping) return;
      if (Date.now() - startedAt > 60_000) backoffMs = 1_000;
      options.log.error({ code, signal, restartInMs: backoffMs }, "the media server stopped; restarting it");
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!stopping) child = launch();
      }, backoffMs);
      restartTimer.unref();
      backoffMs = Math.min(backoffMs * 2, 30_000);
    });
    return proc;
  };

  child = launch();
  try {
    await waitUntilReady(url, apiSecret, child);
  } catch (err) {
    stopping = true;
    child.kill("SIGKILL");
    throw err;
  }
  options.log.info({ port }, "the media server (Janus) is running on 127.0.0.1");

  return {
    url,
    adminKey,
    apiSecret,
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const kill = setTimeout(() => proc.kill("SIGKILL"), 3_000);
        proc.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        proc.kill("SIGTERM");
      });
    },
  };
}
