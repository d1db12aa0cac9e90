/**
 * Tuition (common/tuition.ts) against docs/product.md section 9. The table below is the spec's, pasted as it
 * stands, so every cell is checked against what the module computes rather than against itself.
 */
import { describe, expect, it } from "vitest";
import { describeLine, describePayments, lineLabel, PAYMENT_EXAMPLES, quoteExample } from "../../app/features/tuition/describe-quote";
import {
  formatPercent,
  formatUsd,
  MAX_CHILDREN_PER_QUOTE,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  quoteFamily,
  SIBLING_DISCOUNT_PERCENT,
  STACKED_DISCOUNT_PERCENT,
  TERM_COUNT,
  TUITION_GRADES,
  TuitionInputError,
  tuitionRange,
  tuitionRow,
  tuitionTable,
  type ChildInput,
  type FamilyInput,
} from "#common/tuition";

// docs/product.md section 9, "Tuition (USD; discounts apply to tuition only)", verbatim.
const SPEC_TABLE = `
| Grade | Annual | Per term (3 equal terms) | Pay in full (5% off) | New-entry pay in full (+100) | New-entry first term (term + 100) | Sibling annual (10% off) | Sibling per term | Sibling pay in full (14.5% total) |
|---|---|---|---|---|---|---|---|---|
| K1 | 1350 | 450 | 1282.5 | 1382.5 | 550 | 1215 | 405 | 1154.25 |
| K2 | 1500 | 500 | 1425 | 1525 | 600 | 1350 | 450 | 1282.5 |
| Grade 1 | 1650 | 550 | 1567.5 | 1667.5 | 650 | 1485 | 495 | 1410.75 |
| Grade 2 | 1800 | 600 | 1710 | 1810 | 700 | 1620 | 540 | 1539 |
| Grade 3 | 1950 | 650 | 1852.5 | 1952.5 | 750 | 1755 | 585 | 1667.25 |
| Grade 4 | 2100 | 700 | 1995 | 2095 | 800 | 1890 | 630 | 1795.5 |
| Grade 5 | 2250 | 750 | 2137.5 | 2237.5 | 850 | 2025 | 675 | 1923.75 |
| Grade 6 | 2400 | 800 | 2280 | 2380 | 900 | 2160 | 720 | 2052 |
`;

const COLUMNS = ["annual", "term", "payInFull", "newEntryPayInFull", "newEntryFirstTerm", "siblingAnnual", "siblingTerm", "siblingPayInFull"] as const;

const specRows = SPEC_TABLE.trim()
  .split("\n")
  .slice(2)
  .map((line) => {
    const [label, ...amounts] = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { label: label!, amounts: amounts.map(Number) };
  });

/** "1282.5" dollars in the spec is 128250 cents in the module. */
const cents = (dollars: number) => Math.round(dollars * 100);
const idOf = (label: string) => TUITION_GRADES.find((g) => g.label === label)!.id;

describe("the tuition table", () => {
  it("has the spec's eight grades, labelled verbatim, youngest first", () => {
    expect(specRows).toHaveLength(8);
    expect(TUITION_GRADES.map((g) => g.label)).toEqual(specRows.map((r) => r.label));
    expect(TUITION_GRADES.map((g) => g.label)).toEqual(["K1", "K2", "Grade 1", "Grade 2", "Grade 3", "Grade 4", "Grade 5", "Grade 6"]);
  });

  describe.each(specRows)("$label", ({ label, amounts }) => {
    it.each(COLUMNS.map((column, i) => ({ column, dollars: amounts[i]! })))("$column is $dollars", ({ column, dollars }) => {
      const row = tuitionRow(idOf(label));
      expect(row.label).toBe(label);
      expect(row[column]).toBe(cents(dollars));
      expect(Number.isInteger(row[column])).toBe(true);
    });
  });

  it("tuitionTable() gives the same rows in the spec's order", () => {
    expect(tuitionTable().map((r) => r.label)).toEqual(specRows.map((r) => r.label));
    expect(tuitionTable()).toEqual(TUITION_GRADES.map((g) => tuitionRow(g.id)));
  });

  it("states the spec's constants", () => {
    expect(TERM_COUNT).toBe(3);
    expect(PAY_IN_FULL_DISCOUNT_PERCENT).toBe(5);
    expect(SIBLING_DISCOUNT_PERCENT).toBe(10);
    expect(STACKED_DISCOUNT_PERCENT).toBe(14.5);
    expect(NEW_STUDENT_FEE).toBe(100_00);
    expect(tuitionRange()).toEqual({ from: 1350_00, to: 2400_00 });
  });
});

describe("formatUsd", () => {
  it.each([
    [128250, "$1,282.50"],
    [115425, "$1,154.25"],
    [205200, "$2,052"],
    [135000, "$1,350"],
    [10000, "$100"],
    [5, "$0.05"],
    [0, "$0"],
    [99, "$0.99"],
    [123456789, "$1,234,567.89"],
    [-16500, "\u2212$165"],
    [-975, "\u2212$9.75"],
  ])("%i cents is %s", (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it("refuses amounts that are not whole cents", () => {
    expect(() => formatUsd(12.5)).toThrow(TuitionInputError);
    expect(() => formatUsd(Number.NaN)).toThrow(TuitionInputError);
  });

  it("formats percentages as the site writes them", () => {
    expect(formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT)).toBe("5%");
    expect(formatPercent(STACKED_DISCOUNT_PERCENT)).toBe("14.5%");
  });
});

const quote = (children: ChildInput[], plan: FamilyInput["plan"]) => quoteFamily({ children, plan });

describe("quoteFamily", () => {
  it("one new Grade 1 child by term: first term plus the fee, then two equal terms", () => {
    const q = quote([{ grade: "grade-1", isNew: true }], "term");
    expect(q.firstPayment).toBe(650_00);
    expect(q.laterPayments).toEqual([550_00, 550_00]);
    expect(q.fees).toBe(100_00);
    expect(q.tuition).toBe(1650_00);
    expect(q.total).toBe(1750_00);
    expect(q.savings).toBe(0);
    expect(q.firstPayment + q.laterPayments.reduce((a, b) => a + b, 0)).toBe(q.total);
    expect(q.lines[0]).toMatchObject({ fullPrice: true, siblingDiscount: 0, payInFullDiscount: 0, fee: 100_00 });
  });

  it("one returning child paying in full pays the table's pay-in-full price and no fee", () => {
    const q = quote([{ grade: "k1", isNew: false }], "full");
    expect(q.firstPayment).toBe(1282_50);
    expect(q.laterPayments).toEqual([]);
    expect(q.fees).toBe(0);
    expect(q.payInFullDiscount).toBe(67_50);
  });

  it("a new child paying in full matches the new-entry pay-in-full column", () => {
    for (const g of TUITION_GRADES) {
      expect(quote([{ grade: g.id, isNew: true }], "full").firstPayment).toBe(tuitionRow(g.id).newEntryPayInFull);
      expect(quote([{ grade: g.id, isNew: true }], "term").firstPayment).toBe(tuitionRow(g.id).newEntryFirstTerm);
    }
  });

  it("two siblings: the higher tuition pays full price, the other gets 10% off", () => {
    const q = quote(
      [
        { grade: "k2", isNew: false },
        { grade: "grade-4", isNew: false },
      ],
      "term",
    );
    const [k2, g4] = q.lines;
    expect(g4).toMatchObject({ fullPrice: true, tuition: 2100_00, siblingDiscount: 0, laterPayment: 700_00 });
    expect(k2).toMatchObject({ fullPrice: false, tuition: 1350_00, siblingDiscount: 150_00, laterPayment: 450_00 });
    expect(q.firstPayment).toBe(1150_00);
    expect(q.laterPayments).toEqual([1150_00, 1150_00]);
    expect(q.total).toBe(3450_00);
  });

  it("two siblings paying in full stack the discounts: 10% then 5% (14.5% in all)", () => {
    const q = quote(
      [
        { grade: "grade-6", isNew: false },
        { grade: "grade-6", isNew: false },
      ],
      "full",
    );
    expect(q.lines.map((l) => l.tuition)).toEqual([2280_00, 2052_00]);
    expect(q.lines[1]).toMatchObject({ siblingDiscount: 240_00, payInFullDiscount: 108_00 });
    expect(q.lines[1]!.annual - q.lines[1]!.tuition).toBe((2400_00 * STACKED_DISCOUNT_PERCENT) / 100);
    expect(q.lines.filter((l) => l.fullPrice)).toHaveLength(1);
    expect(q.firstPayment).toBe(4332_00);
    expect(q.savings).toBe(120_00 + 240_00 + 108_00);
  });

  it("three siblings, mixed new and returning, by term: each extra sibling gets 10%, fees only for new ones", () => {
    const q = quote(
      [
        { grade: "k1", isNew: true },
        { grade: "grade-6", isNew: false },
        { grade: "grade-2", isNew: true },
      ],
      "term",
    );
    expect(q.lines.map((l) => [l.gradeLabel, l.fullPrice, l.tuition, l.fee])).toEqual([
      ["K1", false, 1215_00, 100_00],
      ["Grade 6", true, 2400_00, 0],
      ["Grade 2", false, 1620_00, 100_00],
    ]);
    expect(q.fees).toBe(200_00);
    expect(q.firstPayment).toBe(405_00 + 800_00 + 540_00 + 200_00);
    expect(q.laterPayments).toEqual([1745_00, 1745_00]);
    expect(q.total).toBe(5235_00 + 200_00);
    expect(q.siblingDiscount).toBe(135_00 + 180_00);
  });

  it("three siblings in full: the table's sibling pay-in-full prices for the younger two", () => {
    const q = quote(
      [
        { grade: "grade-5", isNew: true },
        { grade: "k1", isNew: true },
        { grade: "grade-3", isNew: false },
      ],
      "full",
    );
    expect(q.lines.map((l) => l.tuition)).toEqual([2137_50, 1154_25, 1667_25]);
    expect(q.firstPayment).toBe(2137_50 + 1154_25 + 1667_25 + 200_00);
    expect(q.total).toBe(q.firstPayment);
  });

  it("gives the same totals whatever order the children come in", () => {
    const children: ChildInput[] = [
      { grade: "k2", isNew: true },
      { grade: "grade-5", isNew: false },
      { grade: "grade-5", isNew: true },
      { grade: "grade-1", isNew: false },
    ];
    const orders = [children, [...children].reverse(), [children[2]!, children[0]!, children[3]!, children[1]!]];
    for (const plan of ["term", "full"] as const) {
      const quotes = orders.map((order) => quote(order, plan));
      const totals = quotes.map(({ lines: _lines, ...rest }) => rest);
      expect(totals[1]).toEqual(totals[0]);
      expect(totals[2]).toEqual(totals[0]);
      for (const q of quotes) expect(q.lines.filter((l) => l.fullPrice)).toHaveLength(1);
    }
  });

  it("never discounts the fee", () => {
    const q = quote(
      [
        { grade: "grade-3", isNew: true },
        { grade: "k1", isNew: true },
      ],
      "full",
    );
    for (const line of q.lines) {
      expect(line.fee).toBe(NEW_STUDENT_FEE);
      expect(line.total - line.tuition).toBe(NEW_STUDENT_FEE);
    }
    expect(q.fees).toBe(2 * NEW_STUDENT_FEE);
    // The discounts are worked out from tuition alone.
    expect(q.savings).toBe(q.annual - q.tuition);
  });

  it("splits a term total exactly: first payment plus later payments is the year", () => {
    for (const plan of ["term", "full"] as const) {
      const q = quote(
        [
          { grade: "grade-2", isNew: true },
          { grade: "k2", isNew: false },
          { grade: "k1", isNew: true },
        ],
        plan,
      );
      expect(q.firstPayment + q.laterPayments.reduce((a, b) => a + b, 0)).toBe(q.total);
      expect(q.laterPayments).toHaveLength(plan === "term" ? TERM_COUNT - 1 : 0);
    }
  });
});

describe("input errors", () => {
  it("names an unknown grade and lists the known ones", () => {
    expect(() => tuitionRow("grade-7")).toThrow(/Unknown grade "grade-7"\. Expected one of: k1, k2, grade-1/);
    expect(() => quote([{ grade: "K1", isNew: true }], "term")).toThrow(TuitionInputError);
  });

  it("needs at least one child", () => {
    expect(() => quote([], "term")).toThrow("A quote needs at least one child.");
  });

  it(`covers at most ${MAX_CHILDREN_PER_QUOTE} children`, () => {
    const child = { grade: "k1", isNew: true };
    expect(
      quote(
        Array.from({ length: MAX_CHILDREN_PER_QUOTE }, () => child),
        "term",
      ).lines,
    ).toHaveLength(MAX_CHILDREN_PER_QUOTE);
    expect(() =>
      quote(
        Array.from({ length: MAX_CHILDREN_PER_QUOTE + 1 }, () => child),
        "term",
      ),
    ).toThrow(`A quote covers at most ${MAX_CHILDREN_PER_QUOTE} children; got ${MAX_CHILDREN_PER_QUOTE + 1}.`);
  });

  it("refuses an unknown plan and a missing new/returning flag", () => {
    expect(() => quoteFamily({ children: [{ grade: "k1", isNew: true }], plan: "monthly" as "term" })).toThrow('Unknown payment plan "monthly"');
    expect(() => quoteFamily({ children: [{ grade: "k1" } as ChildInput], plan: "term" })).toThrow("Child 1: say whether the child is new");
  });
});

describe("worked examples on /tuition", () => {
  const byId = (id: string) => {
    const example = PAYMENT_EXAMPLES.find((e) => e.id === id)!;
    return { example, quote: quoteExample(example) };
  };

  it("a new K1 student by term: $550 first, then two terms of $450", () => {
    const { quote } = byId("new-k1-by-term");
    expect(describeLine(quote.lines[0]!, quote.plan)).toBe(
      "$1,350 a year, paid as 3 term payments of $450. New student: the one-time $100 fee is added to the first payment.",
    );
    expect(describePayments(quote)).toBe("First payment $550 (including $100 in new-student fees), then 2 term payments of $450: $1,450 for the year.");
  });

  it("a new Grade 3 student in full: $1,852.50 plus the fee", () => {
    const { quote } = byId("new-grade-3-in-full");
    expect(describeLine(quote.lines[0]!, quote.plan)).toBe(
      "$1,950 a year less 5% for paying in full ($97.50) is $1,852.50. New student: the one-time $100 fee is added to the first payment.",
    );
    expect(describePayments(quote)).toBe("One payment of $1,952.50 (including $100 in new-student fees) covers the whole year.");
  });

  it("two returning siblings in full: the younger one takes 10% then 5%", () => {
    const { quote } = byId("two-returning-siblings-in-full");
    expect(quote.lines.map(lineLabel)).toEqual(["Grade 4 at full price", "K2 as a sibling"]);
    expect(describeLine(quote.lines[1]!, quote.plan)).toBe(
      "$1,500 less 10% ($150) is $1,350 a year, then less 5% for paying in full ($67.50) is $1,282.50. Returning student: no fee.",
    );
    expect(describePayments(quote)).toBe("One payment of $3,277.50 covers the whole year.");
  });

  it("three siblings by term, two new: fees only on the first payment", () => {
    const { quote } = byId("three-siblings-by-term");
    expect(quote.lines.map(lineLabel)).toEqual(["Grade 6 at full price", "Grade 2 as a sibling", "K1 as a sibling"]);
    expect(describePayments(quote)).toBe("First payment $1,945 (including $200 in new-student fees), then 2 term payments of $1,745: $5,435 for the year.");
  });

  it("every example's situation is words only: the figures come from the quote", () => {
    expect(PAYMENT_EXAMPLES.length).toBeGreaterThanOrEqual(3);
    for (const e of PAYMENT_EXAMPLES) expect(e.situation).not.toMatch(/\$|\d+%/);
  });
});
