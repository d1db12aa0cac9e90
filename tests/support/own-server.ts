/**
 * A browser page signed in as someone, against an e2e file's own server (`startTestApp` with the built
 * site): a context of its own (school time zone, CSP bypassed for axe), the person's session cookie, and
 * the page's problems (console errors, uncaught errors, answers of 400 and above) checked by `done`.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { createSession } from "../../server/auth/sessions";
import type { TestApp } from "./test-app";

export interface SignedInPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
  /** Closes the context and fails on any problem seen (minus `allowed` answers, by path and status). */
  done: () => Promise<void>;
}

export async function openAs(
  browser: Browser,
  t: TestApp,
  userId: string,
  options: { viewport?: { width: number; height: number }; allowed?: { path: string; status: number }[] } = {},
): Promise<SignedInPage> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    timezoneId: "America/New_York",
    bypassCSP: true,
  });
  const session = await createSession(t.db, userId);
  await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() < 400) return;
    const path = new URL(res.url()).pathname;
    if (!options.allowed?.some((a) => a.path === path && a.status === res.status())) problems.push(`${res.status()} for ${res.url()}`);
  });
  return {
    page,
    context,
    problems,
    done: async () => {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}
