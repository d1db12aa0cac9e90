/**
 * The gradebook in Chromium against a server of its own (a fresh PGlite with a class, its work and
 * work made here, the built site): the teacher moves through the grid with the keyboard, opens
 * a handed-in cell, scores the rubric, inserts a comment from the bank and returns the work; the cell
 * then shows Returned, the Standards tab the level, and the CSV downloads. axe finds nothing in light
 * and dark at 375 and 1280 px (the grid, the marking view, the standards view); screenshots of each go
 * to $GRADEBOOK_SHOTS (default /tmp/gradebook-shots) for a look.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createSession } from "../../server/auth/sessions";
import { assignments, assignmentStandards, commentBank, rubricCriteria, standards, work, users } from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 60 * 60 * 1000;
const SHOTS = process.env.GRADEBOOK_SHOTS ?? "/tmp/gradebook-shots";
let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "ada" | "ben" | "cy" | "fractions" | "story" | "standard", string>;

async function seed() {
  const now = Date.now();
  const { year, terms } = await makeYear(t.db);
  const { class: otters, teacher } = await makeClass(t.db, year.id, { name: "Grade 3 Otters", grade: "3", subject: "math", kind: "section" });
  await t.db.update(users).set({ fullName: "Grace Hopper" }).where(eq(users.id, teacher!.id));
  ids.teacher = teacher!.id;
  const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott", grade: "3" });
  const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Brown", grade: "3", accommodations: "Extra time" });
  const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Carter", grade: "3" });
  for (const c of [ada, ben, cy]) await enrol(t.db, otters.id, c.student.id);
  Object.assign(ids, { ada: ada.student.id, ben: ben.student.id, cy: cy.student.id });
  const [standard] = await t.db
    .insert(standards)
    .values({
      code: "E2E.NF.1",
      framework: "school",
      subjectCode: "math",
      grade: "3",
      domain: "Fractions",
      cluster: "Fractions",
      description: "Understands a fraction as equal parts of a whole",
    })
    .returning();
  ids.standard = standard!.id;
  const termId =
    terms.find((term) => new Date(`${term.startsOn}T00:00:00Z`).getTime() <= now && new Date(`${term.endsOn}T23:59:59Z`).getTime() >= now)?.id ?? terms[0]!.id;
  const [fractions, story] = await t.db
    .insert(assignments)
    .values([
      { classId: otters.id, title: "Fractions", dueAt: new Date(now - 5 * DAY), publishAt: new Date(now - 10 * DAY), termId, answerKinds: ["text"] },
      { classId: otters.id, title: "Number story", dueAt: new Date(now - 2 * DAY), publishAt: new Date(now - 10 * DAY), termId },
    ])
    .returning();
  Object.assign(ids, { fractions: fractions!.id, story: story!.id });
  await t.db.insert(assignmentStandards).values({ assignmentId: fractions!.id, standardId: standard!.id });
  await t.db.insert(rubricCriteria).values({
    assignmentId: fractions!.id,
    position: 1,
    title: "Shades equal parts",
    standardId: standard!.id,
    levels: {
      "4": "Explains why the parts must be equal",
      "3": "Shades equal parts on their own",
      "2": "Shades parts with help",
      "1": "Starting to shade parts",
    },
  });
  await t.db.insert(work).values([
    {
      assignmentId: fractions!.id,
      studentId: ada.student.id,
      status: "submitted",
      textAnswer: "I shaded two of the four equal parts.",
      submittedAt: new Date(now - 6 * DAY),
      firstSubmittedAt: new Date(now - 6 * DAY),
      attempts: 1,
    },
    { assignmentId: fractions!.id, studentId: ben.student.id, status: "submitted", textAnswer: "Half", submittedAt: new Date(now - 4 * DAY), attempts: 1 },
  ]);
  await t.db.insert(commentBank).values({ teacherUserId: teacher!.id, text: "Great effort, keep it up!", uses: 3 });
}

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  await seed();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function open(options: { viewport?: { width: number; height: number }; theme?: "light" | "dark" } = {}) {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.theme ?? "light",
    timezoneId: "America/New_York",
    bypassCSP: true,
    acceptDownloads: true,
  });
  const session = await createSession(t.db, ids.teacher);
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

const cell = (page: Page, studentId: string, assignmentId: string) => page.getByTestId(`cell-${studentId}-${assignmentId}`);
const focusedCell = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? "");

describe("the gradebook", () => {
  it("moves through the grid by keyboard, marks with the rubric and a comment from the bank, returns, and shows it everywhere", async () => {
    const { page, done } = await open();
    await page.goto("/teacher/gradebook");
    await page.getByTestId("gradebook-grid").waitFor();
    expect(await cell(page, ids.ada, ids.fractions).getAttribute("data-status")).toBe("submitted");
    expect(await cell(page, ids.ben, ids.fractions).getAttribute("data-status")).toBe("late");
    expect(await cell(page, ids.ada, ids.story).textContent()).toContain("Missing");

    // One tab stop: the first cell; the arrows, Home and End move from there.
    await cell(page, ids.ada, ids.fractions).focus();
    await page.keyboard.press("ArrowRight");
    expect(await focusedCell(page)).toBe(`cell-${ids.ada}-${ids.story}`);
    await page.keyboard.press("ArrowDown");
    expect(await focusedCell(page)).toBe(`cell-${ids.ben}-${ids.story}`);
    await page.keyboard.press("Home");
    expect(await focusedCell(page)).toBe(`cell-${ids.ben}-${ids.fractions}`);
    await page.keyboard.press("End");
    expect(await focusedCell(page)).toBe(`cell-${ids.ben}-${ids.story}`);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowLeft");
    expect(await focusedCell(page)).toBe(`cell-${ids.ada}-${ids.fractions}`);
    await page.keyboard.press("Enter");

    const dialog = page.getByTestId("marking-dialog");
    await dialog.getByTestId("text-answer").waitFor();
    expect(await dialog.getByTestId("text-answer").textContent()).toBe("I shaded two of the four equal parts.");
    expect(await dialog.textContent()).toContain("Shades equal parts on their own");
    await dialog.getByRole("radio", { name: /^3 Meets/ }).check();
    await dialog.getByTestId("insert-comment").first().click();
    await expect.poll(() => dialog.getByTestId("feedback").inputValue()).toBe("Great effort, keep it up!");
    await dialog.getByTestId("return-work").click();
    await expect.poll(() => dialog.getByTestId("marking-notice").textContent()).toContain("Returned");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => cell(page, ids.ada, ids.fractions).getAttribute("data-status")).toBe("returned");
    expect(await cell(page, ids.ada, ids.fractions).textContent()).toContain("Returned");
    expect(await cell(page, ids.ada, ids.fractions).textContent()).toContain("Avg 3.0");
    // Focus is back on the cell that opened the marking view (Radix gives it back in a timer after the dialog goes).
    await expect.poll(() => focusedCell(page)).toBe(`cell-${ids.ada}-${ids.fractions}`);

    await page.getByTestId("tab-standards").click();
    await page.getByTestId("standards-view").waitFor();
    expect(await page.getByTestId(`mastery-${ids.ada}-${ids.standard}`).textContent()).toContain("3 Meets");
    expect(await page.getByTestId(`mastery-${ids.ben}-${ids.standard}`).textContent()).toContain("Not yet assessed");
    expect(await page.getByTestId("mastery-rule").textContent()).toContain("decaying average");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("csv-download").click()]);
    expect(download.suggestedFilename()).toMatch(/^gradebook-Grade 3 Otters-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain('"Abbott","Ada","","3.0","Missing","Meets (3)"');
    expect(csv).toContain('"Brown","Ben","","Late","Missing","Not yet assessed"');

    // Next child goes from Ada's work to Ben's; a draft saved for Ben is marked Draft in the grid,
    // then returned with the others at once.
    await page.getByTestId("tab-grid").click();
    await cell(page, ids.ada, ids.fractions).click();
    await dialog.getByTestId("text-answer").waitFor();
    await dialog.getByTestId("next-child").click();
    await expect.poll(() => dialog.getByTestId("text-answer").textContent()).toBe("Half");
    await dialog.getByRole("radio", { name: /^2 Approaching/ }).check();
    // Closing keeps the change as a draft, as Next child does: Escape with nothing saved yet.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => cell(page, ids.ben, ids.fractions).textContent()).toContain("Draft");
    await cell(page, ids.ben, ids.fractions).click();
    await expect.poll(() => dialog.getByRole("radio", { name: /^2 Approaching/ }).isChecked()).toBe(true);
    await dialog.getByTestId("save-draft").click();
    await expect.poll(() => dialog.getByTestId("marking-notice").textContent()).toContain("Draft saved");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await cell(page, ids.ben, ids.fractions).getAttribute("data-status")).toBe("late");
    await page.getByTestId("return-drafts").click();
    await page.getByRole("button", { name: "Return them" }).click();
    await expect.poll(() => page.getByTestId("return-many-notice").textContent()).toBe("Returned 1 piece of work.");
    await expect.poll(() => cell(page, ids.ben, ids.fractions).getAttribute("data-status")).toBe("returned");
    expect(await cell(page, ids.ben, ids.fractions).textContent()).not.toContain("Draft");
    await done();
  }, 60_000);
});

describe("axe", () => {
  it("the gradebook has no violations in light and dark at 375 and 1280 px", async () => {
    const { page, done } = await open();
    const found: string[] = [];
    mkdirSync(SHOTS, { recursive: true });
    const check = async (state: string) => {
      found.push(...(await axeEveryVariant(page, `${state}`)));
    };
    await page.goto("/teacher/gradebook");
    await page.getByTestId("gradebook-grid").waitFor();
    await check("grid");
    await cell(page, ids.ben, ids.fractions).click();
    await page.getByTestId("marking-dialog").getByTestId("text-answer").waitFor();
    await page.getByTestId("comment-bank").getByTestId("insert-comment").first().waitFor();
    await check("marking view");
    await page.keyboard.press("Escape");
    await page.getByTestId("marking-dialog").waitFor({ state: "detached" });
    await page.getByTestId("tab-standards").click();
    await page.getByTestId("standards-view").waitFor();
    await check("standards");
    await done();
    expect(found, found.join("\n")).toEqual([]);
  }, 150_000);
});
