/**
 * /daily-life: the sample day in Eastern Time in the served HTML, each time also shown in the
 * visitor's zone after hydration without moving anything. /faqs: every answer in the served HTML,
 * one answer open at a time across the four categories, collapsible, operable with the keyboard.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ALL_FAQ_ITEMS, FAQ_CATEGORIES } from "../../app/features/faqs/faq-data";
import { CLUBS, SAMPLE_SCHEDULE, TECHNOLOGY_REQUIREMENTS } from "#common/schedule";
import { formatTime, toZone } from "#common/time-zone";
import { school } from "#common/school";
import { axeBothThemes } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";

const baseUrl = inject("baseUrl");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page body as text, without scripts (so JSON-LD cannot stand in for page content). */
async function servedText(path: string) {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const body = html.slice(html.indexOf("<body")).replace(/<script[\s\S]*?<\/script>/g, "");
  const text = body
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  return { html, body, text };
}

const localTimes = (page: Page) => page.getByTestId("local-time").evaluateAll((els) => els.map((el) => el.textContent ?? ""));

/**
 * The layout shifts Chromium recorded since navigation that CLS counts (not those within 500 ms of the
 * visitor's input, here the key press that hydrates the page, tests/support/browser.ts), each with
 * what moved, so a failure says which element and by how much (a full CI run twice saw 0.00044 that
 * no run of this file alone reproduced).
 */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const name = (node: Node | null) => {
          if (!(node instanceof Element)) return node?.nodeName ?? "(gone)";
          const id = node.id ? `#${node.id}` : "";
          const testId = node.getAttribute("data-testid") ? `[data-testid=${node.getAttribute("data-testid")}]` : "";
          return `${node.tagName.toLowerCase()}${id}${testId} "${(node.textContent ?? "").trim().slice(0, 40)}"`;
        };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((e) => !e.hadRecentInput);
          resolve(
            shifts.map(
              (e) =>
                `${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ${e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`).join("; ")}`,
            ),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all means no shift: the observer would never call back.
        setTimeout(() => resolve([]), 500);
      }),
  );

describe("/daily-life", () => {
  it("serves the whole schedule in Eastern Time, clubs and technology in the prerendered HTML, with the local-time space reserved", async () => {
    const { body, text } = await servedText("/daily-life");
    for (const item of SAMPLE_SCHEDULE) {
      expect(body).toContain(`<time dateTime="${item.time}">${formatTime(item.time)}</time>`);
      expect(body).toContain(`<time dateTime="${item.endTime}">${formatTime(item.endTime)}</time>`);
      expect(text).toContain(item.title);
      expect(text).toContain(item.description);
    }
    expect(text).toContain("9:00 AM to 2:00 PM ET");
    expect(text).toContain("11:30 AM to 12:15 PM");
    for (const club of CLUBS) expect(text).toContain(club.name);
    for (const req of TECHNOLOGY_REQUIREMENTS) expect(text).toContain(req.title);
    expect(text).toContain("20 to 40 minutes");
    expect(text).toContain("About 3 to 4 hours");
    expect(text).toContain("15+");
    expect(body).toContain('id="clubs"');
    // One empty line per item waits for the visitor's time.
    const reserved = body.match(/data-testid="local-time"><\/p>/g) ?? [];
    expect(reserved).toHaveLength(SAMPLE_SCHEDULE.length);
  });

  it("shows each time also in the visitor's zone (Los Angeles: 9:00 AM ET is 6:00 AM), without shifting the layout", async () => {
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      // Where each item sits in the served HTML, before any script runs...
      const served = await browser.newContext({ viewport, javaScriptEnabled: false, baseURL: baseUrl, timezoneId: "America/Los_Angeles" });
      const servedPage = await served.newPage();
      await servedPage.goto("/daily-life");
      const before = await servedPage.getByTestId(/^schedule-/).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top + window.scrollY));
      expect(before).toHaveLength(SAMPLE_SCHEDULE.length);
      await served.close();

      const t = await openPage(browser, { timezoneId: "America/Los_Angeles", viewport });
      // A slow phone's parser yields and paints before the header is whole; the school's name then
      // wrapped when the header's buttons arrived (root.tsx holds the first frame until <main>).
      const cdp = await t.context.newCDPSession(t.page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      await t.goto("/daily-life");
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await expect.poll(() => localTimes(t.page)).not.toContain("");
      const times = await localTimes(t.page);
      expect(times[0]).toMatch(/Pacific (Standard|Daylight) Time: 6:00 AM – 6:20 AM$/);
      expect(times.at(-1)).toMatch(/10:30 AM – 11:00 AM$/);
      SAMPLE_SCHEDULE.forEach((item, i) => {
        const start = toZone(item.time, "2026-01-15", "America/Los_Angeles").label;
        expect(times[i]).toContain(`${start} – `);
      });
      expect(await t.page.getByTestId("zone-select").inputValue()).toBe("America/Los_Angeles");
      expect(await t.page.getByTestId("zone-status").textContent()).toMatch(/Below each Eastern time: Pacific (Standard|Daylight) Time \(P[SD]T\)/);

      // ...is where it still sits once the local times are in.
      const after = await t.page.getByTestId(/^schedule-/).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top + window.scrollY));
      expect(after).toEqual(before);
      expect(await layoutShifts(t.page)).toEqual([]);
      t.expectClean();
      await t.context.close();
    }
  });

  it("shows no second time for a family in Eastern Time", async () => {
    const t = await openPage(browser, { timezoneId: "America/New_York" });
    await t.goto("/daily-life");
    await expect.poll(() => t.page.getByTestId("zone-status").textContent()).toBe("Showing Eastern Time (ET) only, the school’s time zone.");
    expect(await t.page.getByTestId("zone-select").inputValue()).toBe(school.timeZone);
    expect(await localTimes(t.page)).toEqual(SAMPLE_SCHEDULE.map(() => ""));
    expect(await t.page.getByTestId("schedule-morning-meeting").getByTestId("school-time").textContent()).toMatch(/^9:00 AM.*9:20 AM ET$/);
    t.expectClean();
    await t.context.close();
  });

  it("lets the family pick another zone, with daylight saving time right for the day (London in the March gap)", async () => {
    const t = await openPage(browser, { timezoneId: "America/Chicago" });
    // Tuesday, March 10, 2026, 10:00 in New York: the U.S. is on daylight time, the U.K. is not yet.
    await t.page.clock.setFixedTime(new Date("2026-03-10T14:00:00Z"));
    await t.goto("/daily-life");
    await expect.poll(() => localTimes(t.page).then((times) => times[0])).toMatch(/Central Daylight Time: 8:00 AM – 8:20 AM$/);
    expect(await t.page.getByTestId("zone-status").getAttribute("data-date")).toBe("2026-03-10");

    await t.page.getByLabel("Show the times also in").selectOption("Europe/London");
    await expect.poll(() => localTimes(t.page).then((times) => times[0])).toMatch(/Greenwich Mean Time: 1:00 PM – 1:20 PM$/);
    expect(await t.page.getByTestId("zone-status").textContent()).toContain("Tuesday, March 10, 2026");

    await t.page.getByLabel("Show the times also in").selectOption("Asia/Tokyo");
    const tokyo = await localTimes(t.page);
    expect(tokyo[0]).toMatch(/10:00 PM – 10:20 PM$/);
    expect(tokyo[1]).toMatch(/10:20 PM – 11:30 PM$/);
    expect(tokyo[2]).toMatch(/11:30 PM – 11:45 PM$/);
    expect(tokyo[3]).toMatch(/11:45 PM – 12:30 AM \(ends next day\)$/);
    expect(tokyo[4]).toMatch(/12:30 AM – 1:15 AM \(next day\)$/);

    await t.page.getByLabel("Show the times also in").selectOption(school.timeZone);
    expect(await localTimes(t.page)).toEqual(SAMPLE_SCHEDULE.map(() => ""));
    t.expectClean();
    await t.context.close();
  });

  it("offers the visitor's own zone when it is not in the list", async () => {
    const t = await openPage(browser, { timezoneId: "Europe/Berlin" });
    await t.page.clock.setFixedTime(new Date("2026-01-15T14:00:00Z"));
    await t.goto("/daily-life");
    await expect.poll(() => t.page.getByTestId("zone-select").inputValue()).toBe("Europe/Berlin");
    expect(await t.page.locator('optgroup[label="Your device"] option').textContent()).toBe("Berlin");
    // Berlin is UTC+1 in January: 9:00 AM EST (UTC-5) is 3:00 PM there.
    expect((await localTimes(t.page))[0]).toMatch(/Central European Standard Time: 3:00 PM – 3:20 PM$/);
    t.expectClean();
    await t.context.close();
  });
});

describe("/faqs", () => {
  it("serves every answer in the prerendered HTML, hidden, and the same answers in the FAQPage JSON-LD", async () => {
    const { html, body, text } = await servedText("/faqs");
    expect(FAQ_CATEGORIES).toHaveLength(4);
    for (const category of FAQ_CATEGORIES) {
      expect(category.items.length).toBeGreaterThanOrEqual(4);
      expect(category.items.length).toBeLessThanOrEqual(6);
      expect(body).toMatch(new RegExp(`<h2[^>]*>.*${category.category}</h2>`));
    }
    for (const item of ALL_FAQ_ITEMS) {
      expect(text).toContain(item.question);
      expect(text).toContain(item.answer);
    }
    // Every category and question is an anchor; no two elements share an id.
    const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length - new Set(ids).size, "duplicate ids").toBe(0);
    for (const category of FAQ_CATEGORIES) expect(ids).toContain(category.id);
    for (const item of ALL_FAQ_ITEMS) expect(ids).toContain(item.id);

    const panels = body.match(/<div id="[^"]+-answer"[^>]*>/g) ?? [];
    expect(panels).toHaveLength(ALL_FAQ_ITEMS.length);
    for (const panel of panels) expect(panel).toMatch(/ hidden=""/);

    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const faq = ld.find((d) => d["@type"] === "FAQPage");
    expect(faq.mainEntity).toEqual(
      ALL_FAQ_ITEMS.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
    );
    expect(body).toMatch(/<a[^>]*href="\/contact"[^>]*>(?:(?!<\/a>).)*Contact Us<\/a>/);
    expect(body).toContain(`href="tel:${school.phone.e164}"`);
  });

  it("keeps one answer open across all categories, and closes the open one when pressed again", async () => {
    const t = await openPage(browser);
    await t.goto("/faqs");
    const [first, second] = FAQ_CATEGORIES[0]!.items;
    const other = FAQ_CATEGORIES[2]!.items[1]!;
    const trigger = (id: string) => t.page.locator(`#${id}-question`);
    const answer = (id: string) => t.page.locator(`#${id}-answer`);
    const openAnswers = () => t.page.locator('[data-testid="faq-answer"]:not([hidden])').evaluateAll((els) => els.map((el) => el.id));

    expect(await openAnswers()).toEqual([]);
    await trigger(first!.id).click();
    expect(await openAnswers()).toEqual([`${first!.id}-answer`]);
    expect(await answer(first!.id).textContent()).toContain(first!.answer);
    expect(await trigger(first!.id).getAttribute("aria-expanded")).toBe("true");
    expect(await trigger(first!.id).getAttribute("aria-controls")).toBe(`${first!.id}-answer`);
    expect(await t.page.getByRole("region", { name: first!.question }).isVisible()).toBe(true);

    // Another question in the same category closes the first.
    await trigger(second!.id).click();
    expect(await openAnswers()).toEqual([`${second!.id}-answer`]);
    expect(await trigger(first!.id).getAttribute("aria-expanded")).toBe("false");

    // So does one in another category.
    await trigger(other.id).click();
    expect(await openAnswers()).toEqual([`${other.id}-answer`]);
    expect(await answer(second!.id).isVisible()).toBe(false);

    // Pressing the open question closes it: nothing is open.
    await trigger(other.id).click();
    expect(await openAnswers()).toEqual([]);
    expect(await trigger(other.id).getAttribute("aria-expanded")).toBe("false");
    t.expectClean();
    await t.context.close();
  });

  it("works with the keyboard: Enter and Space on the focused question", async () => {
    const t = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await t.goto("/faqs");
    const [a, b] = FAQ_CATEGORIES[1]!.items;
    const openAnswers = () => t.page.locator('[data-testid="faq-answer"]:not([hidden])').evaluateAll((els) => els.map((el) => el.id));

    await t.page.locator(`#${a!.id}-question`).focus();
    await t.page.keyboard.press("Enter");
    expect(await openAnswers()).toEqual([`${a!.id}-answer`]);
    await t.page.keyboard.press("Space");
    expect(await openAnswers()).toEqual([]);
    await t.page.keyboard.press("Space");
    expect(await openAnswers()).toEqual([`${a!.id}-answer`]);

    // Enter on the next question opens it and closes the first; focus stays on the question.
    await t.page.locator(`#${b!.id}-question`).focus();
    await t.page.keyboard.press("Enter");
    expect(await openAnswers()).toEqual([`${b!.id}-answer`]);
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe(`${b!.id}-question`);
    // The accordion's arrow keys move between questions.
    await t.page.keyboard.press("ArrowDown");
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe(`${FAQ_CATEGORIES[1]!.items[2]!.id}-question`);
    t.expectClean();
    await t.context.close();
  });

  it("opens the question named in the address (#id), and offers Contact Us and a phone link", async () => {
    const t = await openPage(browser);
    const target = FAQ_CATEGORIES[1]!.items.at(-1)!;
    await t.goto(`/faqs#${target.id}`);
    await expect.poll(() => t.page.locator(`#${target.id}-answer`).isVisible()).toBe(true);
    expect(await t.page.locator('[data-testid="faq-answer"]:not([hidden])').count()).toBe(1);

    const call = t.page.getByRole("link", { name: `Call ${school.phone.display}` });
    expect(await call.getAttribute("href")).toBe(`tel:${school.phone.e164}`);
    await t.page.getByRole("link", { name: "Contact Us", exact: true }).click();
    await t.page.waitForURL("**/contact");
    t.expectClean();
    await t.context.close();
  });
});

describe("accessibility of the states the page-wide axe run does not reach", () => {
  // Both themes on one load of each page (tests/support/axe.ts axeBothThemes): both pages are hydrated
  // here (the schedule in view, the answer opened from the address), so they follow the system theme.
  it("finds nothing with local times shown and an answer open (light and dark)", async () => {
    // Axe is injected as an inline script, which the pages' CSP rightly refuses; this context bypasses it.
    const context = await browser.newContext({
      colorScheme: "light",
      bypassCSP: true,
      baseURL: baseUrl,
      timezoneId: "Asia/Tokyo",
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/daily-life", { waitUntil: "networkidle" });
    // The page hydrates as the schedule comes into view (docs/decisions/0017).
    await page.getByTestId("zone-select").scrollIntoViewIfNeeded();
    await expect.poll(() => localTimes(page)).not.toContain("");
    const problems = await axeBothThemes(page, "/daily-life");
    await page.goto(`/faqs#${FAQ_CATEGORIES[0]!.items.at(-1)!.id}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator('[data-testid="faq-answer"]:not([hidden])').count()).toBe(1);
    problems.push(...(await axeBothThemes(page, "/faqs")));
    await context.close();
    expect(problems, problems.join("\n")).toEqual([]);
  }, 90_000);
});
