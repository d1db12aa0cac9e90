/**
 * Signing in, registering and recovering an account in Spanish (issue 32): /es/auth and the recovery
 * pages are the app's own pages under the prefix, rendered in Spanish with the English pages' headers;
 * a Spanish page's links to them keep the visitor in Spanish; axe clean. English is untouched.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { t } from "#common/i18n/messages";
import { school } from "#common/school";
import { THEME_STORAGE_KEY } from "#common/site";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";

const baseUrl = inject("baseUrl");
const get = (path: string) => fetch(`${baseUrl}${path}`, { redirect: "manual" });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the Spanish sign-in and recovery pages, as served", () => {
  it.each(["/es/auth", "/es/forgot-password", "/es/reset-password", "/es/verify-email"])(
    "%s: rendered in Spanish from the first byte, never indexed, no Referer, never cached",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="es"/);
      // The same page as the English address's, in the other language.
      expect(await (await get(path.slice("/es".length))).text()).toMatch(/^<!DOCTYPE html><html lang="en"/);
    },
  );

  it("a signed-in page has no Spanish address", async () => {
    expect((await get("/es/portal")).status).toBe(404);
  });
});

describe("the Spanish sign-in in Chromium", () => {
  it("/es/ leads to /es/auth in Spanish, whose forgot-password link goes to /es/forgot-password; axe clean", async () => {
    const visit = await openPage(browser);
    const { page } = visit;
    const found: string[] = [];

    await visit.goto("/es/");
    const portal = page.getByRole("link", { name: t("es", "home.hero.parentPortal") });
    expect(await portal.getAttribute("href")).toBe("/es/auth?portal=parent");
    await portal.click();
    await page.waitForURL((url) => url.pathname === "/es/auth" && url.search === "?portal=parent");
    await page.getByRole("heading", { level: 1, name: t("es", "auth.portal.parent.title") }).waitFor();
    await waitForHydration(page);
    expect(await page.getAttribute("html", "lang")).toBe("es");
    // The tab's title and the canonical address are the Spanish page's own.
    expect(await page.title()).toBe(`${t("es", "auth.portal.parent.title")} | ${school.name}`);
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/es/auth");
    expect(await page.getByRole("tab", { name: t("es", "auth.signIn") }).getAttribute("aria-selected")).toBe("true");
    await page.getByLabel(t("es", "auth.login.username")).waitFor();
    await page.getByRole("tab", { name: t("es", "auth.screen.createAccount") }).waitFor();
    expect(await page.getByRole("link", { name: t("es", "auth.screen.backHome") }).getAttribute("href")).toBe("/es/");
    found.push(...(await axeEveryVariant(page, "/es/auth?portal=parent")));

    // Straight to the general screen: the app shell, then the Spanish page.
    await visit.goto("/es/auth");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("es");
    await page.getByLabel(t("es", "auth.login.username")).waitFor();
    found.push(...(await axeEveryVariant(page, "/es/auth")));

    const forgot = page.getByRole("link", { name: t("es", "auth.login.forgot") });
    expect(await forgot.getAttribute("href")).toBe("/es/forgot-password");
    await forgot.click();
    await page.waitForURL((url) => url.pathname === "/es/forgot-password");
    await page.getByRole("heading", { level: 1, name: t("es", "auth.recovery.forgotPassword.title") }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(await page.getByRole("link", { name: t("es", "auth.forgot.backToLogin") }).getAttribute("href")).toBe("/es/auth");
    expect(await page.title()).toBe(`${t("es", "auth.recovery.forgotPassword.title")} | ${school.name}`);
    found.push(...(await axeEveryVariant(page, "/es/forgot-password")));

    expect(found, found.join("\n")).toEqual([]);
    visit.expectClean();
    await visit.context.close();
  });

  it("a Spanish page names the theme button in Spanish for a stored choice, before its script has run", async () => {
    const visit = await openPage(browser);
    await visit.page.addInitScript((key) => localStorage.setItem(key, "dark"), THEME_STORAGE_KEY);
    // Public pages hydrate on intent: until then only the head's boot script has named the button.
    await visit.goto("/es/");
    const button = visit.page.locator("[data-theme-button]").first();
    await expect.poll(() => button.getAttribute("aria-label")).toBe(t("es", "auth.theme.button", { theme: t("es", "auth.theme.dark") }));
    visit.expectClean();
    await visit.context.close();
  });

  it("a family registering on /es/auth asks for Spanish as its language", async () => {
    const visit = await openPage(browser, { expectedFailures: [{ path: "/api/register", status: 409 }] });
    const { page } = visit;
    const sent: unknown[] = [];
    const message = "That username is taken. Please choose another.";
    await page.route("**/api/register", async (route) => {
      sent.push({ ...route.request().postDataJSON(), "content-language": route.request().headers()["content-language"] });
      await route.fulfill({ status: 409, json: { message, errors: [{ field: "username", message }] } });
    });
    await visit.goto("/es/auth?portal=parent");
    await page.getByRole("tab", { name: t("es", "auth.screen.createAccount") }).click();
    await page.getByLabel(t("es", "auth.register.username")).fill("nueva.familia");
    await page.getByLabel(t("es", "auth.field.email")).fill("familia@example.test");
    await page.locator("input[name=password]").fill("Abcdefg1");
    await page.getByRole("button", { name: t("es", "auth.portal.createParent") }).click();
    await expect
      .poll(() => sent)
      .toEqual([{ username: "nueva.familia", email: "familia@example.test", password: "Abcdefg1", role: "guardian", "content-language": "es" }]);
    visit.expectClean();
    await visit.context.close();
  });

  it("the English sign-in stays as it was", async () => {
    const visit = await openPage(browser);
    const { page } = visit;
    await visit.goto("/auth");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.getByLabel(t("en", "auth.login.username")).waitFor();
    expect(await page.getByRole("link", { name: t("en", "auth.login.forgot") }).getAttribute("href")).toBe("/forgot-password");
    expect(await page.getByRole("link", { name: t("en", "auth.screen.backHome") }).getAttribute("href")).toBe("/");
    await visit.goto("/");
    expect(await page.getByRole("link", { name: t("en", "home.hero.parentPortal") }).getAttribute("href")).toBe("/auth?portal=parent");
    visit.expectClean();
    await visit.context.close();
  });
});
