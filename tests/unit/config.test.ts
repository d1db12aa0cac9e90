/** Start-up configuration (server/config.ts): defaults, and refusal to start on bad values. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";

const SECRET = "s".repeat(32);

describe("loadConfig defaults", () => {
  it("runs in development on port 3000 with a localhost public URL", () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      smtpUrl: undefined,
      appSecret: undefined,
      trustProxy: false,
      logLevel: "info",
    });
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.clientDir).toBe(path.resolve("build/client"));
  });

  it("derives the default public URL from PORT", () => {
    expect(loadConfig({ PORT: "8080" })).toMatchObject({ port: 8080, publicUrl: "http://localhost:8080" });
  });

  it.each([
    ["https://school.example/", "https://school.example"],
    ["https://school.example///", "https://school.example"],
    ["https://school.example", "https://school.example"],
    ["https://school.example/base/", "https://school.example/base"],
  ])("trims trailing slashes from PUBLIC_URL %s", (value, expected) => {
    expect(loadConfig({ PUBLIC_URL: value }).publicUrl).toBe(expected);
  });

  it("treats an empty PORT or PUBLIC_URL as unset, not as port 0", () => {
    expect(loadConfig({ PORT: "", PUBLIC_URL: "" })).toMatchObject({ port: 3000, publicUrl: "http://localhost:3000" });
  });

  it("treats empty DATABASE_URL and SMTP_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "" })).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined });
  });

  it.each([
    ["true", true],
    ["yes", true],
    ["false", false],
    ["0", false],
    ["no", false],
    // A hop count or the proxies' addresses: only those hops' X-Forwarded-For is believed.
    ["1", 1],
    ["2", 2],
    ["10.0.0.0/8, 192.168.1.5", "10.0.0.0/8,192.168.1.5"],
  ])("reads TRUST_PROXY=%s as %s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it("keeps at most 500 MB of unclaimed uploads and gives a request 60 seconds, both configurable", () => {
    expect(loadConfig({})).toMatchObject({ uploadsUnclaimedQuotaBytes: 500 * 1024 * 1024, requestTimeoutMs: 60_000 });
    expect(loadConfig({ UPLOADS_UNCLAIMED_QUOTA_MB: "2048", REQUEST_TIMEOUT_SECONDS: "120" })).toMatchObject({
      uploadsUnclaimedQuotaBytes: 2048 * 1024 * 1024,
      requestTimeoutMs: 120_000,
    });
    expect(() => loadConfig({ UPLOADS_UNCLAIMED_QUOTA_MB: "0" })).toThrow(/UPLOADS_UNCLAIMED_QUOTA_MB/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: "0" })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it("gives PostgreSQL connect, statement and idle-in-transaction timeouts, each settable", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 10_000, idleInTransactionMs: 15_000 });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "2000", DATABASE_STATEMENT_TIMEOUT_MS: "30000", DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "60000" })
        .databaseTimeouts,
    ).toEqual({ connectMs: 2_000, statementMs: 30_000, idleInTransactionMs: 60_000 });
  });

  it("applies overrides last", () => {
    expect(loadConfig({ PORT: "8080" }, { port: 0, publicUrl: "http://127.0.0.1:0" })).toMatchObject({
      port: 0,
      publicUrl: "http://127.0.0.1:0",
    });
  });
});

describe("loadConfig refuses bad configuration", () => {
  it.each(["abc", "70000", "-1", "3000.5"])("rejects PORT=%s and names the variable", (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/Invalid configuration[\s\S]*PORT/);
  });

  it("requires APP_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/APP_SECRET: required when NODE_ENV=production/);
  });

  it("rejects an APP_SECRET shorter than 32 characters, in any environment", () => {
    expect(() => loadConfig({ APP_SECRET: SECRET.slice(1) })).toThrow(/APP_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ NODE_ENV: "production", APP_SECRET: SECRET.slice(1) })).toThrow(/APP_SECRET/);
  });

  it("accepts production with a 32-character secret", () => {
    expect(loadConfig({ NODE_ENV: "production", APP_SECRET: SECRET })).toMatchObject({
      env: "production",
      isProduction: true,
      appSecret: SECRET,
    });
  });

  it.each([
    ["NODE_ENV", "staging"],
    ["PUBLIC_URL", "not a url"],
    ["TRUST_PROXY", "maybe"],
    ["LOG_LEVEL", "verbose"],
    ["DATABASE_CONNECT_TIMEOUT_MS", "0"],
    ["DATABASE_STATEMENT_TIMEOUT_MS", "ten seconds"],
    ["DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS", "-5"],
  ])("rejects %s=%s and names the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration[\\s\\S]*${name}`));
  });
});
