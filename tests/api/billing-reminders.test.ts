/**
 * Tuition reminders by mail (issue 36, "reminders by mail before and after the due date"), run with a
 * chosen clock as the app's housekeeping runs them (server/billing/reminders.ts): an invoice that still owes
 * is reminded once ahead of its due date and once after it, each guardian of its family in their own
 * language; a paid or fully credited invoice, and another family, get nothing; a withdrawn child's family
 * that owes is reminded; the office's invoice list says when each reminder went out.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import type { BillingRun, StaffInvoices } from "#common/schemas/billing";
import { school } from "#common/school";
import { formatMoney } from "#common/tuition";
import { createSession } from "../../server/auth/sessions";
import { reminderWindow, sendInvoiceReminders } from "../../server/billing/reminders";
import { enrolments, guardianLinks, mailOutbox, settings, students, users } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

/** The app's own clock: 8:00 in New York, before the day's reminders are due, so its housekeeping sends none. */
const NOW = new Date("2026-09-10T12:00:00Z");
/** 10:00 in New York on the same day: the day's reminders are due. */
const MORNING = new Date("2026-09-10T14:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Due in five days: within the week before the due date. */
const TERM_1 = { period: "term-1", issuedOn: "2026-08-17", dueOn: "2026-09-15" } as const;
/** Due five days ago. */
const TERM_2 = { period: "term-2", issuedOn: "2026-09-01", dueOn: "2026-09-05" } as const;

describe("the reminder window", () => {
  it("opens seven days before the due date and turns to `after` the day after it", () => {
    expect(reminderWindow("2026-09-18", "2026-09-10")).toBeNull();
    expect(reminderWindow("2026-09-17", "2026-09-10")).toBe("before");
    expect(reminderWindow("2026-09-10", "2026-09-10")).toBe("before");
    expect(reminderWindow("2026-09-09", "2026-09-10")).toBe("after");
  });
});

describe.each(DATABASE_KINDS)("tuition reminders on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  let admin: TestClient;
  const numbers = { nakamura: { term1: "", term2: "" }, okafor: { term1: "", term2: "" }, quill: { term1: "", term2: "" } };
  const owed = { nakamuraTerm1: 0, nakamuraTerm2: 0, quillTerm1: 0 };

  async function verifiedGuardian(userId: string, language: "en" | "es" = "en") {
    const [user] = await t.db.update(users).set({ emailVerifiedAt: NOW, language, fullName: null }).where(eq(users.id, userId)).returning();
    return user!;
  }

  async function build() {
    const { year } = await makeYear(t.db, { startYear: 2026 });
    const g2 = await makeClass(t.db, year.id, { name: "Grade 2 Foxes", grade: "2" });
    const enrol = (studentId: string) => t.db.insert(enrolments).values({ classId: g2.class.id, studentId, startedAt: new Date("2026-08-17T13:00:00Z") });

    // The Nakamuras: Ada's guardian reads English, Ada's second guardian Spanish.
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Nakamura", grade: "2" });
    const second = await createUser(t.db, "parent", "nakamura-second");
    await t.db.insert(guardianLinks).values({ studentId: ada.student.id, guardianUserId: second.id });
    // Cy Okafor's family pays on time; Dee Quill leaves the school owing.
    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Okafor", grade: "2" });
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Quill", grade: "2" });
    for (const child of [ada, cy, dee]) await enrol(child.student.id);
    const guardians = {
      nakamura: await verifiedGuardian(ada.guardian!.id),
      nakamuraSpanish: await verifiedGuardian(second.id, "es"),
      okafor: await verifiedGuardian(cy.guardian!.id),
      quill: await verifiedGuardian(dee.guardian!.id),
    };
    return { ada, cy, dee, guardians, admin: await createUser(t.db, "admin", "reminders-admin") };
  }

  const run = async (body: Record<string, unknown>) => {
    const res = await admin.mutate("POST", "/api/admin/billing/runs", { ...body, dryRun: false });
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: BillingRun }>().data;
  };
  const familyOf = (r: BillingRun, name: string) => r.families.find((f) => f.familyName === name)!;
  const reminderMails = (to?: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.kind, "billing.reminder_%"), to ? eq(mailOutbox.toAddress, to) : undefined))
      .orderBy(mailOutbox.kind);
  const staffList = async () => {
    const res = await admin.get("/api/admin/billing/invoices");
    expect(res.status, res.text).toBe(200);
    return new Map(res.json<{ data: StaffInvoices }>().data.invoices.map((i) => [i.number, i]));
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => NOW } });
    w = await build();
    admin = new TestClient(t.url);
    admin.setCookie("sid", (await createSession(t.db, w.admin.id, {}, NOW)).id);

    const term1 = await run(TERM_1);
    const term2 = await run(TERM_2);
    for (const [key, name] of [
      ["nakamura", "Nakamura family"],
      ["okafor", "Okafor family"],
      ["quill", "Quill family"],
    ] as const) {
      numbers[key] = { term1: familyOf(term1, name).number!, term2: familyOf(term2, name).number! };
    }
    const pay = (number: string, amountCents: number) =>
      admin.mutate("POST", `/api/admin/billing/invoices/${number}/payments`, { amountCents, method: "bank-transfer", receivedOn: "2026-09-08" });
    // The Okafors paid term 1 and term 2 was credited in full; the Nakamuras paid part of term 2.
    expect((await pay(numbers.okafor.term1, familyOf(term1, "Okafor family").totalCents)).status).toBe(201);
    const credit = await admin.mutate("POST", `/api/admin/billing/invoices/${numbers.okafor.term2}/credit-notes`, {
      amountCents: familyOf(term2, "Okafor family").totalCents,
      reason: "Scholarship for term 2.",
    });
    expect(credit.status, credit.text).toBe(201);
    expect((await pay(numbers.nakamura.term2, 100_00)).status).toBe(201);
    owed.nakamuraTerm1 = familyOf(term1, "Nakamura family").totalCents;
    owed.nakamuraTerm2 = familyOf(term2, "Nakamura family").totalCents - 100_00;
    owed.quillTerm1 = familyOf(term1, "Quill family").totalCents;
    // Dee has left: the family still owes both invoices.
    await t.db
      .update(students)
      .set({ withdrawnAt: new Date("2026-09-09T15:00:00Z") })
      .where(eq(students.id, w.dee.student.id));
  });
  afterAll(async () => t?.close());

  it("sends nothing before the morning's time", async () => {
    expect(await sendInvoiceReminders(t.db, new Date(MORNING.getTime() - 90 * 60_000), t.config.publicUrl)).toBe(0);
    expect(await reminderMails()).toEqual([]);
  });

  it("mails each guardian of a family that owes once per reminder, even from two instances at once and on later days", async () => {
    const counts = await Promise.all([sendInvoiceReminders(t.db, MORNING, t.config.publicUrl), sendInvoiceReminders(t.db, MORNING, t.config.publicUrl)]);
    // Nakamura: term 1 before, term 2 after, to both guardians; Quill: the same to one guardian.
    expect(counts.sort()).toEqual([0, 6]);

    expect(await sendInvoiceReminders(t.db, new Date(MORNING.getTime() + HOUR), t.config.publicUrl)).toBe(0);
    // Without the day's marker (another instance's clock, a restored setting), the recorded reminders still hold.
    await t.db.delete(settings).where(eq(settings.key, "invoice_reminders_day"));
    expect(await sendInvoiceReminders(t.db, new Date(MORNING.getTime() + 2 * HOUR), t.config.publicUrl)).toBe(0);
    expect(await sendInvoiceReminders(t.db, new Date(MORNING.getTime() + DAY), t.config.publicUrl)).toBe(0);

    const mails = await reminderMails();
    expect(mails).toHaveLength(6);
    const perGuardian = (email: string | null) => mails.filter((m) => m.toAddress === email).map((m) => m.kind);
    expect(perGuardian(w.guardians.nakamura.email)).toEqual(["billing.reminder_after", "billing.reminder_before"]);
    expect(perGuardian(w.guardians.nakamuraSpanish.email)).toEqual(["billing.reminder_after", "billing.reminder_before"]);
    expect(perGuardian(w.guardians.quill.email)).toEqual(["billing.reminder_after", "billing.reminder_before"]);
    // A paid invoice and a fully credited one: nothing, and nothing of the other families either.
    expect(perGuardian(w.guardians.okafor.email)).toEqual([]);
  });

  it("names the invoice, what is still owed, the due date and the account page, in English", async () => {
    const [after, before] = await reminderMails(w.guardians.nakamura.email!);
    expect(before!.subject).toBe(`Invoice ${numbers.nakamura.term1} is due on Tuesday, September 15, 2026 - ${school.name}`);
    expect(before!.textBody).toContain(`A reminder: tuition invoice ${numbers.nakamura.term1} is due on Tuesday, September 15, 2026.`);
    expect(before!.textBody).toContain(`Amount still owed: ${formatMoney(owed.nakamuraTerm1, "en-US")}`);
    expect(before!.textBody).toContain(`${t.config.publicUrl}/parent/account`);
    expect(after!.subject).toBe(`Invoice ${numbers.nakamura.term2} is past its due date - ${school.name}`);
    expect(after!.textBody).toContain(`Tuition invoice ${numbers.nakamura.term2} was due on Saturday, September 5, 2026 and is not fully paid yet.`);
    // The partly paid invoice: what is left, not its total.
    expect(after!.textBody).toContain(`Amount still owed: ${formatMoney(owed.nakamuraTerm2, "en-US")}`);
    expect(after!.textBody).not.toContain(numbers.nakamura.term1);
  });

  it("writes to a Spanish-speaking guardian in Spanish", async () => {
    const [after, before] = await reminderMails(w.guardians.nakamuraSpanish.email!);
    const due = formatLongCalendarDayIn(TERM_1.dueOn, "es-US");
    expect(due).toBe("martes, 15 de septiembre de 2026");
    expect(before!.subject).toBe(`La factura ${numbers.nakamura.term1} vence el ${due} - ${school.name}`);
    expect(before!.textBody).toContain(`Saldo pendiente: ${formatMoney(owed.nakamuraTerm1, "es-US")}`);
    expect(before!.textBody).toContain("Hola:");
    expect(before!.textBody).toContain(`${t.config.publicUrl}/parent/account`);
    expect(after!.subject).toBe(`La factura ${numbers.nakamura.term2} está vencida - ${school.name}`);
    expect(after!.textBody).toContain(`venció el ${formatLongCalendarDayIn(TERM_2.dueOn, "es-US")}`);
    expect(after!.textBody).not.toContain("Amount still owed");
  });

  it("reminds the family of a child who has left while it owes", async () => {
    const [, before] = await reminderMails(w.guardians.quill.email!);
    expect(before!.subject).toContain(numbers.quill.term1);
    expect(before!.textBody).toContain(formatMoney(owed.quillTerm1, "en-US"));
  });

  it("shows the office when each reminder went out", async () => {
    const list = await staffList();
    expect(list.get(numbers.nakamura.term1)).toMatchObject({ remindedBefore: MORNING.toISOString(), remindedAfter: null });
    expect(list.get(numbers.nakamura.term2)).toMatchObject({ remindedBefore: null, remindedAfter: MORNING.toISOString() });
    for (const number of [numbers.okafor.term1, numbers.okafor.term2]) {
      expect(list.get(number)).toMatchObject({ remindedBefore: null, remindedAfter: null });
    }
    // Every reminder mailed is one the office sees.
    const recorded = [...list.values()].flatMap((i) => [i.remindedBefore, i.remindedAfter]).filter((at) => at !== null);
    expect(recorded).toHaveLength(4);
  });
});
