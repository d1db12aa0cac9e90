/**
 * From admissions to a class list in Chromium (issue 15, docs/api/students.md): staff press Create
 * student on an enrolled application, the dialog is filled in from it, the result names what
 * happened to each guardian, and the student record opens on the Students tab of /admin/people;
 * staff enrol the child in a class with a timetable; the invited guardian chooses a password with
 * the mailed link, signs in, sees the child's timetable and username on /parent, sets the child's
 * password and bigger text; the child signs in with it, the text is bigger and today's classes show. Axe is clean on
 * the dialog, the record and the family's card, light and dark, at 375 and 1280 px.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";
import { validApplication } from "../support/form-data";
import { signIn, submitFromPage, toast } from "../support/journeys";
import { t as say } from "#common/i18n/messages";
import { dateInZone } from "#common/time-zone";
import { waitForMail } from "../support/mailbox";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const world = inject("calendarWorld");
const GUARDIAN_PASSWORD = "Family-Garden-31";
const CHILD_PASSWORD = "Blue-Kite-2026";

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (await fetch("/api/settings", { credentials: "include" })).headers.get("X-CSRF-Token") ?? "";
      const res = await fetch(path, {
        method,
        credentials: "include",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

describe("Create student, the record, and the family's first sign-in", () => {
  const letters = () =>
    randomBytes(3)
      .toString("hex")
      .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  const first = `Nia${letters()}`;
  const parentEmail = `${first.toLowerCase()}.parent@example.test`;
  let applicationId = "";
  let studentPath = "";
  let guardianSession = "";

  it("staff create the student from the enrolled application; the guardian is invited, signs in and sets the child's password; the child signs in", async () => {
    const t = await openPage(browser, { sessionId: inject("sessions").admin });
    t.page.setDefaultTimeout(15_000);
    await t.goto("/");
    const submitted = await submitFromPage(
      t.page,
      "/api/application-submission",
      validApplication({ child_first_name: first, child_last_name: "Mensah", parent_name: "Ama Mensah", parent_email: parentEmail }),
    );
    expect(submitted.status).toBe(201);
    applicationId = submitted.body.application_id as string;
    for (const status of ["under_review", "offered", "enrolled"])
      expect((await api(t.page, "POST", `/api/admin/applications/${applicationId}/status`, { status })).status).toBe(200);

    await t.goto(`/admin/operations?application=${applicationId}`);
    await t.page.getByRole("button", { name: "Create student" }).click();
    const dialog = t.page.getByTestId("create-student-dialog");
    await dialog.waitFor();
    expect(await dialog.getByLabel("First name").inputValue()).toBe(first);
    expect(await dialog.getByLabel("Last name").inputValue()).toBe("Mensah");
    expect(await dialog.getByLabel("Guardian 1: email").inputValue()).toBe(parentEmail);
    expect(await dialog.textContent()).toContain("Invited (new account)");
    const username = await dialog.getByLabel("Student username").inputValue();
    expect(username).toBe(`${first.toLowerCase()}.mensah`);
    // The grade's classes of the school day are offered preselected, with their places (issue 33).
    // Staff keep the shared e2e school's Grade 2 Math (tests/support/calendar-world.ts: a session
    // every school morning) and untick the rest, which other tests' classes may have joined.
    await dialog.getByLabel(/^Homeroom in/).selectOption("");
    const dayClasses = dialog.getByTestId("create-student-classes");
    expect(await dayClasses.getByRole("checkbox", { checked: true }).count()).toBeGreaterThan(0);
    const own = dayClasses.getByRole("checkbox", { name: world.ownClass, exact: true });
    if (!(await own.isVisible())) await dayClasses.getByText(/^Other sections of/).click();
    for (const box of await dayClasses.getByRole("checkbox", { checked: true }).all()) await box.uncheck();
    await own.check();
    await dialog.getByRole("button", { name: "Create student" }).click();

    const result = t.page.getByTestId("create-student-result");
    await result.waitFor();
    expect(await result.textContent()).toContain(parentEmail);
    await toast(t.page, "Student created").waitFor();
    await result.getByRole("link", { name: "Open the student record" }).click();
    await t.page.waitForURL("**/admin/people?tab=students&student=*");
    studentPath = new URL(t.page.url()).pathname + new URL(t.page.url()).search;
    await t.page.getByRole("heading", { name: `${first} Mensah`, level: 2 }).waitFor();
    expect(await t.page.getByTestId("guardian").textContent()).toContain(parentEmail);

    // Create student placed the child in the class it kept ticked.
    await t.page
      .getByRole("table", { name: `Classes of ${first} Mensah` })
      .getByRole("rowheader", { name: world.ownClass })
      .waitFor();

    // The application's history says so, and a second press is not offered.
    await t.goto(`/admin/operations?application=${applicationId}`);
    await t.page.getByText(`Student record created (${username})`).waitFor();
    await t.page.getByRole("link", { name: "Open the student record" }).waitFor();
    t.expectClean();
    await t.context.close();

    // The guardian's invitation.
    const mail = await waitForMail((m) => m.envelopeTo.includes(parentEmail) && /choose your family portal password/.test(m.subject));
    const guardianUsername = /Username: (\S+)/.exec(mail.text)![1]!;
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0]);
    const g = await openPage(browser, { viewport: { width: 375, height: 800 } });
    g.page.setDefaultTimeout(15_000);
    await g.goto(`${link.pathname}${link.search}`);
    await g.page.locator("input[name=newPassword]").fill(GUARDIAN_PASSWORD);
    await g.page.locator("input[name=confirmPassword]").fill(GUARDIAN_PASSWORD);
    await g.page.getByRole("button", { name: "Reset Password" }).click();
    await toast(g.page, "Password reset successful").waitFor();
    await signIn(g, guardianUsername, GUARDIAN_PASSWORD, "parent");
    await g.page.waitForURL("**/parent");
    // On a phone the account's tasks are folded under "Timetable and more", after today and the work.
    await g.page.getByTestId("family-more").locator("summary").click();
    const card = g.page.getByTestId("children-sign-in");
    await card.waitFor();
    expect(await card.textContent()).toContain(username);
    await card.getByRole("button", { name: `Set password for ${first} Mensah` }).click();
    const pw = g.page.getByTestId("child-password-dialog");
    await pw.locator("input[name=password]").fill(CHILD_PASSWORD);
    await pw.getByRole("button", { name: "Set password" }).click();
    await toast(g.page, "Password set").waitFor();
    await card.getByRole("button", { name: `Reset password for ${first} Mensah` }).waitFor();
    // The guardian turns on bigger text for the child.
    await card.getByRole("button", { name: `Screen helpers for ${first} Mensah` }).click();
    const helpers = g.page.getByTestId("child-helpers-dialog");
    await helpers.getByLabel("Text size").selectOption("extra-large");
    await helpers.getByRole("button", { name: "Save helpers" }).click();
    await toast(g.page, "Helpers saved").waitFor();
    // And chooses Spanish for the child's screens, by keyboard: the card says so.
    const language = card.getByRole("group", { name: `Language of ${first} Mensah's screens and Read to me` });
    await language.getByRole("radio", { name: "Español" }).check();
    await card
      .getByTestId("child-language-status")
      .filter({ hasText: `Saved: ${first} Mensah's screens are in Español from their next page.` })
      .waitFor();
    expect(await language.getByRole("radio", { name: "Español" }).isChecked()).toBe(true);
    // The family's home shows the child's timetable: today and the next school day, and the class.
    await g.page.getByTestId("child-classes").waitFor();
    expect(await g.page.getByTestId("child-classes").textContent()).toContain(world.ownClass);
    expect(await g.page.getByTestId("child-panel").textContent()).toContain("9:00");
    guardianSession = (await g.context.cookies()).find((c) => c.name === "sid")?.value ?? "";
    g.expectClean();
    await g.context.close();

    const kid = await openPage(browser);
    await signIn(kid, username, CHILD_PASSWORD, "student");
    await kid.page.waitForURL("**/student");
    await expect.poll(() => kid.page.evaluate(() => document.documentElement.getAttribute("data-text-size"))).toBe("extra-large");
    // The child sees today's classes: the math session on a school day, a kind "no classes" on a weekend.
    if (world.sessionDate === dateInZone(Date.now(), "America/New_York")) {
      await kid.page.getByTestId("child-sessions").waitFor();
      // In the language the guardian chose for the child.
      expect(await kid.page.getByTestId("child-sessions").textContent()).toContain(say("es", "child.subject.math"));
    } else {
      await kid.page.getByTestId("no-classes-today").waitFor();
    }
    kid.expectClean();
    await kid.context.close();
  }, 120_000);

  it("is axe clean in light and dark at 375 and 1280 px: the record, the Create student dialog, the family's card", async () => {
    expect(studentPath, "the first test made the student").not.toBe("");
    const staff = await axeSweep(browser, { sessionId: inject("sessions").admin });
    await staff.page.goto(studentPath);
    await staff.page.getByRole("heading", { name: "Guardians" }).waitFor();
    await staff.check("student record");
    await staff.page.goto("/admin/people?tab=students");
    await staff.page.getByTestId("student-row").first().waitFor();
    await staff.check("students list");
    // A fresh enrolled application for the open dialog.
    await staff.page.goto("/");
    const other = await submitFromPage(
      staff.page,
      "/api/application-submission",
      validApplication({ child_first_name: `Ola${letters()}`, child_last_name: "Mensah", parent_email: `ola${letters()}@example.test` }),
    );
    const id = other.body.application_id as string;
    for (const status of ["under_review", "offered", "enrolled"]) await api(staff.page, "POST", `/api/admin/applications/${id}/status`, { status });
    await staff.page.goto(`/admin/operations?application=${id}`);
    await staff.page.getByRole("button", { name: "Create student" }).click();
    await staff.page.getByTestId("create-student-dialog").waitFor();
    await staff.check("create student dialog");
    await staff.finish();

    const family = await axeSweep(browser, { sessionId: guardianSession });
    await family.page.goto("/parent");
    await family.page.getByTestId("children-sign-in").waitFor();
    await family.check("family card");
    await family.page
      .getByRole("button", { name: /^Screen helpers for/ })
      .first()
      .click();
    await family.page.getByTestId("child-helpers-dialog").getByLabel("Text size").waitFor();
    await family.check("screen helpers dialog");
    await family.finish();
  }, 180_000);
});
