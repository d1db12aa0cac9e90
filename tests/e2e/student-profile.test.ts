/**
 * The child's profile in Chromium against the real server (issue 15, docs/api/students.md): staff
 * make a student from an enrolled application and set the child's password through the API, the
 * child signs in, picks an avatar and large text on /student/profile, signs out and in again in a
 * new browser (a new context: nothing kept in the browser), and the preference is applied from the
 * account; axe is clean on the profile in light and dark at 375 and 1280 px.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage, type TestPage } from "../support/browser";
import { validApplication } from "../support/form-data";
import { signIn, signOut, submitFromPage } from "../support/journeys";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHILD_PASSWORD = "Rocket-Moon-58";

/** A call from the page as the signed-in user, with the anti-forgery token. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = (await fetch("/api/settings", { credentials: "include" })).headers.get("X-CSRF-Token") ?? "";
      const res = await fetch(path, {
        method,
        credentials: "include",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** A student with a password, made the way staff make one: application -> enrolled -> Create student. */
async function makeStudent(): Promise<{ username: string }> {
  const t = await openPage(browser, { sessionId: inject("sessions").admin });
  await t.goto("/");
  const first = `Kid${randomBytes(3)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)}`;
  const submitted = await submitFromPage(
    t.page,
    "/api/application-submission",
    validApplication({ child_first_name: first, child_last_name: "Okafor", parent_email: `${first.toLowerCase()}@example.test` }),
  );
  expect(submitted.status).toBe(201);
  const id = submitted.body.application_id as string;
  for (const status of ["under_review", "offered", "enrolled"]) {
    expect((await api(t.page, "POST", `/api/admin/applications/${id}/status`, { status })).status).toBe(200);
  }
  const draft = (await api(t.page, "GET", `/api/admin/applications/${id}/student-draft`)).body.data as {
    values: Record<string, unknown>;
    guardians: { fullName: string; email: string }[];
  };
  const created = await api(t.page, "POST", `/api/admin/applications/${id}/create-student`, {
    ...draft.values,
    guardians: draft.guardians.map(({ fullName, email }) => ({ fullName, email })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { studentId, username } = created.body.data as { studentId: string; username: string };
  expect((await api(t.page, "POST", `/api/admin/students/${studentId}/password`, { password: CHILD_PASSWORD })).status).toBe(200);
  t.expectClean();
  await t.context.close();
  return { username };
}

async function childSignsIn(t: TestPage, username: string) {
  await signIn(t, username, CHILD_PASSWORD, "student");
  await t.page.waitForURL("**/student");
}

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

describe("the child's profile", () => {
  let child: { username: string };
  let sessionId = "";

  beforeAll(async () => {
    child = await makeStudent();
  });

  it("picks an avatar and large text; signed in again in a new browser, the preference is applied on every page", async () => {
    const t = await openPage(browser);
    t.page.setDefaultTimeout(15_000);
    await childSignsIn(t, child.username);
    await t.goto("/student/profile");
    await t.page.getByRole("heading", { name: "My picture" }).waitFor();
    expect(await rootFontSize(t.page)).toBe("16px");

    await t.page.getByTestId("avatar-rocket").click();
    await t.page.getByRole("status").filter({ hasText: "your picture is the rocket" }).waitFor();
    expect(await t.page.getByTestId("avatar-rocket").getAttribute("aria-pressed")).toBe("true");
    await t.page.getByTestId("text-size-extra-large").click();
    await t.page.getByRole("status").filter({ hasText: "bigger words" }).waitFor();
    // Applied at once, without a reload.
    expect(await t.page.evaluate(() => document.documentElement.getAttribute("data-text-size"))).toBe("extra-large");
    expect(await rootFontSize(t.page)).toBe("24px");
    await t.page.getByTestId("pref-reduced-motion").click();
    await t.page.getByRole("status").filter({ hasText: "less moving on" }).waitFor();
    expect(await t.page.evaluate(() => document.documentElement.getAttribute("data-motion"))).toBe("reduce");

    await signOut(t);
    // Signed out, the page is back to the browser's own settings.
    expect(await t.page.evaluate(() => document.documentElement.getAttribute("data-text-size"))).toBeNull();
    t.expectClean();
    await t.context.close();

    const again = await openPage(browser, { viewport: { width: 375, height: 800 } });
    again.page.setDefaultTimeout(15_000);
    await childSignsIn(again, child.username);
    // On the student home already, before the profile is opened.
    await expect.poll(() => again.page.evaluate(() => document.documentElement.getAttribute("data-text-size"))).toBe("extra-large");
    expect(await rootFontSize(again.page)).toBe("24px");
    await again.goto("/student/profile");
    await again.page.getByRole("heading", { name: "My picture" }).waitFor();
    expect(await again.page.getByTestId("avatar-rocket").getAttribute("aria-pressed")).toBe("true");
    expect(await again.page.getByTestId("text-size-extra-large").getAttribute("aria-pressed")).toBe("true");
    expect(await again.page.getByTestId("current-avatar").isVisible()).toBe(true);
    sessionId = (await again.context.cookies()).find((c) => c.name === "sid")?.value ?? "";
    again.expectClean();
    await again.context.close();
    expect(sessionId).not.toBe("");
  });

  it("is axe clean in light and dark at 375 and 1280 px", async () => {
    expect(sessionId, "the first test signs the child in").not.toBe("");
    const sweep = await axeSweep(browser, { sessionId });
    await sweep.page.goto("/student/profile");
    await sweep.page.getByRole("heading", { name: "My picture" }).waitFor();
    await sweep.check("profile");
    await sweep.finish();
  });
});
