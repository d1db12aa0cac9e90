/**
 * /parent/progress in Chromium against a server of its own (a fresh PGlite with returned work made
 * here, the built site, the clock fixed at Tuesday 24 November 2026, 10:30 Eastern): the guardian
 * sees the mastery and the evidence with the teacher's comment, never a draft mark, and downloads
 * the report card staff generated (the PDF parses and names the child); axe finds nothing in light
 * and dark at 375 and 1280 px.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFParse } from "pdf-parse";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Role } from "#common/roles";
import { zonedInstant } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import {
  assignmentStandards,
  assignments,
  classStaff,
  classes,
  enrolments,
  guardianLinks,
  marks,
  portfolioItems,
  schoolYears,
  standards,
  students,
  subjects,
  work,
  terms,
  users,
} from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { startTestApp, type TestApp } from "../support/test-app";

const NOW = new Date(zonedInstant("2026-11-24", "10:30"));
const DAY = 86_400_000;

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "parent" | "admin" | "maya" | "child" | "term", string>;

async function person(db: Db, role: Role, fullName: string) {
  const user = await createUser(db, role);
  await db.update(users).set({ fullName }).where(eq(users.id, user.id));
  return user.id;
}

async function seed(db: Db) {
  const [year] = await db.insert(schoolYears).values({ name: "2026-27", startsOn: "2026-08-17", endsOn: "2027-06-11", isCurrent: true }).returning();
  const [term] = await db.insert(terms).values({ schoolYearId: year!.id, number: 1, name: "Term 1", startsOn: "2026-08-17", endsOn: "2026-12-18" }).returning();
  ids.term = term!.id;
  ids.teacher = await person(db, "teacher", "Grace Hopper");
  ids.admin = await person(db, "admin", "Office Admin");
  ids.parent = await person(db, "parent", "Rosa Quintero");
  const [math] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, "math"));
  const [foxes] = await db
    .insert(classes)
    .values({ schoolYearId: year!.id, subjectId: math!.id, kind: "section", grade: "3", name: "Grade 3 Math Foxes" })
    .returning();
  await db.insert(classStaff).values({ classId: foxes!.id, userId: ids.teacher, role: "lead" });
  const childUser = await createUser(db, "student");
  const [maya] = await db
    .insert(students)
    .values({ userId: childUser.id, firstName: "Maya", lastName: "Quintero", dateOfBirth: "2018-03-02", grade: "3" })
    .returning();
  ids.maya = maya!.id;
  ids.child = childUser.id;
  await db.insert(guardianLinks).values({ studentId: maya!.id, guardianUserId: ids.parent, relationship: "mother", isPrimary: true });
  await db.insert(enrolments).values({ classId: foxes!.id, studentId: maya!.id });
  const [fractions] = await db
    .insert(standards)
    .values({
      code: "E2E.3.NF.1",
      framework: "school",
      subjectCode: "math",
      grade: "3",
      domain: "Fractions",
      cluster: "Unit fractions",
      description: "Understand a fraction as a part of a whole",
    })
    .returning();
  const [clocks] = await db
    .insert(standards)
    .values({
      code: "E2E.3.MD.1",
      framework: "school",
      subjectCode: "math",
      grade: "3",
      domain: "Measurement",
      cluster: "Time",
      description: "Tell and write time to the minute",
    })
    .returning();
  const task = async (title: string, standardId: string, dueDaysAgo: number) => {
    const [a] = await db
      .insert(assignments)
      .values({ classId: foxes!.id, termId: term!.id, title, publishAt: new Date(NOW.getTime() - 20 * DAY), dueAt: new Date(NOW.getTime() - dueDaysAgo * DAY) })
      .returning();
    await db.insert(assignmentStandards).values({ assignmentId: a!.id, standardId });
    return a!.id;
  };
  const strips = await task("Fraction strips", fractions!.id, 5);
  const clockWork = await task("Clock faces", clocks!.id, 2);
  const at = (n: number) => new Date(NOW.getTime() - n * DAY);
  const [returned] = await db
    .insert(work)
    .values({
      assignmentId: strips,
      studentId: maya!.id,
      status: "returned",
      textAnswer: "Halves and quarters",
      version: 1,
      submittedAt: at(6),
      firstSubmittedAt: at(6),
      attempts: 1,
      feedback: "Lovely work folding the strips, Maya!",
      returnedAt: at(4),
      markedAt: at(4),
    })
    .returning();
  await db.insert(marks).values({ workId: returned!.id, standardId: fractions!.id, level: 3 });
  await db
    .insert(portfolioItems)
    .values({ studentId: maya!.id, workId: returned!.id, termId: term!.id, title: "My fraction strips", reflection: "I folded them myself." });
  // A draft mark on the clocks: never shown to the family.
  const [draft] = await db
    .insert(work)
    .values({
      assignmentId: clockWork,
      studentId: maya!.id,
      status: "submitted",
      textAnswer: "Quarter past",
      version: 1,
      submittedAt: at(3),
      firstSubmittedAt: at(3),
      attempts: 1,
      feedback: "DRAFT comment",
    })
    .returning();
  await db.insert(marks).values({ workId: draft!.id, standardId: clocks!.id, level: 1 });
  await db.insert(assignments).values({
    classId: foxes!.id,
    termId: term!.id,
    title: "Number line hop",
    publishAt: new Date(NOW.getTime() - DAY),
    dueAt: new Date(NOW.getTime() + 3 * DAY),
  });
}

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client"), now: () => NOW } });
  await seed(t.db);
  // Staff generate the term's report cards through the API.
  const admin = new TestClient(t.url);
  admin.setCookie("sid", (await createSession(t.db, ids.admin, {}, NOW)).id);
  const res = await admin.mutate("POST", "/api/admin/report-cards", { termId: ids.term });
  expect(res.status).toBe(200);
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

async function open(userId: string, options: { viewport?: { width: number; height: number }; theme?: "light" | "dark" } = {}): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.theme ?? "light",
    timezoneId: "America/New_York",
    bypassCSP: true,
    acceptDownloads: true,
  });
  await context.clock.setFixedTime(NOW);
  const session = await createSession(t.db, userId, {}, NOW);
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

describe("the family progress page", () => {
  it("shows the guardian the mastery and the evidence with the teacher's comment, and downloads the report card naming the child", async () => {
    const { page, done } = await open(ids.parent);
    await page.goto("/parent/progress");
    await expect.poll(() => page.getByTestId("child-name").textContent()).toBe("Maya Quintero");
    const math = page.getByTestId("subject-math");
    await math.waitFor();
    const rows = math.getByTestId("standard");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain("E2E.3.MD.1");
    expect(await rows.nth(0).getByTestId("mastery").textContent()).toBe("Not yet assessed");
    expect(await rows.nth(1).getByTestId("mastery").textContent()).toBe("Meets, 3 of 4");
    await rows.nth(1).getByText("The work behind it").click();
    const comment = rows.nth(1).getByTestId("teacher-comment");
    await comment.waitFor();
    expect(await comment.textContent()).toContain("Lovely work folding the strips, Maya!");
    expect(await rows.nth(1).textContent()).toContain("Fraction strips");
    // The work behind the mark, inline: the work screen itself is the child's route.
    expect(await rows.nth(1).getByRole("link", { name: "Open the work" }).count()).toBe(0);
    await rows.nth(1).getByText("Show the work").click();
    expect(await rows.nth(1).getByTestId("work-answer").textContent()).toBe("Halves and quarters");
    expect(await rows.nth(1).getByTestId("work-feedback").textContent()).toBe("Lovely work folding the strips, Maya!");
    expect(await rows.nth(1).getByTestId("work-marks").textContent()).toContain("Meets");
    expect(await page.content()).not.toContain("DRAFT comment");
    expect(await page.getByTestId("mastery-rule").textContent()).toContain("decaying average");
    expect(await page.getByTestId("upcoming").textContent()).toContain("Number line hop");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("report-card-download").click()]);
    const bytes = await readFile((await download.path())!);
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain("Maya Quintero");
    expect(text).toContain("E2E.3.NF.1: Meets (3 of 4)");
    await done();
  });
});

describe("portfolio approvals", () => {
  it("lets the teacher approve the child's request on /teacher/classes; the family then sees it", async () => {
    const teacher = await open(ids.teacher);
    await teacher.page.goto("/teacher/classes");
    const requests = teacher.page.getByTestId("portfolio-requests");
    await requests.getByText("Maya Quintero: My fraction strips").waitFor();
    await requests.getByRole("button", { name: /^Approve/ }).click();
    await requests.getByText("No portfolio requests are waiting.").waitFor();
    await teacher.page.getByTestId("report-comments").getByRole("textbox", { name: "Maya Quintero" }).fill("Maya explains fractions clearly.");
    await teacher.page.getByTestId("report-comments").getByRole("button", { name: /^Save/ }).click();
    await teacher.page.getByTestId("report-comments").getByText("Saved.").waitFor();
    await teacher.done();
    const parent = await open(ids.parent);
    await parent.page.goto("/parent/progress");
    await parent.page.getByTestId("family-portfolio").getByText("My fraction strips").waitFor();
    await parent.done();
    const child = await open(ids.child);
    await child.page.goto("/student/portfolio");
    expect(await child.page.getByTestId("portfolio-item").first().textContent()).toContain("In your portfolio");
    await child.done();
  });
});

describe("axe", () => {
  it("the progress screens have no violations in light and dark at 375 and 1280 px", async () => {
    const found: string[] = [];
    const { page, done } = await open(ids.parent);
    await page.goto("/parent/progress");
    await page.getByTestId("subject-math").waitFor();
    await page.getByTestId("evidence").first().locator("summary").first().click();
    await page.getByTestId("evidence-work").first().locator("summary").click();
    await page.getByTestId("work-answer").first().waitFor();
    found.push(...(await axeEveryVariant(page, "/parent/progress")));
    await done();
    for (const [userId, address, ready] of [
      [ids.teacher, "/teacher/classes", "report-comments"],
      [ids.child, "/student/portfolio", "my-portfolio"],
      [ids.admin, "/admin/reports", "report-card-list"],
    ] as const) {
      const other = await open(userId);
      await other.page.goto(address);
      await other.page.getByTestId(ready).waitFor();
      found.push(...(await axeEveryVariant(other.page, address)));
      await other.done();
    }
    expect(found, found.join("\n")).toEqual([]);
  }, 180_000);
});
