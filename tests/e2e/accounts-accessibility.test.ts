/**
 * axe-core on every accounts screen and dialog state (DIRECTION.md section 6), light and dark, at
 * 375 px and 1280 px. The accounts API is answered by the test so each state can be reached at once.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { axeSweep } from "../support/axe";
import { launchBrowser } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const user = (role: string) => ({
  id: "u1",
  username: `test-${role}`,
  role,
  session: { idleTimeoutMinutes: 120, expiresAt: new Date(Date.now() + 3600_000).toISOString() },
});
const SETUP = {
  success: true,
  message: "Scan the QR code with your authenticator app",
  data: {
    qrCodeUrl: "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
    manualEntryKey: "JBSW Y3DP EHPK 3PXP",
    backupCodes: Array.from({ length: 10 }, (_, i) => `code-${i}abc`),
  },
};

describe("axe", () => {
  it("the accounts screens have no axe violations in light and dark at 375 and 1280 px", async () => {
    const { page, check, finish } = await axeSweep(browser, { timeout: 20_000 });

    // Signed out: /auth in every variant, both tabs, the 2FA step.
    for (const query of ["", "?portal=student", "?portal=parent", "?portal=teacher", "?portal=admin"]) {
      await page.goto(`/auth${query}`, { waitUntil: "load" });
      await page.getByRole("tab", { name: "Sign In" }).waitFor();
      await check(`/auth${query}`);
    }
    await page.goto("/auth", { waitUntil: "load" });
    await page.getByRole("tab", { name: "Create Account" }).click();
    await page.locator("input[name=password]").fill("abC");
    await page.getByRole("button", { name: "Create Parent Account" }).click();
    await page.getByText("Username must be at least 3 characters").waitFor();
    await check("/auth register tab with errors");

    await page.route("**/api/login", (r) =>
      r.fulfill({ json: { mfaRequired: true, message: "Enter the 6-digit code from your authenticator app, or a backup code." } }),
    );
    await page.route("**/api/auth/mfa/login", (r) => r.fulfill({ status: 401, json: { message: "Invalid verification code" } }));
    await page.getByRole("tab", { name: "Sign In" }).click();
    await page.getByLabel("Username or email").fill("maria");
    await page.locator("input[name=password]").fill("Secret123");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByLabel("6-digit code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.locator("li[data-state='open']").filter({ hasText: "Login failed" }).waitFor();
    await check("/auth 2FA code step with error and toast");
    await page.getByRole("switch", { name: "Use a backup code" }).click();
    await check("/auth backup code step");

    // Recovery.
    await page.goto("/forgot-password", { waitUntil: "load" });
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    await check("/forgot-password with error");
    await page.route("**/api/auth/forgot-password", (r) => r.fulfill({ json: { success: true, message: "ok" } }));
    await page.getByLabel("Email").fill("maria@example.test");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("link", { name: "Return to Login" }).waitFor();
    await check("/forgot-password sent");
    await page.goto("/reset-password?token=abc", { waitUntil: "load" });
    await page.getByLabel(/^New password/).fill("abc");
    await page.getByLabel("Confirm new password").fill("abd");
    await check("/reset-password form");
    await page.route("**/api/auth/reset-password", (r) => r.fulfill({ json: { success: true, message: "Password reset successful" } }));
    await page.getByLabel(/^New password/).fill("NewPassw0rd");
    await page.getByLabel("Confirm new password").fill("NewPassw0rd");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Redirecting to login page...").waitFor();
    await check("/reset-password success");
    await page.goto("/reset-password", { waitUntil: "load" });
    await page.getByRole("heading", { name: "Invalid Reset Link" }).waitFor();
    await check("/reset-password invalid link");

    // Signed in as an admin: both cards, then each dialog state.
    let enabled = false;
    await page.route("**/api/user", (r) => r.fulfill({ json: user("admin") }));
    await page.route("**/api/auth/mfa/status", (r) => r.fulfill({ json: { success: true, data: { enabled, backupCodesRemaining: enabled ? 10 : 0 } } }));
    await page.route("**/api/settings/security", (r) => r.fulfill({ json: { success: true, data: { session_timeout_minutes: 120 } } }));
    await page.route("**/api/auth/mfa/setup", (r) => r.fulfill({ json: SETUP }));
    await page.goto("/settings/security", { waitUntil: "load" });
    await page.getByTestId("session-timeout-minutes").waitFor();
    await check("/settings/security 2FA off");
    await page.getByRole("button", { name: "Enable 2FA" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("manual-entry-key").waitFor();
    // An open dialog hides the rest of the page from assistive technology: check the dialog itself.
    await check("enable dialog, scan step", "[role=dialog]");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await dialog.getByRole("button", { name: "Verify & Enable" }).click();
    await dialog.getByText("Current password is required").waitFor();
    await dialog.getByText("Code must be 6 digits").waitFor();
    await check("enable dialog, verify step with error", "[role=dialog]");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    enabled = true;
    await page.reload({ waitUntil: "load" });
    await page.getByTestId("backup-codes-remaining").waitFor();
    await check("/settings/security 2FA on");
    await page.getByRole("button", { name: "Disable 2FA" }).click();
    await dialog.getByRole("button", { name: "Disable 2FA" }).click();
    await dialog.getByText("Password required").waitFor();
    await check("disable dialog with errors", "[role=dialog]");

    await finish();
  }, 120_000);
});
