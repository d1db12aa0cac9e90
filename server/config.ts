/** Environment configuration, validated once at start-up (README lists every variable). */
import path from "node:path";
import { z } from "zod";
import { school } from "../common/school";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("data"),
  SMTP_URL: z.string().optional(),
  /** The sender of every email; defaults to the school's admissions address. */
  MAIL_FROM: z.string().optional(),
  /** Where uploaded files are kept: outside any served folder, shared by every instance. */
  UPLOADS_DIR: z.string().optional(),
  /** API requests per client address per minute (all endpoints). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Submissions of each public form per client address per hour (uploads get five times as many). */
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Signs cookies. Required in production; development generates one and keeps it in the database. */
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  /** Set when the app runs behind a load balancer or reverse proxy that sets X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadsDir: string;
  apiRateLimitPerMinute: number;
  formRateLimitPerHour: number;
  appSecret: string | undefined;
  trustProxy: boolean;
  logLevel: string;
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
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM ?? `${school.name} <${school.emails.admissions}>`,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, "uploads")),
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    formRateLimitPerHour: e.FORM_RATE_LIMIT_PER_HOUR,
    appSecret: e.APP_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve("build/client"),
    now: () => new Date(),
    ...overrides,
  };
}
