/**
 * Staff operations in Chromium (docs/api/admin-operations.md): the dashboard shows what a family
 * just sent and links to it, a tour is cancelled through its dialog and the family's mail arrives,
 * opening a contact message marks it read, the reports page counts and downloads the CSV, and
 * axe finds nothing on these screens in light and dark at phone and desktop widths. The e2e server
 * is shared: every test finds its own rows by unique names.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatBytes } from "#common/uploads";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";
import { offeredTourDate, validApplication, validContact, validTour } from "../support/form-data";
import { TestClient } from "../support/http-client";
import { waitForMail } from "../support/mailbox";
import { PDF } from "../support/sample-files";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A name only this run uses (letters only: the forms refuse digits in names). */
const unique = (prefix: string) => `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

async function submit(path: string, body: unknown) {
  const res = await new TestClient(inject("baseUrl")).mutate("POST", path, body);
  expect(res.status, res.text).toBe(201);
  return res.json<Record<string, unknown> & { data?: { id: string } }>();
}

async function bookTour(parentName: string, email: string, dateIndex: number) {
  const body = await submit(
    "/api/tour-booking",
    validTour({ parent_name: parentName, email, preferred_date: offeredTourDate(dateIndex), preferred_time: "11:00 AM" }),
  );
  return body.data!.id;
}

async function sendMessage(parentName: string, withFile = false) {
  const client = new TestClient(inject("baseUrl"));
  const attachments = withFile ? [(await client.upload("/api/uploads", { name: "report card.pdf", bytes: PDF })).json<{ data: { id: string } }>().data.id] : [];
  const res = await client.mutate("POST", "/api/contact", validContact({ parent_name: parentName, attachments }));
  expect(res.status, res.text).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

const admin = () => inject("sessions").admin;

describe("staff operations", () => {
  it("the dashboard shows a just-submitted application and links to it", async () => {
    const t = await openPage(browser, { sessionId: admin() });
    const child = unique("Dash");
    const { application_id: applicationId } = (await submit("/api/application-submission", validApplication({ child_first_name: child }))) as {
      application_id: string;
    };

    await t.goto("/admin");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Admin Dashboard");
    const card = t.page.getByRole("region", { name: "New applications" });
    const link = card.getByRole("link", { name: new RegExp(child) });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(`/admin/operations?tab=applications&application=${applicationId}`);
    expect(Number(await card.getByTestId("dashboard-count").textContent())).toBeGreaterThan(0);
    expect(await card.getByRole("link", { name: "Review new applications" }).getAttribute("href")).toBe("/admin/operations?tab=applications&status=submitted");
    expect(await t.page.getByRole("region", { name: "Grade conflicts" }).getByRole("link", { name: "Resolve grade conflicts" }).getAttribute("href")).toBe(
      "/admin/operations?tab=applications&needs=grade_conflict",
    );
    expect(await t.page.getByRole("link", { name: "Open the inbox" }).getAttribute("href")).toBe("/admin/operations?tab=messages&unread=1");
    expect(await t.page.getByRole("link", { name: "See tour bookings" }).getAttribute("href")).toBe("/admin/operations?tab=tours");
    expect(
      await t.page.getByRole("region", { name: "Waiting for Create student" }).getByRole("link", { name: "See enrolled applications" }).getAttribute("href"),
    ).toBe("/admin/operations?tab=applications&status=enrolled");
    for (const name of [/^People/, /^Reports/, /^School Settings/])
      await t.page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name }).waitFor();

    await link.click();
    await t.page.waitForURL((url) => url.pathname === "/admin/operations" && url.searchParams.get("application") === applicationId);

    await t.goto("/admin-portal");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Admin Portal");
    await t.page.getByRole("region", { name: "New applications" }).waitFor();
    t.expectClean();
    await t.context.close();
  });

  it("cancels a tour booking through its dialog, and the family is emailed", async () => {
    const parent = `Olivia ${unique("Tour")}`;
    const email = `${unique("ops")}@example.com`;
    await bookTour(parent, email, 6);

    const t = await openPage(browser, { sessionId: admin() });
    t.page.setDefaultTimeout(10_000);
    await t.goto("/admin/operations?tab=tours");
    const panel = t.page.getByTestId("tours-panel");
    await panel.getByRole("heading", { level: 2, name: "Tour bookings" }).waitFor();
    const booking = panel.getByTestId("tour-booking").filter({ hasText: parent });
    await booking.waitFor();
    const slot = panel.getByTestId("tour-slot").filter({ has: t.page.getByTestId("tour-booking").filter({ hasText: parent }) });
    await expect.poll(() => slot.textContent()).toMatch(/\d of 5 seats booked/);
    const seatsBefore = Number(/(\d) of 5 seats booked/.exec((await slot.textContent()) ?? "")![1]);

    const cancelButton = booking.getByRole("button", { name: `Cancel the tour of ${parent}` });
    const dialog = t.page.getByRole("dialog", { name: "Cancel this tour?" });
    // Closed without acting, the dialog gives focus back to the button that opened it.
    await cancelButton.click();
    await dialog.waitFor();
    await t.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => cancelButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await cancelButton.click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`The family will be emailed at ${email}`);
    await dialog.getByLabel("Reason (optional)").fill("Our guide is unwell that afternoon.");
    await dialog.getByRole("button", { name: "Cancel tour and email family" }).click();
    await dialog.waitFor({ state: "hidden" });
    await t.page.locator("li[data-state='open']").filter({ hasText: "Tour cancelled" }).waitFor();
    await booking.getByText("Cancelled", { exact: true }).waitFor();
    await expect.poll(() => slot.textContent()).toContain(`${seatsBefore - 1} of 5 seats booked`);
    expect(await booking.getByRole("button", { name: /Cancel the tour/ }).count()).toBe(0);

    const mail = await waitForMail((m) => m.envelopeTo.includes(email) && /cancelled/i.test(m.subject));
    expect(mail.text).toContain("Our guide is unwell that afternoon.");
    expect(mail.text).toContain("/contact?tab=tour");
    t.expectClean();
    await t.context.close();
  });

  it("reschedules a tour booking through its dialog into a free slot", async () => {
    const parent = `Ravi ${unique("Move")}`;
    const email = `${unique("ops")}@example.com`;
    await bookTour(parent, email, 8);

    const t = await openPage(browser, { sessionId: admin() });
    await t.goto("/admin/operations?tab=tours");
    const booking = t.page.getByTestId("tour-booking").filter({ hasText: parent });
    await booking.getByRole("button", { name: `Reschedule the tour of ${parent}` }).click();
    const dialog = t.page.getByRole("dialog", { name: "Reschedule this tour" });
    const date = dialog.getByLabel("New date");
    await date.waitFor();
    const target = offeredTourDate(9);
    await date.selectOption(target);
    await dialog.getByLabel(/New time/).selectOption("2:00 PM");
    await dialog.getByRole("button", { name: "Move tour and email family" }).click();
    await dialog.waitFor({ state: "hidden" });
    await t.page.locator(`[data-testid=tour-day][data-date="${target}"] [data-testid=tour-slot][data-time="2:00 PM"]`).getByText(parent).waitFor();
    const mail = await waitForMail((m) => m.envelopeTo.includes(email) && m.subject.startsWith("New time"));
    expect(mail.attachments.some((a) => a.mimeType === "text/calendar" && a.content.includes("SEQUENCE:1"))).toBe(true);
    t.expectClean();
    await t.context.close();
  });

  it("opening a contact message marks it read; it can be marked unread again; attachments download", async () => {
    const parent = `Nadia ${unique("Inbox")}`;
    await sendMessage(parent, true);

    const t = await openPage(browser, { sessionId: admin() });
    await t.goto("/admin/operations?tab=messages&unread=1");
    const panel = t.page.getByTestId("inbox-panel");
    await panel.getByRole("heading", { level: 2, name: "Enquiries" }).waitFor();
    expect(await panel.getByLabel("Unread only").isChecked()).toBe(true);
    const item = panel.getByTestId("inbox-item").filter({ hasText: parent });
    await item.getByText("Unread", { exact: true }).waitFor();
    await item.getByText("1 attachment").waitFor();

    await item.getByRole("button").click();
    const message = t.page.getByTestId("inbox-message");
    await message.getByRole("heading", { name: parent }).waitFor();
    await message.getByTestId("read-state").waitFor();
    expect(await message.getByTestId("read-state").textContent()).toMatch(/^Read by /);
    const file = message.getByRole("link", { name: "report card.pdf" });
    expect(await file.getAttribute("download")).toBe("report card.pdf");
    expect(await file.getAttribute("href")).toMatch(/^\/api\/admin\/attachments\/[0-9a-f-]{36}$/);
    expect(await message.textContent()).toContain(`report card.pdf (${formatBytes(PDF.length)})`);
    expect(await message.getByRole("link", { name: "Reply by email" }).getAttribute("href")).toMatch(/^mailto:maria\.garcia@example\.com\?subject=/);
    const download = t.page.waitForEvent("download");
    await file.click();
    expect((await download).suggestedFilename()).toBe("report card.pdf");

    await message.getByRole("button", { name: "Mark as unread" }).click();
    await t.page.locator("li[data-state='open']").filter({ hasText: "Marked as unread" }).waitFor();
    await message.waitFor({ state: "detached" });
    await item.getByText("Unread", { exact: true }).waitFor();

    // A search is kept in the address: a reload shows the same, narrowed list.
    await panel.getByLabel("Search name, email or text").fill(parent);
    await panel.getByRole("button", { name: "Search", exact: true }).click();
    await t.page.waitForURL((url) => url.searchParams.get("q") === parent);
    await t.page.reload();
    await panel.getByTestId("inbox-item").first().waitFor();
    expect(await panel.getByLabel("Search name, email or text").inputValue()).toBe(parent);
    expect(await panel.getByTestId("inbox-item").count()).toBe(1);
    expect(await panel.getByTestId("inbox-item").textContent()).toContain(parent);
    t.expectClean();
    await t.context.close();
  });

  it("the reports page shows the counts and downloads the CSV", async () => {
    const child = unique("Report");
    await submit("/api/application-submission", validApplication({ child_first_name: child }));
    const t = await openPage(browser, { sessionId: admin() });
    await t.goto("/admin/reports");
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Reports");
    for (const caption of ["By status", "By requested grade", "By month of submission"]) {
      await t.page.locator("caption", { hasText: caption }).waitFor();
    }
    const submitted = t.page.getByRole("table", { name: "By status" }).getByRole("row", { name: /Submitted/ });
    expect(Number(await submitted.locator("td").textContent())).toBeGreaterThan(0);
    await t.page.getByTestId("report-total").waitFor();

    const download = t.page.waitForEvent("download");
    await t.page.getByRole("link", { name: "Download CSV", exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain('"Application ID","Status"');
    expect(text).toContain(`"${child}"`);
    expect(await t.page.getByTestId("audit-log-section").count()).toBe(0);

    // A range that ends before it starts is refused at the To field, and the counts stay as they were.
    const range = t.page.getByRole("form", { name: "Report dates" });
    await range.getByLabel("From").fill("2026-03-10");
    await range.getByLabel("To").fill("2026-03-01");
    await range.getByRole("button", { name: "Show counts" }).click();
    await t.page.getByText("The start date must be on or before the end date.").waitFor();
    expect(await range.getByLabel("To").getAttribute("aria-invalid")).toBe("true");
    expect(await range.getByLabel("From").getAttribute("aria-invalid")).toBeNull();
    // A range with nothing in it counts nothing.
    await range.getByLabel("From").fill("2020-01-01");
    await range.getByLabel("To").fill("2020-01-31");
    await range.getByRole("button", { name: "Show counts" }).click();
    await expect.poll(() => t.page.getByTestId("report-total").textContent()).toBe("0 applications submitted, 2020-01-01 to 2020-01-31.");
    expect(await range.getByLabel("To").getAttribute("aria-invalid")).toBeNull();
    t.expectClean();
    await t.context.close();
  });
});

describe("staff operations screens", () => {
  it("have no axe violations in light and dark at 375 and 1280 px", async () => {
    await sendMessage(`Axe ${unique("Msg")}`, true);
    await bookTour(`Axe ${unique("Tour")}`, `${unique("axe")}@example.com`, 4);
    const sweep = await axeSweep(browser, { sessionId: inject("sessions").super_admin, timeout: 20_000 });
    const { page } = sweep;
    const check = async (state: string, ready: (page: Page) => Promise<unknown>) => {
      await ready(page);
      await sweep.check(state);
    };
    const go = async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    };

    await go("/admin");
    await check("/admin", (p) => p.getByRole("region", { name: "New applications" }).waitFor());
    await go("/admin/operations?tab=tours");
    await check("tours", (p) => p.getByTestId("tour-booking").first().waitFor());
    await page
      .getByTestId("tour-booking")
      .filter({ has: page.getByRole("button", { name: /^Cancel the tour/ }) })
      .first()
      .getByRole("button", { name: /^Cancel the tour/ })
      .click();
    await check("cancel dialog", (p) => p.getByRole("dialog").waitFor());
    await page.keyboard.press("Escape");
    await page
      .getByRole("button", { name: /^Reschedule the tour/ })
      .first()
      .click();
    await check("reschedule dialog", (p) => p.getByRole("dialog").getByLabel("New date").waitFor());
    await page.keyboard.press("Escape");
    await go("/admin/operations?tab=messages");
    await check("inbox", (p) => p.getByTestId("inbox-item").first().waitFor());
    await page.getByTestId("inbox-item").first().getByRole("button").click();
    await check("message", (p) => p.getByTestId("inbox-message").getByRole("heading").first().waitFor());
    await go("/admin/reports");
    await check("reports", (p) => p.getByTestId("report-total").waitFor());

    if (process.env.SCREENSHOTS) {
      for (const path of ["/admin", "/admin/operations?tab=tours", "/admin/operations?tab=messages", "/admin/reports"]) {
        await go(path);
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${process.env.SCREENSHOTS}/${path.replace(/\W+/g, "_")}.png`, fullPage: true });
      }
    }
    await sweep.finish();
  });
});
