/**
 * The office's year in Chromium (issue 36), without changing the shared e2e school: a student record's
 * Withdrawal card and its dialog (a missing reason is refused on its field before anything is sent), the
 * Calendar tab's "Move to the next school year" card, and the Billing tab's school year; axe finds nothing
 * on them, light and dark, at 375 and 1280 px. What withdrawing and moving do is tests/api/withdrawal.test.ts
 * and tests/api/year-rollover.test.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first child of the school's student list, by the office's own list. */
async function aStudent(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get("/api/admin/students?page=1&pageSize=1");
  const [first] = (await res.json()).data.items as { id: string; firstName: string; lastName: string }[];
  return { id: first!.id, name: `${first!.firstName} ${first!.lastName}` };
}

describe("the office's year", () => {
  it("shows a child's Withdrawal card, and its dialog refuses a missing reason on its field", async () => {
    const t = await openPage(browser, { sessionId: inject("sessions").admin });
    t.page.setDefaultTimeout(15_000);
    await t.goto("/admin/people?tab=students");
    const child = await aStudent(t.page);
    await t.goto(`/admin/people?tab=students&student=${child.id}`);
    const card = t.page.getByRole("region", { name: "Withdrawal" });
    await card.waitFor();
    expect(await card.textContent()).toContain(`${child.name} is at the school.`);
    await card.getByRole("button", { name: "Withdraw" }).click();
    const dialog = t.page.getByRole("dialog", { name: `Withdraw ${child.name}` });
    await dialog.waitFor();
    expect(await dialog.getByLabel("First day no longer at the school").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    await dialog.getByText("Please say why the child is leaving.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await card.textContent()).toContain(`${child.name} is at the school.`);
    t.expectClean();
  }, 120_000);

  it("is accessible in light and dark at 375 and 1280 px: the record's card and dialog, the move to the next year, the billing year", async () => {
    const sweep = await axeSweep(browser, { sessionId: inject("sessions").admin });
    await sweep.page.goto("/admin/people?tab=students");
    const child = await aStudent(sweep.page);
    await sweep.page.goto(`/admin/people?tab=students&student=${child.id}`);
    const card = sweep.page.getByRole("region", { name: "Withdrawal" });
    await card.waitFor();
    await sweep.check("withdrawal card");
    await card.getByRole("button", { name: "Withdraw" }).click();
    await sweep.page.getByRole("dialog").waitFor();
    await sweep.check("withdraw dialog", "[role=dialog]");
    await sweep.page.keyboard.press("Escape");

    await sweep.page.goto("/admin/courses?tab=calendar");
    await sweep.page.getByRole("region", { name: "Move to the next school year" }).waitFor();
    await sweep.check("move to the next year");

    await sweep.page.goto("/admin/operations?tab=billing");
    await sweep.page.getByLabel("School year").first().waitFor();
    await sweep.check("billing year");
    await sweep.finish();
  }, 180_000);
});
