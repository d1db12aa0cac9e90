/**
 * My files (/files) in Chromium against a server of its own (a fresh PGlite, the built site): a child
 * uploads a picture and sees it listed with its size, a file handed in says why it stays, deleting the
 * unused one asks first; the quota meter says how much is used; axe finds nothing in light and dark at
 * 375 and 1280 px, for a child and a teacher.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_QUOTA_BYTES } from "#common/learning/files";
import { formatBytes } from "#common/uploads";
import { createSession } from "../../server/auth/sessions";
import { assignments, workFiles, work } from "../../server/db/schema";
import { keepGeneratedFile } from "../../server/learning/files/store";
import { axeEveryVariant } from "../support/axe";
import { PDF, PNG } from "../support/sample-files";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

/** Polls wait this long: the machine is shared, pages can be slow to settle. */
const POLL = { timeout: 15_000 };

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"child" | "teacher", string>;

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  const { year } = await makeYear(t.db);
  const room = await makeClass(t.db, year.id, { name: "Owls" });
  const child = await makeStudent(t.db, { firstName: "Maya" });
  await enrol(t.db, room.class.id, child.student.id);
  ids.child = child.user.id;
  ids.teacher = room.teacher!.id;
  // A story the child handed in: used, so it stays.
  const story = await keepGeneratedFile(t.db, t.app.config.uploadsDir, child.user.id, "my story.pdf", "application/pdf", PDF, "upload");
  const [task] = await t.db
    .insert(assignments)
    .values({ classId: room.class.id, title: "Write a story", publishAt: new Date(Date.now() - 60_000) })
    .returning();
  const [handedIn] = await t.db.insert(work).values({ assignmentId: task!.id, studentId: child.student.id, status: "submitted" }).returning();
  await t.db.insert(workFiles).values({ workId: handedIn!.id, fileId: story.id, kind: "file" });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function open(userId: string, options: { viewport?: { width: number; height: number }; theme?: "light" | "dark" } = {}) {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.theme ?? "light",
    bypassCSP: true,
  });
  const session = await createSession(t.db, userId);
  await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} for ${res.url()}`);
  });
  return {
    page,
    done: async () => {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

describe("my files", () => {
  it("lists a child's upload with its size, keeps a handed-in file, and deletes the unused one after asking", async () => {
    const { page, done } = await open(ids.child);
    await page.goto("/files");
    // The heading is the route table's, for every role (tests/e2e/routes.test.ts).
    await page.getByRole("heading", { name: "Files", level: 1 }).waitFor();
    const list = page.getByRole("list", { name: "My files" });
    await list.waitFor();
    expect(await page.getByTestId("quota-text").textContent()).toBe(`${formatBytes(PDF.length)} used of ${formatBytes(FILE_QUOTA_BYTES.student)} (0%)`);
    expect(await page.getByRole("meter").getAttribute("aria-valuetext")).toContain("used of 250 MB");
    const story = list.getByRole("listitem").filter({ hasText: "my story.pdf" });
    expect(await story.textContent()).toContain("Your work: Write a story");
    expect(await story.textContent()).toContain("You need this file for your work, so it stays.");
    expect(await story.getByRole("button", { name: /Delete/ }).count()).toBe(0);

    await page.getByTestId("files-input").setInputFiles([{ name: "my drawing.png", mimeType: "image/png", buffer: Buffer.from(PNG) }]);
    await page.getByRole("progressbar", { name: "Uploading my drawing.png" }).waitFor();
    await page.getByText("Done", { exact: true }).waitFor();
    const drawing = list.getByRole("listitem").filter({ hasText: "my drawing.png" });
    await drawing.waitFor();
    expect(await drawing.textContent()).toContain(formatBytes(PNG.length));
    expect(await drawing.textContent()).toContain("Picture");
    expect(await drawing.textContent()).toContain("Not used yet");
    await expect.poll(() => page.getByTestId("quota-text").textContent(), POLL).toContain(formatBytes(PDF.length + PNG.length));

    await drawing.getByRole("button", { name: "Delete my drawing.png" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete my drawing.png?" });
    await confirm.getByText("It will be gone for good.").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => list.getByRole("listitem").count(), POLL).toBe(1);
    expect(await list.textContent()).not.toContain("my drawing.png");
    await done();
  }, 60_000);
});

describe("axe", () => {
  it("/files has no violations in light and dark at 375 and 1280 px", async () => {
    const found: string[] = [];
    for (const [who, userId, listName] of [
      ["child", ids.child, "My files"],
      ["teacher", ids.teacher, null],
    ] as const) {
      const { page, done } = await open(userId);
      await page.goto("/files");
      if (listName) await page.getByRole("list", { name: listName }).waitFor();
      else await page.getByText("You have no files yet.").waitFor();
      found.push(...(await axeEveryVariant(page, `${who}`)));
      if (who === "child") {
        await page.getByRole("list", { name: listName! }).getByRole("listitem").first().waitFor();
      }
      await done();
    }
    expect(found, found.join("\n")).toEqual([]);
  }, 150_000);
});
