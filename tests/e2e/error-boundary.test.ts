/**
 * The error boundary of docs/product.md sections 2, 4 and 8: an uncaught rendering error shows "Something went
 * wrong" with the apology, is reported to analytics as an exception event, and Try Again, Reload
 * Page and Go Home each lead back to a working page.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type TestPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BROKEN_MODULE = 'export default function Broken() { throw new Error("planted render failure"); }\n';

/** Serves a route module that throws while rendering, as a bug in a page would. */
async function breakRouteModule(page: Page, name: string) {
  const matcher = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.route(matcher, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: BROKEN_MODULE }));
  return () => page.unroute(matcher);
}

/** Records analytics events through the gtag hook the analytics module reports to. */
async function captureAnalytics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { gtag: (...args: unknown[]) => void; __events: unknown[][] };
    w.__events = [];
    w.gtag = (...args: unknown[]) => w.__events.push(args);
  });
}

async function openBroken(): Promise<TestPage & { repair: () => Promise<void> }> {
  const t = await openPage(browser);
  await captureAnalytics(t.page);
  const repair = await breakRouteModule(t.page, "tuition");
  await t.goto("/");
  await t.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tuition" }).click();
  await t.page.getByRole("heading", { name: "Something went wrong" }).waitFor();
  return { ...t, repair };
}

/** React reports the error it caught; that report, and only that, is expected. */
function expectOnlyThePlantedError(t: TestPage) {
  const unexpected = t.problems.filter((p) => !p.includes("planted render failure"));
  expect(unexpected, unexpected.join("\n")).toEqual([]);
}

describe("error boundary", () => {
  it("shows the apology and the three ways out, and reports an exception event", async () => {
    const t = await openBroken();
    const main = t.page.locator("main");
    expect(await main.textContent()).toContain("We apologize for the inconvenience. The application has encountered an unexpected error.");
    for (const name of ["Try Again", "Reload Page", "Go Home"]) {
      expect(await t.page.getByRole("button", { name }).isVisible()).toBe(true);
    }
    const events = await t.page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events);
    expect(events).toContainEqual(["event", "exception", { description: "Error: planted render failure", fatal: true }]);
    expectOnlyThePlantedError(t);
    await t.context.close();
  });

  it("Go Home returns to the home page", async () => {
    const t = await openBroken();
    await t.page.getByRole("button", { name: "Go Home" }).click();
    await t.page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Quality Education From Anywhere");
    expectOnlyThePlantedError(t);
    await t.context.close();
  });

  it("Reload Page loads the page afresh", async () => {
    const t = await openBroken();
    await t.repair();
    await t.page.getByRole("button", { name: "Reload Page" }).click();
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Tuition");
    expect(new URL(t.page.url()).pathname).toBe("/tuition");
    expectOnlyThePlantedError(t);
    await t.context.close();
  });

  it("Try Again returns to normal once the cause has passed", async () => {
    const t = await openPage(browser);
    await captureAnalytics(t.page);
    // A page that fails until its fault clears (React itself retries a failed render once, so a
    // fault that clears after one render would never reach the boundary).
    await t.page.route(/\/assets\/tuition-[\w-]+\.js$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: 'export default function Flaky() { if (!globalThis.__faultCleared) throw new Error("planted render failure"); return "Recovered after retry"; }\n',
      }),
    );
    await t.goto("/");
    await t.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Tuition" }).click();
    await t.page.getByRole("heading", { name: "Something went wrong" }).waitFor();
    await t.page.evaluate(() => ((globalThis as unknown as { __faultCleared: boolean }).__faultCleared = true));
    await t.page.getByRole("button", { name: "Try Again" }).click();
    await t.page.getByText("Recovered after retry").waitFor();
    expect(new URL(t.page.url()).pathname).toBe("/tuition");
    expect(await t.page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
    expectOnlyThePlantedError(t);
    await t.context.close();
  });
});
