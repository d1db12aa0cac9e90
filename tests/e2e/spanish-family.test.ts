/**
 * A Spanish-speaking guardian's day in the portal (issue 32): the dashboard with their child, progress,
 * the calendar and messages, each in Spanish from the person's setting, with no text of the family's
 * screens left in English, axe clean in light and dark at 375 and 1280 px.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CATALOGUES } from "#common/i18n/catalogues";
import { calendar } from "#common/i18n/en/calendar";
import { family } from "#common/i18n/en/family";
import { messages } from "#common/i18n/en/messages";
import { progress } from "#common/i18n/en/progress";
import { staff } from "#common/i18n/en/staff";
import { staff as spanishStaff } from "#common/i18n/es/staff";
import { ui } from "#common/i18n/en/ui";
import { t } from "#common/i18n/messages";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";
import { SPANISH_GUARDIAN_NAME } from "../support/e2e-people";

const CLIENT_DIR = path.resolve("build/client");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The English sentences of the family's screens that Spanish says differently: whole messages without
 * arguments, long enough that finding one on a Spanish page can only mean it was left untranslated.
 */
const ENGLISH_SENTENCES = Object.entries({ ...family, ...progress, ...messages, ...calendar, ...ui })
  .filter(([id, english]) => english.length >= 16 && !/[{<]/.test(english) && CATALOGUES.es[id] !== english)
  .map(([, english]) => english);

const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

const PAGES = [
  { path: "/parent", title: "portal.title.parent", shows: "family.home.feed.title" },
  { path: "/parent/progress", title: "portal.title.parentProgress", shows: null },
  { path: "/parent/calendar", title: "portal.title.parentCalendar", shows: "calendar.today" },
  { path: "/parent/messages", title: "portal.title.parentMessages", shows: "messages.inbox.newMessage" },
] as const;

describe("a Spanish-speaking guardian's portal", () => {
  it("shows the dashboard, progress, calendar and messages in Spanish, none of their sentences in English, axe clean", async () => {
    const visit = await openPage(browser, { sessionId: inject("spanishGuardianSession"), viewport: { width: 375, height: 740 } });
    const problems: string[] = [];
    const scripts: string[] = [];
    visit.page.on("request", (request) => {
      // The app's own scripts (the tests' axe is served beside them, not built).
      const file = new URL(request.url()).pathname;
      if (request.resourceType() === "script" && file.startsWith("/assets/")) scripts.push(file);
    });
    expect(ENGLISH_SENTENCES.length).toBeGreaterThan(200);
    for (const { path, title, shows } of PAGES) {
      await visit.goto(path);
      await expect.poll(() => visit.page.locator("h1").textContent()).toBe(t("es", title));
      expect(await visit.page.getAttribute("html", "lang")).toBe("es");
      // Signed in as the person, by name.
      expect(await visit.page.getByTestId("account-bar").textContent()).toBe(
        `${t("es", "portal.account.signedInAs")} ${SPANISH_GUARDIAN_NAME}${t("es", "portal.account.signOut")}`,
      );
      if (shows) await visit.page.getByText(t("es", shows), { exact: true }).first().waitFor();
      // Data that loads after the heading (the child, the calendar's events) is in before reading the page.
      // (a screen loading its part shows a status ending in "...", LoadingScreen of components/ui/spinner.tsx).
      await visit.page.waitForFunction(() => [...document.querySelectorAll("[role=status]")].every((el) => !el.textContent?.trim().endsWith("...")));
      const text = await visibleText(visit.page);
      const english = ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence));
      expect(english, `${path} shows English`).toEqual([]);
      problems.push(...(await axeEveryVariant(visit.page, path)));
    }
    expect(problems, problems.join("\n")).toEqual([]);
    // The staff screens' texts are for staff: a family's phone downloads none of them, in either language.
    const sources = scripts.map((file) => readFileSync(path.join(CLIENT_DIR, file), "utf8")).join("\n");
    const staffTexts = [...Object.entries(staff), ...Object.entries(spanishStaff)].filter(([, text]) => /^[A-Za-z ,.]{12,}$/.test(text));
    expect(staffTexts.length).toBeGreaterThan(500);
    expect(staffTexts.filter(([id, text]) => sources.includes(`"${id}":"${text}"`) || sources.includes(`"${id}":\`${text}\``))).toEqual([]);
    visit.expectClean();
    await visit.context.close();
  });
});
