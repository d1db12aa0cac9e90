/**
 * Steps that several end-to-end journeys share: a public form sent from the page, a family's
 * registration and email verification, signing in and out, and a status change in the back office.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { TestPage } from "./browser";
import { waitForMail } from "./mailbox";

export const toast = (page: Page, title: string) => page.locator("li[data-state='open']").filter({ hasText: title });

/** A public form sent from the page, as the site's own forms send it (CSRF token from GET /api/settings). */
export async function submitFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = (await fetch("/api/settings", { credentials: "include" })).headers.get("X-CSRF-Token") ?? "";
      const res = await fetch(path, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { path, body },
  );
}

/** Creates a parent account at /auth?portal=parent; the new account lands on /parent, signed in. */
export async function registerParent(t: TestPage, username: string, email: string, password: string) {
  await t.goto("/auth?portal=parent");
  await t.page.getByRole("tab", { name: "Create Account" }).click();
  await t.page.getByLabel("Username").fill(username);
  await t.page.getByLabel("Email").fill(email);
  await t.page.locator("input[name=password]").fill(password);
  await t.page.getByRole("button", { name: "Create Parent Account" }).click();
  await t.page.waitForURL("**/parent");
}

/** The path and query of the verification link mailed to `email`. */
export async function verificationLink(email: string) {
  const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.text.includes("/verify-email?token="));
  const url = new URL(/https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
}

export async function signIn(t: TestPage, username: string, password: string, portal?: string) {
  await t.goto(portal ? `/auth?portal=${portal}` : "/auth");
  await t.page.getByLabel("Username or email").fill(username);
  await t.page.locator("input[name=password]").fill(password);
  await t.page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export async function signOut(t: TestPage) {
  await t.page.getByRole("button", { name: "Sign out" }).click();
  await t.page.waitForURL("**/auth");
  await toast(t.page, "Signed out").waitFor();
}

/** Moves the open application to the status labelled `label` through the confirmation dialog. */
export async function changeStatus(page: Page, label: string, note: string) {
  const card = page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: "Change status", level: 3 }) })
    .last();
  await card.getByLabel("New status").selectOption({ label });
  await card.getByLabel("Internal note (optional)").fill(note);
  await card.getByRole("button", { name: "Change status" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain("The family will be emailed");
  await dialog.getByRole("button", { name: "Change status and email the family" }).click();
  await toast(page, "Status changed").waitFor();
  await dialog.waitFor({ state: "detached" });
}
