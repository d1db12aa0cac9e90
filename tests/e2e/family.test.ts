/**
 * The family side in Chromium against the real server (docs/api/family-and-account.md): a family
 * registers, the verification mail arrives at the test SMTP server, its link verifies the address,
 * and /parent then shows the application made with it; the password change on /parent/account;
 * /portal for every role; a not-yet-available area; axe on these screens in light and dark.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ROLES } from "#common/roles";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";
import { offeredTourDate, validApplication, validTour } from "../support/form-data";
import { registerParent, submitFromPage, toast, verificationLink } from "../support/journeys";
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
describe("a family's journey", () => {
  it("registers, verifies the address through the mail, and sees the application and tour made with it", async () => {
    // The link is used twice on purpose: the second time the server refuses it.
    const t = await openPage(browser, { expectedFailures: [{ path: "/api/auth/verify-email", status: 400 }] });
    t.page.setDefaultTimeout(15_000);
    const username = unique("family");
    const email = `${username}@example.test`;
    const child = unique("Ana").replace("-", "");
    await t.goto("/");
    const submitted = await submitFromPage(
      t.page,
      "/api/application-submission",
      validApplication({ parent_email: email, child_first_name: child, child_last_name: "Lopez" }),
    );
    expect(submitted.status).toBe(201);
    const applicationId = submitted.body.application_id as string;
    const tour = await submitFromPage(
      t.page,
      "/api/tour-booking",
      validTour({ email, child_name: child, preferred_date: offeredTourDate(7), preferred_time: "2:00 PM" }),
    );
    expect(tour.status).toBe(201);

    await registerParent(t, username, email, PASSWORD);
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Family Dashboard");
    const panel = t.page.getByTestId("verify-panel");
    await panel.waitFor();
    expect(await panel.textContent()).toContain(email);
    expect(await t.page.getByText(applicationId).count()).toBe(0);
    expect(await t.page.getByText(child).count()).toBe(0);

    const link = await verificationLink(email);
    await t.page.goto(link);
    await t.page.getByText("Your email address is verified").waitFor();
    // The token left the address bar.
    expect(new URL(t.page.url()).search).toBe("");
    await t.page.getByRole("link", { name: "Go to your family dashboard" }).click();
    await t.page.waitForURL("**/parent");

    const card = t.page.locator(`[data-application-id="${applicationId}"]`);
    await card.waitFor();
    expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(`${child} Lopez`);
    expect(await card.getByTestId("application-status").textContent()).toBe("Submitted");
    expect(await card.textContent()).toContain("We have received your application.");
    expect(await card.locator("ol[data-testid=timeline] > li").first().textContent()).toContain("Application submitted");
    const tours = t.page.getByTestId("tour-bookings");
    expect(await tours.textContent()).toContain(`2:00 PM Eastern Time · virtual tour for ${child}`);
    expect(await tours.textContent()).toContain("Booked");

    // The same link does not work twice.
    await t.page.goto(link);
    await t.page.getByTestId("verify-failed").waitFor();
    await t.page.getByText("Your email address is already verified").waitFor();
    t.expectClean();
    await t.context.close();
  });

  it("changes the password on /parent/account (the current one is checked) and signs in with the new one", async () => {
    const t = await openPage(browser, { expectedFailures: [{ path: "/api/account/password", status: 400 }] });
    t.page.setDefaultTimeout(15_000);
    const username = unique("pw");
    await registerParent(t, username, `${username}@example.test`, PASSWORD);
    // Not verified yet: Resend on the dashboard sends a new link and says where it went.
    const panel = t.page.getByTestId("verify-panel");
    await panel.getByRole("button", { name: "Resend verification email" }).click();
    await toast(t.page, "Verification email sent").waitFor();
    await panel.getByText(`We sent a new verification link to ${username}@example.test`).waitFor();
    await t.page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Account" }).click();
    await t.page.waitForURL("**/parent/account");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Account");
    await expect.poll(() => t.page.getByRole("link", { name: "Account", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(await t.page.getByTestId("email-state").textContent()).toContain("Email not verified");
    expect(await t.page.getByRole("link", { name: "Security settings" }).getAttribute("href")).toBe("/settings/security");

    await t.page.locator("input[name=currentPassword]").fill("Not-The-One-1");
    await t.page.locator("input[name=newPassword]").fill("Even-Brighter-2027");
    await t.page.locator("input[name=confirmPassword]").fill("Even-Brighter-2027");
    await t.page.getByRole("button", { name: "Change password" }).click();
    await t.page.getByText("Current password is incorrect").first().waitFor();
    expect(await t.page.locator("input[name=currentPassword]").getAttribute("aria-invalid")).toBe("true");

    await t.page.locator("input[name=currentPassword]").fill(PASSWORD);
    await t.page.getByRole("button", { name: "Change password" }).click();
    await toast(t.page, "Password changed").waitFor();
    await waitForMail((m) => m.envelopeTo.includes(`${username}@example.test`) && m.subject.includes("password was changed"));

    // Profile: a full name and phone number.
    await t.page.getByLabel("Full name").fill("Rosa Lopez");
    await t.page.getByLabel("Phone").fill("555-201-3344");
    await t.page.getByRole("button", { name: "Save profile" }).click();
    await toast(t.page, "Profile saved").waitFor();

    const fresh = await openPage(browser);
    await fresh.goto("/auth");
    await fresh.page.getByLabel("Username or email").fill(username);
    await fresh.page.locator("input[name=password]").fill("Even-Brighter-2027");
    await fresh.page.getByRole("button", { name: "Sign In", exact: true }).click();
    await fresh.page.waitForURL("**/parent");
    fresh.expectClean();
    await fresh.context.close();
    t.expectClean();
    await t.context.close();
  });
});

describe("the portal", () => {
  const sessions = inject("sessions");
  const AREAS: Record<string, string[]> = {
    admin: [
      "/admin",
      "/admin/operations",
      "/admin/people",
      "/admin/courses",
      "/admin/reports",
      "/admin/settings",
      "/notifications",
      "/messages",
      "/teacher/resource-library",
      "/files",
      "/settings/security",
    ],
    super_admin: [
      "/admin",
      "/admin/operations",
      "/admin/people",
      "/admin/courses",
      "/admin/reports",
      "/admin/settings",
      "/notifications",
      "/messages",
      "/teacher/resource-library",
      "/files",
      "/settings/security",
    ],
    teacher: [
      "/teacher",
      "/teacher/classes",
      "/teacher/content",
      "/teacher/gradebook",
      "/teacher/attendance-reports",
      "/teacher/messages",
      "/teacher/insights",
      "/teacher/practice",
      "/teacher/analytics",
      "/calendar",
      "/notifications",
      "/teacher/resource-library",
      "/files",
      "/settings/security",
    ],
    guardian: ["/parent", "/parent/progress", "/parent/messages", "/parent/calendar", "/notifications", "/parent/account", "/files", "/settings/security"],
    parent: ["/parent", "/parent/progress", "/parent/messages", "/parent/calendar", "/notifications", "/parent/account", "/files", "/settings/security"],
    student: [
      "/student",
      "/student/assignments",
      "/student/courses",
      "/student/messages",
      "/student/calendar",
      "/student/games",
      "/student/portfolio",
      "/notifications",
      "/student/profile",
      "/files",
    ],
  };

  it.each(ROLES)("/portal shows a %s the areas of that role, and the navigation the same", async (role) => {
    const t = await openPage(browser, { sessionId: sessions[role] });
    await t.goto("/portal");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Portal");
    const areas = t.page.getByTestId("portal-areas").getByRole("link");
    await areas.first().waitFor();
    expect(await areas.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(AREAS[role]);
    const nav = t.page.getByRole("navigation", { name: "Portal" }).getByRole("link");
    expect(await nav.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(AREAS[role]);
    // The current page is marked for assistive technology, and the links are reachable by keyboard.
    await nav.nth(0).click();
    await t.page.waitForURL(`**${AREAS[role]![0]}`);
    await expect.poll(() => nav.nth(0).getAttribute("aria-current")).toBe("page");
    expect(await nav.nth(1).getAttribute("aria-current")).toBeNull();
    await nav.nth(1).focus();
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL(`**${AREAS[role]![1]}`);
    await expect.poll(() => nav.nth(1).getAttribute("aria-current")).toBe("page");
    expect(await nav.nth(0).getAttribute("aria-current")).toBeNull();
    t.expectClean();
    await t.context.close();
  });
});

describe("axe", () => {
  const sessions = inject("sessions");
  const VERIFIED = {
    success: true,
    data: {
      emailVerified: true,
      email: "family@example.test",
      applications: [
        {
          applicationId: "APP-2026-7K3QH9XM",
          childName: "Lucia Garcia",
          gradeRequested: "2",
          gradeRequestedLabel: "Grade 2 (ages 7-8)",
          placementGrade: "1",
          placementGradeLabel: "Grade 1 (ages 6-7)",
          status: "offered",
          statusLabel: "Offered a place",
          meaning: "Your child has been offered a place.",
          nextStep: "Reply to the offer email or call admissions to accept the place and choose a start date.",
          submittedAt: "2026-03-02T15:00:00.000Z",
          timeline: [
            { at: "2026-03-02T15:00:00.000Z", title: "Application submitted", text: "We received your application.", by: "You" },
            { at: "2026-03-04T15:00:00.000Z", title: "Offered a place", text: "Your child has been offered a place.", by: "Admissions team" },
          ],
        },
      ],
      tourBookings: [
        { id: "t1", date: "2026-03-10", time: "10:00 AM", startsAt: "2026-03-10T14:00:00.000Z", childName: "Lucia", status: "booked" },
        { id: "t2", date: "2026-03-09", time: "9:00 AM", startsAt: "2026-03-09T13:00:00.000Z", childName: "Lucia", status: "cancelled" },
      ],
    },
  };

  /**
   * Opens `path` the way a link inside the app does, from a page that reads nothing of the family's:
   * the browser then reads the page's data itself, so the overview faked above is what it gets (a
   * page loaded whole is rendered with the server's own reads, docs/decisions/0029).
   */
  async function inApp(page: Page, path: string) {
    await page.goto("/settings/security");
    await page.evaluate(
      (to) => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter.navigate(to),
      path,
    );
  }

  it("the family and portal screens have no violations in light and dark at 375 and 1280 px", async () => {
    const { page, check, finish } = await axeSweep(browser, { sessionId: sessions.guardian });

    await page.goto("/parent");
    await page.getByTestId("verify-panel").waitFor();
    await check("/parent unverified");
    await page.route("**/api/family/overview", (r) => r.fulfill({ json: VERIFIED }));
    await inApp(page, "/parent");
    await page.getByTestId("application-card").waitFor();
    await check("/parent verified");
    await page.route("**/api/family/overview", (r) => r.fulfill({ json: { success: true, data: { ...VERIFIED.data, applications: [], tourBookings: [] } } }));
    await inApp(page, "/enhanced-parent-portal");
    await page.getByTestId("no-applications").waitFor();
    await check("/enhanced-parent-portal empty");
    await page.goto("/parent/account");
    await page.getByTestId("profile-card").waitFor();
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Current password is required").waitFor();
    await check("/parent/account with errors");
    await page.goto("/portal");
    await page.getByTestId("portal-areas").waitFor();
    await check("/portal");
    await page.goto("/parent/messages");
    await page.getByTestId("new-message").waitFor();
    await check("/parent/messages");
    await page.goto("/verify-email");
    await page.getByTestId("verify-failed").waitFor();
    await check("/verify-email without a token");
    await finish();
  }, 180_000);
});
