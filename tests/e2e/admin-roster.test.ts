/**
 * The Roster tab of /admin/courses in Chromium: an admin checks a OneRoster 1.2 set (the dry run writes
 * nothing, so the shared e2e database is untouched), reads the refused rows with their reasons, and
 * downloads the school's roster; axe finds nothing on the empty panel and on the check's report, light
 * and dark, at 375 and 1280 px.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
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

const dir = path.resolve("tests/fixtures/oneroster");
const files = readdirSync(dir).map((name) => ({ name, mimeType: "text/csv", buffer: readFileSync(path.join(dir, name)) }));

describe("roster import and export (/admin/courses?tab=roster)", () => {
  it("checks a OneRoster set, lists every refused row with its reason, and downloads the roster", async () => {
    const t = await openPage(browser, { sessionId: inject("sessions").admin });
    t.page.setDefaultTimeout(15_000);
    await t.goto("/admin/courses?tab=roster");
    await t.page.getByRole("heading", { name: "Roster import and export" }).waitFor();
    await t.page.getByLabel("OneRoster files").setInputFiles(files);
    await t.page.getByRole("button", { name: "Check the files" }).click();
    const refused = t.page.getByRole("table", { name: "Refused rows with the reason for each" });
    await refused.waitFor();
    expect(await refused.textContent()).toContain("No birth date");
    const download = t.page.waitForEvent("download");
    await t.page.getByRole("button", { name: "Download roster (OneRoster 1.2)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^oneroster-brightpath-.*\.zip$/);
    t.expectClean();
  }, 120_000);

  it("is accessible in light and dark at 375 and 1280 px", async () => {
    const sweep = await axeSweep(browser, { sessionId: inject("sessions").admin });
    await sweep.page.goto("/admin/courses?tab=roster");
    await sweep.page.getByRole("heading", { name: "Roster import and export" }).waitFor();
    await sweep.check("empty");
    await sweep.page.getByLabel("OneRoster files").setInputFiles(files);
    await sweep.page.getByRole("button", { name: "Check the files" }).click();
    await sweep.page.getByRole("heading", { name: "Check result" }).waitFor();
    await sweep.page.locator("details summary").first().click();
    await sweep.check("report");
    await sweep.finish();
  }, 120_000);
});
