/**
 * The admission application on /apply and /application (docs/product.md sections 3, 4, 5 and 8) in Chromium:
 * validation messages and focus, the failure toast, and against the real API the confirmation, the
 * grade-conflict review and the duplicate-review notice.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatCalendarDate, type CalendarDate } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import { calculatePlacement, schoolYearCutoff, schoolYearName, startOptions } from "#common/grade-placement";
import { gradeByNumber } from "#common/grades";
import { school } from "#common/school";
import { DUPLICATE_REVIEW } from "../../server/admissions/application-rules";
import { axeBothThemes } from "../support/axe";
import { launchBrowser, openPage, type TestPage } from "../support/browser";
import { waitForMail } from "../support/mailbox";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SUBMIT_PATH = "/api/application-submission";

/** The first start the form offers today (the next month, or the next school year from May to July). */
function firstStart() {
  return startOptions(calendarDateInZone(new Date(), school.timeZone))[0]!;
}

/** A date of birth whose calculated grade, starting on the first start offered, is `grade`. */
function birthDateForGrade(grade: number): string {
  const { schoolYear } = firstStart();
  // Born in March: well clear of the 1 September cut-off either way.
  const birth: CalendarDate = { year: schoolYearCutoff(schoolYear).year - (grade + 5), month: 3, day: 14 };
  expect(calculatePlacement(birth, { schoolYear }).grade?.number).toBe(grade);
  return formatCalendarDate(birth);
}

/** A date of birth for a child `age` years old on the cut-off date of the first start's school year. */
function birthDateAged(age: number): string {
  const { schoolYear } = firstStart();
  const birth: CalendarDate = { year: schoolYearCutoff(schoolYear).year - age, month: 3, day: 14 };
  expect(calculatePlacement(birth, { schoolYear }).ageOnCutoff).toBe(age);
  return formatCalendarDate(birth);
}

/** Letters only, different on every run, so one run's children are never another's duplicates. */
function uniqueName(prefix: string) {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `${prefix}${letters}`;
}

interface ChildDetails {
  first: string;
  last: string;
  dob: string;
  grade: string;
}

function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

async function fillApplication(page: Page, child: ChildDetails) {
  await field(page, "parent_name").fill("Maria Lopez");
  await field(page, "parent_email").fill(`maria.${child.last.toLowerCase()}@example.com`);
  await field(page, "parent_phone").fill("(919) 555-0134");
  await field(page, "child_first_name").fill(child.first);
  await field(page, "child_last_name").fill(child.last);
  await field(page, "child_dob").fill(child.dob);
  await field(page, "child_grade_requested").selectOption(child.grade);
  await field(page, "desired_start").selectOption(firstStart().value);
  await field(page, "prior_school_name").fill("Oak Grove Elementary");
  await field(page, "emergency_contact_name").fill("Ana Lopez");
  await field(page, "emergency_contact_phone").fill("919-555-0188");
  await field(page, "ferpa_consent").check();
}

const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Application" });

/** An open toast with this title (the toaster is Radix's, downloaded on first use). */
function toast(page: Page, title: string) {
  return page.locator("li[data-state='open']").filter({ hasText: title });
}

/** The text a screen reader reads as the control's description (its hint and its error). */
async function describedText(page: Page, name: string) {
  const ids = (await field(page, name).getAttribute("aria-describedby")) ?? "";
  return page.evaluate(
    (list) =>
      list
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    ids,
  );
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.id ?? null);

async function applyPage(options: Parameters<typeof openPage>[1] = {}): Promise<TestPage> {
  const t = await openPage(browser, options);
  t.page.setDefaultTimeout(10_000);
  await t.goto("/apply");
  return t;
}

describe("the application form", () => {
  it("both addresses show the form under the page title", async () => {
    const t = await openPage(browser);
    for (const path of ["/apply", "/application"]) {
      await t.goto(path);
      expect(await t.page.locator("h1").textContent()).toBe("Apply to the school");
      expect(await t.page.getByRole("form", { name: "Admission application" }).count()).toBe(1);
      const legends = await t.page.locator("form legend h2").allTextContents();
      expect(legends).toEqual([
        "Parent or Guardian",
        "Second Parent or Guardian (optional)",
        "Your Child",
        "Schooling and Support",
        "Emergency Contact",
        "Consents",
      ]);
      // Nothing is chosen for the family: the empty placeholder is selected until they pick a grade.
      expect(await field(t.page, "child_grade_requested").inputValue()).toBe("");
      const grades = await field(t.page, "child_grade_requested")
        .locator("option")
        .evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent]));
      expect(grades).toEqual([
        ["", "Select a grade"],
        ["K", "Kindergarten (ages 5-6)"],
        ["1", "Grade 1 (ages 6-7)"],
        ["2", "Grade 2 (ages 7-8)"],
        ["3", "Grade 3 (ages 8-9)"],
        ["4", "Grade 4 (ages 9-10)"],
        ["5", "Grade 5 (ages 10-11)"],
        ["6", "Grade 6 (ages 11-12)"],
      ]);
      // When to start: nothing chosen; the months left in this school year, then the next school year.
      expect(await field(t.page, "desired_start").inputValue()).toBe("");
      const starts = startOptions(calendarDateInZone(new Date(), school.timeZone));
      const shown = await field(t.page, "desired_start")
        .locator("option")
        .evaluateAll((els) => els.map((e) => [(e as HTMLOptionElement).value, e.textContent, (e.parentElement as HTMLOptGroupElement).label ?? ""]));
      const thisYear = `This school year (${schoolYearName(starts[0]!.schoolYear)})`;
      expect(shown).toEqual([["", "Select when to start", ""], ...starts.map((o) => [o.value, o.label, o.nextSchoolYear ? "Next school year" : thisYear])]);
      // The booleans start false; the date picker stops at today once the page runs.
      for (const name of ["previous_online_experience", "ferpa_consent", "photo_release_consent", "marketing_consent"]) {
        expect(await field(t.page, name).isChecked(), name).toBe(false);
      }
      const max = await field(t.page, "child_dob").getAttribute("max");
      expect(max).toBe(
        await t.page.evaluate(() => {
          const d = new Date();
          return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
        }),
      );
    }
    t.expectClean();
    await t.context.close();
  });

  it("an empty submit shows the spec's messages under the fields, sends nothing and focuses the first invalid field", async () => {
    const t = await applyPage();
    const posted: string[] = [];
    t.page.on("request", (req) => {
      if (req.method() === "POST") posted.push(req.url());
    });
    await submitButton(t.page).click();
    await expect.poll(() => focusedName(t.page)).toBe("parent_name");

    const expected: Record<string, string> = {
      parent_name: "Parent name must be at least 2 characters",
      parent_email: "Please enter a valid email address",
      child_first_name: "Child's first name must be at least 2 characters",
      child_last_name: "Child's last name must be at least 2 characters",
      child_dob: "Please select child's date of birth",
      child_grade_requested: "Please select requested grade level",
      desired_start: "Please choose when your child would like to start",
      emergency_contact_name: "Emergency contact name required",
      emergency_contact_phone: "Emergency contact phone required",
      ferpa_consent: "FERPA consent is required",
    };
    for (const [name, message] of Object.entries(expected)) {
      const control = field(t.page, name);
      expect(await control.getAttribute("aria-invalid"), name).toBe("true");
      // The message is read out with the control.
      expect(await describedText(t.page, name), name).toContain(message);
    }
    // Optional fields stay quiet.
    for (const name of ["parent_phone", "secondary_guardian_email", "special_needs"]) {
      expect(await field(t.page, name).getAttribute("aria-invalid"), name).toBe("false");
    }

    // Then the messages follow the typing.
    await field(t.page, "parent_name").fill("Maria Lopez");
    await expect.poll(() => field(t.page, "parent_name").getAttribute("aria-invalid")).toBe("false");
    expect(await t.page.getByText("Parent name must be at least 2 characters", { exact: true }).count()).toBe(0);
    await field(t.page, "secondary_guardian_email").fill("not-an-email");
    await expect.poll(() => t.page.getByText("Valid email required", { exact: true }).count()).toBe(1);
    await field(t.page, "secondary_guardian_email").fill("");
    await expect.poll(() => t.page.getByText("Valid email required", { exact: true }).count()).toBe(0);
    await field(t.page, "ferpa_consent").check();
    await expect.poll(() => t.page.getByText("FERPA consent is required", { exact: true }).count()).toBe(0);

    // A second submit focuses the first field still invalid.
    await submitButton(t.page).click();
    await expect.poll(() => focusedName(t.page)).toBe("parent_email");
    expect(posted.filter((url) => url.includes(SUBMIT_PATH))).toEqual([]);
    t.expectClean();
    await t.context.close();
  });

  it("a server failure (500) shows the error toast and keeps what the family typed", async () => {
    const t = await applyPage({ expectedFailures: [{ path: SUBMIT_PATH, status: 500 }] });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await t.page.route(`**${SUBMIT_PATH}`, async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Internal Server Error" }) });
    });
    await fillApplication(t.page, { first: "Sam", last: "Lopez", dob: birthDateForGrade(2), grade: "2" });
    await submitButton(t.page).click();

    // While the request is out, the button says so and a status line announces it.
    const busy = t.page.getByRole("button", { name: "Submitting..." });
    await busy.waitFor();
    expect(await busy.getAttribute("aria-disabled")).toBe("true");
    expect(await t.page.getByRole("status").filter({ hasText: "Submitting your application..." }).count()).toBe(1);
    release();

    const shown = toast(t.page, "Error Submitting Application");
    await shown.waitFor();
    expect(await shown.textContent()).toContain("Please check your information and try again.");
    // The inline alert stays after the toast has gone, with the spec's text for a 500.
    expect(await t.page.getByRole("alert").filter({ hasText: "Server error. Please try again in a few moments." }).count()).toBe(1);
    expect(await field(t.page, "child_first_name").inputValue()).toBe("Sam");
    expect(await submitButton(t.page).getAttribute("aria-disabled")).toBeNull();
    t.expectClean();
    await t.context.close();
  });

  it("a 400 shows the server's field errors under their fields and focuses the first", async () => {
    const t = await applyPage({ expectedFailures: [{ path: SUBMIT_PATH, status: 400 }] });
    await t.page.route(`**${SUBMIT_PATH}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Please check your input and try again.",
          errors: [
            { field: "parent_email", message: "Please enter a valid email address" },
            { field: "emergency_contact_phone", message: "Emergency contact phone required" },
            { field: "desired_start", message: "Please choose a start we offer: the next school year (2099-00)." },
          ],
        }),
      }),
    );
    await fillApplication(t.page, { first: "Sam", last: "Lopez", dob: birthDateForGrade(2), grade: "2" });
    await submitButton(t.page).click();
    await toast(t.page, "Error Submitting Application").waitFor();
    await expect.poll(() => focusedName(t.page)).toBe("parent_email");
    expect(await field(t.page, "parent_email").getAttribute("aria-invalid")).toBe("true");
    expect(await field(t.page, "emergency_contact_phone").getAttribute("aria-invalid")).toBe("true");
    expect(await describedText(t.page, "emergency_contact_phone")).toContain("Emergency contact phone required");
    expect(await describedText(t.page, "desired_start")).toContain("Please choose a start we offer: the next school year (2099-00).");
    t.expectClean();
    await t.context.close();
  });
});

describe("against the API", () => {
  it("a matching grade: success toast, then the confirmation with the id and status", async () => {
    const t = await applyPage();
    const child = { first: "Sam", last: uniqueName("Rivera"), dob: birthDateForGrade(3), grade: "3" };
    await fillApplication(t.page, child);
    await submitButton(t.page).click();

    const shown = toast(t.page, "Application Submitted Successfully!");
    await shown.waitFor();
    expect(await shown.textContent()).toContain("We'll review your application and contact you within 2-3 business days.");
    const panel = t.page.getByTestId("application-confirmation");
    await panel.waitFor();
    expect(await t.page.getByRole("form", { name: "Admission application" }).count()).toBe(0);
    const applicationId = (await panel.getByTestId("application-id").textContent()) ?? "";
    expect(applicationId).toMatch(/^APP-\d{4}-[0-9A-Z]{8}$/);
    expect(await panel.getByTestId("application-status").textContent()).toBe("SUBMITTED");
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.id)).toBe("application-confirmation-heading");
    // The family's confirmation, with the same id, reaches a real SMTP server.
    const mail = await waitForMail((m) => m.envelopeTo.includes(`maria.${child.last.toLowerCase()}@example.com`));
    expect(mail.subject).toBe(`Application received: ${applicationId} - ${school.name}`);
    expect(mail.text).toContain(`Application id: ${applicationId}`);
    expect(await panel.getByTestId("grade-review").count()).toBe(0);
    expect(await panel.getByTestId("duplicate-review").count()).toBe(0);
    // The placement in words: the start chosen, its school year and the grade, with no review needed.
    const start = firstStart();
    const placement = await panel.getByTestId("placement").textContent();
    expect(placement).toContain(`Starting in ${start.nextSchoolYear ? "August" : start.label}`);
    expect(placement).toContain(`the ${schoolYearName(start.schoolYear)} school year, Sam would join Grade 3 (children born between`);
    expect(mail.text).toContain(`Start: ${start.nextSchoolYear ? "August" : start.label}`);

    // For a sibling: an empty form again.
    await panel.getByRole("button", { name: "Start another application" }).click();
    await expect.poll(() => focusedName(t.page)).toBe("parent_name");
    expect(await field(t.page, "child_last_name").inputValue()).toBe("");
    expect(await field(t.page, "ferpa_consent").isChecked()).toBe(false);
    t.expectClean();
    await t.context.close();
  });

  it("a grade two above the calculated one opens the review; a placement assessment is recorded", async () => {
    const t = await applyPage();
    const calculated = 1;
    const requested = gradeByNumber(calculated + 2)!;
    await fillApplication(t.page, { first: "Leo", last: uniqueName("Nguyen"), dob: birthDateForGrade(calculated), grade: requested.applicationValue });
    await submitButton(t.page).click();

    const dialog = t.page.getByRole("dialog", { name: "Grade Placement Review Required" });
    await dialog.waitFor();
    expect(await dialog.getByTestId("requested-grade").textContent()).toBe(requested.label);
    expect(await dialog.getByTestId("calculated-grade").textContent()).toBe(gradeByNumber(calculated)!.label);
    // With the keyboard alone: Tab to the recommended choice and press Enter.
    const focusedResolution = () => t.page.evaluate(() => document.activeElement?.getAttribute("data-resolution") ?? null);
    for (let i = 0; i < 6 && (await focusedResolution()) !== "placement_assessment"; i++) await t.page.keyboard.press("Tab");
    expect(await focusedResolution()).toBe("placement_assessment");
    await t.page.keyboard.press("Enter");

    await toast(t.page, "Grade Conflict Resolved").waitFor();
    expect(await toast(t.page, "Grade Conflict Resolved").textContent()).toContain("Your preference has been recorded successfully.");
    await dialog.waitFor({ state: "detached" });
    const recorded = t.page.getByTestId("grade-resolution");
    expect(await recorded.textContent()).toContain("You asked for a placement assessment.");
    expect(await t.page.getByRole("button", { name: "Review grade placement" }).count()).toBe(0);
    t.expectClean();
    await t.context.close();
  });

  it("the same child twice: the second confirmation shows the Application Under Review notice", async () => {
    const t = await applyPage();
    const child = { first: "Ava", last: uniqueName("Okafor"), dob: birthDateForGrade(4), grade: "4" };
    await fillApplication(t.page, child);
    await submitButton(t.page).click();
    await t.page.getByTestId("application-confirmation").waitFor();
    expect(await t.page.getByTestId("duplicate-review").count()).toBe(0);
    const firstId = await t.page.getByTestId("application-id").textContent();

    await t.page.getByRole("button", { name: "Start another application" }).click();
    await fillApplication(t.page, child);
    await submitButton(t.page).click();
    const notice = t.page.getByTestId("duplicate-review");
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Application Under Review");
    expect(await notice.textContent()).toContain("Estimated review time:");
    // The same words whoever applies: nothing about the earlier application.
    expect(await notice.textContent()).toContain(DUPLICATE_REVIEW.message);
    expect(await t.page.getByTestId("application-id").textContent()).not.toBe(firstId);
    t.expectClean();
    await t.context.close();
  });
  it("a date of birth in the future: the server's message appears under the field, with the error toast", async () => {
    const t = await applyPage({ expectedFailures: [{ path: SUBMIT_PATH, status: 400 }] });
    const today = calendarDateInZone(new Date(), school.timeZone);
    const nextYear = formatCalendarDate({ year: today.year + 1, month: 3, day: 14 });
    await fillApplication(t.page, { first: "Eli", last: uniqueName("Future"), dob: nextYear, grade: "K" });
    await submitButton(t.page).click();
    await toast(t.page, "Error Submitting Application").waitFor();
    await expect.poll(() => focusedName(t.page)).toBe("child_dob");
    expect(await field(t.page, "child_dob").getAttribute("aria-invalid")).toBe("true");
    expect(await describedText(t.page, "child_dob")).toContain("Date of birth must be in the past");
    t.expectClean();
    await t.context.close();
  });

  it("a child outside K-6: the review says so; a failed choice (intercepted) shows the error toast and keeps it open; closing it leaves a way back", async () => {
    const t = await applyPage({ expectedFailures: [{ path: /\/resolve-grade-conflict$/, status: 500 }] });
    let resolveCalls = 0;
    await t.page.route("**/resolve-grade-conflict", (route) => {
      resolveCalls += 1;
      return route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" });
    });
    await fillApplication(t.page, { first: "Mia", last: uniqueName("Santos"), dob: birthDateAged(4), grade: "3" });
    await submitButton(t.page).click();

    const dialog = t.page.getByRole("dialog", { name: "Grade Placement Review Required" });
    await dialog.waitFor();
    // The server's message, the requested grade, and no grade for the child's age.
    expect(await dialog.textContent()).toContain("You requested Grade 3.");
    expect(await dialog.getByTestId("requested-grade").textContent()).toBe("Grade 3 (ages 8-9)");
    expect(await dialog.getByTestId("calculated-grade").textContent()).toBe("Outside K-6 placement");
    expect(await dialog.textContent()).toContain("Your child's age is outside K-6 placement");
    // The recommended choice says so, visibly and in its accessible name.
    await dialog.getByRole("button", { name: "Request a placement assessment Recommended", exact: true }).click();
    await toast(t.page, "Error Resolving Grade Conflict").waitFor();
    expect(await toast(t.page, "Error Resolving Grade Conflict").textContent()).toContain("Please try again or contact our admissions team.");
    expect(resolveCalls).toBe(1);
    expect(await dialog.isVisible()).toBe(true);

    // Closed without a choice: the confirmation keeps a button that reopens the review.
    await t.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const reopen = t.page.getByRole("button", { name: "Review grade placement" });
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe("Review grade placement");
    await reopen.click();
    await dialog.waitFor();
    t.expectClean();
    await t.context.close();
  });
});

describe("when the confirmation's code cannot be downloaded", () => {
  it("the family still sees the application id and status", async () => {
    const t = await applyPage();
    await t.page.route(/\/assets\/application-confirmation-[\w-]+\.js$/, (route) => route.abort());
    await t.page.route(`**${SUBMIT_PATH}`, (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({ success: true, message: "Application Submitted Successfully!", application_id: "APP-2026-7K3QH9XM", status: "submitted" }),
      }),
    );
    await fillApplication(t.page, { first: "Sam", last: "Lopez", dob: birthDateForGrade(2), grade: "2" });
    await submitButton(t.page).click();
    const heading = t.page.getByRole("heading", { name: "Thank you, we have your application" });
    await heading.waitFor();
    expect(await t.page.locator("main").textContent()).toContain("Application ID: APP-2026-7K3QH9XM");
    expect(await t.page.locator("main").textContent()).toContain("Status: SUBMITTED");
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.id)).toBe("application-received-heading");
    // (No expectClean: the blocked download is the point of this test.)
    await t.context.close();
  });
});

describe("accessibility, light and dark theme", () => {
  it("the form with its messages, the confirmation and the review dialog have no axe violations", async () => {
    // Each state is checked in both themes where it is reached (axeBothThemes).
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: "light", bypassCSP: true, baseURL: inject("baseUrl") });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto("/apply", { waitUntil: "networkidle" });
    await submitButton(page).click();
    await page.getByText("FERPA consent is required", { exact: true }).waitFor();
    expect(await axeBothThemes(page, "the form with its messages")).toEqual([]);

    await page.route(`**${SUBMIT_PATH}`, (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          message: "Application submitted successfully.",
          application_id: "APP-2026-7K3QH9XM",
          status: "under_review",
          grade_conflict: { message: "The requested grade differs from the grade for your child's age.", requested_grade: "3", calculated_grade: "1" },
          duplicate_review: { message: "We already have an application for this child.", estimated_review_time: "3-5 business days" },
        }),
      }),
    );
    await fillApplication(page, { first: "Sam", last: "Lopez", dob: birthDateForGrade(1), grade: "3" });
    await submitButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Grade Placement Review Required" });
    await dialog.waitFor();
    await page.waitForTimeout(250);
    expect(await axeBothThemes(page, "the review dialog", '[role="dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByTestId("application-status").textContent()).toBe("UNDER REVIEW");
    // Let the success toast leave, then check the whole page with the confirmation.
    await page.waitForTimeout(300);
    expect(await axeBothThemes(page, "the confirmation under review")).toEqual([]);

    // Without a conflict: the start and grade in words, with the duplicate notice.
    await page.unroute(`**${SUBMIT_PATH}`);
    await page.route(`**${SUBMIT_PATH}`, (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          message: "Application Submitted Successfully!",
          application_id: "APP-2026-8M4RJ0YN",
          status: "submitted",
          placement: {
            message: "Starting in December 2026, during the 2026-27 school year, Sam would join Grade 1.",
            school_year: "2026-27",
            desired_start: "2026-12",
            calculated_grade: "1",
          },
          duplicate_review: DUPLICATE_REVIEW,
        }),
      }),
    );
    await page.getByRole("button", { name: "Start another application" }).click();
    await fillApplication(page, { first: "Sam", last: "Lopez", dob: birthDateForGrade(1), grade: "1" });
    await submitButton(page).click();
    await page.getByTestId("placement").waitFor();
    await page.waitForTimeout(300);
    expect(await axeBothThemes(page, "the confirmation with the placement")).toEqual([]);
    await context.close();
  });
});
