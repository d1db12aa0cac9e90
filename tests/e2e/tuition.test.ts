/**
 * /tuition: the prerendered HTML carries both tables with the spec's figures and the calculator's
 * initial estimate; in Chromium the calculator follows the family's choices with the figures
 * common/tuition.ts computes, without moving the page, and on a phone the tables show every column
 * (the wide one one grade under another) without scrolling sideways.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { describePayments } from "../../app/features/tuition/describe-quote";
import { formatUsd, quoteFamily, TUITION_GRADES, tuitionRow, type FamilyInput } from "#common/tuition";
import { launchBrowser, openPage } from "../support/browser";

const baseUrl = inject("baseUrl");

/** The text of every cell, row by row, of the table whose caption starts with `caption`. */
function tableCells(html: string, caption: string): string[][] {
  const tables = [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((m) => m[0]);
  const table = tables.find((t) => new RegExp(`<caption[^>]*>${caption}`).test(t));
  if (!table) throw new Error(`no table captioned "${caption}"`);
  return [...table.matchAll(/<tr[\s\S]*?<\/tr>/g)].map((row) =>
    [...row[0].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!
        // The column's name repeated beside each amount for the stacked phone layout is hidden from assistive technology.
        .replace(/<span aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, "")
        .replace(/<!--.*?-->/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&"),
    ),
  );
}

describe("served HTML", () => {
  let html: string;
  beforeAll(async () => {
    const res = await fetch(`${baseUrl}/tuition`);
    expect(res.status).toBe(200);
    html = await res.text();
  });

  it("holds the base tuition table with the spec's figures", () => {
    const [header, ...rows] = tableCells(html, "Base tuition by grade");
    expect(header).toEqual(["Grade", "Annual", "Per term", "Pay in full (5% off)", "New-entry pay in full (+$100)", "New-entry first term"]);
    // docs/product.md section 9, first row and last row, as written there.
    expect(rows[0]).toEqual(["K1", "$1,350", "$450", "$1,282.50", "$1,382.50", "$550"]);
    expect(rows[7]).toEqual(["Grade 6", "$2,400", "$800", "$2,280", "$2,380", "$900"]);
    expect(rows).toEqual(
      TUITION_GRADES.map((g) => {
        const r = tuitionRow(g.id);
        return [r.label, ...[r.annual, r.term, r.payInFull, r.newEntryPayInFull, r.newEntryFirstTerm].map(formatUsd)];
      }),
    );
  });

  it("holds the sibling tuition table with the spec's figures", () => {
    const [header, ...rows] = tableCells(html, "Sibling tuition by grade");
    expect(header).toEqual(["Grade", "Sibling annual (10% off)", "Sibling per term", "Sibling pay in full (14.5% total)"]);
    expect(rows[0]).toEqual(["K1", "$1,215", "$405", "$1,154.25"]);
    expect(rows[2]).toEqual(["Grade 1", "$1,485", "$495", "$1,410.75"]);
    expect(rows[7]).toEqual(["Grade 6", "$2,160", "$720", "$2,052"]);
    expect(rows).toEqual(
      TUITION_GRADES.map((g) => [g.label, ...["siblingAnnual", "siblingTerm", "siblingPayInFull"].map((k) => formatUsd(tuitionRow(g.id)[k as "siblingTerm"]))]),
    );
  });

  it("marks the tables up for assistive technology: captions, header scopes, focusable named scroll regions", () => {
    for (const id of ["base-tuition-table", "sibling-tuition-table"]) {
      expect(html).toContain(`<div id="${id}" role="region" aria-labelledby="${id}-caption" tabindex="0"`);
      expect(html).toMatch(new RegExp(`<caption id="${id}-caption"`));
      // Explicit roles: the stacked phone layout changes the table's display, which makes WebKit drop its semantics.
      expect(html).toContain(`<table role="table" aria-labelledby="${id}-caption"`);
    }
    expect(html.match(/<td role="cell"/g)?.length).toBe((5 + 3) * TUITION_GRADES.length);
    expect(html.match(/<th scope="col"/g)?.length).toBe(6 + 4);
    expect(html.match(/<th scope="row"/g)?.length).toBe(2 * TUITION_GRADES.length);
  });

  it("renders the calculator's initial estimate (one new Grade 1 child, by term) and the worked examples", () => {
    const initial = quoteFamily({ children: [{ grade: "grade-1", isNew: true }], plan: "term" });
    expect(html).toContain(`data-testid="first-payment">${formatUsd(initial.firstPayment)}<`);
    expect(html).toContain(`data-testid="year-total">${formatUsd(initial.total)}<`);
    expect(html).toContain("$650");
    expect(html).toContain("$1,750");
    expect(html).toMatch(/role="status" aria-live="polite"/);
    for (const id of ["new-k1-by-term", "new-grade-3-in-full", "two-returning-siblings-in-full", "three-siblings-by-term"]) {
      expect(html).toContain(`data-testid="example-${id}"`);
    }
    // Two siblings in Grade 4 and K2 paying in full: $1,995 + $1,282.50.
    expect(html).toContain("$3,277.50");
  });

  it("links to the application and to the contact page", () => {
    expect(html).toMatch(/<a[^>]+href="\/apply"[^>]*>Apply Now<\/a>/);
    expect(html).toMatch(/<a[^>]+href="\/contact"[^>]*>Contact Admissions<\/a>/);
  });
});

describe("in the browser", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

  async function expectEstimate(page: Page, family: FamilyInput) {
    const quote = quoteFamily(family);
    await expect.poll(() => text(page, "first-payment")).toBe(formatUsd(quote.firstPayment));
    expect(await text(page, "year-total")).toBe(formatUsd(quote.total));
    expect(await text(page, "later-payments")).toBe(family.plan === "term" ? `2 × ${formatUsd(quote.laterPayments[0]!)}` : "None");
    expect(await text(page, "tuition-summary")).toBe(describePayments(quote));
    const children = page.getByTestId("child-estimate");
    expect(await children.count()).toBe(family.children.length);
    for (const line of quote.lines) {
      const card = (await children.nth(line.index).textContent()) ?? "";
      expect(card).toContain(`Child ${line.index + 1}: ${line.gradeLabel}, ${line.isNew ? "new" : "returning"}`);
      expect(card).toContain(line.fullPrice ? "Highest tuition: full price" : "Sibling: 10% off");
      expect(card).toContain(`Child's total${formatUsd(line.total)}`);
    }
    return quote;
  }

  const height = (page: Page, testId: string) => page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().height);

  it("updates the estimate as a family adds a sibling, switches plan and marks a child returning", async () => {
    const t = await openPage(browser);
    await t.goto("/tuition");
    const page = t.page;

    // The prerendered state, unchanged by hydration.
    const initial = await expectEstimate(page, { children: [{ grade: "grade-1", isNew: true }], plan: "term" });
    expect(formatUsd(initial.firstPayment)).toBe("$650");

    // Add a sibling, then move them up to Grade 5: the Grade 5 child now pays full price.
    await page.getByLabel("Number of children").selectOption("2");
    await expectEstimate(page, {
      children: [
        { grade: "grade-1", isNew: true },
        { grade: "grade-1", isNew: true },
      ],
      plan: "term",
    });
    await page.getByRole("group", { name: "Child 2" }).getByLabel("Grade", { exact: true }).selectOption({ label: "Grade 5" });
    const byTerm = await expectEstimate(page, {
      children: [
        { grade: "grade-1", isNew: true },
        { grade: "grade-5", isNew: true },
      ],
      plan: "term",
    });
    expect(formatUsd(byTerm.firstPayment)).toBe("$1,445"); // $495 + $750 + 2 × $100

    // Switching plan and status keeps every row of the estimate in place: nothing below moves.
    const estimateHeight = await height(page, "tuition-estimate");
    const formHeight = await height(page, "tuition-calculator-form");

    await page.getByRole("radio", { name: /^Pay in full/ }).check();
    const inFull = await expectEstimate(page, {
      children: [
        { grade: "grade-1", isNew: true },
        { grade: "grade-5", isNew: true },
      ],
      plan: "full",
    });
    expect(formatUsd(inFull.firstPayment)).toBe("$3,748.25"); // $1,410.75 + $2,137.50 + $200

    await page
      .getByRole("group", { name: "Child 1" })
      .getByRole("radio", { name: /^Returning student/ })
      .check();
    const returning = await expectEstimate(page, {
      children: [
        { grade: "grade-1", isNew: false },
        { grade: "grade-5", isNew: true },
      ],
      plan: "full",
    });
    expect(formatUsd(returning.fees)).toBe("$100");
    expect(await height(page, "tuition-estimate")).toBe(estimateHeight);
    expect(await height(page, "tuition-calculator-form")).toBe(formHeight);

    // Going back to one child keeps the first child's choices.
    await page.getByLabel("Number of children").selectOption("1");
    await expectEstimate(page, { children: [{ grade: "grade-1", isNew: false }], plan: "full" });
    t.expectClean();
    await t.context.close();
  });

  it("works from the keyboard: arrow keys change the plan and the summary is announced politely", async () => {
    const t = await openPage(browser);
    await t.goto("/tuition");
    const page = t.page;
    const byTerm = page.getByRole("radio", { name: /^By term/ });
    await byTerm.focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { name: /^Pay in full/ }).isChecked()).toBe(true);
    await expectEstimate(page, { children: [{ grade: "grade-1", isNew: true }], plan: "full" });
    const status = page.getByRole("status").filter({ hasText: "covers the whole year" });
    expect(await status.getAttribute("aria-live")).toBe("polite");
    expect(await status.textContent()).toBe("One payment of $1,667.50 (including $100 in new-student fees) covers the whole year.");
    t.expectClean();
    await t.context.close();
  });

  const TABLES = [
    { id: "base-tuition-table", amounts: 5 },
    { id: "sibling-tuition-table", amounts: 3 },
  ] as const;

  /** Where each grade's cells (row header and amounts) sit, row by row. */
  const cellBoxes = (page: Page, id: string) =>
    page
      .locator(`#${id} tbody tr`)
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect)));

  it("at 390 px shows every column of both tables on screen, each amount beside its column's name, and still a table to screen readers", async () => {
    const width = 390;
    const t = await openPage(browser, { viewport: { width, height: 844 } });
    await t.goto("/tuition");
    const page = t.page;
    // Nothing scrolls sideways: not the page, not the tables.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    for (const { id, amounts } of TABLES) {
      const region = page.locator(`#${id}`);
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      const rows = await cellBoxes(page, id);
      expect(rows).toHaveLength(TUITION_GRADES.length);
      for (const cells of rows) {
        expect(cells).toHaveLength(1 + amounts);
        for (const box of cells) {
          expect(box.width).toBeGreaterThan(0);
          expect(box.left).toBeGreaterThanOrEqual(0);
          expect(box.right).toBeLessThanOrEqual(width);
        }
      }
    }

    // The five-amount table shows one grade under another, every amount with its column's name.
    const base = page.locator("#base-tuition-table");
    // Its band is rendered once near the screen (render-when-near), in the next frame, and innerText reads the rendering.
    await base.scrollIntoViewIfNeeded();
    const grade1 = base.getByRole("row", { name: /^Grade 1 / });
    const row = tuitionRow("grade-1");
    await expect
      .poll(() => grade1.getByRole("cell").allInnerTexts())
      .toEqual(
        [
          ["Annual", row.annual],
          ["Per term", row.term],
          ["Pay in full (5% off)", row.payInFull],
          ["New-entry pay in full (+$100)", row.newEntryPayInFull],
          ["New-entry first term", row.newEntryFirstTerm],
        ].map(([name, cents]) => `${name}\n${formatUsd(cents as number)}`),
      );
    // Screen readers still get a table: column headers, a row header per grade, cells named by their amount alone.
    const tree = await base.ariaSnapshot();
    expect(tree).toContain('- table "Base tuition by grade for one school year, in U.S. dollars"');
    expect(tree).toContain('- columnheader "New-entry first term"');
    expect(tree).toMatch(/- rowheader "Grade 1"\n\s+- cell "\$1,650"\n/);
    expect(tree).not.toMatch(/cell "Annual/);
    t.expectClean();
    await t.context.close();
  });

  it("at 1280 px keeps both tables as tables: a header row, and each grade on one line", async () => {
    const t = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await t.goto("/tuition");
    for (const { id, amounts } of TABLES) {
      expect(await t.page.locator(`#${id} thead th`).evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().height > 1))).toEqual(
        Array(1 + amounts).fill(true),
      );
      for (const cells of await cellBoxes(t.page, id)) {
        expect(new Set(cells.map((box) => Math.round(box.top))).size).toBe(1);
      }
      expect(await t.page.locator(`#${id} td span[aria-hidden]`).first().isVisible()).toBe(false);
    }
    t.expectClean();
    await t.context.close();
  });
});
