/**
 * The resource library in Chromium against a server of its own (a fresh PGlite, the built site): a
 * teacher makes a folder, uploads two files at once (a progress bar each), adds a school-wide link
 * and searches; another teacher sees only the school-wide link; axe finds nothing on the page in
 * light and dark at 375 and 1280 px. Screenshots go to $LIBRARY_SHOTS (default /tmp/library-shots).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Role } from "#common/roles";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { createUser } from "../support/fixtures";
import { PDF, PNG } from "../support/sample-files";
import { startTestApp, type TestApp } from "../support/test-app";

const SHOTS = process.env.LIBRARY_SHOTS ?? "/tmp/library-shots";

/** Polls wait this long: the machine is shared, pages can be slow to settle. */
const POLL = { timeout: 15_000 };

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "other", string>;

async function person(db: Db, role: Role, fullName: string) {
  const user = await createUser(db, role);
  await db.update(users).set({ fullName }).where(eq(users.id, user.id));
  return user.id;
}

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  ids.teacher = await person(t.db, "teacher", "Grace Hopper");
  ids.other = await person(t.db, "teacher", "Ada Lovelace");
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A page signed in as `userId`, failing on console errors and failed answers. */
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

const resourceTitles = (page: Page) => page.getByRole("list", { name: "Resources" }).getByRole("heading").allTextContents();

describe("the resource library", () => {
  it("lets a teacher make a folder, upload two files with progress, add a link and search; another teacher sees only the school's", async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto("/teacher/resource-library");
    await page.getByText("Your library is empty.").waitFor();

    await page.getByRole("button", { name: "New folder" }).click();
    const folderDialog = page.getByRole("dialog", { name: "New folder" });
    await folderDialog.getByLabel("Folder name").fill("Fractions");
    await folderDialog.getByRole("button", { name: "Make folder" }).click();
    await folderDialog.waitFor({ state: "detached" });
    await page
      .getByRole("navigation", { name: "Folders" })
      .getByRole("button", { name: /^Fractions/ })
      .click();
    await page.getByRole("heading", { name: "Fractions", level: 2 }).waitFor();

    await page.getByTestId("library-file-input").setInputFiles([
      { name: "Fraction worksheet.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) },
      { name: "Pizza slices.png", mimeType: "image/png", buffer: Buffer.from(PNG) },
    ]);
    const bars = page.getByRole("progressbar");
    await expect.poll(() => bars.count(), POLL).toBe(2);
    await expect.poll(() => page.getByText("Added", { exact: true }).count(), POLL).toBe(2);
    expect(await bars.evaluateAll((els) => els.map((e) => [e.getAttribute("aria-label"), e.getAttribute("aria-valuenow")]).sort())).toEqual([
      ["Uploading Fraction worksheet.pdf", "100"],
      ["Uploading Pizza slices.png", "100"],
    ]);
    await expect
      .poll(async () => (await resourceTitles(page)).sort(), POLL)
      .toEqual(["Fraction worksheet (opens in a new tab)", "Pizza slices (opens in a new tab)"]);
    const list = page.getByRole("list", { name: "Resources" });
    expect(await list.textContent()).toContain(`${PDF.length} bytes`);
    expect(await list.textContent()).toContain("Not used in any assignment");
    expect(await list.getByRole("link", { name: /Download Fraction worksheet/ }).getAttribute("href")).toMatch(/^\/api\/files\/[0-9a-f-]+\/content\?download$/);
    // The folder's count follows.
    await expect
      .poll(
        () =>
          page
            .getByRole("navigation", { name: "Folders" })
            .getByRole("button", { name: /^Fractions/ })
            .textContent(),
        POLL,
      )
      .toContain("2");

    await page.getByRole("button", { name: "Add a link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Add a link" });
    await linkDialog.getByLabel("Web address").fill("javascript:alert(1)");
    await linkDialog.getByLabel("Title").fill("Fraction game");
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await linkDialog.getByText("Please enter a web address starting with http:// or https://.").waitFor();
    await linkDialog.getByLabel("Web address").fill("https://example.org/fraction-game");
    await linkDialog.getByLabel("Who can see it").selectOption("school");
    await linkDialog.getByRole("button", { name: "Add link" }).click();
    await linkDialog.waitFor({ state: "detached" });

    await page.getByRole("navigation", { name: "Folders" }).getByRole("button", { name: "All resources" }).click();
    await expect.poll(async () => (await resourceTitles(page)).length, POLL).toBe(3);
    await page.getByRole("searchbox").fill("FRACTION GAME");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => resourceTitles(page), POLL).toEqual(["Fraction game (opens in a new tab)"]);
    await page.getByRole("searchbox").fill("pizza");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => resourceTitles(page), POLL).toEqual(["Pizza slices (opens in a new tab)"]);
    await page.getByRole("searchbox").fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByLabel("Who can see it").selectOption("school");
    await expect.poll(() => resourceTitles(page), POLL).toEqual(["Fraction game (opens in a new tab)"]);
    await done();

    const other = await open(ids.other);
    await other.page.goto("/teacher/resource-library");
    await expect.poll(() => resourceTitles(other.page), POLL).toEqual(["Fraction game (opens in a new tab)"]);
    const text = (await other.page.locator("main").textContent()) ?? "";
    expect(text).not.toContain("Fractions");
    expect(text).not.toContain("Pizza");
    expect(text).toContain("Added by Grace Hopper");
    // Theirs to read, not to change.
    expect(await other.page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    await other.done();
  }, 90_000);
});

describe("axe", () => {
  it("the library has no violations in light and dark at 375 and 1280 px", async () => {
    const { page, done } = await open(ids.teacher);
    const found: string[] = [];
    const check = async (state: string) => {
      found.push(...(await axeEveryVariant(page, `${state}`)));
    };
    await page.goto("/teacher/resource-library");
    await page.getByRole("list", { name: "Resources" }).waitFor();
    await check("the list");
    await page.getByRole("button", { name: "Add a link" }).click();
    await page.getByRole("dialog", { name: "Add a link" }).waitFor();
    await check("the link dialog");
    await page.keyboard.press("Escape");
    await done();
    expect(found, found.join("\n")).toEqual([]);
  }, 150_000);
});
