/**
 * /admin/people and /admin/settings in Chromium against the real server: an admin adds a teacher
 * through the dialog, the set-password mail arrives at the test SMTP server, its link sets the
 * password on the reset page and the teacher signs in; a settings change goes round trip (form,
 * Recent changes, /settings/security) and is put back; axe finds nothing on either page, light and dark.
 * The e2e server is shared: everything here uses its own unique names, and settings are restored.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";
import { waitForMail } from "../support/mailbox";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = (prefix: string) => `${prefix}.${randomBytes(4).toString("hex")}`;
const toast = (page: Page, title: string) => page.locator("li[data-state='open']").filter({ hasText: title });

describe("people and settings", () => {
  it("an admin adds a teacher; the emailed link sets the password and the teacher signs in", async () => {
    const t = await openPage(browser, { sessionId: inject("sessions").admin });
    t.page.setDefaultTimeout(15_000);
    await t.goto("/admin/people");
    await t.page.getByRole("heading", { level: 1, name: "People" }).waitFor();
    await t.page.getByRole("table", { name: "Accounts" }).waitFor();

    const username = unique("teacher");
    const email = `${username}@example.test`;
    await t.page.getByRole("button", { name: "Add person" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Add person" });
    // An admin is not offered administrator roles.
    const roles = await dialog.getByLabel("Role").locator("option").allTextContents();
    expect(roles).toEqual(["Choose a role", "Teacher", "Parent", "Guardian", "Student"]);
    await dialog.getByRole("button", { name: "Add person and send email" }).click();
    await dialog.getByText("Full name is required").waitFor();
    await dialog.getByLabel("Full name").fill("Jordan Teacher");
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Role").selectOption("teacher");
    await dialog.getByRole("button", { name: "Add person and send email" }).click();
    await toast(t.page, "Person added").filter({ hasText: email }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    await t.page.getByLabel("Search").fill(username);
    await t.page.getByRole("button", { name: "Search", exact: true }).click();
    const row = t.page.locator(`[data-testid=person-row][data-username="${username}"]`);
    await row.waitFor();
    await expect.poll(() => t.page.locator("[data-testid=person-row]").count()).toBe(1);
    expect(await row.textContent()).toContain("Not verified");
    await row.getByRole("button", { name: `Resend set-password email for ${username}` }).waitFor();

    const mail = await waitForMail((m) => m.envelopeTo.includes(email) && /account is ready/.test(m.subject));
    expect(mail.text).toContain(`Username: ${username}`);
    expect(mail.text).toContain("Role: Teacher");
    const token = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const teacher = await openPage(browser);
    teacher.page.setDefaultTimeout(15_000);
    await teacher.goto(`/reset-password?token=${token}`);
    const password = "Chalk-Board-2026";
    await teacher.page.getByLabel(/^New password/).fill(password);
    await teacher.page.getByLabel("Confirm new password").fill(password);
    await teacher.page.getByRole("button", { name: "Reset Password" }).click();
    await teacher.page.waitForURL("**/auth");
    await teacher.page.getByLabel("Username or email").fill(username);
    await teacher.page.locator("input[name=password]").fill(password);
    await teacher.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await teacher.page.waitForURL("**/teacher");
    const me = await teacher.page.evaluate(async () => (await fetch("/api/user")).json());
    expect(me).toMatchObject({ username, role: "teacher" });
    teacher.expectClean();
    await teacher.context.close();
    t.expectClean();
    await t.context.close();
  }, 60_000);

  it("a settings change goes round trip and shows on /settings/security", async () => {
    const t = await openPage(browser, { sessionId: inject("sessions").super_admin });
    t.page.setDefaultTimeout(15_000);
    await t.goto("/admin/settings");
    await t.page.getByRole("heading", { level: 1, name: "School Settings" }).waitFor();
    const timeout = t.page.getByLabel("Session timeout (minutes)");
    await expect.poll(() => timeout.inputValue()).toMatch(/^\d+$/);
    const before = Number(await timeout.inputValue());
    const after = before >= 720 ? before - 1 : before + 1;

    // The browser's own checks are off (noValidate): the schema's message shows.
    await timeout.fill("3");
    await t.page.getByRole("button", { name: "Save settings" }).click();
    await t.page.getByText("Session timeout must be a whole number of minutes from 5 to 720").waitFor();

    await timeout.fill(String(after));
    await t.page.getByRole("button", { name: "Save settings" }).click();
    await toast(t.page, "Settings saved").waitFor();
    await t.page.getByTestId("settings-history").getByText(`Changed session timeout from ${before} minutes to ${after} minutes.`).first().waitFor();

    await t.goto("/settings/security");
    await expect.poll(() => t.page.getByTestId("session-timeout-minutes").textContent()).toBe(String(after));

    // Put it back for the other tests sharing this server.
    await t.goto("/admin/settings");
    await expect.poll(() => t.page.getByLabel("Session timeout (minutes)").inputValue()).toBe(String(after));
    await t.page.getByLabel("Session timeout (minutes)").fill(String(before));
    await t.page.getByRole("button", { name: "Save settings" }).click();
    await toast(t.page, "Settings saved").waitFor();
    await t.page.getByTestId("settings-history").getByText(`Changed session timeout from ${after} minutes to ${before} minutes.`).first().waitFor();
    t.expectClean();
    await t.context.close();
  }, 60_000);

  describe("axe", () => {
    it("people and settings have no axe violations in light and dark at 375 and 1280 px", async () => {
      const { page, check, finish } = await axeSweep(browser, { sessionId: inject("sessions").super_admin });

      await page.goto("/admin/people", { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByRole("table", { name: "Accounts" }).waitFor();
      await check("/admin/people");
      // The table scrolls inside its own box; the page never scrolls sideways.
      await page.getByRole("button", { name: "Add person" }).click();
      const dialog = page.getByRole("dialog", { name: "Add person" });
      await dialog.getByRole("button", { name: "Add person and send email" }).click();
      await dialog.getByText("Full name is required").waitFor();
      await check("/admin/people add dialog with errors");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      const action = page.getByRole("button", { name: /^Deactivate for / }).first();
      if (await action.count()) {
        await action.click();
        await page.getByRole("dialog", { name: "Deactivate this account?" }).waitFor();
        await check("/admin/people deactivate confirmation");
        await page.getByRole("button", { name: "Cancel" }).click();
      }

      await page.goto("/admin/settings", { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByRole("button", { name: "Save settings" }).waitFor();
      await page.getByRole("heading", { name: "Recent changes" }).waitFor();
      await check("/admin/settings");
      await page.getByLabel("Tour slot capacity (families)").fill("0");
      await page.getByLabel("Day").selectOption("31");
      await page.getByLabel("Month").selectOption("2");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("Tour slot capacity must be a whole number from 1 to 50").waitFor();
      await check("/admin/settings with errors");
      await finish();
    }, 60_000);
  });
});
