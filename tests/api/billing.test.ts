/**
 * Tuition billing (issue 36, "Tuition billing") over HTTP: a run's figures are the invoice rules' own
 * (common/billing/invoices.ts `buildInvoice`), a dry run writes nothing, a period is issued once, numbers
 * have no gaps (a rolled-back run gives its numbers back), payments, refunds and credit notes settle an
 * invoice without changing it, each family reads only its own invoices, and the ledger CSV is safe to open.
 */
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInvoice, type BilledChild, type InvoiceDraft, type TermIndex } from "#common/billing/invoices";
import { formatPhrase } from "#common/i18n/phrase";
import type { BillingRun, CreditNoteAnswer, FamilyInvoices, StaffInvoice, StaffInvoices } from "#common/schemas/billing";
import { createSession } from "../../server/auth/sessions";
import { issueInvoices } from "../../server/billing/runs";
import {
  auditLog,
  billingFamilies,
  creditNotes,
  enrolments,
  guardianLinks,
  invoiceCounters,
  invoiceLines,
  invoices,
  payments,
  students,
  users,
} from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

/** The school's day during the tests: term 1 of 2026-27 is under way. */
const NOW = new Date("2026-09-10T16:00:00Z");
const TERM_1 = { period: "term-1", issuedOn: "2026-08-17", dueOn: "2026-09-15" } as const;
/** Term 2's invoices, due before NOW: overdue until paid. */
const TERM_2 = { period: "term-2", issuedOn: "2026-09-01", dueOn: "2026-09-05" } as const;

type Who = "admin" | "nakamura" | "nakamuraSecond" | "okafor" | "teacher" | "child";

describe.each(DATABASE_KINDS)("tuition billing on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<Who, TestClient>;
  const signedOut = () => new TestClient(t.url);

  /** An enrolment from `day` (the start of a term, or mid-year). */
  const enrolFrom = async (classId: string, studentId: string, day: string, endedOn?: string) =>
    t.db.insert(enrolments).values({
      classId,
      studentId,
      startedAt: new Date(`${day}T13:00:00Z`),
      ...(endedOn ? { endedAt: new Date(`${endedOn}T13:00:00Z`), endReason: "removed" } : {}),
    });

  async function build() {
    const earlier = await makeYear(t.db, { startYear: 2025, current: false });
    const { year } = await makeYear(t.db, { startYear: 2026 });
    const lastYearsClass = await makeClass(t.db, earlier.year.id, { name: "Last year's Grade 2", grade: "2" });
    const k = await makeClass(t.db, year.id, { name: "Kinder Owls", grade: "K" });
    const g2 = await makeClass(t.db, year.id, { name: "Grade 2 Foxes", grade: "2" });
    const g3 = await makeClass(t.db, year.id, { name: "Grade 3 Hawks", grade: "3" });
    const g4 = await makeClass(t.db, year.id, { name: "Grade 4 Bears", grade: "4" });

    // The Nakamuras: Ada (grade 2) and Ben (K), both new, one guardian for both and a second one for Ben.
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Nakamura", grade: "2" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Nakamura", grade: "K", guardian: false });
    await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: ada.guardian!.id });
    const bensOther = await createUser(t.db, "parent", "ben-other-parent");
    await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: bensOther.id });
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, bensOther.id));
    await t.db.update(students).set({ dateOfBirth: "2018-03-01" }).where(eq(students.id, ada.student.id));
    await t.db.update(students).set({ dateOfBirth: "2021-04-01" }).where(eq(students.id, ben.student.id));
    await enrolFrom(g2.class.id, ada.student.id, "2026-08-17");
    await enrolFrom(k.class.id, ben.student.id, "2026-08-17");

    // Cy Okafor (grade 3) came last year too: returning, no fee.
    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Okafor", grade: "3" });
    await enrolFrom(lastYearsClass.class.id, cy.student.id, "2025-08-18", "2026-06-11");
    await enrolFrom(g3.class.id, cy.student.id, "2026-08-17");

    // Dee Quill (grade 1) is already in a family (staff made it); it will pay the whole year at once.
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Quill", grade: "1" });
    const [quills] = await t.db.insert(billingFamilies).values({ name: "Quill family" }).returning();
    await t.db.update(students).set({ billingFamilyId: quills!.id }).where(eq(students.id, dee.student.id));
    await enrolFrom(g2.class.id, dee.student.id, "2026-08-17");

    // Eve Rowan (grade 4) starts in term 2.
    const eve = await makeStudent(t.db, { firstName: "Eve", lastName: "Rowan", grade: "4" });
    await enrolFrom(g4.class.id, eve.student.id, "2026-12-01");

    const admin = await createUser(t.db, "admin", "billing-admin");
    return { earlier, year, ada, ben, bensOther, cy, dee, eve, quills: quills!, admin, teacher: g2.teacher! };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId, {}, NOW)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => NOW } });
    w = await build();
    as.admin = await signIn(w.admin.id);
    as.nakamura = await signIn(w.ada.guardian!.id);
    as.nakamuraSecond = await signIn(w.bensOther.id);
    as.okafor = await signIn(w.cy.guardian!.id);
    as.teacher = await signIn(w.teacher.id);
    as.child = await signIn(w.ada.user.id);
  });
  afterAll(async () => t?.close());

  const run = async (body: Record<string, unknown>) => {
    const res = await as.admin.mutate("POST", "/api/admin/billing/runs", body);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: BillingRun }>().data;
  };
  const pay = (number: string, body: Record<string, unknown>) =>
    as.admin.mutate("POST", `/api/admin/billing/invoices/${encodeURIComponent(number)}/payments`, body);
  const credit = (number: string, body: Record<string, unknown>) =>
    as.admin.mutate("POST", `/api/admin/billing/invoices/${encodeURIComponent(number)}/credit-notes`, body);
  const staffList = async (query = "") => {
    const res = await as.admin.get(`/api/admin/billing/invoices${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: StaffInvoices }>().data.invoices;
  };
  const familyList = async (client: TestClient) => {
    const res = await client.get("/api/family/invoices");
    expect(res.status, res.text).toBe(200);
    return res.json<FamilyInvoices>().invoices;
  };
  const familyOf = (r: BillingRun, name: string) => r.families.find((f) => f.familyName === name)!;
  const tableCount = async (table: typeof invoices | typeof billingFamilies | typeof invoiceCounters) => (await t.db.select({ n: count() }).from(table))[0]!.n;

  /** The rules' own invoice for the Nakamuras: Ada (grade 2) and Ben (K2 on the price list), both new. */
  const nakamuraDraft = (term: TermIndex): InvoiceDraft => {
    const child = (c: typeof w.ada, grade: BilledChild["grade"]): BilledChild => ({
      id: c.student.id,
      name: `${c.student.firstName} Nakamura`,
      grade,
      isNew: true,
      startTerm: 0,
    });
    return buildInvoice({ plan: "term", children: [child(w.ada, "grade-2"), child(w.ben, "k2")] }, { plan: "term", term });
  };
  const englishLines = (draft: InvoiceDraft) =>
    draft.lines.map((l) => ({ studentName: l.studentName, description: formatPhrase("en", l.description), amountCents: l.amountCents }));

  const setPlan = (familyId: string, plan: unknown) => as.admin.mutate("PATCH", `/api/admin/billing/families/${familyId}`, { plan });

  it("lets staff change a family's plan before its first invoice", async () => {
    const res = await setPlan(w.quills.id, "full");
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: w.quills.id, name: "Quill family", plan: "full" } });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "billing.family_plan_changed"));
    expect(audit).toMatchObject({ targetId: w.quills.id, detail: { from: "term", to: "full" } });
    expect((await setPlan(w.quills.id, "monthly")).status).toBe(400);
    expect((await setPlan("00000000-0000-4000-8000-000000000000", "term")).status).toBe(404);
    expect((await setPlan("not-a-family", "term")).status).toBe(404);
  });

  it("lists every family's figures in a dry run and writes no invoice, saving the families so their plans may be chosen", async () => {
    const dry = await run({ ...TERM_1, dryRun: true });
    expect(dry).toMatchObject({ schoolYearId: w.year.id, schoolYear: "2026-27", period: "term-1", dryRun: true, invoiceCount: 2 });
    expect(dry.families.map((f) => [f.familyName, f.plan, f.outcome, f.number])).toEqual([
      ["Nakamura family", "term", "issue", null],
      ["Okafor family", "term", "issue", null],
      ["Quill family", "full", "not-billed", null],
      ["Rowan family", "term", "not-billed", null],
    ]);
    // The families are saved before the run, and none has an invoice: every plan may change.
    expect(dry.families.map((f) => [f.familyName, f.planChange])).toEqual([
      ["Nakamura family", "allowed"],
      ["Okafor family", "allowed"],
      ["Quill family", "allowed"],
      ["Rowan family", "allowed"],
    ]);
    expect(familyOf(dry, "Nakamura family").lines.map(({ studentName, description, amountCents }) => ({ studentName, description, amountCents }))).toEqual(
      englishLines(nakamuraDraft(0)),
    );
    expect(await tableCount(invoices)).toBe(0);
    expect(await tableCount(invoiceCounters)).toBe(0);
    // The families are kept (who is billed with whom); no invoice, no number.
    expect(await tableCount(billingFamilies)).toBe(4);
    const placed = await t.db.select({ id: students.id, family: students.billingFamilyId }).from(students);
    expect(placed.filter((s) => s.family !== null)).toHaveLength(5);
    const [made] = await t.db.select().from(auditLog).where(eq(auditLog.action, "billing.families_made"));
    expect(made).toMatchObject({ actorUserId: w.admin.id, detail: { families: 3 } });
  });

  it("issues term 1: the sibling discount and the new-student fees, the figures of buildInvoice, numbered in order", async () => {
    const issued = await run({ ...TERM_1, dryRun: false });
    expect(issued.dryRun).toBe(false);
    expect(issued.families.map((f) => [f.familyName, f.outcome, f.number])).toEqual([
      ["Nakamura family", "issued", "2026-27-0001"],
      ["Okafor family", "issued", "2026-27-0002"],
      ["Quill family", "not-billed", null],
      ["Rowan family", "not-billed", null],
    ]);
    // The families invoiced this year keep their plans; the run saved the others, whose plans may change.
    expect(issued.families.map((f) => [f.familyName, f.planChange])).toEqual([
      ["Nakamura family", "invoiced"],
      ["Okafor family", "invoiced"],
      ["Quill family", "allowed"],
      ["Rowan family", "allowed"],
    ]);
    const draft = nakamuraDraft(0);
    const nakamura = familyOf(issued, "Nakamura family");
    expect(nakamura.totalCents).toBe(draft.totalCents);
    expect(nakamura.totalCents).toBe(600_00 + 100_00 + 500_00 - 50_00 + 100_00);
    expect(nakamura.lines.map((l) => l.kind)).toEqual(draft.lines.map((l) => l.kind));
    expect(nakamura.lines.filter((l) => l.kind === "sibling-discount").map((l) => [l.studentName, l.amountCents])).toEqual([["Ben Nakamura", -50_00]]);
    expect(nakamura.lines.filter((l) => l.kind === "new-student-fee")).toHaveLength(2);
    // The returning child pays no fee.
    expect(familyOf(issued, "Okafor family").lines.map((l) => [l.kind, l.amountCents])).toEqual([["tuition", 650_00]]);
    expect(issued.totalCents).toBe(draft.totalCents + 650_00);

    const [stored] = await t.db.select().from(invoices).where(eq(invoices.number, "2026-27-0001"));
    expect(stored).toMatchObject({ period: "term-1", issuedOn: TERM_1.issuedOn, dueOn: TERM_1.dueOn, totalCents: draft.totalCents, createdBy: w.admin.id });
    const lines = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, stored!.id)).orderBy(asc(invoiceLines.position));
    expect(lines.map((l) => ({ description: l.description, amountCents: l.amountCents }))).toEqual(
      draft.lines.map((l) => ({ description: l.description, amountCents: l.amountCents })),
    );
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "billing.invoices_issued"));
    expect(audit).toMatchObject({
      actorUserId: w.admin.id,
      targetId: "2026-27",
      // The families were made by the dry run before it (billing.families_made).
      detail: { period: "term-1", invoices: 2, totalCents: issued.totalCents, familiesMade: 0 },
    });
  });

  it("keeps a family's plan once it has an invoice of the year", async () => {
    const [nakamuras] = await t.db.select({ id: students.billingFamilyId }).from(students).where(eq(students.id, w.ada.student.id));
    const res = await setPlan(nakamuras!.id!, "full");
    expect(res.status).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      "Nakamura family already has invoices for 2026-27: a family's plan can change only before its first invoice of a school year.",
    );
  });

  it("issues nothing new when the same period is run again", async () => {
    const again = await run({ ...TERM_1, dryRun: false });
    expect(again.invoiceCount).toBe(0);
    expect(again.families.filter((f) => f.outcome === "already-issued").map((f) => f.number)).toEqual(["2026-27-0001", "2026-27-0002"]);
    expect(familyOf(again, "Nakamura family").totalCents).toBe(nakamuraDraft(0).totalCents);
    expect(await tableCount(invoices)).toBe(2);
  });

  it("gives a rolled-back run's numbers back: the next invoices follow on without a gap", async () => {
    const year = { id: w.year.id, name: w.year.name, startsOn: w.year.startsOn };
    await expect(
      t.db.transaction(async (tx) => {
        const attempt = await issueInvoices(tx, year, TERM_2, w.admin.id, "2026-09-10");
        expect(attempt.run.invoiceCount).toBe(3);
        throw new Error("the run failed half-way");
      }),
    ).rejects.toThrow("the run failed half-way");
    expect(await tableCount(invoices)).toBe(2);

    const term2 = await run({ ...TERM_2, dryRun: false });
    expect(term2.families.map((f) => [f.familyName, f.outcome, f.number])).toEqual([
      ["Nakamura family", "issued", "2026-27-0003"],
      ["Okafor family", "issued", "2026-27-0004"],
      ["Quill family", "not-billed", null],
      ["Rowan family", "issued", "2026-27-0005"],
    ]);
    expect(familyOf(term2, "Nakamura family").totalCents).toBe(nakamuraDraft(1).totalCents);
    // Eve starts in term 2: her fee is on her first invoice.
    expect(familyOf(term2, "Rowan family").lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ["tuition", 700_00],
      ["new-student-fee", 100_00],
    ]);

    const full = await run({ period: "full", issuedOn: "2026-08-17", dueOn: "2026-09-15", dryRun: false });
    const quill = familyOf(full, "Quill family");
    const expected = buildInvoice(
      { plan: "full", children: [{ id: w.dee.student.id, name: "Dee Quill", grade: "grade-1", isNew: true, startTerm: 0 }] },
      { plan: "full" },
    );
    expect([quill.outcome, quill.number, quill.totalCents]).toEqual(["issued", "2026-27-0006", expected.totalCents]);
    expect(quill.lines.map((l) => l.kind)).toEqual(["tuition", "pay-in-full-discount", "new-student-fee"]);

    const numbers = (await t.db.select({ number: invoices.number }).from(invoices).orderBy(asc(invoices.createdAt), asc(invoices.number))).map((r) => r.number);
    expect(numbers).toEqual(["0001", "0002", "0003", "0004", "0005", "0006"].map((n) => `2026-27-${n}`));
  });

  it("settles an invoice by partial payments, credit notes and refunds, never changing its lines", async () => {
    const number = "2026-27-0001";
    const total = nakamuraDraft(0).totalCents;
    const linesBefore = await t.db.select().from(invoiceLines).innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId)).where(eq(invoices.number, number));

    const first = await pay(number, { amountCents: 500_00, method: "bank-transfer", reference: "NAK-0917", receivedOn: "2026-09-08" });
    expect(first.status, first.text).toBe(201);
    expect(first.json<{ data: StaffInvoice }>().data).toMatchObject({
      number,
      totalCents: total,
      paidCents: 500_00,
      balanceCents: total - 500_00,
      status: "partly-paid",
    });

    const over = await pay(number, { amountCents: total - 500_00 + 1, method: "card", receivedOn: "2026-09-09" });
    expect(over.status).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(
      `Invoice ${number} has $750 left to pay, less than the $750.01 of this payment. Please record at most $750.`,
    );

    const note = await credit(number, { amountCents: 50_00, reason: "Two days of closure." });
    expect(note.status, note.text).toBe(201);
    const written = note.json<{ data: CreditNoteAnswer }>().data;
    expect(written.number).toBe("CN-2026-27-0001");
    expect(written.invoice).toMatchObject({ paidCents: 550_00, creditedCents: 50_00, balanceCents: total - 550_00, status: "partly-paid" });
    expect((await credit(number, { amountCents: total, reason: "Too much." })).status).toBe(409);

    const rest = await pay(number, { amountCents: total - 550_00, method: "cheque", reference: '=HYPERLINK("http://evil.example")', receivedOn: "2026-09-10" });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.json<{ data: StaffInvoice }>().data).toMatchObject({ balanceCents: 0, status: "paid" });
    expect((await pay(number, { amountCents: 1, method: "cash", receivedOn: "2026-09-10" })).status).toBe(409);
    expect((await credit(number, { amountCents: 1, reason: "Nothing left." })).status).toBe(409);

    expect((await pay(number, { kind: "refund", amountCents: total, method: "bank-transfer", receivedOn: "2026-09-10" })).status).toBe(409);
    const refund = await pay(number, { kind: "refund", amountCents: 20_00, method: "bank-transfer", reference: "REF-1", receivedOn: "2026-09-10" });
    expect(refund.status, refund.text).toBe(201);
    expect(refund.json<{ data: StaffInvoice }>().data).toMatchObject({
      receivedCents: total - 50_00,
      refundedCents: 20_00,
      creditedCents: 50_00,
      paidCents: total - 20_00,
      balanceCents: 20_00,
      status: "partly-paid",
    });

    const linesAfter = await t.db.select().from(invoiceLines).innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId)).where(eq(invoices.number, number));
    expect(linesAfter).toEqual(linesBefore);
    const audits = await t.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(inArray(auditLog.action, ["billing.payment_recorded", "billing.credit_note_written"]));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "billing.credit_note_written",
      "billing.payment_recorded",
      "billing.payment_recorded",
      "billing.payment_recorded",
    ]);
    expect(new Set(audits.map((a) => a.targetId))).toEqual(new Set([number]));
  });

  it("lets two payments recorded at once pay no more than the balance", async () => {
    const number = "2026-27-0005";
    const both = await Promise.all([0, 1].map(() => pay(number, { amountCents: 500_00, method: "card", receivedOn: "2026-09-10" })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const [rowan] = (await staffList()).filter((i) => i.number === number);
    expect(rowan).toMatchObject({ totalCents: 800_00, paidCents: 500_00, balanceCents: 300_00, status: "overdue" });
  });

  it("answers 404 for an invoice that does not exist and 400 for a bad payment", async () => {
    expect((await pay("2026-27-9999", { amountCents: 100, method: "cash", receivedOn: "2026-09-10" })).status).toBe(404);
    const bad = await pay("2026-27-0002", { amountCents: 0, method: "barter", receivedOn: "10/09/2026" });
    expect(bad.status).toBe(400);
    expect(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(["amountCents", "method", "receivedOn"]);
    const backwards = await as.admin.mutate("POST", "/api/admin/billing/runs", { period: "term-3", issuedOn: "2026-09-10", dueOn: "2026-09-01", dryRun: true });
    expect(backwards.status).toBe(400);
  });

  it("lists the office's invoices with their status, by status and year", async () => {
    const all = await staffList();
    expect(all.map((i) => i.number)).toHaveLength(6);
    const byNumber = new Map(all.map((i) => [i.number, i]));
    expect(byNumber.get("2026-27-0001")).toMatchObject({ familyName: "Nakamura family", status: "partly-paid", balanceCents: 20_00 });
    expect(byNumber.get("2026-27-0002")).toMatchObject({ familyName: "Okafor family", status: "open", paidCents: 0, balanceCents: 650_00 });
    expect(byNumber.get("2026-27-0004")).toMatchObject({ status: "overdue" });
    expect((await staffList("?status=overdue")).map((i) => i.number).sort()).toEqual(["2026-27-0003", "2026-27-0004", "2026-27-0005"]);
    expect(await staffList(`?schoolYearId=${w.earlier.year.id}`)).toEqual([]);
    expect((await as.admin.get("/api/admin/billing/invoices?status=late")).status).toBe(400);
  });

  it("shows each guardian their own family's invoices only, with the figures the office sees, in their language", async () => {
    const office = new Map((await staffList()).map((i) => [i.number, i]));
    const nakamura = await familyList(as.nakamura);
    expect(nakamura.map((i) => i.number).sort()).toEqual(["2026-27-0001", "2026-27-0003"]);
    const first = nakamura.find((i) => i.number === "2026-27-0001")!;
    expect(Object.keys(first).sort()).toEqual([
      "balanceCents",
      "dueOn",
      "issuedOn",
      "lines",
      "number",
      "paidCents",
      "period",
      "schoolYear",
      "status",
      "totalCents",
    ]);
    expect(first).toEqual({
      number: "2026-27-0001",
      schoolYear: "2026-27",
      period: "term-1",
      issuedOn: TERM_1.issuedOn,
      dueOn: TERM_1.dueOn,
      lines: englishLines(nakamuraDraft(0)),
      totalCents: office.get("2026-27-0001")!.totalCents,
      paidCents: office.get("2026-27-0001")!.paidCents,
      balanceCents: office.get("2026-27-0001")!.balanceCents,
      status: "partly-paid",
    });
    expect(first.balanceCents).toBe(first.totalCents - first.paidCents);
    expect(first.lines[0]!.description).toBe("Ada Nakamura, Grade 2: tuition, term 1 of 3");

    // Ben's other parent reads the same family's invoices, in Spanish.
    const second = await familyList(as.nakamuraSecond);
    expect(second.map((i) => [i.number, i.totalCents, i.balanceCents])).toEqual(nakamura.map((i) => [i.number, i.totalCents, i.balanceCents]));
    expect(second.find((i) => i.number === "2026-27-0001")!.lines[0]!.description).toBe("Ada Nakamura, Segundo grado: colegiatura, período 1 de 3");

    const okaforRes = await as.okafor.get("/api/family/invoices");
    expect(
      okaforRes
        .json<FamilyInvoices>()
        .invoices.map((i) => i.number)
        .sort(),
    ).toEqual(["2026-27-0002", "2026-27-0004"]);
    expect(okaforRes.text).not.toContain("Nakamura");
  });

  it("refuses the family read and the office's billing to everyone else", async () => {
    expect((await signedOut().get("/api/family/invoices")).status).toBe(401);
    for (const who of ["teacher", "child", "admin"] as const) expect((await as[who].get("/api/family/invoices")).status, who).toBe(403);
    const office: [string, string, Record<string, unknown>?][] = [
      ["POST", "/api/admin/billing/runs", { ...TERM_1, dryRun: true }],
      ["GET", "/api/admin/billing/invoices"],
      ["PATCH", `/api/admin/billing/families/${w.quills.id}`, { plan: "term" }],
      ["POST", "/api/admin/billing/invoices/2026-27-0002/payments", { amountCents: 100, method: "cash", receivedOn: "2026-09-10" }],
      ["POST", "/api/admin/billing/invoices/2026-27-0002/credit-notes", { amountCents: 100, reason: "No." }],
      ["GET", "/api/admin/billing/ledger.csv"],
    ];
    for (const [method, path, body] of office) {
      for (const who of ["teacher", "child", "nakamura"] as const) {
        const res = method === "GET" ? await as[who].get(path) : await as[who].mutate(method as "POST" | "PATCH", path, body);
        expect(res.status, `${who} ${method} ${path}`).toBe(403);
      }
      const anonymous = signedOut();
      const res = method === "GET" ? await anonymous.get(path) : await anonymous.mutate(method as "POST" | "PATCH", path, body);
      expect(res.status, `signed out ${method} ${path}`).toBe(401);
    }
    // Nothing the refused calls sent was written.
    const [okafor] = await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, "2026-27-0002"));
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, okafor!.id))).toEqual([]);
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, okafor!.id))).toEqual([]);
  });

  it("exports the ledger: every invoice, payment, refund and credit note, with a formula-like reference neutralised", async () => {
    const res = await as.admin.get("/api/admin/billing/ledger.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const rows = res.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(rows[0]).toBe(
      '"Date","Document","Number","Invoice","Family","School year","Period","Charged (USD)","Received (USD)","Refunded (USD)","Credited (USD)","Method","Reference","Reason","Recorded by"',
    );
    const documents = rows.slice(1).map((row) => row.split('","')[1]);
    expect(documents.filter((d) => d === "Invoice")).toHaveLength(6);
    expect(documents.filter((d) => d === "Payment")).toHaveLength(3);
    expect(documents.filter((d) => d === "Refund")).toHaveLength(1);
    expect(documents.filter((d) => d === "Credit note")).toHaveLength(1);
    expect(rows).toContain(
      `"2026-08-17","Invoice","2026-27-0001","2026-27-0001","Nakamura family","2026-27","term-1","${nakamuraDraft(0).totalCents / 100}.00","","","","","","","billing-admin"`,
    );
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(res.text).not.toMatch(/(^|,)"=/m);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "billing.ledger_exported"));
    expect(audit).toMatchObject({ targetId: "ledger.csv", detail: { rows: 11 } });
  });

  it("exports one school year's ledger: its invoices with their payments and credit notes", async () => {
    const rowsOf = async (schoolYearId: string) => {
      const res = await as.admin.get(`/api/admin/billing/ledger.csv?schoolYearId=${schoolYearId}`);
      expect(res.status, res.text).toBe(200);
      return res.text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n")
        .slice(1);
    };
    expect(await rowsOf(w.year.id)).toHaveLength(11);
    expect(await rowsOf(w.earlier.year.id)).toEqual([]);
    expect((await as.admin.get("/api/admin/billing/ledger.csv?schoolYearId=2026-27")).status).toBe(400);
  });
});
