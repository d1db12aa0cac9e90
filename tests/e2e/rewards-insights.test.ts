/**
 * Points, badges and insights in Chromium against a server of their own (a fresh PGlite with rows
 * made here, the built site, real time): a teacher gives points to two children from the class page
 * and a badge is earned; the child sees their stars and the badge on /student; the guardian sees it
 * on /parent; the teacher's insights show a flagged child with its rule and the chart's table;
 * analytics shows its tables; axe finds nothing in light and dark at 375 and 1280 px.
 */
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import { assignments, assignmentStandards, marks, standards, work, users } from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { createUser } from "../support/fixtures";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";
import { eq } from "drizzle-orm";

const DAY = 86_400_000;
/** Screenshots of each screen go here for a look. */
const ago = (days: number) => new Date(Date.now() - days * DAY);

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "ada" | "adaUser" | "guardian" | "cal" | "admin", string>;

async function seed(db: Db) {
  const now = new Date();
  const startYear = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const { year, terms } = await makeYear(db, { startYear });
  const otters = await makeClass(db, year.id, { name: "Grade 1 Otters", grade: "1" });
  await db.update(users).set({ fullName: "Grace Hopper" }).where(eq(users.id, otters.teacher!.id));
  const ada = await makeStudent(db, { firstName: "Ada", lastName: "Quill" });
  const ben = await makeStudent(db, { firstName: "Ben", lastName: "Rook" });
  const cal = await makeStudent(db, { firstName: "Cal", lastName: "Wren" });
  await db.update(users).set({ fullName: "Rosa Quill" }).where(eq(users.id, ada.guardian!.id));
  for (const s of [ada, ben, cal]) await enrol(db, otters.class.id, s.student.id);
  const [standard] = await db
    .insert(standards)
    .values({
      code: "E2E.1.OA.1",
      framework: "school",
      subjectCode: "math",
      grade: "1",
      domain: "Operations",
      cluster: "Add and subtract",
      description: "Adds within 20",
    })
    .returning();
  const task = await db
    .insert(assignments)
    .values(
      [2, 4, 6].map((d, i) => ({ classId: otters.class.id, title: `Counting practice ${i + 1}`, termId: terms[0]!.id, dueAt: ago(d), publishAt: ago(20) })),
    )
    .returning();
  await db.insert(assignmentStandards).values(task.map((w) => ({ assignmentId: w.id, standardId: standard!.id })));
  // Ada and Ben hand everything in; Ben's first piece comes back marked. Cal hands in nothing: 3 missing.
  for (const child of [ada, ben]) {
    for (const w of task) {
      const returned = child === ben && w === task[0];
      const [sub] = await db
        .insert(work)
        .values({
          assignmentId: w.id,
          studentId: child.student.id,
          status: returned ? "returned" : "submitted",
          submittedAt: new Date(w.dueAt!.getTime() - 3_600_000),
          attempts: 1,
          returnedAt: returned ? ago(1) : null,
        })
        .returning();
      if (returned) await db.insert(marks).values({ workId: sub!.id, standardId: standard!.id, level: 3 });
    }
  }
  ids.teacher = otters.teacher!.id;
  ids.ada = ada.student.id;
  ids.adaUser = ada.user.id;
  ids.guardian = ada.guardian!.id;
  ids.cal = cal.student.id;
  ids.admin = (await createUser(db, "admin", "rewards-e2e-admin")).id;
}

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  await seed(t.db);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  problems: string[];
  done: () => Promise<void>;
}

async function open(userId: string, options: { viewport?: { width: number; height: number }; theme?: "light" | "dark" } = {}): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.theme ?? "light",
    timezoneId: "America/New_York",
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
    context,
    problems,
    done: async () => {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

async function givePoints(page: Page, children: string[], skill: string, points: number) {
  const dialog = page.getByTestId("give-points-dialog");
  for (const name of children) await dialog.getByRole("checkbox", { name, exact: true }).check();
  await dialog.getByText(skill, { exact: true }).click();
  await dialog.locator(`input[name="points"][value="${points}"]`).check({ force: true });
  await dialog.getByRole("button", { name: `Give ${points} points` }).click();
  await dialog.getByTestId("points-given").waitFor();
}

describe("points, badges and insights", () => {
  it("lets the teacher give points to two children from the class page, with Undo in the recent list", async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto("/teacher/classes");
    await page.getByTestId("give-points").click();
    const dialog = page.getByTestId("give-points-dialog");
    await dialog.getByText("Kindness", { exact: true }).waitFor();
    await givePoints(page, ["Ada Quill", "Ben Rook"], "Kindness", 5);
    expect(await dialog.getByTestId("points-given").textContent()).toContain("Gave 5 points for Kindness to Ada Quill, Ben Rook");
    await expect.poll(() => dialog.getByTestId("recent-points").locator("li").count()).toBe(2);
    expect(await dialog.getByRole("button", { name: /^Undo/ }).count()).toBe(2);
    // Five more for Ada: 10 stars in all, the first badge.
    await givePoints(page, ["Ada Quill"], "Teamwork", 5);
    await expect.poll(() => dialog.getByTestId("recent-points").locator("li").count()).toBe(3);
    await done();
  }, 60_000);

  it("shows the child their stars and the badge, in words and pictures", async () => {
    const { page, done } = await open(ids.adaUser);
    await page.goto("/student");
    const stars = page.getByTestId("my-stars");
    await stars.waitFor();
    expect(await page.getByTestId("star-total").textContent()).toBe("You have 10 stars!");
    expect(await stars.getByTestId("skill-stars").textContent()).toContain("Kindness5 stars");
    expect(await stars.getByTestId("badges").textContent()).toContain("10 stars");
    expect(await stars.textContent()).not.toContain("Ben");
    await done();
  }, 60_000);

  it("shows the guardian their child's points and badge", async () => {
    const { page, done } = await open(ids.guardian);
    await page.goto("/parent");
    const card = page.getByTestId("family-rewards");
    await card.getByTestId("badges").waitFor();
    expect(await card.textContent()).toContain("Ada: 10 stars");
    expect(await card.getByTestId("badges").textContent()).toContain("10 stars");
    await done();
  }, 60_000);

  it("shows the teacher a flagged child with the rule, and each chart's table", async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto("/teacher/insights");
    const list = page.getByTestId("attention-list");
    await list.waitFor();
    const text = await list.textContent();
    expect(text).toContain("Cal Wren");
    expect(text).toContain("Missing work: 3 missing");
    expect(text).toContain("Rule: 3 or more pieces of work missing that were due in the last 14 days.");
    const table = page.getByRole("table", { name: "Missing and late work per child" });
    expect(await table.getByRole("row", { name: /Cal Wren/ }).textContent()).toContain("3");
    const mastery = page.getByRole("table", { name: "Children at each level of current mastery, per standard" });
    expect(
      await mastery
        .getByRole("row", { name: /E2E\.1\.OA\.1/ })
        .locator("td")
        .allTextContents(),
    ).toEqual(["0", "1", "0", "0", "2"]);
    // The page's own link (the portal navigation has an Analytics link too).
    await page.locator('a:not([data-testid="portal-nav"] a)', { hasText: "Analytics" }).click();
    await page.getByTestId("analytics").waitFor();
    await page.getByRole("table", { name: "Work due, on time, late and missing per week" }).waitFor();
    await page.getByRole("table", { name: "Average current mastery per subject and week" }).waitFor();
    await done();
  }, 60_000);
});

describe("the school's skills", () => {
  it("lets staff add a skill and archive it on /admin/settings", async () => {
    const { page, done } = await open(ids.admin);
    await page.goto("/admin/settings");
    const panel = page.getByTestId("skills-panel");
    await panel.getByTestId("skills-list").waitFor();
    expect(await panel.getByTestId("skills-list").textContent()).toContain("Kindness");
    await panel.getByLabel("Name").fill("Patience");
    await panel.getByRole("radio", { name: "leaf" }).check({ force: true });
    await panel.getByRole("button", { name: "Add skill" }).click();
    await panel.getByRole("button", { name: "Archive Patience" }).click();
    await panel.getByRole("button", { name: "Put back Patience" }).waitFor();
    await done();
  }, 60_000);
});

describe("accessibility", () => {
  it("the rewards and insights screens have no axe violations in light and dark at 375 and 1280 px", async () => {
    const found: string[] = [];
    const check = async (page: Page, state: string, ready: string) => {
      await page.getByTestId(ready).first().waitFor();
      found.push(...(await axeEveryVariant(page, state)));
    };
    const teacher = await open(ids.teacher);
    await teacher.page.goto("/teacher/classes");
    await teacher.page.getByTestId("give-points").click();
    await check(teacher.page, "give points", "recent-points");
    await teacher.page.keyboard.press("Escape");
    await teacher.page.goto("/teacher/insights");
    await check(teacher.page, "/teacher/insights", "attention-list");
    await teacher.page.goto("/teacher/analytics");
    await check(teacher.page, "/teacher/analytics", "chart-on-time");
    await teacher.done();
    const admin = await open(ids.admin);
    await admin.page.goto("/admin/settings");
    await check(admin.page, "/admin/settings", "skills-list");
    await admin.done();
    const child = await open(ids.adaUser);
    await child.page.goto("/student");
    await check(child.page, "/student", "badges");
    await child.done();
    const guardian = await open(ids.guardian);
    await guardian.page.goto("/parent");
    await check(guardian.page, "/parent", "family-rewards");
    await guardian.done();
    expect(found, found.join("\n")).toEqual([]);
  }, 120_000);
});
