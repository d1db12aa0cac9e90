/** Environment configuration, validated once at start-up (README lists every variable). */
import type { TranslationConfig } from "./translation/index";
import path from "node:path";
import { z } from "zod";
import { school } from "#common/school";

/**
 * How long PostgreSQL may take before a request gives up with 503 (PGlite runs in the process and
 * does not use them). The client gives up on a statement 2 s after the server should have cancelled
 * it: that covers a server that does not answer at all (a frozen host, a network partition).
 */
export const DATABASE_TIMEOUT_DEFAULTS = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: 5_000,
  /** One statement (PostgreSQL's statement_timeout). */
  statementMs: 10_000,
  /** A transaction left open with nothing running (idle_in_transaction_session_timeout): its locks are freed. */
  idleInTransactionMs: 15_000,
};

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(DATABASE_TIMEOUT_DEFAULTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(DATABASE_TIMEOUT_DEFAULTS.statementMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().positive().default(DATABASE_TIMEOUT_DEFAULTS.idleInTransactionMs),
  DATA_DIR: z.string().default("data"),
  SMTP_URL: z.string().optional(),
  /** The sender of every email; defaults to the school's admissions address. */
  MAIL_FROM: z.string().optional(),
  /** Where uploaded files are kept: outside any served folder, shared by every instance. */
  UPLOADS_DIR: z.string().optional(),
  /**
   * Total size of uploads no contact message has claimed yet; beyond it uploads answer 503 until the
   * unclaimed ones expire. It bounds what anonymous visitors can put on the disk (that may also hold
   * the database), so it belongs to whoever sizes the disk, not to the staff settings screen.
   */
  UPLOADS_UNCLAIMED_QUOTA_MB: z.coerce.number().int().positive().default(500),
  /**
   * How long a client has to send a whole request, body included (enough for a 10 MB file on a slow
   * line); also how long a connection may sit with no traffic either way.
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** API requests per client address per minute (all endpoints). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Submissions of each public form per client address per hour (uploads get five times as many). */
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Signs cookies. Required in production; development generates one and keeps it in the database. */
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  /** Set when the app runs behind a load balancer or reverse proxy that sets X-Forwarded-For. */
  /**
   * Which proxies' X-Forwarded-For to believe: false (none), a number of hops (1 = the load balancer
   * in front), a comma-separated list of proxy addresses or CIDR ranges, or true (every hop, only safe
   * when the proxy in front replaces the header instead of appending to it).
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx): boolean | number | string => {
      const v = value.trim().toLowerCase();
      if (["false", "no", "off", "0"].includes(v)) return false;
      if (["true", "yes", "on"].includes(v)) return true;
      if (/^\d+$/.test(v)) return Number(v);
      if (/^[0-9a-f.:/,\s]+$/i.test(v))
        return value
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean)
          .join(",");
      ctx.addIssue({ code: "custom", message: "TRUST_PROXY must be false, true, a number of hops or a list of proxy addresses" });
      return z.NEVER;
    }),
  /** The school's media server (Janus WebSocket API, e.g. ws://10.0.0.5:8188); without it a local one is started when installed. */
  JANUS_URL: z
    .string()
    .regex(/^wss?:\/\//, "JANUS_URL must be a ws:// or wss:// address")
    .optional(),
  /** Several media servers of the school's (comma-separated ws:// addresses): rooms go to the least loaded one that answers. */
  JANUS_URLS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const urls = (value ?? "")
        .split(",")
        .map((u) => u.trim())
        .filter(Boolean);
      if (urls.some((u) => !/^wss?:\/\//.test(u))) {
        ctx.addIssue({ code: "custom", message: "JANUS_URLS must be ws:// or wss:// addresses separated by commas" });
        return z.NEVER;
      }
      return urls;
    }),
  /** How many local media servers the app starts when no JANUS_URL(S) names the school's own (each a Janus process). */
  LIVE_JANUS_LOCAL: z.coerce.number().int().min(1).max(8).default(1),
  /** The VideoRoom plugin's admin_key of the school's Janus (rooms are created only with it). */
  JANUS_ADMIN_KEY: z.string().optional(),
  /** The school's Janus api_secret, when it requires one. */
  JANUS_API_SECRET: z.string().optional(),
  /**
   * `auto`: start a local Janus when no JANUS_URL is set and the binary is installed; `off`: no live
   * video. Defaults to `auto`, and to `off` when NODE_ENV=test (tests start their own, tests/support/janus.ts).
   */
  LIVE_VIDEO: z.enum(["auto", "off"]).optional(),
  /**
   * Messages between teachers and families (issue 32): `auto` starts the embedded Apertium when no
   * TRANSLATE_URL is set and it is installed; `off`: none. Defaults to `auto`, and to `off` when NODE_ENV=test.
   */
  TRANSLATION: z.enum(["auto", "off"]).optional(),
  /** A LibreTranslate-compatible server of the school's (more languages); used instead of Apertium. */
  TRANSLATE_URL: z
    .string()
    .regex(/^https?:\/\//, "TRANSLATE_URL must be an http:// or https:// address")
    .optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  APERTIUM_BIN: z.string().default("apertium"),
  APERTIUM_DATADIR: z.string().optional(),
  JANUS_BIN: z.string().default("janus"),
  /** The interfaces or addresses a local Janus's ICE may use (Janus's ice_enforce_list). */
  JANUS_ICE_ENFORCE_LIST: z.string().optional(),
  JANUS_RTP_PORT_RANGE: z
    .string()
    .regex(/^\d+-\d+$/)
    .default("20000-40000"),
  /** STUN/TURN servers given to browsers, as JSON: [{"urls":"turn:turn.example.org:3478","username":"u","credential":"p"}]. */
  LIVE_ICE_SERVERS: z
    .string()
    .default("[]")
    .transform((value, ctx) => {
      try {
        const parsed = z
          .array(z.object({ urls: z.union([z.string(), z.array(z.string())]), username: z.string().optional(), credential: z.string().optional() }))
          .parse(JSON.parse(value));
        return parsed;
      } catch {
        ctx.addIssue({ code: "custom", message: "LIVE_ICE_SERVERS must be a JSON array of {urls, username?, credential?}" });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface LiveConfig {
  mode: "auto" | "off";
  janusUrl: string | undefined;
  /** The school's several media servers (JANUS_URLS), with JANUS_URL first when both are set. */
  janusUrls?: string[];
  adminKey: string | undefined;
  apiSecret: string | undefined;
  /** Media servers with keys of their own (tests start several local ones); used before the URLs above. */
  janusServers?: { url: string; adminKey?: string; apiSecret?: string }[];
  /** How many local media servers to start when none of the school's is named. */
  localCount?: number;
  janusBin: string;
  iceEnforceList: string | undefined;
  rtpPortRange: string;
  /** Given to browsers' RTCPeerConnection (TURN for families behind strict NATs). */
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

export interface AppConfig {
  /** The translator of messages (server/translation). */
  translation: TranslationConfig;
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadsDir: string;
  uploadsUnclaimedQuotaBytes: number;
  requestTimeoutMs: number;
  apiRateLimitPerMinute: number;
  formRateLimitPerHour: number;
  appSecret: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Live classes' media server (server/live/media-server.ts). */
  live: LiveConfig;
  /** The built client (prerendered pages, app shell and hashed assets). */
  clientDir: string;
  /**
   * The clock of the account rules (session timeouts, reset links, pending 2FA sign-ins, TOTP time
   * steps, sign-in throttling). Tests replace it to move time forward.
   */
  now: () => Date;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  // An empty variable (PORT= in a .env file, say) means "not set", never 0 or "".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  if (isProduction && !e.APP_SECRET) {
    throw new Error("Invalid configuration:\n  APP_SECRET: required when NODE_ENV=production");
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL || undefined,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM ?? `${school.name} <${school.emails.admissions}>`,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, "uploads")),
    uploadsUnclaimedQuotaBytes: e.UPLOADS_UNCLAIMED_QUOTA_MB * 1024 * 1024,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    formRateLimitPerHour: e.FORM_RATE_LIMIT_PER_HOUR,
    appSecret: e.APP_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    live: {
      mode: e.LIVE_VIDEO ?? (e.NODE_ENV === "test" ? "off" : "auto"),
      janusUrl: e.JANUS_URL,
      janusUrls: e.JANUS_URLS,
      localCount: e.LIVE_JANUS_LOCAL,
      adminKey: e.JANUS_ADMIN_KEY,
      apiSecret: e.JANUS_API_SECRET,
      janusBin: e.JANUS_BIN,
      iceEnforceList: e.JANUS_ICE_ENFORCE_LIST,
      rtpPortRange: e.JANUS_RTP_PORT_RANGE,
      iceServers: e.LIVE_ICE_SERVERS,
    },
    translation: {
      mode: e.TRANSLATION ?? (e.NODE_ENV === "test" ? "off" : "auto"),
      url: e.TRANSLATE_URL,
      apiKey: e.TRANSLATE_API_KEY,
      apertiumBin: e.APERTIUM_BIN,
      apertiumDataDir: e.APERTIUM_DATADIR,
    },
    clientDir: path.resolve("build/client"),
    now: () => new Date(),
    ...overrides,
  };
}
