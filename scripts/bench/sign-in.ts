/**
 * Sign-ins per second against the real entry point on PGlite (16 in flight, each on its own
 * account, so throttling never applies), compared with raw argon2id verifications per second on
 * the same machine (16 in flight, same parameters): the verification is the limit, and the ratio
 * says how close the whole sign-in (CSRF check, throttle rows, lookup, session) comes to it.
 */
import { verify } from "@node-rs/argon2";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "../../server/auth/passwords";
import { openDatabase } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { freePort, stopServer } from "../audit/server";
import { startProductionServer } from "./production-server";

const DURATION_MS = 5000;
const CONCURRENCY = 16;
const PASSWORD = "Bench-Password-2026";

async function sustain(work: (worker: number) => Promise<boolean>, prepare?: (worker: number) => Promise<void>) {
  let done = 0;
  let errors = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => prepare?.(w)));
  const started = performance.now();
  const end = Date.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      while (Date.now() < end) {
        if (await work(w)) done += 1;
        else errors += 1;
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), errors };
}

export interface SignInBench {
  signInsPerSecond: number;
  signInErrors: number;
  verificationsPerSecond: number;
  ratio: number;
}

export async function benchSignIn(clientDir: string): Promise<SignInBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-sign-in-"));
  const passwordHash = await hashPassword(PASSWORD);
  try {
    const setup = await openDatabase({ dataDir });
    await setup.db
      .insert(users)
      .values(Array.from({ length: CONCURRENCY }, (_, i) => ({ username: `bench${i}`, email: `bench${i}@example.com`, passwordHash, role: "guardian" })));
    await setup.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child } = await startProductionServer(port, clientDir, dataDir, { API_RATE_LIMIT_PER_MINUTE: "100000000" });
    let signIn;
    try {
      const sessions: { cookie: string; token: string }[] = [];
      signIn = await sustain(
        async (w) => {
          const s = sessions[w]!;
          const res = await fetch(`${base}/api/login`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-csrf-token": s.token, cookie: s.cookie },
            body: JSON.stringify({ username: `bench${w}`, password: PASSWORD }),
          });
          const body = (await res.json()) as { username?: string };
          return res.status === 200 && body.username === `bench${w}`;
        },
        async (w) => {
          const res = await fetch(`${base}/api/settings`);
          await res.arrayBuffer();
          sessions[w] = {
            cookie: res.headers
              .getSetCookie()
              .map((c) => c.split(";")[0])
              .join("; "),
            token: res.headers.get("x-csrf-token")!,
          };
        },
      );
    } finally {
      await stopServer(child);
    }

    // The same machine, nothing else running: the ceiling.
    const raw = await sustain(async () => verify(passwordHash, PASSWORD));
    return {
      signInsPerSecond: signIn.perSecond,
      signInErrors: signIn.errors,
      verificationsPerSecond: raw.perSecond,
      ratio: signIn.perSecond / raw.perSecond,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printSignInBench(result: SignInBench) {
  console.log(`\nSign-in throughput (PGlite, ${CONCURRENCY} in flight for ${DURATION_MS / 1000} s, argon2id m=19456 KiB t=2 p=1):`);
  console.log("| measure | value |\n|---|---|");
  console.log(`| POST /api/login, real server | ${result.signInsPerSecond.toFixed(1)} sign-ins/s (${result.signInErrors} errors) |`);
  console.log(`| raw argon2id verifications, same machine | ${result.verificationsPerSecond.toFixed(1)} /s |`);
  console.log(`| ratio (sign-ins / verifications) | ${result.ratio.toFixed(2)} |`);
}
