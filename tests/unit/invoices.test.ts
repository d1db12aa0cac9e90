/**
 * Invoice drafts (common/billing/invoices.ts) against spec section 9 and the quote of common/tuition.ts. The
 * spec's table is pasted as it stands, so each figure is checked against the builder, not against itself.
 */
import { describe, expect, it } from "vitest";
import { PAYMENT_EXAMPLES } from "../../app/features/tuition/describe-quote";
import {
  buildInvoice,
  yearInvoices,
  type BilledChild,
  type FamilyYear,
  type InvoiceDraft,
  type InvoiceLine,
  type InvoiceLineKind,
  type TermIndex,
} from "#common/billing/invoices";
import { formatPhrase } from "#common/i18n/phrase";
import { NEW_STUDENT_FEE, quoteFamily, TUITION_GRADES, TuitionInputError, type PaymentPlan, type TuitionGradeId } from "#common/tuition";

// Spec section 9, "Tuition (USD; discounts apply to tuition only)", verbatim.
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

const cents = (dollars: number) => Math.round(dollars * 100);

const specRows = SPEC_TABLE.trim()
  .split("\n")
  .slice(2)
  .map((line) => {
    const [label, annual, term, payInFull, newEntryPayInFull, newEntryFirstTerm, siblingAnnual, siblingTerm, siblingPayInFull] = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    const grade = TUITION_GRADES.find((g) => g.label === label)!.id;
    return {
      label: label!,
      grade,
      ...Object.fromEntries(
        Object.entries({ annual, term, payInFull, newEntryPayInFull, newEntryFirstTerm, siblingAnnual, siblingTerm, siblingPayInFull }).map(([k, v]) => [
          k,
          cents(Number(v)),
        ]),
      ),
    } as { label: string; grade: TuitionGradeId } & Record<
      "annual" | "term" | "payInFull" | "newEntryPayInFull" | "newEntryFirstTerm" | "siblingAnnual" | "siblingTerm" | "siblingPayInFull",
      number
    >;
  });

let nextId = 0;
function child(grade: TuitionGradeId, isNew: boolean, more: Partial<BilledChild> = {}): BilledChild {
  nextId += 1;
  return { id: `c${nextId}`, name: `Child ${nextId}`, grade, isNew, startTerm: 0, ...more };
}

const family = (plan: PaymentPlan, ...children: BilledChild[]): FamilyYear => ({ plan, children });
const total = (invoices: InvoiceDraft[]) => invoices.reduce((sum, i) => sum + i.totalCents, 0);
const totals = (invoices: InvoiceDraft[]) => invoices.map((i) => i.totalCents);
/** What one child's lines add up to on an invoice. */
const childTotal = (invoice: InvoiceDraft, id: string) => invoice.lines.filter((l) => l.studentId === id).reduce((sum, l) => sum + l.amountCents, 0);
const kinds = (invoice: InvoiceDraft, id: string): InvoiceLineKind[] => invoice.lines.filter((l) => l.studentId === id).map((l) => l.kind);
const english = (invoice: InvoiceDraft) => invoice.lines.map((l) => [formatPhrase("en", l.description), l.amountCents]);

describe("spec section 9's table, one row per grade, reproduced by the invoices", () => {
  it("pastes eight rows", () => expect(specRows.map((r) => r.label)).toEqual(TUITION_GRADES.map((g) => g.label)));

  describe.each(specRows)("$label", (row) => {
    it("one returning child by term: three term invoices of the per-term price, the annual price in all", () => {
      const invoices = yearInvoices(family("term", child(row.grade, false)));
      expect(totals(invoices)).toEqual([row.term, row.term, row.term]);
      expect(total(invoices)).toBe(row.annual);
    });

    it("one new child by term: the new-entry first term, then the per-term price twice", () => {
      const invoices = yearInvoices(family("term", child(row.grade, true)));
      expect(totals(invoices)).toEqual([row.newEntryFirstTerm, row.term, row.term]);
    });

    it("one child in full: the pay-in-full price, or the new-entry one with the fee", () => {
      expect(totals(yearInvoices(family("full", child(row.grade, false))))).toEqual([row.payInFull]);
      expect(totals(yearInvoices(family("full", child(row.grade, true))))).toEqual([row.newEntryPayInFull]);
    });

    it("as a sibling of a Grade 6 child listed first: the sibling columns, by term and in full", () => {
      const payer = child("grade-6", false);
      const sibling = child(row.grade, false);
      const byTerm = yearInvoices(family("term", payer, sibling));
      expect(byTerm.map((i) => childTotal(i, sibling.id))).toEqual([row.siblingTerm, row.siblingTerm, row.siblingTerm]);
      expect(byTerm.reduce((sum, i) => sum + childTotal(i, sibling.id), 0)).toBe(row.siblingAnnual);
      expect(byTerm.map((i) => childTotal(i, payer.id))).toEqual([800_00, 800_00, 800_00]);
      const [full] = yearInvoices(family("full", payer, sibling));
      expect(childTotal(full!, sibling.id)).toBe(row.siblingPayInFull);
      expect(kinds(full!, sibling.id)).toEqual(["tuition", "sibling-discount", "pay-in-full-discount"]);
    });
  });
});

describe("the worked examples on /tuition", () => {
  const example = (id: string) => PAYMENT_EXAMPLES.find((e) => e.id === id)!.family;
  const asYear = (f: (typeof PAYMENT_EXAMPLES)[number]["family"]): FamilyYear =>
    family(f.plan, ...f.children.map((c) => child(c.grade as TuitionGradeId, c.isNew)));

  it("a new K1 student by term: $550, then $450 twice, $1,450 for the year", () => {
    expect(totals(yearInvoices(asYear(example("new-k1-by-term"))))).toEqual([550_00, 450_00, 450_00]);
  });

  it("a new Grade 3 student in full: $1,852.50 plus the fee", () => {
    const [invoice] = yearInvoices(asYear(example("new-grade-3-in-full")));
    expect(invoice!.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ["tuition", 1950_00],
      ["pay-in-full-discount", -97_50],
      ["new-student-fee", 100_00],
    ]);
    expect(invoice!.totalCents).toBe(1952_50);
  });

  it("two returning siblings in full: $3,277.50 in one payment", () => {
    const [invoice] = yearInvoices(asYear(example("two-returning-siblings-in-full")));
    expect(invoice!.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ["tuition", 2100_00],
      ["pay-in-full-discount", -105_00],
      ["tuition", 1500_00],
      ["sibling-discount", -150_00],
      ["pay-in-full-discount", -67_50],
    ]);
    expect(invoice!.totalCents).toBe(3277_50);
  });

  it("three siblings by term, two new: $1,945, then $1,745 twice, $5,435 for the year", () => {
    const invoices = yearInvoices(asYear(example("three-siblings-by-term")));
    expect(totals(invoices)).toEqual([1945_00, 1745_00, 1745_00]);
    expect(total(invoices)).toBe(5435_00);
  });

  it("every example's invoices are its quote's payments", () => {
    for (const { family: f } of PAYMENT_EXAMPLES) {
      const quote = quoteFamily(f);
      expect(totals(yearInvoices(asYear(f)))).toEqual([quote.firstPayment, ...quote.laterPayments]);
    }
  });
});

describe("lines", () => {
  it("name the child, the grade, the rule and the amount, in English", () => {
    const ada = { ...child("grade-2", true), name: "Ada Quill" };
    const ben = { ...child("k1", false), name: "Ben Quill" };
    expect(english(buildInvoice(family("term", ada, ben), { plan: "term", term: 0 }))).toEqual([
      ["Ada Quill, Grade 2: tuition, term 1 of 3", 600_00],
      ["Administration and registration fee (new student, once)", 100_00],
      ["Ben Quill, K1: tuition, term 1 of 3", 450_00],
      ["Sibling discount (10%)", -45_00],
    ]);
    expect(english(buildInvoice(family("full", ada, ben), { plan: "full" }))).toEqual([
      ["Ada Quill, Grade 2: tuition, full year", 1800_00],
      ["Pay in full (5% off)", -90_00],
      ["Administration and registration fee (new student, once)", 100_00],
      ["Ben Quill, K1: tuition, full year", 1350_00],
      ["Sibling discount (10%)", -135_00],
      ["Pay in full (5% off the reduced amount)", -60_75],
    ]);
  });

  it("read in Spanish for families", () => {
    const ada = { ...child("grade-2", true), name: "Ada Quill", startTerm: 1 as const };
    const ben = { ...child("k1", false), name: "Ben Quill" };
    const text = buildInvoice(family("full", ada, ben), { plan: "full" }).lines.map((l) => formatPhrase("es", l.description));
    expect(text).toEqual([
      "Ada Quill, Segundo grado: colegiatura, períodos 2 a 3 de 3",
      "Pago del año completo (5 % de descuento)",
      "Cuota de administración e inscripción (alumno nuevo, una sola vez)",
      "Ben Quill, K1: colegiatura, año completo",
      "Descuento por hermanos (10 %)",
      "Pago del año completo (5 % de descuento sobre el monto reducido)",
    ]);
  });

  it("describe words as plain data (no functions), so a draft can be stored as it is", () => {
    const invoice = buildInvoice(family("term", child("k2", true), child("grade-5", false)), { plan: "term", term: 0 });
    expect(JSON.parse(JSON.stringify(invoice))).toEqual(invoice);
  });
});

describe("a child starting mid-year", () => {
  it("by term: billed from the start term only, the fee on that first invoice", () => {
    const late = child("grade-2", true, { startTerm: 1 });
    const invoices = yearInvoices(family("term", late));
    expect(totals(invoices)).toEqual([0, 700_00, 600_00]);
    expect(invoices[0]!.lines).toEqual([]);
    expect(kinds(invoices[1]!, late.id)).toEqual(["tuition", "new-student-fee"]);
    expect(english(invoices[1]!)[0]).toEqual([`${late.name}, Grade 2: tuition, term 2 of 3`, 600_00]);
  });

  it("in full: the terms left in the year, less 5% (fee added once)", () => {
    const late = child("grade-2", true, { startTerm: 1 });
    const [invoice] = yearInvoices(family("full", late));
    expect(english(invoice!)).toEqual([
      [`${late.name}, Grade 2: tuition, terms 2 to 3 of 3`, 1200_00],
      ["Pay in full (5% off)", -60_00],
      ["Administration and registration fee (new student, once)", 100_00],
    ]);
    expect(invoice!.totalCents).toBe(1240_00);
    const last = child("k1", false, { startTerm: 2 });
    expect(english(buildInvoice(family("full", last), { plan: "full" }))).toEqual([
      [`${last.name}, K1: tuition, term 3 of 3`, 450_00],
      ["Pay in full (5% off)", -22_50],
    ]);
  });

  it("is a sibling only for the terms both children are enrolled; the higher tuition pays full price then", () => {
    const k1 = child("k1", false);
    const g6 = child("grade-6", true, { startTerm: 1 });
    const invoices = yearInvoices(family("term", k1, g6));
    // Term 1: K1 alone, full price. Terms 2 and 3: Grade 6 pays full price and K1 becomes the sibling.
    expect(invoices.map((i) => childTotal(i, k1.id))).toEqual([450_00, 405_00, 405_00]);
    expect(invoices.map((i) => childTotal(i, g6.id))).toEqual([0, 900_00, 800_00]);
    const [full] = yearInvoices(family("full", k1, g6));
    // K1: 450 + 405 + 405 = 1260 less 5% = 1197; Grade 6: 1600 less 5% = 1520, plus the fee.
    expect(childTotal(full!, k1.id)).toBe(1197_00);
    expect(childTotal(full!, g6.id)).toBe(1620_00);
  });

  it("a withdrawn child is billed up to the term they were withdrawn after, and the sibling discount follows", () => {
    const g4 = child("grade-4", false, { withdrawnAfterTerm: 0 });
    const k2 = child("k2", false);
    const invoices = yearInvoices(family("term", g4, k2));
    expect(invoices.map((i) => childTotal(i, g4.id))).toEqual([700_00, 0, 0]);
    expect(invoices.map((i) => childTotal(i, k2.id))).toEqual([450_00, 500_00, 500_00]);
  });
});

describe("over every grade and sibling combination up to four children", () => {
  /** Every multiset of `size` grades (the order of children does not change a family's totals). */
  function gradeCombinations(size: number, from = 0): TuitionGradeId[][] {
    if (size === 0) return [[]];
    return TUITION_GRADES.slice(from).flatMap((g, i) => gradeCombinations(size - 1, from + i).map((rest) => [g.id, ...rest]));
  }
  const families: { grades: TuitionGradeId[]; isNew: boolean[] }[] = [1, 2, 3, 4].flatMap((size) =>
    gradeCombinations(size).flatMap((grades) =>
      Array.from({ length: 2 ** size }, (_, mask) => ({ grades, isNew: grades.map((_, i) => Boolean(mask & (1 << i))) })),
    ),
  );
  const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);
  // Thousands of families: each check adds to a list of problems, asserted empty once (an expect() per check is slow).
  const same = (problems: string[], what: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${what}: ${JSON.stringify(actual)} is not ${JSON.stringify(expected)}`);
  };
  const linesMakeTheTotal = (problems: string[], what: string, invoice: InvoiceDraft) => {
    same(problems, `${what} lines`, sum(invoice.lines.map((l) => l.amountCents)), invoice.totalCents);
    if (!invoice.lines.every((l) => Number.isSafeInteger(l.amountCents))) problems.push(`${what}: an amount is not whole cents`);
  };

  it("covers the combinations", () => expect(families).toHaveLength(8 * 2 + 36 * 4 + 120 * 8 + 330 * 16));

  it("a whole year's invoices equal the quote: each payment, the year, each rule, the fee once per new child", { timeout: 60_000 }, () => {
    const problems: string[] = [];
    for (const { grades, isNew } of families) {
      for (const plan of ["term", "full"] as const) {
        const what = `${plan} ${grades.join("+")} new ${isNew.join("+")}`;
        const children = grades.map((grade, i) => child(grade, isNew[i]!));
        const invoices = yearInvoices(family(plan, ...children));
        const quote = quoteFamily({ plan, children: grades.map((grade, i) => ({ grade, isNew: isNew[i]! })) });
        for (const invoice of invoices) linesMakeTheTotal(problems, what, invoice);
        same(problems, `${what} payments`, totals(invoices), [quote.firstPayment, ...quote.laterPayments]);
        same(problems, `${what} year`, total(invoices), quote.total);
        const lines = invoices.flatMap((i) => i.lines);
        const sumOf = (kind: InvoiceLineKind) => sum(lines.filter((l) => l.kind === kind).map((l) => l.amountCents));
        same(
          problems,
          `${what} rules`,
          [sumOf("tuition"), -sumOf("sibling-discount"), -sumOf("pay-in-full-discount"), sumOf("new-student-fee")],
          [quote.annual, quote.siblingDiscount, quote.payInFullDiscount, quote.fees],
        );
        children.forEach((c, i) => {
          const own = lines.filter((l) => l.studentId === c.id);
          same(
            problems,
            `${what} fee of ${i}`,
            own.filter((l) => l.kind === "new-student-fee").map((l) => l.amountCents),
            isNew[i] ? [NEW_STUDENT_FEE] : [],
          );
          same(problems, `${what} child ${i}`, sum(own.map((l) => l.amountCents)), quote.lines[i]!.total);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it("with mid-year starts and withdrawals: lines make each total, the fee once on the first invoice, in full never dearer", { timeout: 60_000 }, () => {
    const starts: { startTerm: TermIndex; withdrawnAfterTerm?: TermIndex }[] = [
      { startTerm: 0 },
      { startTerm: 1 },
      { startTerm: 2 },
      { startTerm: 0, withdrawnAfterTerm: 1 },
      { startTerm: 1, withdrawnAfterTerm: 1 },
    ];
    const problems: string[] = [];
    for (const [n, { grades, isNew }] of families.entries()) {
      const children = grades.map((grade, i) => child(grade, isNew[i]!, starts[(n + i) % starts.length]));
      const what = JSON.stringify(children.map(({ grade, isNew, startTerm, withdrawnAfterTerm }) => [grade, isNew, startTerm, withdrawnAfterTerm]));
      const byTerm = yearInvoices(family("term", ...children));
      const [full] = yearInvoices(family("full", ...children));
      for (const invoice of [...byTerm, full!]) linesMakeTheTotal(problems, what, invoice);
      for (const c of children) {
        const termsWith = (has: (l: InvoiceLine) => boolean) =>
          byTerm.flatMap((i, term) => (i.lines.some((l) => l.studentId === c.id && has(l)) ? [term] : []));
        same(
          problems,
          `${what} fee terms of ${c.id}`,
          termsWith((l) => l.kind === "new-student-fee"),
          c.isNew ? [c.startTerm] : [],
        );
        same(problems, `${what} full fee of ${c.id}`, kinds(full!, c.id).filter((k) => k === "new-student-fee").length, c.isNew ? 1 : 0);
        const billed = termsWith(() => true);
        same(problems, `${what} terms of ${c.id}`, [billed[0], billed.at(-1)], [c.startTerm, c.withdrawnAfterTerm ?? 2]);
        const byTermTotal = sum(byTerm.map((i) => childTotal(i, c.id)));
        if (childTotal(full!, c.id) > byTermTotal) problems.push(`${what}: ${c.id} pays more in full than by term`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("input errors", () => {
  it("refuses an invoice of the other plan, an unknown term, no children, an impossible withdrawal", () => {
    const one = family("term", child("k1", true));
    expect(() => buildInvoice(one, { plan: "full" })).toThrow(TuitionInputError);
    expect(() => buildInvoice(one, { plan: "term", term: 3 as TermIndex })).toThrow("Unknown term 3");
    expect(() => buildInvoice(family("term"), { plan: "term", term: 0 })).toThrow("at least one child");
    expect(() => buildInvoice(family("term", child("k1", true, { startTerm: 2, withdrawnAfterTerm: 1 })), { plan: "term", term: 0 })).toThrow(
      TuitionInputError,
    );
    expect(() => buildInvoice(family("term", child("grade-7" as TuitionGradeId, true)), { plan: "term", term: 0 })).toThrow('Unknown grade "grade-7"');
  });

  it("refuses a child listed twice", () => {
    const c = child("k2", false);
    expect(() => buildInvoice(family("full", c, c), { plan: "full" })).toThrow("listed twice");
  });
});
