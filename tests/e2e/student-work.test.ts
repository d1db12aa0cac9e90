/**
 * The child's work in Chromium against a server of its own (a fresh PGlite with real rows made here,
 * the built site, real time) and Chromium's fake microphone: the child finds the work on
 * /student/assignments, types a draft (saved; kept through a dropped connection and a reload),
 * records a voice answer (saved into the work on Stop, issue 34), plays it back, hands the work in;
 * the list then shows it as sent in; returned by the teacher, the screen shows the feedback and the
 * child's level on the rubric. A drawing answer drawn with the mouse saves itself and survives a
 * reload; a photo of paper work is chosen, looked at and used; both hand in.
 * axe finds nothing on the list and the work screen in light and dark at 375 and 1280 px.
 * Screenshots go to $STUDENT_WORK_SHOTS (default /tmp/student-work-shots) for a look.
 */
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { dueWords } from "#common/learning/due-words";
import { createSession } from "../../server/auth/sessions";
import { assignments, marks, rubricCriteria, workFiles, work } from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser, waitForHydration } from "../support/browser";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const SHOTS = process.env.STUDENT_WORK_SHOTS ?? "/tmp/student-work-shots";
const DAY = 86_400_000;

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"child" | "studentId" | "work" | "criterion" | "later" | "drawing", string>;
let dueAt: Date;

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  const { year } = await makeYear(t.db);
  const { class: room } = await makeClass(t.db, year.id, { name: "Grade 1 Reading Wrens", subject: "ela", grade: "1" });
  const child = await makeStudent(t.db, { firstName: "Maya", lastName: "Quintero" });
  await enrol(t.db, room.id, child.student.id);
  ids.child = child.user.id;
  ids.studentId = child.student.id;
  dueAt = new Date(Date.now() + DAY);
  const [work] = await t.db
    .insert(assignments)
    .values({
      classId: room.id,
      title: "Apples in the basket",
      instructions:
        "<p>Look at the picture. How many <strong>red apples</strong> can you see?</p><ul><li>Count them.</li><li>Say or write the number.</li></ul>",
      answerKinds: ["text", "voice", "files"],
      publishAt: new Date(Date.now() - 60_000),
      dueAt,
    })
    .returning();
  ids.work = work!.id;
  const [criterion] = await t.db
    .insert(rubricCriteria)
    .values({
      assignmentId: work!.id,
      position: 0,
      title: "Counts the apples",
      levels: { "4": "Counts and explains how", "3": "Counts them all", "2": "Counts some of them", "1": "Starts to count" },
    })
    .returning();
  ids.criterion = criterion!.id;
  const [later] = await t.db
    .insert(assignments)
    .values({
      classId: room.id,
      title: "Draw your family",
      answerKinds: ["files"],
      publishAt: new Date(Date.now() - 60_000),
      dueAt: new Date(Date.now() + 4 * DAY),
    })
    .returning();
  ids.later = later!.id;
  const [drawing] = await t.db
    .insert(assignments)
    .values({
      classId: room.id,
      title: "The apple tree",
      instructions: "<p>Draw the apple tree, or draw it on paper and take a photo.</p>",
      answerKinds: ["drawing", "photo"],
      publishAt: new Date(Date.now() - 60_000),
      dueAt: new Date(Date.now() + 6 * DAY),
    })
    .returning();
  ids.drawing = drawing!.id;
  browser = await launchBrowser({ fakeMedia: true });
  mkdirSync(SHOTS, { recursive: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  problems: string[];
  done: () => Promise<void>;
}

/** The child's page, failing on console errors and failed answers (but those of a connection the test drops). */
async function open(options: { viewport?: { width: number; height: number }; bypassCSP?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: "light",
    timezoneId: "America/New_York",
    bypassCSP: options.bypassCSP ?? false,
    permissions: ["microphone"],
  });
  const session = await createSession(t.db, ids.child);
  await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !msg.text().includes("ERR_INTERNET_DISCONNECTED")) problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} for ${res.url()}`);
  });
  return {
    page,
    context,
    problems,
    done: async () => {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

describe("the child's work", () => {
  it(
    "finds the work, types a draft that survives a dropped connection and a reload, records and sends a voice answer, and hands it in",
    { timeout: 120_000 },
    async () => {
      const { page, context, done } = await open();
      await page.goto("/student/assignments");
      const card = page.getByTestId("work-to-do").getByTestId("work-card").filter({ hasText: "Apples in the basket" });
      await card.waitFor();
      expect(await card.textContent()).toContain(dueWords(dueAt, new Date()));
      expect(await card.getByTestId("work-status").textContent()).toBe("Not started yet");
      expect(await page.getByTestId("work-to-do").getByTestId("work-card").first().textContent()).toContain("Apples in the basket");
      expect(await card.getByTestId("listen").textContent()).toBe("Listen");
      await page.screenshot({ path: path.join(SHOTS, "list-before.png"), fullPage: true });

      await card.getByRole("link", { name: "Apples in the basket" }).click();
      await page.waitForURL(`**/portal/assignments/${ids.work}/work`);
      await page.getByTestId("work-title").waitFor();
      expect(await page.getByTestId("instructions").innerHTML()).toContain("<strong>red apples</strong>");

      // Typing saves by itself.
      const box = page.getByRole("textbox", { name: "Write your answer" });
      await box.fill("I can see five red apples.");
      await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state"), { timeout: 15_000 }).toBe("saved");
      await expect
        .poll(async () => (await t.db.select().from(work).where(eq(work.assignmentId, ids.work)))[0]?.textAnswer, { timeout: 15_000 })
        .toBe("I can see five red apples.");

      // The connection drops while the child types: the words stay here and go when it is back.
      await context.setOffline(true);
      await box.fill("I can see five red apples and one green one.");
      await expect.poll(() => page.getByTestId("save-status").textContent(), { timeout: 10_000 }).toContain("Not saved yet: we'll keep trying");
      await context.setOffline(false);
      await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state"), { timeout: 15_000 }).toBe("saved");

      await page.reload();
      await expect
        .poll(() => page.getByRole("textbox", { name: "Write your answer" }).inputValue(), { timeout: 15_000 })
        .toBe("I can see five red apples and one green one.");

      // A voice answer from the fake microphone: saved on Stop, played back.
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
      const recording = page.locator("[data-testid='voice-answer'][data-state='saved']");
      await recording.waitFor();
      expect(await recording.textContent()).toContain("My recording");
      await page.screenshot({ path: path.join(SHOTS, "work-before-send.png"), fullPage: true });

      // Hand it in.
      await page.getByTestId("submit-work").click();
      await page.getByRole("dialog", { name: "Send your work to your teacher?" }).waitFor();
      await page.getByRole("button", { name: "Yes, send it in" }).click();
      await page.getByTestId("sent-in").waitFor();
      expect(await page.getByTestId("submit-work").textContent()).toBe("Send it in again");
      const [row] = await t.db
        .select()
        .from(work)
        .where(and(eq(work.assignmentId, ids.work), eq(work.studentId, ids.studentId)));
      expect(row).toMatchObject({ status: "submitted", attempts: 1, textAnswer: "I can see five red apples and one green one." });

      await page.goto("/student/assignments");
      const sent = page.getByTestId("work-sent-in").getByTestId("work-card").filter({ hasText: "Apples in the basket" });
      await sent.waitFor();
      expect(await sent.getByTestId("work-status").textContent()).toBe("You sent it in");
      expect(await page.getByTestId("work-to-do").textContent()).not.toContain("Apples in the basket");
      await page.goto("/student");
      await page
        .getByTestId("due-soon")
        .getByRole("link", { name: /Draw your family/ })
        .waitFor();
      await done();
    },
  );

  it("draws an answer that saves itself and survives a reload, adds a photo of paper work, and hands both in", { timeout: 120_000 }, async () => {
    const { page, done } = await open();
    await page.goto(`/portal/assignments/${ids.drawing}/work`);
    await page.getByTestId("work-title").waitFor();
    const kinds = async () => {
      const [row] = await t.db
        .select()
        .from(work)
        .where(and(eq(work.assignmentId, ids.drawing), eq(work.studentId, ids.studentId)));
      return row ? (await t.db.select().from(workFiles).where(eq(workFiles.workId, row.id))).map((f) => f.kind).sort() : [];
    };
    const stroke = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      // The mouse moves in the window's coordinates: the pad must be in view (after a reload it may not be).
      await page.getByTestId("drawing-canvas").scrollIntoViewIfNeeded();
      const box = (await page.getByTestId("drawing-canvas").boundingBox())!;
      await page.mouse.move(box.x + from.x, box.y + from.y);
      await page.mouse.down();
      for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + from.x + ((to.x - from.x) * i) / 10, box.y + from.y + ((to.y - from.y) * i) / 10);
      await page.mouse.up();
    };

    // Red, thick: one stroke, and it saves itself (no button).
    await page.getByRole("button", { name: "Red" }).click();
    await page.getByTestId("brush-thick").click();
    await stroke({ x: 40, y: 40 }, { x: 300, y: 200 });
    await expect.poll(kinds, { timeout: 15_000 }).toEqual(["drawing"]);
    await expect.poll(() => page.getByTestId("drawing-status").getAttribute("data-state"), { timeout: 15_000 }).toBe("saved");
    await page.reload();
    await page.getByTestId("drawing-canvas").waitFor();
    // A stroke before the page is live would draw on a canvas nothing listens to yet.
    await waitForHydration(page);
    expect(await page.getByTestId("drawing-status").textContent()).toContain("Saved");

    // Another stroke, undone, then one more: still one drawing in the work.
    await stroke({ x: 60, y: 220 }, { x: 320, y: 60 });
    await page.getByTestId("undo").click();
    await stroke({ x: 100, y: 100 }, { x: 200, y: 260 });
    await expect.poll(() => page.getByTestId("drawing-status").getAttribute("data-state"), { timeout: 15_000 }).toBe("saved");
    expect(await kinds()).toEqual(["drawing"]);

    // A photo of paper work: chosen, looked at, used.
    const paper = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#f5f5f4" } })
      .jpeg()
      .toBuffer();
    await page.getByTestId("photo-choose").setInputFiles({ name: "paper.jpg", mimeType: "image/jpeg", buffer: paper });
    await page.getByTestId("photo-preview").waitFor();
    await page.getByTestId("use-photo").click();
    await page.getByTestId("saved-photo").waitFor();
    expect(await kinds()).toEqual(["drawing", "photo"]);
    const [photo] = await t.db.select().from(workFiles).where(eq(workFiles.kind, "photo"));
    expect(photo).toBeDefined();
    await page.screenshot({ path: path.join(SHOTS, "drawing-and-photo.png"), fullPage: true });

    await page.getByTestId("submit-work").click();
    await page.getByRole("dialog", { name: "Send your work to your teacher?" }).waitFor();
    await page.getByRole("button", { name: "Yes, send it in" }).click();
    await page.getByTestId("sent-in").waitFor();
    await done();
  });

  it("shows the teacher's comment and the child's level on the rubric once returned", async () => {
    const [row] = await t.db
      .select()
      .from(work)
      .where(and(eq(work.assignmentId, ids.work), eq(work.studentId, ids.studentId)));
    await t.db.insert(marks).values({ workId: row!.id, criterionId: ids.criterion, level: 3 });
    await t.db.update(work).set({ status: "returned", returnedAt: new Date(), feedback: "Great counting, Maya!" }).where(eq(work.id, row!.id));
    const { page, done } = await open({ viewport: { width: 375, height: 800 } });
    await page.goto(`/portal/assignments/${ids.work}/work`);
    await page.getByTestId("returned").waitFor();
    expect(await page.getByTestId("feedback").textContent()).toBe("Great counting, Maya!");
    const mine = page.getByTestId("rubric").locator("li[data-mine]");
    expect(await mine.textContent()).toContain("Meets");
    expect(await mine.textContent()).toContain("Counts them all");
    expect(await mine.textContent()).toContain("This is you");
    expect(await page.getByTestId("submit-work").count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, "work-returned-375.png"), fullPage: true });
    await done();
  });

  it("is clean under axe on the list and the work screen, light and dark, 375 and 1280 px", { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const { page, done } = await open({ bypassCSP: true });
    for (const address of ["/student/assignments", `/portal/assignments/${ids.work}/work`, `/portal/assignments/${ids.later}/work`, "/student"]) {
      await page.goto(address);
      await page.locator("main h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      failures.push(...(await axeEveryVariant(page, address)));
    }
    await done();
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
