/** Every route of docs/product.md section 2 in Chromium: status, heading, title, the guard and the 404 page. */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { ROLES } from "#common/roles";
import { ROUTES } from "#common/routes";
import { school } from "#common/school";
import { launchBrowser, openPage, sharedPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every signed-in role may open it: the walk passes through it between two refused routes (below). */
const WAYPOINT = { path: "/settings/security", title: "Security Settings" };
const DENIED = "Access denied. You don't have permission to view this page.";

/** What the page shows: the access-denied message, or the text of its first heading (null while it has none). */
interface Shown {
  denied: boolean;
  heading: string | null;
}

const shown = (page: Page): Promise<Shown> =>
  page.evaluate((denied) => {
    const alerts = [...document.querySelectorAll("[role=alert]")];
    return { denied: alerts.some((el) => el.textContent?.includes(denied)), heading: document.querySelector("h1")?.textContent ?? null };
  }, DENIED);

/**
 * Moves to `path` through React Router, as a link does, and waits until the page shows something
 * other than `before`. A screen that waits for data leaves the previous one showing, so the move is
 * over once the heading changes or the access-denied message comes or goes; routes have headings
 * of their own (the table's titles differ). The guard's access-denied message is one element React
 * keeps from one refused route to the next, which would look like no change at all: a move from a
 * refused route to another goes through a page every role may see. Returns what the page shows then,
 * or after 15 s without a change.
 */
async function navigateInApp(page: Page, path: string, before: Shown): Promise<Shown> {
  const move = async (to: string, from: Shown) => {
    await page.evaluate(async (to) => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
      await router.navigate(to);
    }, to);
    await page
      .waitForFunction(
        ({ denied, from }) => {
          const isDenied = [...document.querySelectorAll("[role=alert]")].some((el) => el.textContent?.includes(denied));
          const heading = document.querySelector("h1")?.textContent ?? null;
          return isDenied ? !from.denied : heading !== null && (from.denied || heading !== from.heading);
        },
        { denied: DENIED, from },
        { timeout: 15_000 },
      )
      .catch(() => {});
    return shown(page);
  };
  let from = before;
  if (from.denied && path !== WAYPOINT.path) {
    from = await move(WAYPOINT.path, from);
    expect(from).toEqual({ denied: false, heading: WAYPOINT.title });
  }
  const now = await move(path, from);
  expect(new URL(page.url()).pathname).toBe(path);
  return now;
}

/**
 * The routes in an order that takes turns between the ones `allowed` and the others while both
 * last, so that few moves go from one refused route to another (see navigateInApp).
 */
function alternating<T>(routes: readonly T[], allowed: (route: T) => boolean): T[] {
  const yes = routes.filter(allowed);
  const no = routes.filter((r) => !allowed(r));
  const order: T[] = [];
  for (let i = 0; i < Math.max(yes.length, no.length); i += 1) {
    if (i < no.length) order.push(no[i]!);
    if (i < yes.length) order.push(yes[i]!);
  }
  return order;
}

const concrete = (path: string) => path.replace(":id", "42").replace(":sessionId", "abc123");
/** The session page asks for the session it names; "abc123" is none, and the page says so (docs/api/live.md). */
const NO_SUCH_SESSION = { path: "/api/live/sessions/abc123", status: 404 };

describe("public and account pages", () => {
  const pages = ROUTES.filter((r) => r.kind !== "guarded");
  const visitor = sharedPage(() => browser);
  it.each(pages.map((r) => [r.path, r] as const))("%s answers 200 with its heading and title", async (_path, route) => {
    const t = visitor();
    const res = await t.page.goto(route.path);
    expect(res?.status()).toBe(200);
    const heading = route.path === "/auth" ? school.name : route.title;
    await expect.poll(() => t.page.locator("h1").first().textContent()).toBe(heading);
    expect(await t.page.title()).toMatch(new RegExp(`\\| ${school.name}$`));
    t.expectClean();
  });
});

describe("not-found page", () => {
  const paths = ["/no-such-page", "/our-school/extra", "/admin/unknown", "/__not-found"];
  const visitor = sharedPage(() => browser, { expectedFailures: paths.map((path) => ({ path, status: 404 })) });
  it.each(paths)("%s answers 404 with the not-found page", async (path) => {
    const t = visitor();
    const res = await t.page.goto(path);
    expect(res?.status()).toBe(404);
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("404 Page Not Found");
    expect(await t.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    // Once hydrated, the head still names the address asked for, once (docs/product.md section 2).
    const canonical = t.page.locator('link[rel="canonical"]');
    expect(await canonical.count()).toBe(1);
    expect(new URL((await canonical.getAttribute("href"))!).pathname).toBe(path);
    expect(await t.page.locator('meta[property="og:url"]').getAttribute("content")).toBe(await canonical.getAttribute("href"));
    t.expectClean();
  });
});

describe("guarded routes", () => {
  const sessions = inject("sessions");

  describe("signed out", () => {
    const visitor = sharedPage(() => browser);
    it.each(ROUTES.filter((r) => r.kind === "guarded").map((r) => [r.path] as const))("%s sends a signed-out visitor to /auth", async (path) => {
      const t = visitor();
      const res = await t.page.goto(concrete(path));
      expect(res?.status()).toBe(200);
      await t.page.waitForURL("**/auth");
      await expect.poll(() => t.page.locator("h1").textContent()).toBe(school.name);
      t.expectClean();
    });
  });

  it("shows Loading... with a spinner while the user loads", async () => {
    // A page asked for without a session is rendered before anyone is known (a signed-in person's
    // page is rendered with the user already read, docs/decisions/0029): the browser then asks.
    const t = await openPage(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await t.page.route("**/api/user", async (route) => {
      await held;
      await route.continue();
    });
    await t.page.goto("/student");
    await expect.poll(() => t.page.getByRole("status").textContent()).toBe("Loading...");
    expect(t.page.url()).toMatch(/\/student$/);
    release();
    await t.page.waitForURL("**/auth");
    t.expectClean();
    await t.context.close();
  });

  it("hydrates a guarded page rendered before anyone is known without throwing its HTML away, on a slow phone", async () => {
    // The guard's part hydrates after the frame's: a read of the user started by the frame once came back
    // first, and the guard rendered its redirect where the HTML had "Loading..." (React error 418).
    // On a CPU six times slower, the old layout failed 9 loads in 10.
    for (const path of ["/portal", "/parent", "/portal"]) {
      const t = await openPage(browser);
      const cdp = await t.context.newCDPSession(t.page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
      await t.page.goto(path);
      await t.page.waitForURL("**/auth");
      await expect.poll(() => t.page.getByRole("button", { name: "Sign In", exact: true }).count()).toBe(1);
      t.expectClean();
      await t.context.close();
    }
  });

  it("shows a signed-in person's page at once, the user read by the server with the page", async () => {
    const t = await openPage(browser, { sessionId: sessions.student });
    const reads: string[] = [];
    t.page.on("request", (request) => void (new URL(request.url()).pathname === "/api/user" && reads.push(request.url())));
    await t.page.goto("/student");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Student Dashboard");
    expect(reads).toEqual([]);
    t.expectClean();
    await t.context.close();
  });

  it("tells a signed-in user outside the allowed roles that access is denied, with a link to /portal", async () => {
    const t = await openPage(browser, { sessionId: sessions.student });
    await t.goto("/admin");
    const alert = t.page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("Access denied. You don't have permission to view this page.");
    expect(await alert.getByRole("link").getAttribute("href")).toBe("/portal");
    await alert.getByRole("link").click();
    await t.page.waitForURL("**/portal");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Portal");
    t.expectClean();
    await t.context.close();
  });

  it.each([
    ["student", "/student", "Student Dashboard"],
    ["parent", "/parent", "Family Dashboard"],
    ["guardian", "/parent/progress", "Progress"],
    ["teacher", "/teacher/gradebook", "Gradebook"],
    ["admin", "/student/portfolio", "My Portfolio"],
    ["super_admin", "/admin/settings", "School Settings"],
    ["teacher", "/video-session/abc123", "Video Session"],
    ["student", "/portal/assignments/42/work", "Assignment Work"],
  ] as const)("lets a %s into %s", async (role, path, heading) => {
    const t = await openPage(browser, { sessionId: sessions[role], expectedFailures: [NO_SUCH_SESSION] });
    await t.page.goto(path);
    await expect.poll(() => t.page.locator("h1").textContent()).toBe(heading);
    expect(t.page.url()).toMatch(new RegExp(`${path}$`));
    t.expectClean();
    await t.context.close();
  });
});

describe("the role x guarded-route matrix of docs/product.md section 2", () => {
  const sessions = inject("sessions");
  const guarded = ROUTES.filter((r) => r.kind === "guarded");

  // One browser page per role walks every guarded route: allowed ones show their page, the others the
  // access-denied message. After the first page it moves the way a click on a link does, through the
  // app's router (a full load of each route is walked above, signed out): a full load per route cost
  // about 0.8 s of a loaded CI machine, six roles times forty routes.
  it.each(ROLES)(
    "%s sees exactly the guarded routes its role allows",
    async (role) => {
      const t = await openPage(browser, { sessionId: sessions[role], expectedFailures: [NO_SUCH_SESSION] });
      const allowed = (route: (typeof guarded)[number]) => !route.roles || route.roles.length === 0 || route.roles.includes(role);
      const wrong: string[] = [];
      let now: Shown = { denied: false, heading: null };
      for (const [i, route] of alternating(guarded, allowed).entries()) {
        if (i === 0) {
          await t.page.goto(concrete(route.path));
          await t.page.locator("h1, [role=alert]").first().waitFor();
          now = await shown(t.page);
        } else now = await navigateInApp(t.page, concrete(route.path), now);
        const heading = now.denied ? "" : now.heading;
        if (allowed(route) && (now.denied || heading !== route.title))
          wrong.push(`${route.path}: expected its page "${route.title}", got ${now.denied ? "access denied" : `"${heading}"`}`);
        if (!allowed(route) && !now.denied) wrong.push(`${route.path}: expected access denied, got "${heading}"`);
      }
      t.expectClean();
      await t.context.close();
      expect(wrong, wrong.join("\n")).toEqual([]);
    },
    120_000,
  );
});
