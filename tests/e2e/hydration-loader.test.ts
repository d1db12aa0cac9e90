/**
 * The loader that starts a page's scripts (app/lib/hydrate-on-intent.ts) on a page whose end arrives
 * late, as on a slow phone connection: the first paint, or a press, can come before the template that
 * holds the scripts has been parsed, and the page must still go live once it has (it once stayed
 * unhydrated for good). The page is made here and answered by the browser's request interception,
 * with the part after the first paint held back behind a script the test answers late.
 */
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFERRED_TEMPLATE_ID, HYDRATED_EVENT, hydrateAfterFirstPaintScript, hydrateOnIntentScript } from "../../app/lib/hydrate-on-intent";
import { launchBrowser, stopPageClock } from "../support/browser";

const ORIGIN = "http://loader.test";
const HOLD_MS = 800;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page with the loader in its head, content to paint, then a script answered late, then the template. */
function pageWith(loader: string, pageScript = "window.pageStarted = (window.pageStarted || 0) + 1;", preloads = 0) {
  const links = Array.from({ length: preloads }, (_, index) => `<link rel='modulepreload' href='${ORIGIN}/module-${index}.js'>`).join("");
  return [
    "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Loader</title>",
    `<script>${loader}</script></head><body>`,
    "<main><h1>Today</h1><button type='button' id='press'>Hand in</button></main>",
    `<script src='${ORIGIN}/held.js'></script>`,
    `<template id='${DEFERRED_TEMPLATE_ID}'>${links}<script>${pageScript}</script></template>`,
    "</body></html>",
  ].join("");
}

async function open(loader: string, beforeHeld?: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  let releaseHeld!: () => void;
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  await context.route(`${ORIGIN}/**`, async (route: Route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/") return route.fulfill({ contentType: "text/html", body: pageWith(loader) });
    if (url.pathname === "/held.js") {
      await held;
      return route.fulfill({ contentType: "text/javascript", body: "window.heldRan = true;" });
    }
    return route.fulfill({ status: 404, body: "" });
  });
  // Opened from the page itself: the harness's goto would wait for React, which this page has not.
  await page.evaluate((url) => location.assign(url), `${ORIGIN}/`);
  // The content before the held script is painted while the rest of the page has not arrived.
  await page.getByRole("heading", { name: "Today" }).waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  expect(await page.evaluate(() => document.readyState)).toBe("loading");
  await beforeHeld?.(page);
  setTimeout(releaseHeld, HOLD_MS);
  await page.waitForLoadState("load");
  return { page, context, errors };
}

describe("the loader on a page whose end arrives after its first paint", () => {
  it("starts a signed-in page's scripts once the template has arrived, once", async () => {
    const { page, context, errors } = await open(hydrateAfterFirstPaintScript);
    await page.waitForFunction(() => (window as { pageStarted?: number }).pageStarted === 1);
    expect(await page.evaluate(() => (window as { heldRan?: boolean }).heldRan)).toBe(true);
    expect(await page.evaluate((id) => document.getElementById(id), DEFERRED_TEMPLATE_ID)).toBeNull();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { pageStarted?: number }).pageStarted)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts a public page's scripts for a press made before the template has arrived", async () => {
    const { page, context, errors } = await open(hydrateOnIntentScript, async (early) => {
      await early.getByRole("button", { name: "Hand in" }).click();
    });
    await page.waitForFunction(() => (window as { pageStarted?: number }).pageStarted === 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("leaves a public page without a sign of intent as it is", async () => {
    const { page, context, errors } = await open(hydrateOnIntentScript);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { pageStarted?: number }).pageStarted)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A new page answered at ORIGIN by `answer` (the page itself at "/", scripts empty unless it says), keeping its errors. */
async function served(answer: (path: string) => { contentType?: string; body: string; status?: number } | undefined) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await context.route(`${ORIGIN}/**`, (route: Route) =>
    route.fulfill(answer(new URL(route.request().url()).pathname) ?? { contentType: "text/javascript", body: "" }),
  );
  return { context, page, errors };
}

/** A public page whose template runs `pageScript`, whole and loaded (no part held back). */
async function openLoaded(pageScript: string) {
  const { context, page, errors } = await served((path) =>
    path === "/" ? { contentType: "text/html", body: pageWith(hydrateOnIntentScript, pageScript) } : undefined,
  );
  // Opened from the page itself: the harness's goto would wait for React, which this page has not.
  await page.evaluate((url) => location.assign(url), `${ORIGIN}/`);
  await page.waitForURL(`${ORIGIN}/`, { waitUntil: "load" });
  return { page, context, errors };
}

describe("the loader's held press", () => {
  it("reaches the control that replaced the pressed one as the page went live (a stand-in swapped for the real menu)", async () => {
    // The page's code replaces the button with its live twin (same id), then announces that it is live.
    const goLive = [
      "const old = document.getElementById('press');",
      "const live = document.createElement('button');",
      "live.type = 'button'; live.id = 'press'; live.textContent = 'Hand in';",
      "live.addEventListener('click', () => { window.pressed = (window.pressed || 0) + 1; });",
      // What React leaves on an element it has hydrated.
      "live.__reactFiber$test = {};",
      "old.replaceWith(live);",
      `window.dispatchEvent(new Event(${JSON.stringify(HYDRATED_EVENT)}));`,
    ].join(" ");
    const { page, context, errors } = await openLoaded(goLive);
    // A press with no pointer over the button first (a tap, or a key), so the press itself starts the page.
    await page.evaluate(() => document.getElementById("press")!.click());
    await page.waitForFunction(() => (window as { pressed?: number }).pressed === 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("waits until React has taken the pressed control: the root announces it is live before a part that loads its own code", async () => {
    // The page announces it is live, and the button's part hydrates 400 ms later (a screen loaded on demand).
    const lateLive = [
      "const button = document.getElementById('press');",
      `window.dispatchEvent(new Event(${JSON.stringify(HYDRATED_EVENT)}));`,
      "setTimeout(() => {",
      "  button.addEventListener('click', () => { window.pressed = (window.pressed || 0) + 1; });",
      "  button.__reactFiber$test = {};",
      "}, 400);",
    ].join(" ");
    const { page, context, errors } = await openLoaded(lateLive);
    await page.evaluate(() => document.getElementById("press")!.click());
    await page.waitForFunction(() => (window as { pressed?: number }).pressed === 1, null, { timeout: 5_000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { pressed?: number }).pressed)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("holds a press begun before the page is live and ended after it whole, and makes it once (a menu opens as the button goes down)", async () => {
    // Like React, the page listens on the document, from the moment it is live; the count of presses
    // is kept as a menu keeps it (on the button going down) and as a button does (on the click).
    const liveOnCall = [
      "window.goLive = () => {",
      "  const button = document.getElementById('press');",
      "  const count = (name) => (event) => { if (event.target.closest('#press')) window[name] = (window[name] || 0) + 1; };",
      "  document.addEventListener('pointerdown', count('downs'), true);",
      "  document.addEventListener('click', count('clicks'), true);",
      "  button.__reactFiber$test = {};",
      `  window.dispatchEvent(new Event(${JSON.stringify(HYDRATED_EVENT)}));`,
      "};",
    ].join(" ");
    const { page, context, errors } = await openLoaded(liveOnCall);
    const box = (await page.locator("#press").boundingBox())!;
    // The pointer comes over the button (the page's scripts start) and the button goes down...
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // ...the page goes live while the button is held...
    await page.evaluate(() => (window as unknown as { goLive: () => void }).goLive());
    await page.waitForFunction(() => (window as { clicks?: number }).clicks === 1);
    // ...and the button comes up.
    await page.mouse.up();
    await page.waitForTimeout(200);
    const counts = await page.evaluate(() => [(window as { downs?: number }).downs, (window as { clicks?: number }).clicks]);
    expect(counts).toEqual([1, 1]);
    // A press on the live page is the page's own, not held.
    await page.locator("#press").click();
    expect(await page.evaluate(() => [(window as { downs?: number }).downs, (window as { clicks?: number }).clicks])).toEqual([2, 2]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the loader once the page is live", () => {
  it("holds a press on a part React has not taken yet (a screen whose code loads on its own) until it has, and the form is not sent as a plain request", async () => {
    // The root announces it is live at once; the form's part is taken 400 ms after the test asks (its code arrives late).
    const lateForm = [
      "const form = document.createElement('form');",
      "form.innerHTML = \"<input name='reason'><button id='send'>Report the absence</button>\";",
      "document.querySelector('main').append(form);",
      `window.dispatchEvent(new Event(${JSON.stringify(HYDRATED_EVENT)}));`,
      "window.takeLater = () => setTimeout(() => {",
      "  form.addEventListener('submit', (event) => { event.preventDefault(); window.sent = (window.sent || 0) + 1; });",
      "  form.__reactFiber$test = {}; form.querySelector('button').__reactFiber$test = {};",
      "}, 400);",
    ].join(" ");
    const { page, context, errors } = await openLoaded(lateForm);
    // Moving over the page's controls starts it; the form is in place once it has.
    await page.locator("#press").hover();
    await page.locator("#send").waitFor();
    await page.evaluate(() => (window as unknown as { takeLater: () => void }).takeLater());
    await page.locator("#send").click();
    await page.waitForFunction(() => (window as { sent?: number }).sent === 1, null, { timeout: 5_000 });
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${ORIGIN}/`);
    expect(await page.evaluate(() => (window as { sent?: number }).sent)).toBe(1);
    // Once taken, a press is the page's own.
    await page.locator("#send").click();
    await page.waitForFunction(() => (window as { sent?: number }).sent === 2);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the loader's module preloads", () => {
  it("puts every one back, a few milliseconds' worth per task, and starts the page even where timers are stopped (a background tab, a test's clock)", async () => {
    const { context, page, errors } = await served((path) =>
      path === "/" ? { contentType: "text/html", body: pageWith(hydrateAfterFirstPaintScript, undefined, 30) } : undefined,
    );
    // Stopped a second ahead of the real time (a fixed date would be in the past one day: pauseAt refuses that).
    await stopPageClock(page);
    // Opened from the page itself: the harness's goto would wait for React, which this page has not.
    await page.evaluate((url) => location.assign(url), `${ORIGIN}/`);
    await page.waitForURL(`${ORIGIN}/`, { waitUntil: "load" });
    await page.waitForFunction(() => (window as { pageStarted?: number }).pageStarted === 1);
    await page.waitForFunction(() => document.head.querySelectorAll("link[rel=modulepreload]").length === 30);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("evaluates the page's modules one per task in the order of their preloads, then lets the page's module script run in its place", async () => {
    // Each module keeps the thread busy for 30 ms: evaluated in one task, the three would make one of 90 ms.
    const busy = (name: string) =>
      `const until = performance.now() + 30; while (performance.now() < until); (window.evaluated ||= []).push(${JSON.stringify(name)});`;
    const modules: Record<string, string> = {
      // The scripts are asked for once the browser has reported the first paint, never before.
      "/b.js": `window.paintedFirst = performance.getEntriesByName("first-contentful-paint").length === 1; ${busy("b")}`,
      "/a.js": `import "/b.js"; ${busy("a")}`,
      "/c.js": busy("c"),
      "/entry.js": `(window.evaluated ||= []).push(window.routesSet ? "entry after the routes" : "entry too early");`,
    };
    const preloads = ["/b.js", "/a.js", "/c.js", "/entry.js"].map((href) => `<link rel="modulepreload" href="${ORIGIN}${href}"/>`).join("");
    const moduleScript = `<script type="module" async="">import "${ORIGIN}/a.js"; import "${ORIGIN}/c.js"; window.routesSet = true; import("${ORIGIN}/entry.js");</script>`;
    const html = [
      "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Modules</title>",
      "<script>window.longTasks = []; new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' });</script>",
      `<script>${hydrateAfterFirstPaintScript}</script></head><body>`,
      "<main><h1>Today</h1></main><div id='after'></div>",
      `<template id='${DEFERRED_TEMPLATE_ID}'>${preloads.replaceAll(ORIGIN, "")}${moduleScript}<p id='placed'>placed</p></template>`,
      "</body></html>",
    ].join("");
    const { context, page, errors } = await served((path) => {
      if (path === "/") return { contentType: "text/html", body: html };
      const body = modules[path];
      return body === undefined ? { status: 404, body: "" } : { contentType: "text/javascript", body };
    });
    await page.evaluate((url) => location.assign(url), `${ORIGIN}/`);
    await page.waitForURL(`${ORIGIN}/`, { waitUntil: "load" });
    await page.waitForFunction(() => (window as { evaluated?: string[] }).evaluated?.length === 4);
    expect(await page.evaluate(() => (window as { evaluated?: string[] }).evaluated)).toEqual(["b", "a", "c", "entry after the routes"]);
    expect(await page.evaluate(() => (window as { paintedFirst?: boolean }).paintedFirst)).toBe(true);
    // The module script went back where it was: before what followed it in the template.
    expect(await page.evaluate(() => document.querySelector("script[type=module]")?.nextElementSibling?.id)).toBe("placed");
    const longTasks = await page.evaluate(() => (window as { longTasks?: number[] }).longTasks ?? []);
    expect(longTasks.filter((duration) => duration >= 85)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
