/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). Every page records
 * console errors, uncaught exceptions, failed requests and requests leaving the site; a test ends
 * with `expectClean()`, which fails on any of them that the test did not declare as expected.
 *
 * Requests leaving the site are stopped by a proxy address where nothing listens (only the site's
 * host bypasses it), not by routing every request through playwright: routing turns the browser's
 * cache off, so each page of a test downloaded and compiled the whole app again.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { DEFERRED_TEMPLATE_ID } from "../../app/lib/hydration-names";

/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
 * browser's own windows) when it is installed: the full browser builds a window with its toolbar
 * and address bar for every context, which made opening a test page cost about 0.9 s more
 * (docs/decisions/0022-e2e-headless-shell.md).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export interface LaunchOptions {
  /**
   * Chromium's fake microphone and camera, allowed without asking (a voice answer recorded in the
   * browser): the fake device plays a steady tone.
   */
  fakeMedia?: boolean;
  /** Further Chromium switches a test needs (e.g. peer connections over loopback). */
  args?: string[];
}

/**
 * The browser a test file gets: without options, the worker's one Chromium, lent to the file (a worker
 * runs its files one after another and keeps modules between them, vitest.config.ts `isolate: false`):
 * starting and stopping Chromium for each of 40 files cost about 1.5 s of CPU each on CI's two loaded
 * cores. What the file opens is its own (contexts are separate profiles: cookies, storage, cache) and
 * the file's `close()` closes all of it. A file that needs Chromium's switches gets a browser of its own.
 */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  if (options.fakeMedia || options.args?.length) return startChromium(options).then(waitingForRenderedPages);
  return lend();
}

/** `browser` whose every page waits for a rendered page's hydration after a load (waitForRenderedPages). */
function waitingForRenderedPages(browser: Browser): Browser {
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext")
        return async (...args: Parameters<Browser["newContext"]>) => {
          const context = await target.newContext(...args);
          context.on("page", waitForRenderedPages);
          return context;
        };
      if (property === "newPage") return async (...args: Parameters<Browser["newPage"]>) => waitForRenderedPages(await target.newPage(...args));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

let shared: Promise<Browser> | undefined;

async function lend(): Promise<Browser> {
  let browser = await (shared ??= startChromium({}));
  if (!browser.isConnected()) browser = await (shared = startChromium({}));
  return lentBrowser(browser);
}

/** `browser` as one file sees it: what it opens is tracked, and closing closes that, never the browser. */
function lentBrowser(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    if (!opened.has(context)) context.on("page", waitForRenderedPages);
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext") return async (...args: Parameters<Browser["newContext"]>) => track(await target.newContext(...args));
      if (property === "newPage")
        return async (...args: Parameters<Browser["newPage"]>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      if (property === "contexts") return () => [...opened];
      if (property === "close") return async () => void (await Promise.all([...opened].map((context) => context.close().catch(() => undefined))));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function startChromium(options: LaunchOptions): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
      ...(options.fakeMedia ? ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", "--autoplay-policy=no-user-gesture-required"] : []),
      ...(options.args ?? []),
    ],
  });
}

/** An HTTP answer a test expects to fail, which Chromium reports as a console error. */
export interface ExpectedFailure {
  path: string | RegExp;
  status: number;
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: "light" | "dark";
  /** IANA time zone the browser reports (Intl, Date), e.g. "America/Los_Angeles"; the machine's by default. */
  timezoneId?: string;
  /** Signs the page in as this session id. */
  sessionId?: string;
  expectedFailures?: ExpectedFailure[];
}

/** Whether the page is a public page still waiting for a sign of intent to hydrate (docs/decisions/0017). */
export function hydratesOnIntent(page: Page): Promise<boolean> {
  return page.evaluate((id) => document.getElementById(id) !== null, DEFERRED_TEMPLATE_ID);
}

/**
 * Waits until React has hydrated the page (its internal fiber key sits on the main element), so a
 * test's clicks reach their handlers the way a visitor's would a moment after load. A public page
 * hydrates on the visitor's first sign of intent (docs/decisions/0017): the test gives one the way a
 * keyboard user would, a press of Shift, which does nothing else.
 */
export async function waitForHydration(page: Page) {
  if (await hydratesOnIntent(page)) await page.keyboard.press("Shift");
  await page.waitForFunction(mainHydrated, false);
}

/**
 * Whether React has hydrated the page's main content, every part of it: parts that wait for code of
 * their own (a language's texts, a screen loaded on demand) hydrate after the rest, and until then
 * their elements, which follow a server boundary's marker (an HTML comment "$"), are not React's.
 * With `renderedOnly`, a page that is not rendered per request (docs/decisions/0029) counts as
 * hydrated: a public page hydrates on a sign of intent, which waitForHydration gives.
 */
function mainHydrated(renderedOnly?: boolean) {
  if (renderedOnly && !Array.from(document.head.querySelectorAll("script")).some((script) => script.textContent?.endsWith(",true)"))) return true;
  const hydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));
  const main = document.querySelector("main");
  if (!main || !hydrated(main)) return false;
  const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
  for (let marker = comments.nextNode(); marker; marker = comments.nextNode()) {
    if (marker.nodeValue !== "$" && marker.nodeValue !== "$?" && marker.nodeValue !== "$!") continue;
    let first = marker.nextSibling;
    while (first && first.nodeType !== Node.ELEMENT_NODE && !(first.nodeType === Node.COMMENT_NODE && first.nodeValue === "/$")) first = first.nextSibling;
    if (first?.nodeType === Node.ELEMENT_NODE && !hydrated(first)) return false;
  }
  return true;
}

/** What of the page's main content React has not hydrated yet, in words, for a test that waited too long. */
function unhydratedPart() {
  const hydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));
  const main = document.querySelector("main");
  if (!main) return `no <main> on ${location.pathname}${location.search} (${document.readyState})`;
  if (!hydrated(main)) return `<main> of ${location.pathname}${location.search} not hydrated (${document.readyState})`;
  const comments = document.createTreeWalker(main, NodeFilter.SHOW_COMMENT);
  for (let marker = comments.nextNode(); marker; marker = comments.nextNode()) {
    if (marker.nodeValue !== "$" && marker.nodeValue !== "$?" && marker.nodeValue !== "$!") continue;
    let first = marker.nextSibling;
    while (first && first.nodeType !== Node.ELEMENT_NODE && !(first.nodeType === Node.COMMENT_NODE && first.nodeValue === "/$")) first = first.nextSibling;
    if (first?.nodeType === Node.ELEMENT_NODE && !hydrated(first))
      return `a boundary ("${marker.nodeValue}") of ${location.pathname}${location.search} not hydrated: ${(first as Element).outerHTML.slice(0, 300)}`;
  }
  return "nothing";
}

/**
 * Every navigation of the page that loads a document (goto, reload, back and forward) waits, on a
 * page rendered per request (docs/decisions/0029), until React has hydrated it: its content is there
 * from the first paint and its scripts start right after it, a moment for a person, but a test acts
 * at once. Public pages are left alone: they hydrate on a sign of intent (waitForHydration).
 */
const WAITS = Symbol("waits for rendered pages");

function waitForRenderedPages(page: Page): Page {
  const marked = page as unknown as Record<symbol, boolean>;
  if (marked[WAITS]) return page;
  marked[WAITS] = true;
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      // A page that sends the browser on at once (a guard) leaves before it hydrates: wait on the next.
      for (let attempt = 0; ; attempt++) {
        try {
          await page.waitForFunction(mainHydrated, true);
          return response;
        } catch (error) {
          if (/Timeout/.test(String(error))) {
            const part = await page.evaluate(unhydratedPart).catch((reason: unknown) => String(reason));
            throw new Error(`The page did not hydrate in time: ${part}`, { cause: error });
          }
          if (attempt > 2 || !/context was destroyed|navigat/i.test(String(error))) throw error;
        }
      }
    };
  }
  return page;
}

/** A style sheet that makes CSS transitions end at once, so what is measured is the page at rest. */
export const NO_TRANSITIONS = "*, *::before, *::after { transition: none !important; }";

/** Runs `run` with `css` added to the page's styles, and takes it away afterwards. */
export async function withPageStyle<T>(page: Page, css: string, run: () => Promise<T>): Promise<T> {
  const id = `test-style-${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ id, css }) => {
      const style = document.createElement("style");
      style.id = id;
      style.textContent = css;
      document.head.append(style);
    },
    { id, css },
  );
  try {
    return await run();
  } finally {
    await page.evaluate((id) => document.getElementById(id)?.remove(), id);
  }
}

/**
 * Stops the page's clock: a fake one from now on (Date, performance.now and timers, for this page and
 * the pages it navigates to), whose timers run only when the test moves it (`page.clock.runFor`), so a
 * delay of seconds is checked without waiting it out. `page.clock.resume()` lets it flow again.
 */
export async function stopPageClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

export interface TestPage {
  page: Page;
  /** Navigates and waits for hydration. */
  goto: (path: string) => Promise<void>;
  context: BrowserContext;
  baseUrl: string;
  problems: string[];
  expectClean: () => void;
}

/** Signed out, the app asks GET /api/user and is told 401; that answer is part of the design. */
const ALWAYS_EXPECTED: ExpectedFailure[] = [{ path: "/api/user", status: 401 }];

export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<TestPage> {
  const baseUrl = inject("baseUrl");
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? "light",
    baseURL: baseUrl,
    // Nothing leaves the machine: every address but the site's goes to a proxy that is not there.
    proxy: { server: "http://127.0.0.1:9", bypass: new URL(baseUrl).hostname },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  if (options.sessionId) {
    await context.addCookies([{ name: "sid", value: options.sessionId, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
  }
  const expected = [...ALWAYS_EXPECTED, ...(options.expectedFailures ?? [])];
  const failedAsExpected = new Set<string>();
  const problems: string[] = [];

  context.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(baseUrl) || url.startsWith("data:") || url.startsWith("blob:")) return;
    problems.push(`request left the site: ${url}`);
  });

  const page = await context.newPage();
  waitForRenderedPages(page);
  page.on("response", (res) => {
    if (res.status() < 400) return;
    const path = new URL(res.url()).pathname;
    const ok = expected.some((e) => e.status === res.status() && (typeof e.path === "string" ? e.path === path : e.path.test(path)));
    if (ok) failedAsExpected.add(res.url());
    else problems.push(`unexpected ${res.status()} for ${res.url()}`);
  });
  page.on("console", (msg) => {
    if (msg.type() === "warning") problems.push(`console warning: ${msg.text()} (${msg.location().url})`);
    if (msg.type() !== "error") return;
    // Chromium logs every 4xx answer; those the test expects were checked in the response handler.
    if (msg.text().startsWith("Failed to load resource") && failedAsExpected.has(msg.location().url)) return;
    problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught exception: ${err.message}`));
  page.on("requestfailed", (req) => {
    const reason = req.failure()?.errorText ?? "";
    // Requests cut short by a navigation are not failures of the site.
    if (reason === "net::ERR_ABORTED") return;
    if (req.url().startsWith(baseUrl)) problems.push(`request failed: ${req.url()} ${reason}`);
  });

  return {
    page,
    goto: async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    },
    context,
    baseUrl,
    problems,
    expectClean: () => expect(problems, problems.join("\n")).toEqual([]),
  };
}

/**
 * One page for the tests of a describe block that walk many addresses as the same visitor: opened
 * before its first test and closed after its last, so the browser keeps the app's files in its cache
 * from one address to the next, as a visitor's does. Each call starts a test with no problems recorded.
 */
export function sharedPage(browser: () => Browser, options: OpenPageOptions = {}): () => TestPage {
  let t: TestPage | undefined;
  beforeAll(async () => {
    t = await openPage(browser(), options);
  });
  afterAll(async () => {
    await t?.context.close();
  });
  return () => {
    t!.problems.length = 0;
    return t!;
  };
}
