/**
 * Home, About Us, Academics and Admissions (docs/product.md sections 1, 2 and 9): the key content and every
 * button's target are in the HTML the server sends (what a crawler or a visitor without JavaScript
 * gets), and in Chromium the home page's buttons lead where they say.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ROUTES } from "#common/routes";
import { launchBrowser, openPage } from "../support/browser";

const baseUrl = inject("baseUrl");

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!);

/** Visible text of an HTML fragment: tags and React's text-joining comments removed, spaces collapsed. */
function text(html: string) {
  return decode(
    html
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

interface Page {
  html: string;
  /** The text of <main>. */
  main: string;
}

const cache = new Map<string, Promise<Page>>();
function served(path: string): Promise<Page> {
  if (!cache.has(path)) {
    cache.set(
      path,
      (async () => {
        const res = await fetch(`${baseUrl}${path}`);
        expect(res.status).toBe(200);
        const html = await res.text();
        const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "";
        return { html, main: text(main) };
      })(),
    );
  }
  return cache.get(path)!;
}

/** Every link in the HTML whose text is exactly `name`, with its href. */
function linksNamed(html: string, name: string) {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter((m) => text(m[2]!) === name).map((m) => decode(m[1]!.match(/\shref="([^"]*)"/)?.[1] ?? ""));
}

/** The inner HTML of the <section> with this id. */
function section(html: string, id: string) {
  const found = html.match(new RegExp(`<section[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</section>`))?.[1];
  expect(found, `section #${id}`).toBeTruthy();
  return found!;
}

/** The text of each <li> directly inside the first list matching `open` (a <ul ...> or <ol ...> start tag pattern). */
function listItems(fragment: string, open: RegExp) {
  const start = fragment.search(open);
  expect(start, `list ${open}`).toBeGreaterThanOrEqual(0);
  const tag = fragment.slice(start + 1, start + 3);
  const end = fragment.indexOf(`</${tag}>`, start);
  return [...fragment.slice(start, end).matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => text(m[1]!));
}

const h3s = (fragment: string) => [...fragment.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => text(m[1]!));

function metaContent(html: string, name: string) {
  return decode(html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1] ?? "");
}

describe.each(["/", "/our-school", "/curriculum", "/admissions"])("%s in the served HTML", (path) => {
  it("has the route title as its only h1, and a short description and keywords", async () => {
    const { html } = await served(path);
    const title = ROUTES.find((r) => r.path === path)!.title;
    expect([...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]!))).toEqual([title]);
    const description = metaContent(html, "description");
    expect(description.length).toBeGreaterThan(80);
    expect(description.length).toBeLessThan(160);
    expect(metaContent(html, "keywords").split(", ").length).toBeGreaterThan(4);
  });

  it("uses no heading level without the one above it", async () => {
    const { html } = await served(path);
    const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)![1]!;
    const levels = [...main.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `h${levels[i - 1]} then h${levels[i]}`).toBeLessThanOrEqual(1);
  });
});

describe("home page HTML", () => {
  it("shows the headline, the four status badges and the two figures", async () => {
    const { html } = await served("/");
    expect(listItems(html, /<ul[^>]*aria-label="School status"/)).toEqual(["Live Classes Active", "Students Learning", "Accredited", "Excellence"]);
    const stats = [...html.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt><dd\b[^>]*>([\s\S]*?)<\/dd>/g)].map((m) => [text(m[1]!), text(m[2]!)]);
    expect(stats).toEqual([
      ["Student success", "95%"],
      ["Student-teacher ratio", "12:1"],
    ]);
  });

  it("gives the live badge a pulse that stops for reduced motion", async () => {
    const { html } = await served("/");
    const live = html.match(/<span[^>]*data-testid="status-badge"[^>]*>([\s\S]*?)Live Classes Active/)![1]!;
    expect(live).toMatch(/animate-ping[^"]*motion-reduce:hidden/);
  });

  it("links each button to its exact target", async () => {
    const { html } = await served("/");
    expect(linksNamed(html, "Parent Portal")).toEqual(["/auth?portal=parent"]);
    expect(linksNamed(html, "Student Portal")).toEqual(["/auth?portal=student"]);
    expect(linksNamed(html, "Learn About Admissions")).toEqual(["/admissions"]);
    expect(linksNamed(html, "Book a Virtual Tour")).toEqual(["/contact?tab=tour"]);
    expect(linksNamed(html, "Start Application")).toEqual(["/apply"]);
  });

  it("has the three feature cards, the trust strip, both portals and the safety promises", async () => {
    const { html, main } = await served("/");
    expect(h3s(section(html, "why"))).toEqual(["Expert Teachers", "Proven Curriculum", "Family Support"]);
    const trust = html.match(/<section[^>]*aria-labelledby="trust-heading"[^>]*>([\s\S]*?)<\/section>/)![1]!;
    expect(text(trust)).toContain("Certified U.S. teachers");
    expect(text(trust)).toContain("U.S. state standards, Common Core and NGSS");
    expect(text(trust)).toContain("Privacy practices aligned with children's privacy law");
    expect(text(trust)).toContain("Moderated live sessions");
    for (const phrase of [
      "Learning games",
      "Rewards",
      "Badges",
      "Progress tracking",
      "Curriculum access",
      "Teacher messaging",
      "Conference scheduling",
      "family dashboard",
    ]) {
      expect(text(section(html, "portals"))).toContain(phrase);
    }
    for (const phrase of [
      "licensed teacher",
      "full K-6 curriculum",
      "12:1",
      "waiting rooms and learner verification",
      "anti-bullying code of conduct",
      "Mandatory-reporting training",
    ]) {
      expect(main).toContain(phrase);
    }
  });

  it("loads the hero illustration eagerly with its size fixed", async () => {
    const { html } = await served("/");
    const img = html.match(/<img\b[^>]*src="\/images\/home-hero\.svg"[^>]*>/)?.[0];
    expect(img).toBeTruthy();
    expect(img).toContain('width="560"');
    expect(img).toContain('height="480"');
    expect(img).toMatch(/alt="[^"]{20,}"/);
    expect(img).not.toContain("lazy");
    const res = await fetch(`${baseUrl}/images/home-hero.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect((await res.text()).length).toBeLessThan(8 * 1024);
  });
});

describe("about us page HTML", () => {
  it("has four points on what makes the school different", async () => {
    const { html } = await served("/our-school");
    const points = h3s(section(html, "different"));
    expect(points).toHaveLength(4);
    expect(points).toEqual(["Live, certified U.S. teachers", "Small classes, 12:1", "Personalized learning", "A full K-6 curriculum"]);
  });

  it("has a Safety & Wellbeing section of exactly three cards with the spec's commitments", async () => {
    const { html } = await served("/our-school");
    const safety = section(html, "safety");
    expect(text(safety.match(/<h2\b[^>]*>([\s\S]*?)<\/h2>/)![1]!)).toBe("Safety & Wellbeing");
    expect(h3s(safety)).toHaveLength(3);
    const body = text(safety);
    expect(body).toContain("privacy practices are aligned with children's privacy law");
    expect(body).toContain("waiting room");
    expect(body).toContain("learner verification");
    expect(body).toContain("anti-bullying code of conduct");
    expect(body).toContain("mandatory-reporting training");
  });

  it("covers accessibility (with the header's font toggle) and accreditation", async () => {
    const { html } = await served("/our-school");
    expect(h3s(section(html, "accessibility"))).toEqual(["Captions", "Alt text", "Dyslexic-friendly fonts"]);
    expect(text(section(html, "accessibility"))).toContain("Dyslexia-friendly font button");
    const accreditation = text(section(html, "accreditation"));
    for (const phrase of ["Accredited K-6 online school", "U.S. state standards", "Common Core ELA and math", "NGSS science"])
      expect(accreditation).toContain(phrase);
    expect(linksNamed(html, "Book a Virtual Tour")).toEqual(["/contact?tab=tour"]);
    expect(linksNamed(html, "Start Application")).toEqual(["/apply"]);
  });
});

describe("academics page HTML", () => {
  it("has the six subject cards", async () => {
    const { html } = await served("/curriculum");
    expect(h3s(section(html, "subjects"))).toEqual([
      "English Language Arts (ELA)",
      "Mathematics",
      "Science",
      "Social Studies",
      "Specials",
      "Social-Emotional Learning",
    ]);
    expect(text(section(html, "subjects"))).toContain("Art, music, PE/health, digital citizenship and coding");
  });

  it("names the standards, the four grade bands in order and the support on offer", async () => {
    const { html } = await served("/curriculum");
    expect(h3s(section(html, "standards"))).toEqual(["U.S. state standards", "Common Core ELA and math", "NGSS science"]);
    expect(h3s(section(html, "grade-bands"))).toEqual(["Grades K-1", "Grades 2-3", "Grades 4-5", "Grade 6"]);
    expect(listItems(html, /<ol[^>]*data-testid="grade-bands"/)).toHaveLength(4);
    const support = section(html, "support");
    expect(text(support.match(/<h2\b[^>]*>([\s\S]*?)<\/h2>/)![1]!)).toBe("Differentiation & Support");
    expect(h3s(support)).toEqual(["Tiered small groups", "Enrichment", "Multilingual support", "IEP/504 collaboration"]);
  });

  it("links on to applying and to daily life", async () => {
    const { html } = await served("/curriculum");
    expect(linksNamed(html, "Start Application")).toEqual(["/apply"]);
    expect(linksNamed(html, "Explore Daily Life")).toEqual(["/daily-life"]);
  });
});

describe("admissions page HTML", () => {
  it("lists the four steps, in order, as an ordered list", async () => {
    const { html } = await served("/admissions");
    const steps = listItems(html, /<ol[^>]*data-testid="admission-steps"/);
    expect(steps).toHaveLength(4);
    expect(h3s(section(html, "process"))).toEqual([
      "Step 1: Inquire/Book a Tour",
      "Step 2: Submit Application",
      "Step 3: Readiness Conversation",
      "Step 4: Placement & Orientation",
    ]);
  });

  it("explains rolling admissions", async () => {
    const { html } = await served("/admissions");
    const rolling = section(html, "rolling-admissions");
    expect(text(rolling.match(/<h2\b[^>]*>([\s\S]*?)<\/h2>/)![1]!)).toBe("Rolling Admissions");
    expect(h3s(rolling)).toEqual(["Monthly start dates", "Priority cohorts in August and January", "A quick 2-week application process"]);
  });

  it("explains placement by age on September 1, in a captioned table, and what happens when grades differ", async () => {
    const { html } = await served("/admissions");
    const placement = section(html, "placement");
    expect(text(placement.match(/<h2\b[^>]*>([\s\S]*?)<\/h2>/)![1]!)).toBe("Placement Assessment");
    expect(text(placement)).toContain("September 1 cut-off");
    expect(placement).toMatch(/<caption\b/);
    const rows = [...placement.matchAll(/<tr\b[^>]*><th scope="row"[^>]*>([\s\S]*?)<\/th><td\b[^>]*>([\s\S]*?)<\/td><\/tr>/g)].map((m) => [
      text(m[1]!),
      text(m[2]!),
    ]);
    expect(rows).toEqual([
      ["5", "Kindergarten"],
      ["6", "Grade 1"],
      ["7", "Grade 2"],
      ["8", "Grade 3"],
      ["9", "Grade 4"],
      ["10", "Grade 5"],
      ["11", "Grade 6"],
    ]);
    expect(text(placement)).toContain("placement assessment, which we recommend");
  });

  it("links to the application, contact and tuition", async () => {
    const { html } = await served("/admissions");
    expect(linksNamed(html, "Start Application")).toEqual(["/apply", "/apply"]);
    expect(linksNamed(html, "Contact Admissions")).toEqual(["/contact"]);
    expect(linksNamed(html, "View Tuition")).toEqual(["/tuition"]);
    expect(linksNamed(html, "Book a Virtual Tour")).toEqual(["/contact?tab=tour"]);
  });
});

describe("home page in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["Parent Portal", "/auth?portal=parent"],
    ["Student Portal", "/auth?portal=student"],
    ["Learn About Admissions", "/admissions"],
    ["Book a Virtual Tour", "/contact?tab=tour"],
    ["Start Application", "/apply"],
  ])("%s goes to %s", async (name, target) => {
    const t = await openPage(browser);
    await t.goto("/");
    // What the page asked for after the press and what came back: said when the navigation never commits
    // (a clean clone saw "Start Application" go nowhere in 30 s once, and it could not be reproduced).
    const after: string[] = [];
    t.page.on("request", (r) => after.push(`asked ${new URL(r.url()).pathname}`));
    t.page.on("requestfinished", (r) => after.push(`got ${new URL(r.url()).pathname}`));
    t.page.on("requestfailed", (r) => after.push(`failed ${new URL(r.url()).pathname} ${r.failure()?.errorText}`));
    // Whether React holds the page: its main element has a fiber once hydrated.
    const hydrated = () => t.page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")));
    await t.page.getByRole("link", { name, exact: true }).click();
    // The address is the link's target once the navigation commits; the page's heading says it arrived
    // (its load event can wait on a slow resource under a whole run's load: a clean clone waited 30 s).
    await t.page
      .waitForURL((url) => url.pathname + url.search === target, { waitUntil: "commit" })
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\nat ${t.page.url()}, hydrated: ${await hydrated()}\n${after.join("\n")}`);
      });
    await t.page.locator("h1").first().waitFor();
    t.expectClean();
    await t.context.close();
  });

  it("shows the hero illustration and pulses the live dot only when motion is welcome", async () => {
    const t = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await t.goto("/");
    const img = t.page.locator('img[src="/images/home-hero.svg"]');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const halo = t.page.getByTestId("status-badge").first().locator(".animate-ping");
    expect(await halo.evaluate((el) => getComputedStyle(el).animationName)).toBe("ping");
    await t.page.emulateMedia({ reducedMotion: "reduce" });
    expect(await halo.evaluate((el) => getComputedStyle(el).display)).toBe("none");
    t.expectClean();
    await t.context.close();
  });
});
