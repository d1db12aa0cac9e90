/**
 * Messages in Chromium against a server of its own (issue 17): a guardian writes to their child's
 * teacher and the teacher's open page shows it without a reload, then the teacher answers and the
 * guardian's open page shows the answer; a child's composer offers only their own teachers (never a
 * classmate, another class's teacher or the office); axe finds nothing on the messages screens in light
 * and dark at 375 and 1280 px.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { axeEveryVariant } from "../support/axe";
import { createUser } from "../support/fixtures";
import { openAs } from "../support/own-server";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "otherTeacher" | "child" | "classmate" | "guardian" | "admin", string>;

async function name(userId: string, fullName: string) {
  await t.db.update(users).set({ fullName }).where(eq(users.id, userId));
}

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  const { year } = await makeYear(t.db);
  const { class: owls, teacher } = await makeClass(t.db, year.id, { name: "Grade 2 Owls", grade: "2" });
  const { teacher: other } = await makeClass(t.db, year.id, { name: "Grade 4 Foxes", grade: "4" });
  const mia = await makeStudent(t.db, { firstName: "Mia", lastName: "Santos", grade: "2" });
  const leo = await makeStudent(t.db, { firstName: "Leo", lastName: "Park", grade: "2" });
  for (const c of [mia, leo]) await enrol(t.db, owls.id, c.student.id);
  await name(teacher!.id, "Ruth Okafor");
  await name(other!.id, "Sam Whitfield");
  await name(mia.guardian!.id, "Ana Santos");
  const admin = await createUser(t.db, "admin", "messages-e2e-office");
  await name(admin.id, "School Office");
  Object.assign(ids, {
    teacher: teacher!.id,
    otherTeacher: other!.id,
    child: mia.user.id,
    classmate: leo.user.id,
    guardian: mia.guardian!.id,
    admin: admin.id,
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe("messages", () => {
  it("a guardian writes to the teacher, whose open page shows it without a reload, and the answer reaches the guardian's open page", async () => {
    const teacher = await openAs(browser, t, ids.teacher);
    await teacher.page.goto("/teacher/messages");
    await teacher.page.getByTestId("new-message").waitFor();

    const guardian = await openAs(browser, t, ids.guardian);
    await guardian.page.goto("/parent/messages");
    await guardian.page.getByTestId("new-message").click();
    const composer = guardian.page.getByTestId("composer");
    const contacts = composer.getByTestId("contact");
    await contacts.first().waitFor();
    // The guardian's own child's teacher and the office; never the other class's teacher.
    const offered = await contacts.allTextContents();
    expect(offered.some((c) => c.includes("Ruth Okafor"))).toBe(true);
    expect(offered.some((c) => c.includes("School Office"))).toBe(true);
    expect(offered.some((c) => c.includes("Sam Whitfield"))).toBe(false);
    await contacts.filter({ hasText: "Ruth Okafor" }).getByRole("checkbox").check();
    await composer.getByTestId("composer-body").fill("Hello! Mia was unwell this morning.\nIs there anything to catch up on?");
    await composer.getByRole("button", { name: "Send" }).click();
    await guardian.page.getByTestId("message-body").filter({ hasText: "Mia was unwell this morning" }).waitFor();

    // The teacher's page, opened before the message was sent, lists it without a reload.
    const row = teacher.page.getByTestId("conversation").filter({ hasText: "Ana Santos" });
    await row.waitFor({ timeout: 10_000 });
    await expect.poll(() => row.textContent()).toContain("1 new");
    await row.click();
    await teacher.page.getByTestId("message-body").filter({ hasText: "Is there anything to catch up on?" }).waitFor();
    await teacher.page.getByTestId("reply-body").fill("Thank you for telling me. The fractions practice on the assignments page is enough.");
    await teacher.page.getByTestId("send").click();

    // The guardian's open thread shows the answer without a reload.
    await guardian.page.getByTestId("message-body").filter({ hasText: "fractions practice" }).waitFor({ timeout: 10_000 });
    await teacher.done();
    await guardian.done();
  }, 120_000);

  it("offers a child only their own teachers: never a classmate, another class's teacher or the office", async () => {
    const child = await openAs(browser, t, ids.child);
    await child.page.goto("/student/messages");
    await child.page.getByRole("button", { name: "Write to my teacher" }).click();
    const contacts = child.page.getByTestId("composer").getByTestId("contact");
    await contacts.first().waitFor();
    expect(await contacts.allTextContents()).toEqual(["Ruth Okafor"]);
    await child.done();
  });

  it("the messages screens have no axe violations in light and dark at 375 and 1280 px", async () => {
    const found: string[] = [];
    const guardian = await openAs(browser, t, ids.guardian);
    await guardian.page.goto("/parent/messages");
    await guardian.page.getByTestId("conversation").first().click();
    await guardian.page.getByTestId("message-body").first().waitFor();
    found.push(...(await axeEveryVariant(guardian.page, "/parent/messages thread")));
    await guardian.done();

    const child = await openAs(browser, t, ids.child);
    await child.page.goto("/student/messages");
    await child.page.getByRole("button", { name: "Write to my teacher" }).click();
    await child.page.getByTestId("composer").getByTestId("contact").first().waitFor();
    found.push(...(await axeEveryVariant(child.page, "/student/messages composer", { scope: "[role=dialog]" })));
    await child.done();

    const office = await openAs(browser, t, ids.admin);
    await office.page.goto("/messages");
    await office.page.getByTestId("new-message").waitFor();
    found.push(...(await axeEveryVariant(office.page, "/messages")));
    await office.done();
    expect(found, found.join("\n")).toEqual([]);
  }, 150_000);
});
