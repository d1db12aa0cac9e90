/**
 * The accounts journeys of issue 5 in Chromium against the real server: registration from each
 * portal, sign-in to the role's page, sign-out, password recovery through the mail actually sent,
 * two-factor authentication with codes computed here from the manual key (RFC 6238 with node's
 * crypto, independent of the server's library), a backup code, and the admins' session timeout.
 * Each test makes its own account (sign-in throttling is per account).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, stopPageClock, type TestPage } from "../support/browser";
import { signIn, signOut, toast } from "../support/journeys";
import { waitForMail } from "../support/mailbox";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "Bright-Path-2026";

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

async function open(path: string): Promise<TestPage> {
  const t = await openPage(browser);
  t.page.setDefaultTimeout(15_000);
  await t.goto(path);
  return t;
}

async function register(t: TestPage, query: string, button: string, username: string, email = `${username}@example.test`) {
  await t.goto(`/auth${query}`);
  await t.page.getByRole("tab", { name: "Create Account" }).click();
  await t.page.getByLabel("Username").fill(username);
  await t.page.getByLabel("Email").fill(email);
  await t.page.locator("input[name=password]").fill(PASSWORD);
  await t.page.getByRole("button", { name: button }).click();
}

/** The signed-in user as the server sees this browser (null when signed out). */
async function serverUser(t: TestPage) {
  return t.page.evaluate(async () => {
    const res = await fetch("/api/user", { credentials: "include" });
    return res.ok ? ((await res.json()) as { username: string; role: string }) : null;
  });
}

// RFC 6238 with node's crypto: base32 key, HMAC-SHA1, 30-second steps, 6 digits.
function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value === -1) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

function totp(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, "0");
}

/**
 * Codes for successive uses: the server accepts one step of drift and refuses a step at or before
 * the last one accepted, so each use takes the earliest step still allowed (waiting for the clock
 * when none is), never within 2 s of a step's end.
 */
function codeSource(key: Buffer) {
  let last = -Infinity;
  return async function next(): Promise<string> {
    for (;;) {
      const nowMs = Date.now();
      const current = Math.floor(nowMs / 30_000);
      const left = (current + 1) * 30_000 - nowMs;
      const step = Math.max(last + 1, current - 1);
      if (left > 2000 && step <= current + 1) {
        last = step;
        return totp(key, step);
      }
      await new Promise((resolve) => setTimeout(resolve, left + 100));
    }
  };
}

describe("registration from each portal", () => {
  it.each([
    ["?portal=student", "Create Student Account", "/student", "student", "Student Dashboard"],
    ["?portal=parent", "Create Parent Account", "/parent", "guardian", "Family Dashboard"],
    ["", "Create Parent Account", "/parent", "guardian", "Family Dashboard"],
  ])("/auth%s: %s lands on %s as a %s", async (query, button, home, role, heading) => {
    const t = await openPage(browser);
    t.page.setDefaultTimeout(15_000);
    const username = unique("family");
    await register(t, query, button, username);
    await t.page.waitForURL(`**${home}`);
    await toast(t.page, "Welcome to").filter({ hasText: "Your account has been created successfully." }).waitFor();
    await expect.poll(() => t.page.locator("h1").textContent()).toBe(heading);
    expect(await serverUser(t)).toMatchObject({ username, role });
    t.expectClean();
    await t.context.close();
  });

  it.each(["teacher", "admin"])("/auth?portal=%s offers no Create Account", async (portal) => {
    const t = await open(`/auth?portal=${portal}`);
    await t.page.getByRole("tab", { name: "Sign In" }).waitFor();
    expect(await t.page.getByRole("tab").allTextContents()).toEqual(["Sign In"]);
    expect(await t.page.getByRole("tab", { name: "Create Account" }).count()).toBe(0);
    t.expectClean();
    await t.context.close();
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the username or the email, lands on the role's page, and signs out on the server too", async () => {
    const t = await openPage(browser, { expectedFailures: [{ path: "/api/login", status: 401 }] });
    t.page.setDefaultTimeout(15_000);
    const username = unique("sam");
    await register(t, "?portal=student", "Create Student Account", username);
    await t.page.waitForURL("**/student");
    await signOut(t);
    expect(await serverUser(t)).toBeNull();

    await signIn(t, username, "Wrong-password-1");
    await toast(t.page, "Login failed").filter({ hasText: "Invalid username or password" }).waitFor();

    await signIn(t, `${username}@example.test`, PASSWORD);
    await t.page.waitForURL("**/student");
    await toast(t.page, "Welcome back!").filter({ hasText: "Logged in successfully" }).waitFor();
    expect(await serverUser(t)).toMatchObject({ username, role: "student" });

    // Signed in, /auth sends the student back to their page.
    await t.page.goto("/auth");
    await t.page.waitForURL("**/student");
    await signOut(t);
    expect(await serverUser(t)).toBeNull();
    // A guarded page now sends the visitor to sign in.
    await t.page.goto("/student");
    await t.page.waitForURL("**/auth");
    t.expectClean();
    await t.context.close();
  });
});

describe("password recovery", () => {
  it("sends the reset mail, and its link sets a new password that then signs in", async () => {
    const t = await openPage(browser, { expectedFailures: [{ path: "/api/login", status: 401 }] });
    t.page.setDefaultTimeout(15_000);
    const username = unique("reset");
    const email = `${username}@example.test`;
    await register(t, "?portal=parent", "Create Parent Account", username, email);
    await t.page.waitForURL("**/parent");
    await signOut(t);

    await t.goto("/auth");
    await t.page.getByRole("link", { name: "Forgot password?" }).click();
    await t.page.waitForURL("**/forgot-password");
    await t.page.getByLabel("Email").fill(email);
    await t.page.getByRole("button", { name: "Send Reset Link" }).click();
    await toast(t.page, "Reset link sent").waitFor();
    await t.page.getByRole("link", { name: "Return to Login" }).waitFor();

    // Registration sent a verification mail to the same address first.
    const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.text.includes("/reset-password?token="));
    const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    const token = link![1]!;

    await t.goto(`/reset-password?token=${token}`);
    await t.page.getByLabel(/^New password/).waitFor();
    expect(t.page.url()).not.toContain(token);
    const newPassword = "Fresh-Start-2027";
    await t.page.getByLabel(/^New password/).fill(newPassword);
    await t.page.getByLabel("Confirm new password").fill(newPassword);
    // The page's clock stopped, then moved on 3 s: the redirect without waiting for it (its timing is
    // checked in tests/e2e/accounts-screens.test.ts), then time flows again.
    await stopPageClock(t.page);
    await t.page.getByRole("button", { name: "Reset Password" }).click();
    await t.page.getByText("Redirecting to login page...").waitFor();
    await toast(t.page, "Password reset successful").waitFor();
    await t.page.clock.runFor(3000);
    await t.page.waitForURL("**/auth");
    await t.page.clock.resume();

    // The link works once.
    await t.goto(`/reset-password?token=${token}`);
    await t.page.getByLabel(/^New password/).fill("Another-One-2028");
    await t.page.getByLabel("Confirm new password").fill("Another-One-2028");
    t.problems.length = 0;
    await t.page.getByRole("button", { name: "Reset Password" }).click();
    await toast(t.page, "Invalid reset token").waitFor();
    expect(t.problems.every((p) => p.includes("/api/auth/reset-password"))).toBe(true);
    t.problems.length = 0;

    await signIn(t, username, PASSWORD);
    await toast(t.page, "Login failed").waitFor();
    await signIn(t, username, newPassword);
    await t.page.waitForURL("**/parent");
    t.expectClean();
    await t.context.close();
  });
});

describe("two-factor authentication", () => {
  it("enables 2FA from the manual key, signs in with a code and with a backup code, and disables it", async () => {
    const t = await openPage(browser);
    t.page.setDefaultTimeout(15_000);
    await t.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const username = unique("mfa");
    await register(t, "", "Create Parent Account", username);
    await t.page.waitForURL("**/parent");

    await t.page.getByRole("link", { name: "Security" }).click();
    await t.page.waitForURL("**/settings/security");
    await t.page.getByRole("button", { name: "Enable 2FA" }).click();
    const dialog = t.page.getByRole("dialog", { name: "Enable Two-Factor Authentication" });
    const keyText = (await dialog.getByTestId("manual-entry-key").textContent())!;
    const backupCodes = await dialog.getByTestId("backup-codes").locator("li").allTextContents();
    expect(backupCodes).toHaveLength(10);
    const qr = dialog.getByRole("img", { name: /QR code/ });
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    await dialog.getByRole("button", { name: "Copy setup key" }).click();
    await toast(t.page, "Setup key copied to clipboard").waitFor();
    expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(keyText.replace(/\s+/g, ""));

    const nextCode = codeSource(base32Decode(keyText));
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByLabel(/^Current password/).fill(PASSWORD);
    await dialog.getByLabel("6-digit code").fill(await nextCode());
    await dialog.getByRole("button", { name: "Verify & Enable" }).click();
    await toast(t.page, "Two-factor authentication has been enabled").waitFor();
    await expect.poll(() => t.page.getByTestId("backup-codes-remaining").textContent()).toBe("Backup codes remaining: 10");

    // Sign in again: the password alone is not enough; a code from the app completes it.
    await signOut(t);
    await signIn(t, username, PASSWORD);
    await t.page.getByLabel("6-digit code").fill(await nextCode());
    expect(await serverUser(t)).toBeNull();
    await t.page.getByRole("button", { name: "Verify" }).click();
    await t.page.waitForURL("**/parent");
    expect(await serverUser(t)).toMatchObject({ username });

    // And with a backup code instead, which is then used up.
    await signOut(t);
    await signIn(t, username, PASSWORD);
    await t.page.getByRole("switch", { name: "Use a backup code" }).click();
    await t.page.getByLabel("Backup code").fill(backupCodes[0]!);
    await t.page.getByRole("button", { name: "Verify" }).click();
    await t.page.waitForURL("**/parent");
    await t.goto("/settings/security");
    await expect.poll(() => t.page.getByTestId("backup-codes-remaining").textContent()).toBe("Backup codes remaining: 9");

    await t.page.getByRole("button", { name: "Disable 2FA" }).click();
    const disable = t.page.getByRole("dialog", { name: "Disable Two-Factor Authentication" });
    await disable.getByLabel("Password").fill(PASSWORD);
    await disable.getByLabel("6-digit code").fill(await nextCode());
    await disable.getByRole("button", { name: "Disable 2FA" }).click();
    await toast(t.page, "Two-factor authentication has been disabled").waitFor();
    await t.page.getByRole("button", { name: "Enable 2FA" }).waitFor();

    // Off again: the password alone signs in.
    await signOut(t);
    await signIn(t, username, PASSWORD);
    await t.page.waitForURL("**/parent");
    t.expectClean();
    await t.context.close();
  }, 120_000);
});

describe("session timeout card", () => {
  const sessions = inject("sessions");

  it.each(["admin", "super_admin"] as const)("a signed-in %s sees the minutes, read from GET /api/settings/security with the page", async (role) => {
    const t = await openPage(browser, { sessionId: sessions[role] });
    const reads: string[] = [];
    t.page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/settings/security") reads.push(r.method());
    });
    await t.goto("/settings/security");
    const card = t.page.getByTestId("session-timeout-card");
    await expect.poll(() => card.getByTestId("session-timeout-minutes").textContent()).toMatch(/^\d+$/);
    expect(await card.getByRole("link", { name: "Change in School Settings" }).getAttribute("href")).toBe("/admin/settings");
    // Read by the server as it rendered the page (docs/decisions/0029): the browser asks nothing again.
    expect(reads).toEqual([]);
    t.expectClean();
    await t.context.close();
  });

  it.each(["teacher", "guardian", "parent", "student"] as const)("a signed-in %s sees no timeout and the settings are not read", async (role) => {
    const t = await openPage(browser, { sessionId: sessions[role] });
    const reads: string[] = [];
    t.page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/settings/security") reads.push(r.method());
    });
    await t.goto("/settings/security");
    await t.page.getByTestId("mfa-state").waitFor();
    expect(await t.page.getByTestId("session-timeout-card").count()).toBe(0);
    expect(reads).toEqual([]);
    t.expectClean();
    await t.context.close();
  });
});
