/**
 * One admissions cycle end to end, every step through the browser as people do it: a family applies
 * on the public site and creates a parent account with the same email, verifying it from the mail;
 * an admin signs in with a password (no injected session), finds the application on
 * /admin/operations, moves it to "Offered a place", and the family's letter arrives at the test SMTP
 * server; the parent signs in again and /parent shows the new status.
 */
import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { STATUS_FOR_FAMILIES } from "#common/application-status";
import { launchBrowser, openPage } from "../support/browser";
import { validApplication } from "../support/form-data";
import { changeStatus, registerParent, signIn, signOut, submitFromPage, verificationLink } from "../support/journeys";
import { waitForMail } from "../support/mailbox";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "Maple-Leaf-Walk-9";
const letters = (n: number) => [...randomBytes(n)].map((b) => String.fromCharCode(97 + (b % 26))).join("");

describe("a full admissions cycle", () => {
  it("family applies and verifies, an admin offers a place, the family is emailed and sees it on /parent", { timeout: 90_000 }, async () => {
    const username = `cycle-${letters(6)}`;
    const email = `${username}@example.test`;
    const child = `Ivy${letters(6)}`;

    // 1. The family applies and creates a verified parent account.
    const family = await openPage(browser);
    family.page.setDefaultTimeout(15_000);
    await family.goto("/");
    const submitted = await submitFromPage(
      family.page,
      "/api/application-submission",
      validApplication({ parent_email: email, child_first_name: child, child_last_name: "Mensah" }),
    );
    expect(submitted.status).toBe(201);
    const id = submitted.body.application_id as string;
    await registerParent(family, username, email, PASSWORD);
    await family.page.goto(await verificationLink(email));
    await family.page.getByText("Your email address is verified").waitFor();
    await family.page.getByRole("link", { name: "Go to your family dashboard" }).click();
    await family.page.waitForURL("**/parent");
    const card = family.page.locator(`[data-application-id="${id}"]`);
    await expect.poll(() => card.getByTestId("application-status").textContent()).toBe("Submitted");
    await signOut(family);
    family.expectClean();
    await family.context.close();

    // 2. An admin signs in, sees the new application counted, finds it and offers a place.
    const { username: adminUser, password: adminPassword } = inject("adminAccount");
    const admin = await openPage(browser);
    const { page } = admin;
    page.setDefaultTimeout(15_000);
    await signIn(admin, adminUser, adminPassword, "admin");
    await page.waitForURL("**/admin");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Admin Dashboard");
    await page.getByTestId("dashboard-new-applications").waitFor();
    await page.getByRole("link", { name: "Operations" }).first().click();
    await page.waitForURL("**/admin/operations**");
    await page.getByRole("searchbox", { name: "Search" }).fill(child);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Showing 1-1 of 1 application" }).waitFor();
    await page.getByRole("link", { name: new RegExp(`^${id}`) }).click();
    await page.getByRole("heading", { level: 2, name: `Application ${id}` }).waitFor();
    await changeStatus(page, "Under review", "Records complete.");
    await changeStatus(page, "Offered a place", "Offer agreed at the Monday meeting.");
    expect(await page.locator("article header [data-status]").textContent()).toBe("Offered a place");
    admin.expectClean();
    await admin.context.close();

    // 3. The family's letter arrives, and the parent sees the new status after signing in.
    const letter = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject.includes(id) && m.subject.includes("Offered a place"));
    expect(letter.text).toContain(STATUS_FOR_FAMILIES.offered.nextStep);
    expect(letter.raw).not.toContain("Monday meeting");

    const back = await openPage(browser);
    back.page.setDefaultTimeout(15_000);
    await signIn(back, username, PASSWORD, "parent");
    await back.page.waitForURL("**/parent");
    const offered = back.page.locator(`[data-application-id="${id}"]`);
    await expect.poll(() => offered.getByTestId("application-status").textContent()).toBe("Offered a place");
    expect(await offered.textContent()).toContain(STATUS_FOR_FAMILIES.offered.nextStep);
    expect(await offered.locator("ol[data-testid=timeline] > li").last().textContent()).toContain("Offered a place");
    expect(await offered.textContent()).not.toContain("Monday meeting");
    back.expectClean();
    await back.context.close();
  });
});
