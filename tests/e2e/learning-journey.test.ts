/**
 * Issue 16's journey end to end, in Chromium against a server of its own (a fresh PGlite with a
 * school year, a term around today, a class, its teacher, a child with a guardian and an admin made
 * here; the built site; real time; Chromium's fake microphone), each person in turn on the real
 * screens:
 *
 * 1. the teacher creates an assignment on /teacher/content: title, instructions, a standard, a
 *    two-criterion rubric with one criterion linked to the standard, answers as text and voice, a
 *    due date, Publish now;
 * 2. the child finds it on /student/assignments, types a draft on the work screen, reloads (the draft
 *    is there), records a voice answer with the fake microphone, plays it back, sends it, hands in;
 * 3. the teacher scores the rubric on /teacher/gradebook, comments and returns the work;
 * 4. an admin generates the term's report cards on /admin/reports;
 * 5. the guardian sees the level and the teacher's comment on /parent/progress, opens the work behind
 *    the mark (the answer and the voice answer) and downloads the report card: the PDF names the child.
 *
 * Then axe finds nothing on every screen the journey passed, in light and dark at 375 and 1280 px, and
 * no page scrolls sideways. Any console error or failed answer fails the test.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateInZone } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import { assignments, reportCards, rubricCriteria, schoolYears, workFiles, work, terms } from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser, waitForHydration } from "../support/browser";
import { createUser } from "../support/fixtures";
import { enrol, makeClass, makeStudent } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const DAY = 86_400_000;
/** School days (in the school's zone) around today: the term holds the whole journey. */
const day = (offset: number) => dateInZone(Date.now() + offset * DAY);
const DUE = day(7);
const TITLE = "Fractions on a number line";
const ANSWER = "One half is in the middle of 0 and 1.";
const FEEDBACK = "Lovely thinking about halves, Maya!";

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "child" | "guardian" | "admin" | "student" | "term" | "work", string>;

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  const [year] = await t.db
    .insert(schoolYears)
    .values({ name: "Journey year", startsOn: day(-120), endsOn: day(200), isCurrent: true })
    .returning();
  const [term] = await t.db
    .insert(terms)
    .values({ schoolYearId: year!.id, number: 1, name: "Term 1", startsOn: day(-30), endsOn: day(60) })
    .returning();
  const owls = await makeClass(t.db, year!.id, { name: "Grade 3 Owls", grade: "3" });
  const maya = await makeStudent(t.db, { firstName: "Maya", lastName: "Quintero", grade: "3" });
  await enrol(t.db, owls.class.id, maya.student.id);
  const admin = await createUser(t.db, "admin");
  Object.assign(ids, {
    teacher: owls.teacher!.id,
    child: maya.user.id,
    guardian: maya.guardian!.id,
    admin: admin.id,
    student: maya.student.id,
    term: term!.id,
  });
  browser = await launchBrowser({ fakeMedia: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  done: () => Promise<void>;
}

/** A page signed in as `userId`, failing on console errors, uncaught errors and failed answers. */
async function open(
  userId: string,
  options: { viewport?: { width: number; height: number }; theme?: "light" | "dark"; bypassCSP?: boolean } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.theme ?? "light",
    timezoneId: "America/New_York",
    bypassCSP: options.bypassCSP ?? false,
    acceptDownloads: true,
    permissions: ["microphone"],
  });
  const session = await createSession(t.db, userId);
  await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
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

describe("issue 16's journey", () => {
  it("the teacher creates an assignment with a rubric and publishes it", { timeout: 90_000 }, async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto("/teacher/content");
    await waitForHydration(page);
    await page.getByTestId("work-groups").waitFor();
    await page.getByTestId("new-assignment").click();
    await page.waitForURL(/new=assignment/);
    await page.getByTestId("title").fill(TITLE);
    await page.getByTestId("instructions-editor").click();
    await page.keyboard.type("Mark one half on the number line and tell me how you know.");
    await page.getByLabel("Voice recording").check();
    await page.getByTestId("due-date").fill(DUE);
    await page.getByTestId("due-time").fill("15:30");

    await page.getByTestId("standards-q").fill("3.NF");
    await page.getByRole("search", { name: "Find standards" }).getByRole("button", { name: "Find" }).click();
    await page.getByRole("button", { name: "Add 3.NF.A.1" }).click();
    await page.getByRole("list", { name: "Chosen standards" }).getByText("3.NF.A.1").waitFor();

    const rubric = page.getByTestId("rubric-editor");
    await rubric.getByRole("button", { name: "Add criterion" }).click();
    await rubric.getByRole("button", { name: "Add criterion" }).click();
    const criteria = rubric.getByTestId("criterion");
    const fill = async (index: number, title: string) => {
      const c = criteria.nth(index);
      await c.getByLabel("Title").fill(title);
      for (const level of ["4 Exceeds", "3 Meets", "2 Approaching", "1 Beginning"]) await c.getByLabel(level).fill(`${title}: ${level}`);
    };
    await fill(0, "Places fractions");
    await fill(1, "Explains thinking");
    await criteria.nth(0).getByLabel("Standard").selectOption({ label: "3.NF.A.1" });

    await page.getByTestId("save-draft").click();
    // The new draft opens in the editor (the address names it) before Publish acts on it: pressed
    // while the page swaps the new form for the draft's, it would reach the form being left.
    await page.waitForURL(/edit=[0-9a-f-]{36}/);
    await expect.poll(() => page.getByTestId("editor-state").textContent(), { timeout: 15_000 }).toBe("Draft");
    await expect.poll(() => page.getByTestId("save-draft").textContent(), { timeout: 15_000 }).toBe("Save draft");
    await page.getByTestId("publish-now").click();
    await expect.poll(() => page.getByTestId("editor-state").textContent(), { timeout: 15_000 }).toBe("Published");

    const [row] = await t.db.select().from(assignments).where(eq(assignments.title, TITLE));
    expect(row!.answerKinds).toEqual(["text", "voice"]);
    expect(row!.termId).toBe(ids.term);
    expect(dateInZone(row!.dueAt!.getTime())).toBe(DUE);
    expect((await t.db.select().from(rubricCriteria).where(eq(rubricCriteria.assignmentId, row!.id))).length).toBe(2);
    ids.work = row!.id;
    await done();
  });

  it("the child types a draft, reloads, records and sends a voice answer, and hands the work in", { timeout: 120_000 }, async () => {
    const { page, done } = await open(ids.child);
    await page.goto("/student/assignments");
    const card = page.getByTestId("work-to-do").getByTestId("work-card").filter({ hasText: TITLE });
    await card.waitFor();
    await card.getByRole("link", { name: TITLE }).click();
    await page.waitForURL(`**/portal/assignments/${ids.work}/work`);
    await page.getByTestId("work-title").waitFor();

    const box = page.getByRole("textbox", { name: "Write your answer" });
    await box.fill(ANSWER);
    await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state"), { timeout: 15_000 }).toBe("saved");
    await page.reload();
    await expect.poll(() => page.getByRole("textbox", { name: "Write your answer" }).inputValue(), { timeout: 15_000 }).toBe(ANSWER);

    await page.getByTestId("record").click();
    await page.getByTestId("record-timer").waitFor();
    // A second of the fake microphone's tone: more than the 400 ms played back below.
    await page.waitForTimeout(1000);
    await page.getByTestId("stop").click();
    const playback = page.getByTestId("recording-playback");
    await playback.waitFor();
    const played = await playback.evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
      await new Promise((r) => setTimeout(r, 400));
      const result = { error: audio.error?.code ?? null, time: audio.currentTime };
      audio.pause();
      return result;
    });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(0);
    // Saved into the work at once on Stop (issue 34): no second button.
    await page.locator("[data-testid='voice-answer'][data-state='saved']").waitFor();

    await page.getByTestId("submit-work").click();
    await page.getByRole("dialog", { name: "Send your work to your teacher?" }).waitFor();
    await page.getByRole("button", { name: "Yes, send it in" }).click();
    await page.getByTestId("sent-in").waitFor();
    const [row] = await t.db
      .select()
      .from(work)
      .where(and(eq(work.assignmentId, ids.work), eq(work.studentId, ids.student)));
    expect(row).toMatchObject({ status: "submitted", attempts: 1, textAnswer: ANSWER });
    expect((await t.db.select().from(workFiles).where(eq(workFiles.workId, row!.id))).map((f) => f.kind)).toEqual(["voice"]);
    await done();
  });

  it("the teacher scores the rubric, comments and returns the work on the gradebook", { timeout: 60_000 }, async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto("/teacher/gradebook");
    const cell = page.getByTestId(`cell-${ids.student}-${ids.work}`);
    await cell.waitFor();
    expect(await cell.getAttribute("data-status")).toBe("submitted");
    await cell.click();
    const dialog = page.getByTestId("marking-dialog");
    await dialog.getByTestId("text-answer").waitFor();
    expect(await dialog.getByTestId("text-answer").textContent()).toBe(ANSWER);
    await dialog
      .getByTestId("criterion-Places fractions")
      .getByRole("radio", { name: /^3 Meets/ })
      .check();
    await dialog
      .getByTestId("criterion-Explains thinking")
      .getByRole("radio", { name: /^4 Exceeds/ })
      .check();
    await dialog.getByTestId("feedback").fill(FEEDBACK);
    await dialog.getByTestId("return-work").click();
    await expect.poll(() => dialog.getByTestId("marking-notice").textContent()).toContain("Returned");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => cell.getAttribute("data-status")).toBe("returned");
    await done();
  });

  it("an admin generates the term's report cards", { timeout: 60_000 }, async () => {
    const { page, done } = await open(ids.admin);
    await page.goto("/admin/reports");
    await page.getByTestId("generate-report-cards").click();
    // Nothing is made before the confirmation, which names the term, warns that it has not ended (it
    // ends 60 days from now) and says that families see the cards at once.
    const confirm = page.getByTestId("confirm-report-cards");
    await confirm.getByText(/will be made for Term 1, Journey year/).waitFor();
    await confirm.getByText(/Term 1 has not ended yet: it ends on /).waitFor();
    await confirm.getByText("Families will see the report cards on their child's Progress page at once.").waitFor();
    expect((await t.db.select().from(reportCards).where(eq(reportCards.studentId, ids.student))).length).toBe(0);
    await confirm.getByRole("button", { name: "Generate report cards" }).click();
    await page.getByText("Report cards generated").waitFor();
    await page.getByTestId("report-card-list").getByText("Maya Quintero").waitFor();
    expect((await t.db.select().from(reportCards).where(eq(reportCards.studentId, ids.student))).length).toBe(1);
    await done();
  });

  it(
    "the guardian sees the level, the teacher's comment and the work behind it, and downloads the report card naming the child",
    { timeout: 60_000 },
    async () => {
      const { page, done } = await open(ids.guardian);
      await page.goto("/parent/progress");
      await expect.poll(() => page.getByTestId("child-name").textContent()).toBe("Maya Quintero");
      const row = page.getByTestId("subject-math").getByTestId("standard").filter({ hasText: "3.NF.A.1" });
      await row.waitFor();
      expect(await row.getByTestId("mastery").textContent()).toBe("Meets, 3 of 4");
      await row.getByText("The work behind it").click();
      expect(await row.getByTestId("teacher-comment").textContent()).toContain(FEEDBACK);
      expect(await row.textContent()).toContain(TITLE);
      expect(await row.textContent()).toContain("Places fractions");
      await row.getByText("Show the work").click();
      expect(await row.getByTestId("work-answer").textContent()).toBe(ANSWER);
      expect(await row.getByTestId("work-voice").count()).toBe(1);
      expect(await row.getByTestId("work-marks").textContent()).toContain("Exceeds");
      expect(await row.getByTestId("work-feedback").textContent()).toBe(FEEDBACK);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("report-card-download").click()]);
      const bytes = await readFile((await download.path())!);
      const parser = new PDFParse({ data: new Uint8Array(bytes) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      expect(text).toContain("Maya Quintero");
      await done();
    },
  );
});

describe("axe", () => {
  it("every screen of the journey has no violations in light and dark at 375 and 1280 px", { timeout: 300_000 }, async () => {
    const found: string[] = [];
    const check = async (page: Page, label: string) => {
      await page.waitForLoadState("networkidle");
      found.push(...(await axeEveryVariant(page, `${label}`)));
    };
    const as = (userId: string) => open(userId, { bypassCSP: true });

    const teacher = await as(ids.teacher);
    await teacher.page.goto("/teacher/content");
    await teacher.page.getByTestId("work-groups").waitFor();
    await check(teacher.page, "/teacher/content");
    await teacher.page.goto(`/teacher/content?edit=${ids.work}`);
    await teacher.page.getByTestId("rubric-editor").waitFor();
    await check(teacher.page, "/teacher/content editor");
    await teacher.page.goto("/teacher/gradebook");
    await teacher.page.getByTestId(`cell-${ids.student}-${ids.work}`).click();
    await teacher.page.getByTestId("marking-dialog").getByTestId("text-answer").waitFor();
    await check(teacher.page, "/teacher/gradebook marking");
    await teacher.done();

    const child = await as(ids.child);
    for (const address of ["/student/assignments", `/portal/assignments/${ids.work}/work`]) {
      await child.page.goto(address);
      await child.page.locator("main h1").first().waitFor();
      await check(child.page, address);
    }
    await child.done();

    const admin = await as(ids.admin);
    await admin.page.goto("/admin/reports");
    await admin.page.getByTestId("report-card-list").waitFor();
    await check(admin.page, "/admin/reports");
    await admin.done();

    const guardian = await as(ids.guardian);
    await guardian.page.goto("/parent/progress");
    const row = guardian.page.getByTestId("subject-math").getByTestId("standard").filter({ hasText: "3.NF.A.1" });
    await row.getByText("The work behind it").click();
    await row.getByText("Show the work").click();
    await row.getByTestId("work-answer").waitFor();
    await check(guardian.page, "/parent/progress with the work open");
    await guardian.done();

    expect(found, found.join("\n")).toEqual([]);
  });
});
