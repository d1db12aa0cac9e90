/**
 * `npm run create-admin` (scripts/create-admin.ts) run as a separate process with the environment
 * variables, against an embedded database in a temporary DATA_DIR and against PostgreSQL: it
 * refuses weak passwords with the policy's messages and a taken name, and the account it creates
 * is a super_admin that can sign in.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { PASSWORD_MESSAGES } from "#common/schemas/auth";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { TestClient } from "../support/http-client";
import { startTestApp } from "../support/test-app";
import { post } from "./accounts-support";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function createAdmin(env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const { DATABASE_URL: _ignored, ...base } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/create-admin.ts"], {
      env: { ...base, NODE_ENV: "production", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const ADMIN = { ADMIN_USERNAME: "head.teacher", ADMIN_EMAIL: "Head@Example.com", ADMIN_PASSWORD: "Bootstrap-Pass-2026" };

async function signIn(url: string, username: string, password: string) {
  const client = new TestClient(url);
  const res = await post(client, "/api/login", { username, password });
  return { res, client };
}

describe("create-admin with the embedded database", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-create-admin-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses weak passwords and bad input with the policy's messages, creating nothing", async () => {
    // Side by side: the tool refuses these before it opens the database, so they share the directory safely.
    const [weak, short, badName, missing] = await Promise.all([
      createAdmin({ DATA_DIR: dataDir, ...ADMIN, ADMIN_PASSWORD: "password" }),
      createAdmin({ DATA_DIR: dataDir, ...ADMIN, ADMIN_PASSWORD: "Ab1" }),
      createAdmin({ DATA_DIR: dataDir, ...ADMIN, ADMIN_USERNAME: "head teacher" }),
      createAdmin({ DATA_DIR: dataDir, ADMIN_USERNAME: "someone" }),
    ]);
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain(PASSWORD_MESSAGES.upper);
    expect(weak.stderr).toContain(PASSWORD_MESSAGES.digit);
    expect(weak.stderr).not.toContain(PASSWORD_MESSAGES.lower);
    expect(short.stderr).toContain(PASSWORD_MESSAGES.tooShort);
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain("Username can only contain letters, numbers, dots, hyphens and underscores");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("missing");
  }, 60_000);

  it("exits 2 saying the embedded database is in use while another process holds it, creating nothing", async () => {
    const holder = await openDatabase({ dataDir });
    try {
      const busy = await createAdmin({ DATA_DIR: dataDir, ...ADMIN });
      expect(busy.code).toBe(2);
      expect(busy.stderr).toContain(`is in use by another process (pid ${process.pid}). Stop the server first, or set DATABASE_URL.`);
      expect(await holder.db.select().from(users)).toEqual([]);
    } finally {
      await holder.close();
    }
  }, 60_000);

  it("creates a super_admin that signs in, and refuses the same name again in any case", async () => {
    const created = await createAdmin({ DATA_DIR: dataDir, ...ADMIN });
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the super_admin account "head.teacher"');
    expect(created.stdout).not.toContain(ADMIN.ADMIN_PASSWORD);

    const again = await createAdmin({ DATA_DIR: dataDir, ...ADMIN, ADMIN_USERNAME: "Head.Teacher" });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('The username "Head.Teacher" is taken');

    // The server, started on the same data directory once the tool has finished.
    const config = loadConfig(
      { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      { host: "127.0.0.1", clientDir: path.join(dataDir, "no-client-build") },
    );
    const database = await openDatabase({ dataDir: config.dataDir });
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      const { res, client } = await signIn(url, "head.teacher", ADMIN.ADMIN_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ username: "head.teacher", email: "head@example.com", role: "super_admin" });
      expect((await client.get("/api/settings/security")).status).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
    // Two runs of the tool (each opens the embedded database) and the server on a busy machine.
  }, 90_000);
});

describe("create-admin with DATABASE_URL", () => {
  it("creates a super_admin in PostgreSQL that signs in", async () => {
    const serverUrl = inject("postgresUrl");
    const name = `create_admin_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-create-admin-pg-"));
    try {
      const created = await createAdmin({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, ...ADMIN });
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      const t = await startTestApp("postgres", { databaseUrl: url.toString() });
      try {
        const { res } = await signIn(t.url, "HEAD.TEACHER", ADMIN.ADMIN_PASSWORD);
        expect(res.status).toBe(200);
        expect(res.json()).toMatchObject({ role: "super_admin" });
      } finally {
        await t.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
