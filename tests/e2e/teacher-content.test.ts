/**
 * /teacher/content in Chromium against a server of its own (a fresh PGlite with a year, a class and
 * two children made here, the built site, real time): a teacher creates an assignment with formatted
 * instructions, a standard, a two-criterion rubric, an uploaded attachment and a later due date for
 * one child, and publishes it; what the server keeps is checked in the database. axe finds nothing
 * on the list and the editor in light and dark at 375 and 1280 px, and the page never scrolls sideways.
 * Screenshots go to $TEACHER_CONTENT_SHOTS (default /tmp/teacher-content-shots) for a look.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateInZone } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import { assignmentAdjustments, assignmentAttachments, assignmentStandards, assignments, rubricCriteria, students } from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser, waitForHydration } from "../support/browser";
import { PDF } from "../support/sample-files";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const SHOTS = process.env.TEACHER_CONTENT_SHOTS ?? "/tmp/teacher-content-shots";

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "owls" | "maya" | "draft", string>;

/** A school day two weeks from now, and three weeks (the child's later date). */
const inDays = (days: number) => dateInZone(Date.now() + days * 86_400_000);
const DUE = inDays(14);
const LATER = inDays(21);

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  const now = new Date();
  const startYear = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const { year } = await makeYear(t.db, { startYear });
  const owls = await makeClass(t.db, year.id, { name: "Grade 3 Owls", grade: "3" });
  await makeClass(t.db, year.id, { name: "Grade 3 Math Foxes", grade: "3", subject: "math", kind: "section", teacher: owls.teacher });
  const maya = await makeStudent(t.db, { firstName: "Maya", lastName: "Quintero", grade: "3", accommodations: "Extra time and read-aloud for instructions" });
  await t.db.update(students).set({ accommodationPlan: "iep" }).where(eq(students.id, maya.student.id));
  const leo = await makeStudent(t.db, { firstName: "Leo", lastName: "Park", grade: "3" });
  await enrol(t.db, owls.class.id, maya.student.id);
  await enrol(t.db, owls.class.id, leo.student.id);
  Object.assign(ids, { teacher: owls.teacher!.id, owls: owls.class.id, maya: maya.student.id });
  // A draft for the screens' axe sweep.
  const [draft] = await t.db
    .insert(assignments)
    .values({ classId: owls.class.id, title: "Reading log", instructions: "<p>Read for <strong>20 minutes</strong>.</p><ul><li>Title</li><li>Pages</li></ul>" })
    .returning();
  ids.draft = draft!.id;
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  done: () => Promise<void>;
}

/** A page signed in as the teacher, failing on console errors and failed answers. */
async function open(options: { viewport?: { width: number; height: number }; theme?: "light" | "dark" } = {}): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.theme ?? "light",
    timezoneId: "America/New_York",
    bypassCSP: true,
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
    context,
    done: async () => {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

describe("a teacher's lessons and assignments", () => {
  it("creates an assignment with formatted instructions, a standard, a two-criterion rubric, an attachment and one child's later due date, and publishes it", async () => {
    const { page, done } = await open();
    await page.goto("/teacher/content");
    await waitForHydration(page);
    // Classes come by grade and name: the math section first; the Owls are chosen in the picker.
    await page.getByTestId("class-select").selectOption({ label: "Grade 3 Owls (Grade 3, Homeroom)" });
    await page.waitForURL(`**/teacher/content?class=${ids.owls}`);
    await page.getByTestId("group-draft").getByText("Reading log").waitFor();
    expect(await page.getByTestId("group-draft").textContent()).toContain("Reading log");
    await page.getByTestId("new-assignment").click();
    await page.waitForURL(/new=assignment/);

    await page.getByTestId("title").fill("Fractions on a number line");
    const editor = page.getByTestId("instructions-editor");
    await editor.click();
    await page.keyboard.type("Mark one half. ");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Show your thinking");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" }).click();
    await page.keyboard.press("Enter");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Draw the line");
    await page.getByLabel("Voice recording").check();
    await page.getByTestId("due-date").fill(DUE);
    await page.getByTestId("due-time").fill("15:30");

    // A standard from the catalog, found by its code.
    await page.getByTestId("standards-q").fill("3.NF");
    await page.getByRole("search", { name: "Find standards" }).getByRole("button", { name: "Find" }).click();
    await page.getByRole("button", { name: "Add 3.NF.A.1" }).click();
    await page.getByRole("list", { name: "Chosen standards" }).getByText("3.NF.A.1").waitFor();

    // Two criteria, the first linked to the standard.
    const rubric = page.getByTestId("rubric-editor");
    await rubric.getByRole("button", { name: "Add criterion" }).click();
    await rubric.getByRole("button", { name: "Add criterion" }).click();
    const criteria = rubric.getByTestId("criterion");
    expect(await criteria.count()).toBe(2);
    const fill = async (index: number, title: string) => {
      const c = criteria.nth(index);
      await c.getByLabel("Title").fill(title);
      for (const level of ["4 Exceeds", "3 Meets", "2 Approaching", "1 Beginning"]) await c.getByLabel(level).fill(`${title}: ${level}`);
    };
    await fill(0, "Places fractions");
    await fill(1, "Explains thinking");
    await criteria.nth(0).getByLabel("Standard").selectOption({ label: "3.NF.A.1" });
    // Reordered with the buttons, and a third criterion added and removed again.
    await rubric.getByRole("button", { name: "Move Criterion 2 up" }).click();
    expect(await criteria.nth(0).getByLabel("Title").inputValue()).toBe("Explains thinking");
    expect(await criteria.nth(1).getByLabel("Standard").inputValue()).not.toBe("");
    await rubric.getByRole("button", { name: "Add criterion" }).click();
    await expect.poll(() => criteria.count()).toBe(3);
    await rubric.getByRole("button", { name: "Remove Criterion 3" }).click();
    await expect.poll(() => criteria.count()).toBe(2);

    // An uploaded attachment, with its progress.
    await page.getByTestId("attachment-input").setInputFiles({ name: "number-line.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) });
    await page.getByRole("button", { name: "Remove number-line.pdf" }).waitFor();

    // A double press makes one draft, not two.
    await page.getByTestId("save-draft").dblclick();
    await page.waitForURL(/edit=/);
    const id = new URL(page.url()).searchParams.get("edit")!;
    await expect.poll(() => page.getByTestId("editor-state").textContent()).toBe("Draft");
    expect(await t.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.title, "Fractions on a number line"))).toEqual([{ id }]);

    // Maya (accommodations marked) gets a later due date.
    const maya = page.getByTestId("child-row").filter({ hasText: "Maya Quintero" });
    expect(await maya.textContent()).toContain("Accommodations (IEP)");
    await maya.getByRole("button", { name: "Add a change for Maya Quintero" }).click();
    const dialog = page.getByTestId("child-change-dialog");
    await dialog.getByTestId("child-due-date").fill(LATER);
    await dialog.getByTestId("child-due-time").fill("15:30");
    await dialog.getByLabel("Read the instructions aloud to this child").check();
    await dialog.getByRole("button", { name: "Save change" }).click();
    await expect.poll(() => page.getByTestId("child-change").first().textContent()).toContain("Read aloud");

    await page.getByTestId("publish-now").click();
    await expect.poll(() => page.getByTestId("editor-state").textContent()).toBe("Published");

    // What the server kept.
    const [row] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    expect(row!.publishAt).not.toBeNull();
    expect(row!.instructions).toContain("<strong>Show your thinking</strong>");
    expect(row!.instructions).toContain("<ul><li><p>Draw the line</p></li></ul>");
    expect(row!.answerKinds).toEqual(["text", "voice"]);
    expect(dateInZone(row!.dueAt!.getTime())).toBe(DUE);
    const criteriaRows = await t.db.select().from(rubricCriteria).where(eq(rubricCriteria.assignmentId, id));
    expect(criteriaRows.sort((a, b) => a.position - b.position).map((c) => c.title)).toEqual(["Explains thinking", "Places fractions"]);
    expect(criteriaRows[1]!.levels["4"]).toBe("Places fractions: 4 Exceeds");
    expect(criteriaRows.find((c) => c.title === "Places fractions")!.standardId).not.toBeNull();
    expect((await t.db.select().from(assignmentStandards).where(eq(assignmentStandards.assignmentId, id))).length).toBe(1);
    expect((await t.db.select().from(assignmentAttachments).where(eq(assignmentAttachments.assignmentId, id))).length).toBe(1);
    const [change] = await t.db
      .select()
      .from(assignmentAdjustments)
      .where(and(eq(assignmentAdjustments.assignmentId, id), eq(assignmentAdjustments.studentId, ids.maya)));
    expect(change).toMatchObject({ readAloud: true });
    expect(dateInZone(change!.dueAt!.getTime())).toBe(LATER);

    // Archived by mistake and restored: published again, changeable again.
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
    await expect.poll(() => page.getByTestId("editor-state").textContent()).toBe("Archived");
    expect(await page.getByTestId("title").isDisabled()).toBe(true);
    await page.getByTestId("restore-work").click();
    await expect.poll(() => page.getByTestId("editor-state").textContent()).toBe("Published");
    expect(await page.getByTestId("title").isDisabled()).toBe(false);

    await page.getByRole("button", { name: /Back to Grade 3 Owls/ }).click();
    await page.getByTestId("group-published").getByText("Fractions on a number line").waitFor();
    expect(await page.getByTestId("group-published").textContent()).toContain("0 of 2 handed in");
    await done();
  });

  it("shows what to fix under the fields when the title is missing", async () => {
    const { page, done } = await open();
    await page.goto(`/teacher/content?class=${ids.owls}&new=assignment`);
    await waitForHydration(page);
    await page.getByTestId("save-draft").click();
    await page.getByText("Please enter a title.").waitFor();
    expect(await page.getByTestId("title").getAttribute("aria-invalid")).toBe("true");
    await done();
  });
});

describe("axe", () => {
  it("the list and the editor have no violations in light and dark at 375 and 1280 px", async () => {
    const found: string[] = [];
    const check = async (page: Page, state: string, ready: string) => {
      await page.getByTestId(ready).first().waitFor();
      found.push(...(await axeEveryVariant(page, `${state}`)));
    };
    const { page, done } = await open();
    await page.goto(`/teacher/content?class=${ids.owls}`);
    await check(page, "list", "work-groups");
    await page.goto(`/teacher/content?class=${ids.owls}&edit=${ids.draft}`);
    await check(page, "editor", "child-changes");
    await page.getByTestId("rubric-editor").getByRole("button", { name: "Add criterion" }).click();
    await check(page, "editor with a criterion", "criterion");
    await page.getByRole("button", { name: "Add a change for Maya Quintero" }).click();
    await check(page, "child change dialog", "child-change-dialog");
    await done();
    expect(found, found.join("\n")).toEqual([]);
  }, 150_000);
});
