/**
 * The Standards tab of /admin/courses in Chromium against the real server: an admin finds a published
 * standard (read-only: no Edit), adds a school standard (the form first refuses an empty code), finds
 * it by search and by subject and grade, edits it, archives it (it shows as archived) and restores it;
 * axe finds nothing on the list and on the form with its errors, light and dark, at 375 and 1280 px.
 * The e2e server is shared: the code is unique.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const code = `SEL.E2E-${randomBytes(3).toString("hex").toUpperCase()}`;
const toast = (page: Page, title: string | RegExp) => page.locator("li[data-state='open']").filter({ hasText: title });

describe("standards (/admin/courses?tab=standards)", () => {
  it("an admin adds a school standard, finds it, edits, archives and restores it; published ones are read-only", async () => {
    const t = await openPage(browser, { sessionId: inject("sessions").admin });
    t.page.setDefaultTimeout(15_000);
    const page = t.page;
    await t.goto("/admin/courses?tab=standards");
    await page.getByRole("heading", { level: 2, name: "Standards" }).waitFor();
    const rows = page.getByTestId("standard-row");

    const search = page.getByRole("search", { name: "Find standards" });
    await search.getByLabel("Search").fill("3.NF.A.1");
    await search.getByRole("button", { name: "Search" }).click();
    const published = rows.filter({ hasText: "3.NF.A.1" });
    await published.filter({ hasText: "Common Core Mathematics" }).waitFor();
    expect(await published.getByRole("button", { name: /Edit/ }).count()).toBe(0);
    await published.getByRole("button", { name: "Archive 3.NF.A.1" }).waitFor();

    await page.getByRole("button", { name: "Add school standard" }).click();
    const dialog = page.getByRole("dialog", { name: "Add school standard" });
    await dialog.getByRole("button", { name: "Add standard" }).click();
    await dialog.getByText("Please enter a code of letters, digits, dots and dashes, such as SEL.2.1.").waitFor();
    await dialog.getByLabel("Code").fill(code);
    await dialog.getByLabel("Subject").selectOption({ label: "Social-Emotional Learning" });
    await dialog.getByLabel("Grade").selectOption({ label: "Grade 2" });
    await dialog.getByLabel("Domain").fill("Self-awareness");
    await dialog.getByLabel("Cluster").fill("Naming feelings");
    await dialog.getByLabel("Description").fill("Name their own feelings and say what caused them.");
    await dialog.getByRole("button", { name: "Add standard" }).click();
    await toast(page, `Added the school standard ${code}.`).waitFor();
    await dialog.waitFor({ state: "hidden" });

    await search.getByLabel("Search").fill(code);
    await search.getByRole("button", { name: "Search" }).click();
    const mine = rows.filter({ hasText: code });
    await mine.filter({ hasText: "Name their own feelings" }).waitFor();
    expect(await rows.count()).toBe(1);
    await page.waitForURL(/sq=/);

    await search.getByLabel("Search").fill("");
    await search.getByRole("button", { name: "Search" }).click();
    await search.getByLabel("Subject").selectOption({ label: "Social-Emotional Learning" });
    await search.getByLabel("Grade").selectOption({ label: "Grade 2" });
    await search.getByLabel("Framework").selectOption({ label: "School standard" });
    await mine.waitFor();
    await mine.getByRole("button", { name: `Edit ${code}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${code}` });
    await edit.getByLabel("Description").fill("Name their feelings and what caused them.");
    await edit.getByRole("button", { name: "Save standard" }).click();
    await toast(page, `Saved the standard ${code}.`).waitFor();
    await mine.filter({ hasText: "Name their feelings and what caused them." }).waitFor();

    await mine.getByRole("button", { name: `Archive ${code}` }).click();
    await toast(page, `Archived ${code}.`).waitFor();
    await mine
      .filter({ hasText: "Archived" })
      .getByRole("button", { name: `Restore ${code}` })
      .waitFor();
    await mine.getByRole("button", { name: `Restore ${code}` }).click();
    await toast(page, `Restored ${code}.`).waitFor();
    await mine.getByRole("button", { name: `Archive ${code}` }).waitFor();

    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await waitForHydration(page);
    await mine.waitFor();
    t.expectClean();
    await t.context.close();
  }, 90_000);

  describe("axe", () => {
    it("the Standards tab has no axe violations in light and dark at 375 and 1280 px", async () => {
      const { page, check, finish } = await axeSweep(browser, { sessionId: inject("sessions").admin });
      await page.goto("/admin/courses?tab=standards&sgrade=3&ssubject=math", { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByTestId("standard-row").first().waitFor();
      await check("/admin/courses standards");
      await page.getByRole("button", { name: "Add school standard" }).click();
      const dialog = page.getByRole("dialog", { name: "Add school standard" });
      await dialog.getByRole("button", { name: "Add standard" }).click();
      await dialog.getByText("Please enter a code of letters, digits, dots and dashes, such as SEL.2.1.").waitFor();
      await check("/admin/courses add standard with errors");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await finish();
    }, 60_000);
  });
});
