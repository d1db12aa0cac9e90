/**
 * A child leaving the school and coming back (issue 36, "Withdraw a child") over HTTP: from the day on the
 * child is off every class and roster and cannot sign in, their history stays readable by their family, the
 * issued invoices are credited by the invoice rules' own difference (what was already paid is named for a
 * refund), the school's setting can turn the credit off, and re-enrolling keeps the history and lets the
 * child sign in again. Only the office may do either.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInvoice, type BilledChild } from "#common/billing/invoices";
import type { BillingRun, FamilyInvoices } from "#common/schemas/billing";
import type { StudentRecord, WithdrawalResult } from "#common/schemas/learning/students";
import { WITHDRAWAL_MESSAGES } from "#common/schemas/learning/withdrawals";
import { createSession } from "../../server/auth/sessions";
import { auditLog, billingFamilies, creditNotes, enrolments, guardianLinks, students, users } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

/** Term 2 of 2026-27 is under way. */
const NOW = new Date("2026-12-10T16:00:00Z");
const PASSWORD = "blue kite sunny river";

describe.each(DATABASE_KINDS)("withdrawing a child on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  let admin: TestClient;

  async function build() {
    const { year } = await makeYear(t.db, { startYear: 2026 });
    const g2 = await makeClass(t.db, year.id, { name: "Grade 2 Foxes", grade: "2" });
    const k = await makeClass(t.db, year.id, { name: "Kinder Owls", grade: "K" });
    const g1 = await makeClass(t.db, year.id, { name: "Grade 1 Wrens", grade: "1" });
    const start = new Date("2026-08-17T13:00:00Z");
    // The Nakamuras: Ada (grade 2, full price) and Ben (K, the sibling discount), three term invoices.
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Nakamura", grade: "2" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Nakamura", grade: "K", guardian: false });
    await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: ada.guardian!.id });
    await t.db.update(students).set({ dateOfBirth: "2018-03-01" }).where(eq(students.id, ada.student.id));
    await t.db.update(students).set({ dateOfBirth: "2021-04-01" }).where(eq(students.id, ben.student.id));
    await t.db.insert(enrolments).values([
      { classId: g2.class.id, studentId: ada.student.id, startedAt: start },
      { classId: k.class.id, studentId: ben.student.id, startedAt: start },
    ]);
    // Dee Quill (grade 1) pays the whole year at once, and has paid it.
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Quill", grade: "1" });
    const [quills] = await t.db.insert(billingFamilies).values({ name: "Quill family", plan: "full" }).returning();
    await t.db.update(students).set({ billingFamilyId: quills!.id }).where(eq(students.id, dee.student.id));
    await t.db.insert(enrolments).values({ classId: g1.class.id, studentId: dee.student.id, startedAt: start });
    // Fay (grade 2) is in Ada's class, in a family of her own.
    const fay = await makeStudent(t.db, { firstName: "Fay", lastName: "Orr", grade: "2" });
    await t.db.insert(enrolments).values({ classId: g2.class.id, studentId: fay.student.id, startedAt: start });
    const staff = await createUser(t.db, "admin", "withdrawal-admin");
    return { year, g2, k, g1, ada, ben, dee, fay, staff };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId, {}, NOW)).id);
    return c;
  };
  const withdraw = (client: TestClient, studentId: string, body: Record<string, unknown>) =>
    client.mutate("POST", `/api/admin/students/${studentId}/withdrawal`, body);
  const reEnrol = (client: TestClient, studentId: string, body: Record<string, unknown>) =>
    client.mutate("POST", `/api/admin/students/${studentId}/re-enrolment`, body);
  const login = (username: string) => new TestClient(t.url).mutate("POST", "/api/login", { username, password: PASSWORD });
  const issue = async (body: Record<string, unknown>) => {
    const res = await admin.mutate("POST", "/api/admin/billing/runs", { ...body, dryRun: false });
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: BillingRun }>().data;
  };
  const numberOf = (run: BillingRun, family: string) => run.families.find((f) => f.familyName === family)!.number!;
  const pay = async (number: string, amountCents: number) => {
    const res = await admin.mutate("POST", `/api/admin/billing/invoices/${encodeURIComponent(number)}/payments`, {
      amountCents,
      method: "bank-transfer",
      receivedOn: "2026-09-01",
    });
    expect(res.status, res.text).toBe(201);
  };
  const child = (id: string, grade: BilledChild["grade"], extra: Partial<BilledChild> = {}): BilledChild => ({
    id,
    name: id,
    grade,
    isNew: true,
    startTerm: 0,
    ...extra,
  });

  let term3: string;
  let quillYear: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => NOW } });
    w = await build();
    admin = await signIn(w.staff.id);
    for (const [id, username] of [
      [w.ben.student.id, w.ben.user.username],
      [w.ada.student.id, w.ada.user.username],
    ] as const) {
      const res = await admin.mutate("POST", `/api/admin/students/${id}/password`, { password: PASSWORD });
      expect(res.status, res.text).toBe(200);
      expect((await login(username)).status).toBe(200);
    }
    await issue({ period: "term-1", issuedOn: "2026-08-17", dueOn: "2026-09-15" });
    await issue({ period: "term-2", issuedOn: "2026-11-16", dueOn: "2026-12-15" });
    const third = await issue({ period: "term-3", issuedOn: "2026-12-01", dueOn: "2027-03-15" });
    term3 = numberOf(third, "Nakamura family");
    await pay(term3, 20_000);
    const full = await issue({ period: "full", issuedOn: "2026-08-17", dueOn: "2026-09-15" });
    quillYear = numberOf(full, "Quill family");
    await pay(quillYear, full.families.find((f) => f.familyName === "Quill family")!.totalCents);
  });
  afterAll(async () => t?.close());

  it("is the office's alone: teachers, guardians and children are refused, and an unknown child is not found", async () => {
    const body = { withdrawnOn: "2026-12-07", reason: "Moving abroad" };
    for (const userId of [w.g2.teacher!.id, w.ada.guardian!.id, w.ada.user.id]) {
      const client = await signIn(userId);
      expect((await withdraw(client, w.ben.student.id, body)).status).toBe(403);
      expect((await reEnrol(client, w.ben.student.id, { reEnrolledOn: "2026-12-08" })).status).toBe(403);
    }
    expect((await withdraw(new TestClient(t.url), w.ben.student.id, body)).status).toBe(401);
    const missing = await withdraw(admin, "00000000-0000-4000-8000-000000000000", body);
    expect(missing.status).toBe(404);
    const [row] = await t.db.select({ withdrawnAt: students.withdrawnAt }).from(students).where(eq(students.id, w.ben.student.id));
    expect(row!.withdrawnAt).toBeNull();
  });

  it("refuses a day to come, a day outside the school year and a missing reason, changing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ withdrawnOn: "2026-12-11", reason: "Moving" }, "withdrawnOn", WITHDRAWAL_MESSAGES.future],
      [{ withdrawnOn: "2026-06-30", reason: "Moving" }, "withdrawnOn", WITHDRAWAL_MESSAGES.beforeYear],
      [{ withdrawnOn: "2026-12-32", reason: "Moving" }, "withdrawnOn", WITHDRAWAL_MESSAGES.date],
      [{ withdrawnOn: "2026-12-07", reason: "   " }, "reason", WITHDRAWAL_MESSAGES.reason],
      [{ withdrawnOn: "2026-12-07", reason: "x".repeat(501) }, "reason", WITHDRAWAL_MESSAGES.reasonTooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await withdraw(admin, w.ben.student.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field, message });
    }
    const open = await t.db.select().from(enrolments).where(eq(enrolments.studentId, w.ben.student.id));
    expect(open.every((e) => e.endedAt === null)).toBe(true);
    expect((await login(w.ben.user.username)).status).toBe(200);
  });

  it("ends the child's places, stops their sign-in, and credits the later term by the rules' own difference", async () => {
    const benSession = await signIn(w.ben.user.id);
    expect((await benSession.get("/api/student/profile")).status).toBe(200);

    const res = await withdraw(admin, w.ben.student.id, { withdrawnOn: "2026-12-07", reason: "The family is moving abroad." });
    expect(res.status, res.text).toBe(200);
    const { message, data } = res.json<{ message: string; data: WithdrawalResult }>();
    // Ben leaves in term 2, which stays billed; term 3 loses Ben, and Ada no longer has a sibling (she paid full price anyway).
    const before = buildInvoice({ plan: "term", children: [child("ada", "grade-2"), child("ben", "k2")] }, { plan: "term", term: 2 }).totalCents;
    const after = buildInvoice({ plan: "term", children: [child("ada", "grade-2")] }, { plan: "term", term: 2 }).totalCents;
    expect(data.credits).toEqual([{ invoiceNumber: term3, creditNoteNumber: expect.stringMatching(/^CN-/), creditedCents: before - after, toRefundCents: 0 }]);
    expect(message).toBe("Ben Nakamura is withdrawn from Monday, December 7: 1 class place ended and their account is deactivated. 1 credit note was written.");
    expect(data.record.withdrawnAt).toBe("2026-12-07T05:00:00.000Z");
    expect(data.record.withdrawals).toEqual([
      expect.objectContaining({ withdrawnOn: "2026-12-07", reason: "The family is moving abroad.", reEnrolledOn: null, reEnrolledBy: null }),
    ]);
    expect(data.record.classes.map((c) => [c.className, c.endReason, c.endedAt])).toEqual([["Kinder Owls", "withdrawn", "2026-12-07T05:00:00.000Z"]]);

    // Off the roster, signed out, and unable to sign in again.
    const roster = (await (await signIn(w.k.teacher!.id)).get(`/api/teacher/classes/${w.k.class.id}`)).json<{ data: { students: { id: string }[] } }>();
    expect(roster.data.students.map((s) => s.id)).not.toContain(w.ben.student.id);
    expect((await benSession.get("/api/student/profile")).status).toBe(401);
    expect((await login(w.ben.user.username)).status).toBe(401);

    // The family still reads everything, the credit included; Ada's sign-in is untouched.
    const guardian = await signIn(w.ada.guardian!.id);
    const children = (await guardian.get("/api/family/children")).json<{ data: { id: string }[] }>();
    expect(children.data.map((c) => c.id)).toContain(w.ben.student.id);
    const progress = await guardian.get(`/api/family/progress?studentId=${w.ben.student.id}`);
    expect(progress.status, progress.text).toBe(200);
    const family = (await guardian.get("/api/family/invoices")).json<FamilyInvoices>();
    const credited = family.invoices.find((i) => i.number === term3)!;
    expect(credited.paidCents).toBe(20_000 + (before - after));
    expect(credited.balanceCents).toBe(credited.totalCents - credited.paidCents);
    expect((await login(w.ada.user.username)).status).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.withdrawn"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ studentId: w.ben.student.id, withdrawnOn: "2026-12-07", endedEnrolments: 1 });

    // Twice is refused.
    const again = await withdraw(admin, w.ben.student.id, { withdrawnOn: "2026-12-08", reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(WITHDRAWAL_MESSAGES.already);
  });

  it("names what a family paid in full for the days after, to refund, and writes no credit note on a paid invoice", async () => {
    const notesBefore = await t.db.select().from(creditNotes);
    const res = await withdraw(admin, w.dee.student.id, { withdrawnOn: "2026-12-01", reason: "Chose a local school." });
    expect(res.status, res.text).toBe(200);
    const { message, data } = res.json<{ message: string; data: WithdrawalResult }>();
    const before = buildInvoice({ plan: "full", children: [child("dee", "grade-1")] }, { plan: "full" }).totalCents;
    const after = buildInvoice({ plan: "full", children: [child("dee", "grade-1", { withdrawnAfterTerm: 1 })] }, { plan: "full" }).totalCents;
    expect(data.credits).toEqual([{ invoiceNumber: quillYear, creditNoteNumber: null, creditedCents: 0, toRefundCents: before - after }]);
    expect(message).toContain(`$${((before - after) / 100).toFixed(2)} already paid for the days after is to be refunded.`);
    expect(await t.db.select().from(creditNotes)).toHaveLength(notesBefore.length);
  });

  it("credits nothing when the school's setting says so", async () => {
    const setting = await admin.mutate("PATCH", "/api/admin/settings", { withdrawal_tuition_credit: "none" });
    expect(setting.status, setting.text).toBe(200);
    const res = await withdraw(admin, w.fay.student.id, { withdrawnOn: "2026-12-09", reason: "Family reasons." });
    expect(res.status, res.text).toBe(200);
    expect(res.json<{ data: WithdrawalResult }>().data.credits).toEqual([]);
    await admin.mutate("PATCH", "/api/admin/settings", { withdrawal_tuition_credit: "later-terms" });
  });

  it("re-enrols the child: the history keeps both days, the account signs in again, and the classes are chosen afresh", async () => {
    const early = await reEnrol(admin, w.ben.student.id, { reEnrolledOn: "2026-12-06" });
    expect(early.status).toBe(400);
    expect(early.json<{ message: string }>().message).toBe(WITHDRAWAL_MESSAGES.reEnrolBeforeWithdrawal);

    const res = await reEnrol(admin, w.ben.student.id, { reEnrolledOn: "2026-12-10" });
    expect(res.status, res.text).toBe(200);
    const { message, data } = res.json<{ message: string; data: StudentRecord }>();
    expect(message).toBe("Ben Nakamura is re-enrolled and can sign in again. Choose their classes below.");
    expect(data.withdrawnAt).toBeNull();
    expect(data.withdrawals).toEqual([
      expect.objectContaining({ withdrawnOn: "2026-12-07", reEnrolledOn: "2026-12-10", reEnrolledBy: expect.any(String) as string }),
    ]);
    expect(data.classes.every((c) => c.endedAt !== null)).toBe(true);
    expect((await login(w.ben.user.username)).status).toBe(200);
    const [account] = await t.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, w.ben.user.id));
    expect(account!.deactivatedAt).toBeNull();
    expect((await reEnrol(admin, w.ben.student.id, { reEnrolledOn: "2026-12-10" })).status).toBe(409);

    // "Enrol in all of this grade's classes" works for him again.
    const placed = await admin.mutate("POST", `/api/admin/students/${w.ben.student.id}/grade-classes`, {});
    expect(placed.status, placed.text).toBe(200);
    const open = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.studentId, w.ben.student.id), eq(enrolments.classId, w.k.class.id)));
    expect(open.filter((e) => e.endedAt === null)).toHaveLength(1);
  });
});
