/**
 * The public site in Spanish (issue 32, docs/decisions/0025): every public page again under /es,
 * prerendered with lang="es", its own Spanish title and canonical, hreflang alternates both ways and
 * x-default; the language switch keeps the visitor on the same page; axe clean. A signed-in person
 * whose language is Spanish gets the signed-in pages in Spanish, and a change in the setting at once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { t } from "#common/i18n/messages";
import { localizedPath } from "#common/i18n/public-paths";
import { PUBLIC_PATHS, ROUTES } from "#common/routes";
import { school } from "#common/school";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";

const baseUrl = inject("baseUrl");
const get = (path: string) => fetch(`${baseUrl}${path}`, { redirect: "manual" });
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const pathOf = (href: string | undefined) => (href ? new URL(href).pathname : undefined);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the Spanish public pages, as served", () => {
  it.each(PUBLIC_PATHS)("/es version of %s: Spanish, lang=es, canonical to itself, alternates both ways", async (path) => {
    const spanish = localizedPath(path, "es");
    const res = await get(spanish);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="es"/);
    const englishTitle = `${ROUTES.find((r) => r.path === path)!.title} | ${school.name}`;
    const title = /<title>([^<]+)<\/title>/.exec(head(html))?.[1];
    expect(title).toMatch(new RegExp(`\\| ${school.name}$|^${school.name}$`));
    expect(title).not.toBe(englishTitle);
    // The header speaks Spanish and offers English.
    expect(html).toContain(`>${t("es", "site.nav.aboutUs")}<`);
    expect(html).not.toContain(`>${t("en", "site.nav.aboutUs")}<`);
    expect(html).toMatch(/lang="en" hrefLang="en"[^>]*href="[^"]*"[^>]*>English</);

    const canonicalPath = path === "/application" ? "/es/apply" : spanish;
    expect(pathOf(/<link rel="canonical" href="([^"]+)"/.exec(head(html))?.[1])).toBe(canonicalPath);
    const alternates = Object.fromEntries(
      [...head(html).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], pathOf(m[2])]),
    );
    const english = path === "/application" ? "/apply" : path;
    expect(alternates).toEqual({ en: english, es: localizedPath(english, "es"), "x-default": english });
    expect(head(html)).toContain('<meta property="og:locale" content="es_US"/>');
  });

  it("the English pages name their Spanish versions too", async () => {
    const html = await (await get("/tuition")).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(head(html)).toMatch(/<link rel="alternate" hrefLang="es" href="[^"]*\/es\/tuition"/);
    expect(html).toMatch(/lang="es" hrefLang="es"[^>]*href="\/es\/tuition"[^>]*>Español</);
  });

  it("has one address per page: /es goes to /es/, a slash at the end elsewhere goes away", async () => {
    const home = await get("/es");
    expect(home.status).toBe(301);
    expect(home.headers.get("location")).toBe("/es/");
    const tuition = await get("/es/tuition/");
    expect(tuition.status).toBe(301);
    expect(tuition.headers.get("location")).toBe("/es/tuition");
    expect((await get("/es/admin")).status).toBe(404);
  });
});

describe("the Spanish public pages in Chromium", () => {
  it("switches to the same page in English and back, and the pages have no axe violations", async () => {
    const sweep = await axeSweep(browser, { theme: "light", viewport: { width: 640, height: 800 } });
    const page = sweep.page;
    await page.goto("/es/tuition");
    expect(await page.getAttribute("html", "lang")).toBe("es");
    await sweep.check("/es/tuition");
    await page
      .getByRole("navigation", { name: t("es", "site.language.label") })
      .getByRole("link", { name: "English" })
      .click();
    await page.waitForURL((url) => url.pathname === "/tuition");
    // React Router changes the address before React commits the page in the other language.
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("en");
    expect(await page.locator("h1").textContent()).toBe(t("en", "tuition.heading.title"));
    await page
      .getByRole("navigation", { name: t("en", "site.language.label") })
      .getByRole("link", { name: "Español" })
      .click();
    await page.waitForURL((url) => url.pathname === "/es/tuition");
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("es");
    expect(await page.locator("h1").textContent()).toBe(t("es", "tuition.heading.title"));
    await page.goto("/es/apply");
    await sweep.check("/es/apply");
    await sweep.finish();
  });
});

describe("the Spanish header's longer links", () => {
  it("stay on one line each where the bar shows them (1280 px), and go to the menu where they would not fit (1024 px)", async () => {
    const visit = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await visit.page.goto("/es/");
    const nav = visit.page.getByRole("navigation", { name: t("es", "site.nav.main") });
    const heights = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(4);
    // One line of text with its padding: a wrapped label would be half as tall again.
    expect(Math.max(...heights)).toBeLessThan(1.5 * Math.min(...heights));
    expect(await visit.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await visit.page.setViewportSize({ width: 1024, height: 800 });
    expect(await nav.isVisible()).toBe(false);
    expect(await visit.page.getByRole("button", { name: t("es", "site.menu.open") }).isVisible()).toBe(true);
    expect(await visit.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    visit.expectClean();
    await visit.context.close();
  });
});

describe("a Spanish-speaking guardian's signed-in pages", () => {
  it("are in Spanish from the person's setting, load Spanish only then, and follow a change of language at once", async () => {
    const visit = await openPage(browser, { sessionId: inject("spanishGuardianSession") });
    const scripts: string[] = [];
    visit.page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await visit.goto("/settings/security");
    const card = visit.page.getByTestId("language-setting");
    const heading = card.getByRole("heading", { level: 2 });
    await expect.poll(() => heading.textContent()).toBe(t("es", "account.language.title"));
    expect(await visit.page.getAttribute("html", "lang")).toBe("es");
    // The frame of every signed-in page: the title, the account bar and the portal's navigation.
    expect(await visit.page.locator("h1").textContent()).toBe(t("es", "portal.title.settingsSecurity"));
    expect(await visit.page.title()).toContain(t("es", "portal.title.settingsSecurity"));
    await visit.page.getByRole("button", { name: t("es", "portal.account.signOut") }).waitFor();
    const nav = visit.page.getByRole("navigation", { name: t("es", "portal.nav.label") });
    expect(await nav.getByRole("link").allTextContents()).toEqual(
      expect.arrayContaining([t("es", "portal.nav.parentHome.label"), t("es", "portal.nav.parentProgress.label"), t("es", "portal.nav.security.label")]),
    );
    // The Spanish texts came in a script of their own, after the person was known.
    const sources = scripts.map((file) => readFileSync(path.join("build/client", file), "utf8")).join("\n");
    expect(sources).toContain(t("es", "account.language.lead"));

    await card.getByRole("radio", { name: "English" }).click();
    await expect.poll(() => heading.textContent()).toBe(t("en", "account.language.title"));
    expect(await visit.page.getAttribute("html", "lang")).toBe("en");
    expect(await visit.page.locator("h1").textContent()).toBe("Security Settings");
    expect(await nav.getByRole("link", { name: "Progress" }).count()).toBe(1);
    expect(await card.getByRole("status").textContent()).toBe(t("en", "account.language.saved", { language: "English" }));

    await card.getByRole("radio", { name: "Español" }).click();
    await expect.poll(() => heading.textContent()).toBe(t("es", "account.language.title"));
    // The card tells of the change in the language just chosen.
    expect(await card.getByRole("status").textContent()).toBe(t("es", "account.language.saved", { language: "Español" }));
    visit.expectClean();
    await visit.context.close();
  });
});

describe("a Spanish-speaking child's own screens", () => {
  it("greet the child in Spanish on /student, with lang=es, and read the day aloud in Spanish", async () => {
    const visit = await openPage(browser, { sessionId: inject("spanishChildSession") });
    // Speech is recorded, not played: what "Read to me" would say and in which language.
    await visit.page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
      if ("speechSynthesis" in window) window.speechSynthesis.speak = (utterance) => void spoken.push({ text: utterance.text, lang: utterance.lang });
    });
    await visit.goto("/student");
    // The greeting names the part of the day by the browser's clock: any of the three, in Spanish.
    const greetings = (["morning", "afternoon", "evening"] as const).map((time) => t("es", "child.home.greeting", { time, name: "Beatriz" }));
    await expect.poll(() => visit.page.getByTestId("greeting").textContent()).toBeOneOf(greetings);
    expect(await visit.page.getAttribute("html", "lang")).toBe("es");
    expect(await visit.page.getByRole("heading", { name: t("es", "child.home.myClasses") }).count()).toBe(1);
    const button = visit.page.getByTestId("read-aloud");
    expect(await button.textContent()).toBe(t("es", "child.listen.readToMe"));

    await button.click();
    const spoken = () => visit.page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken);
    await expect.poll(async () => (await spoken()).length).toBe(1);
    const [utterance] = await spoken();
    expect(utterance!.lang).toBe("es-US");
    expect(greetings.some((greeting) => utterance!.text.startsWith(`${greeting} Hoy es `))).toBe(true);
    expect(await button.textContent()).toBe(t("es", "child.listen.stopReading"));
    visit.expectClean();
    await visit.context.close();
  });
});
