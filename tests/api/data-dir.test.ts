/**
 * The app's start with a DATA_DIR that does not exist yet (server/data-dir.ts): the folder is made
 * for the server's user only before anything is written there, and a mail kept in the outbox (a whole
 * mail to a family) is readable by that user only.
 */
import { readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMail } from "../../server/mail/outbox";
import { startTestApp, type TestApp } from "../support/test-app";

const modeOf = (p: string) => statSync(p).mode & 0o777;

describe("a fresh DATA_DIR", () => {
  const dataDir = path.join(os.tmpdir(), `school-fresh-${process.pid}-${Math.random().toString(36).slice(2, 8)}`, "data");
  let t: TestApp;
  beforeAll(async () => {
    // PostgreSQL: the database lives elsewhere, so nothing but the app creates DATA_DIR.
    t = await startTestApp("postgres", { config: { dataDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("is created 0700 at start, and an outbox mail in it 0600", async () => {
    expect(modeOf(dataDir)).toBe(0o700);
    await enqueueMail(t.db, [{ kind: "test", to: "family@example.test", subject: "About Ada", text: "Private words about a child." }]);
    await t.app.mail.runOnce();
    const outbox = path.join(dataDir, "outbox");
    expect(modeOf(outbox)).toBe(0o700);
    const [mail, ...more] = readdirSync(outbox);
    expect(more).toEqual([]);
    expect(modeOf(path.join(outbox, mail!))).toBe(0o600);
  });
});
