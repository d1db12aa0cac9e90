/**
 * Handing a device to a child on a phone (issue 34), at 375 px: the guardian hands the device to
 * their child from /parent, the child lands on their home with a "Back to <guardian>" button; a wrong
 * password leaves the child signed in, the right one brings the guardian back to /parent. The
 * dialogs are axe clean. The family is the global set-up's own (handOverFamily): this test ends its
 * guardian's session.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";
import { toast } from "../support/journeys";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 375, height: 740 };

describe("handing a device to a child", () => {
  it("signs the child in on the guardian's phone, and the guardian back with their password", async () => {
    const family = inject("handOverFamily");
    const phone = await openPage(browser, {
      sessionId: family.guardianSession,
      viewport: PHONE,
      expectedFailures: [{ path: "/api/session/hand-back", status: 401 }],
    });
    await phone.goto("/parent");
    // On a phone the account's tasks are folded under "Timetable and more".
    await phone.page.getByTestId("family-more").locator("summary").click();
    const card = phone.page.getByTestId("children-sign-in");
    await card.waitFor();
    await card.getByRole("button", { name: `Hand this device to ${family.childName}` }).click();

    const confirm = phone.page.getByTestId("hand-over-dialog");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`${family.childName} Handover will be signed in on this device. To come back, you'll need your password.`);
    expect(await axeViolations(phone.page)).toEqual([]);
    await confirm.getByRole("button", { name: "Hand over" }).click();

    await phone.page.waitForURL("**/student");
    await phone.page.getByRole("heading", { level: 1 }).first().waitFor();
    const back = phone.page.getByTestId("account-bar").getByRole("button", { name: `Back to ${family.guardianFirstName}` });
    await back.waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await back.click();
    const dialog = phone.page.getByTestId("hand-back-dialog");
    await dialog.waitFor();
    expect(await axeViolations(phone.page)).toEqual([]);
    await dialog.getByLabel("Your password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Sign back in" }).click();
    await dialog.getByText("That password is not right. Try again.").waitFor();
    // Still the child's device.
    expect(new URL(phone.page.url()).pathname).toBe("/student");

    await dialog.getByLabel("Your password").fill(family.password);
    await dialog.getByRole("button", { name: "Sign back in" }).click();
    await phone.page.waitForURL("**/parent");
    await toast(phone.page, `Welcome back, ${family.guardianFirstName}`).waitFor();
    expect(
      await phone.page
        .getByTestId("account-bar")
        .getByRole("button", { name: /^Back to / })
        .count(),
    ).toBe(0);
    phone.expectClean();
    await phone.context.close();
  });
});
