/**
 * A child's pages with the largest text (issue 34): with "Biggest" chosen on /student/profile the
 * root font is 150%, and at 375 px no page of the child's may scroll sideways (it measured 424 px of
 * content before). A server of its own (a fresh PGlite, the built site, real time) with a child whose
 * name and work have long words, a class meeting now (the "Join live class" button), work missing,
 * due soon and returned with a comment, a portfolio item and stars; each of the child's pages is
 * opened at 375 px, closed menu and open menu, and the page must be no wider than the screen.
 */
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createSession } from "../../server/auth/sessions";
import { assignments, classSessions, marks, pointAwards, portfolioItems, skills, standards, students, work } from "../../server/db/schema";
import { launchBrowser } from "../support/browser";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const DAY = 86_400_000;
const WIDTH = 375;

let browser: Browser;
let t: TestApp;
let childUserId: string;
let returnedId: string;

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  const { year } = await makeYear(t.db);
  const { class: room, teacher } = await makeClass(t.db, year.id, { name: "Grade 1 Multiplication Hummingbirds", subject: "math", grade: "1" });
  const child = await makeStudent(t.db, { firstName: "Maximilianoalexander", lastName: "Quintero-Villanueva" });
  await enrol(t.db, room.id, child.student.id);
  await t.db
    .update(students)
    .set({ avatar: "rocket", preferences: { textSize: "extra-large", readingFont: false, reducedMotion: false, captions: false } })
    .where(eq(students.id, child.student.id));
  childUserId = child.user.id;
  // A class under way: its "Join live class" button is on the home's card.
  await t.db.insert(classSessions).values({ classId: room.id, startsAt: new Date(Date.now() - 10 * 60_000), endsAt: new Date(Date.now() + 40 * 60_000) });
  const published = new Date(Date.now() - 20 * DAY);
  const made = await t.db
    .insert(assignments)
    .values([
      { classId: room.id, title: "Multiplication extraordinaire worksheet", publishAt: published, dueAt: new Date(Date.now() - 2 * DAY) },
      { classId: room.id, title: "Understanding multiplication", publishAt: published, dueAt: new Date(Date.now() + 2 * DAY) },
      { classId: room.id, title: "Extraordinarily marvellous multiplication", publishAt: published, dueAt: new Date(Date.now() - 5 * DAY) },
    ])
    .returning({ id: assignments.id });
  returnedId = made[2]!.id;
  const [returned] = await t.db
    .insert(work)
    .values({
      assignmentId: returnedId,
      studentId: child.student.id,
      status: "returned",
      textAnswer: "Three times four is twelve.",
      submittedAt: new Date(Date.now() - 6 * DAY),
      returnedAt: new Date(Date.now() - DAY),
      feedback: "Wonderfully explained, Maximilianoalexander! Your multiplication sentences were extraordinarily careful and complete.",
    })
    .returning({ id: work.id });
  // A standard's mark: its code and description are on the work screen.
  const [standard] = await t.db.select({ id: standards.id }).from(standards).limit(1);
  await t.db.insert(marks).values({ workId: returned!.id, standardId: standard!.id, level: 3 });
  await t.db.insert(portfolioItems).values({
    studentId: child.student.id,
    workId: returned!.id,
    title: "Multiplication extraordinaire",
    reflection: "I liked explaining multiplication.",
    status: "approved",
  });
  const [skill] = await t.db.select().from(skills).limit(1);
  await t.db.insert(pointAwards).values({ studentId: child.student.id, skillId: skill!.id, classId: room.id, points: 3, awardedBy: teacher!.id });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
});

async function openAsChild(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: t.url, viewport: { width: WIDTH, height: 800 }, colorScheme: "light", timezoneId: "America/New_York" });
  const session = await createSession(t.db, childUserId);
  await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, close: () => context.close() };
}

/** How wide the page's content is, and the widest element beyond the screen (to name it when it fails). */
const widths = (page: Page) =>
  page.evaluate((width) => {
    const beyond = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 160));
    return { scrollWidth: document.documentElement.scrollWidth, beyond: beyond.slice(-5) };
  }, WIDTH);

/** Each of the child's pages, and what shows its content has come. */
const PAGES: [string, (page: Page) => Promise<unknown>][] = [
  ["/student", (page) => page.getByTestId("due-soon").waitFor()],
  ["/student/assignments", (page) => page.getByTestId("work-came-back").waitFor()],
  ["/student/courses", (page) => page.getByTestId("courses").waitFor()],
  ["/student/portfolio", (page) => page.getByTestId("portfolio-item").first().waitFor()],
  ["/student/profile", (page) => page.getByTestId("text-size-extra-large").waitFor()],
  ["/student/messages", (page) => page.locator("h1").first().waitFor()],
  ["/student/calendar", (page) => page.locator("h1").first().waitFor()],
  ["/notifications", (page) => page.locator("h1").first().waitFor()],
  ["/files", (page) => page.locator("h1").first().waitFor()],
  ["/portal/assignments/:returned/work", (page) => page.getByTestId("returned").waitFor()],
];

describe("a child's pages with the largest text at 375 px", () => {
  it.each(PAGES)(
    "%s does not scroll sideways, with the menu closed or open",
    async (route, ready) => {
      const { page, close } = await openAsChild();
      await page.goto(route.replace(":returned", returnedId));
      await ready(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute("data-text-size"))).toBe("extra-large");
      const closed = await widths(page);
      expect(closed.scrollWidth, closed.beyond.join("\n")).toBeLessThanOrEqual(WIDTH);

      await page.getByTestId("portal-nav-menu").click();
      await page.getByTestId("portal-nav").getByRole("link").first().waitFor();
      const open = await widths(page);
      expect(open.scrollWidth, open.beyond.join("\n")).toBeLessThanOrEqual(WIDTH);
      // The child's links: a picture and a word, at least 64 px high.
      for (const link of await page.getByTestId("portal-nav").getByRole("link").all()) {
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(64);
        expect(await link.locator("svg").count()).toBeGreaterThanOrEqual(1);
      }
      await close();
    },
    60_000,
  );
});
