/**
 * Notifications in Chromium against a server of its own (a fresh PGlite, the built site): a guardian
 * sees the unread count in the portal navigation, opens /notifications, reads the child's name on a
 * notification, marks one read (the count drops), marks all read (the count goes), and changes how
 * they hear of returned work. axe finds nothing on the page in light and dark at 375 and 1280 px.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { notificationPreferences, users } from "../../server/db/schema";
import { notify } from "../../server/notifications/notify";
import { axeEveryVariant } from "../support/axe";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

let browser: Browser;
let t: TestApp;
let guardianId: string;

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  const { year } = await makeYear(t.db);
  const { class: room } = await makeClass(t.db, year.id, { name: "Grade 2 Robins" });
  const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott", grade: "2" });
  await enrol(t.db, room.id, ada.student.id);
  guardianId = ada.guardian!.id;
  await t.db.update(users).set({ emailVerifiedAt: new Date(), fullName: "Alex Abbott" }).where(eq(users.id, guardianId));
  const now = Date.now();
  await notify(
    t.db,
    [
      {
        userId: guardianId,
        kind: "work_returned",
        studentId: ada.student.id,
        title: { id: "notices.workReturned.title", values: { title: "Fractions" } },
        body: { id: "notices.workReturned.family.body", values: { name: "Ada" } },
        link: "/parent/progress",
        subjectId: crypto.randomUUID(),
      },
      {
        userId: guardianId,
        kind: "badge_earned",
        studentId: ada.student.id,
        title: { id: "notices.badge.family.title", values: { name: "Ada", badge: "Helping Hand" } },
        link: "/parent",
        subjectId: crypto.randomUUID(),
      },
      {
        userId: guardianId,
        kind: "work_due",
        studentId: ada.student.id,
        title: { id: "notices.workDue.family.title", values: { name: "Ada", title: "Spelling list 7" } },
        link: "/parent/progress",
        subjectId: crypto.randomUUID(),
      },
    ],
    { now: new Date(now - 60_000) },
  );
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
  });
  const session = await createSession(t.db, guardianId);
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

describe("notifications", () => {
  it("shows the unread count in the navigation, lists with the child's name, marks read and changes a preference", async () => {
    const { page, done } = await open();
    await page.goto("/parent");
    const count = page.getByTestId("portal-nav").getByTestId("unread-count");
    await expect.poll(() => count.textContent()).toBe("3 unread");
    await page
      .getByTestId("portal-nav")
      .getByRole("link", { name: /Notifications/ })
      .click();
    await page.waitForURL("**/notifications");
    await expect.poll(() => page.getByTestId("notification").count()).toBe(3);
    expect(await page.getByTestId("notification-child").first().textContent()).toBe("Ada Abbott");
    expect(await page.getByTestId("notifications-list").textContent()).toContain("Work due tomorrow");

    await page.getByRole("button", { name: "Mark read: Ada earned a badge: Helping Hand" }).click();
    await expect.poll(() => count.textContent()).toBe("2 unread");
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(() => count.count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: /^Mark read: / }).count()).toBe(0);

    const digest = page.getByRole("radio", { name: "Work returned: Daily digest" });
    expect(await digest.isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Work returned: Email right away" }).check();
    await expect
      .poll(async () =>
        (await t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, guardianId))).map((p) => `${p.kind}:${p.channel}`),
      )
      .toEqual(["work_returned:email"]);
    await page.reload();
    await expect.poll(() => page.getByRole("radio", { name: "Work returned: Email right away" }).isChecked()).toBe(true);
    await done();
  });

  // One load, checked in light and dark at 1280 and 375 px in place (tests/support/axe.ts): loading the
  // page again for each of the four cost three loads and sign-ins more for the same checks.
  it("has no axe violations (light and dark, 1280 and 375 px)", async () => {
    const { page, done } = await open();
    await page.goto("/notifications");
    await page.getByRole("table").waitFor();
    await page.getByTestId("notification").first().waitFor();
    expect(await axeEveryVariant(page, "/notifications")).toEqual([]);
    await done();
  });
});
