/**
 * Signing in with a sign-in card on a phone (issue 34): a guardian makes their child's card on
 * /parent/account and sees it to print (its code shown this once); on a signed-out phone at 375 px
 * the card's address, /auth/card#<code>, signs the child in and lands on their home, with the code
 * gone from the address bar. A refused code shows "Ask a grown-up" and the way to the usual sign-in.
 * Each screen is axe clean. The family is the Spanish-speaking one of the global set-up (Beatriz).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 375, height: 740 };

describe("a sign-in card", () => {
  let code = "";

  it("is made by the guardian on /parent/account and shown once to print", async () => {
    const family = await openPage(browser, { sessionId: inject("spanishGuardianSession"), viewport: PHONE });
    await family.goto("/parent/account");
    const section = family.page.getByTestId("family-sign-in-cards");
    await section.waitFor();
    expect(await section.getByText("Todavía no tiene tarjeta").count()).toBe(1);
    await section.getByRole("button", { name: "Crear tarjeta de Beatriz" }).click();

    const sheet = family.page.getByTestId("sign-in-card-sheet");
    await sheet.waitFor();
    const card = sheet.getByTestId("sign-in-card");
    expect(await card.count()).toBe(1);
    expect(await card.getByText("Beatriz", { exact: true }).count()).toBe(1);
    expect(await card.getByRole("img", { name: "Código QR para que Beatriz inicie sesión" }).count()).toBe(1);
    code = ((await card.getByTestId("sign-in-card-code").textContent()) ?? "").trim();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(await axeViolations(family.page)).toEqual([]);
    expect(await family.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await family.page.getByRole("button", { name: "Listo" }).click();
    await expect.poll(() => section.getByText(/^Tarjeta creada el /).count()).toBe(1);
    family.expectClean();
    await family.context.close();
  });

  it("signs the child in on a phone from its QR code's address and lands on their home", async () => {
    expect(code, "the card of the first test").not.toBe("");
    const phone = await openPage(browser, { viewport: PHONE });
    await phone.goto(`/auth/card#${code.replaceAll("-", "")}`);
    await phone.page.waitForURL("**/student");
    // The code is not left in the address bar or the history entry.
    expect(new URL(phone.page.url()).hash).toBe("");
    await phone.page.getByRole("heading", { level: 1 }).first().waitFor();
    // Her name comes with the home's answer, after the page's heading.
    await expect.poll(() => phone.page.evaluate(() => document.body.innerText)).toContain("Beatriz");
    expect(await axeViolations(phone.page)).toEqual([]);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    phone.expectClean();
    await phone.context.close();
  });

  it("says 'Ask a grown-up' for a code that does not work, with the way to the usual sign-in", async () => {
    const phone = await openPage(browser, { viewport: PHONE, expectedFailures: [{ path: "/api/login/card", status: 401 }] });
    await phone.goto("/auth/card#ZZZZZZZZZZZZZZZ");
    const refused = phone.page.getByTestId("card-refused");
    await refused.waitFor();
    expect(await refused.getByRole("heading", { name: "Ask a grown-up" }).count()).toBe(1);
    expect(await refused.getByRole("link", { name: "Sign in another way" }).getAttribute("href")).toBe("/auth?portal=student");
    expect(new URL(phone.page.url()).hash).toBe("");
    expect(await axeViolations(phone.page)).toEqual([]);
    phone.expectClean();
    await phone.context.close();
  });
});
