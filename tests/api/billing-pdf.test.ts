/**
 * A tuition invoice as a PDF (issue 36, "Families ... download each invoice as a PDF"): read with poppler as a
 * family's tools read it, in the reader's language, with the figures of the family's list after a payment;
 * a guardian reaches only their own family's invoices (another family's number answers as one that does not
 * exist), other roles are refused, and the office has a copy of any invoice.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FamilyInvoices } from "#common/schemas/billing";
import { createSession } from "../../server/auth/sessions";
import { enrolments, guardianLinks, students, users } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { pdffonts, pdfinfo, pdftotext } from "../support/pdf-tools";
import { makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NOW = new Date("2026-09-10T16:00:00Z");
const NAKAMURA = "2026-27-0001";
const OKAFOR = "2026-27-0002";
/** Ada's term (grade 2, $600) and fee, Ben's (K2, $500) less the sibling discount, and his fee. */
const NAKAMURA_TOTAL = "$1,250.00";

type Who = "admin" | "nakamura" | "nakamuraSpanish" | "okafor" | "teacher" | "child";

describe.each(DATABASE_KINDS)("tuition invoice PDFs on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<Who, TestClient>;

  async function build() {
    const { year } = await makeYear(t.db, { startYear: 2026 });
    const k = await makeClass(t.db, year.id, { name: "Kinder Owls", grade: "K" });
    const g2 = await makeClass(t.db, year.id, { name: "Grade 2 Foxes", grade: "2" });
    const g3 = await makeClass(t.db, year.id, { name: "Grade 3 Hawks", grade: "3" });
    const enrol = (classId: string, studentId: string) => t.db.insert(enrolments).values({ classId, studentId, startedAt: new Date("2026-08-17T13:00:00Z") });

    // The Nakamuras: Ada (grade 2) and Ben (K), both new; Ben's second guardian reads Spanish.
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Nakamura", grade: "2" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Nakamura", grade: "K", guardian: false });
    await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: ada.guardian!.id });
    const bensOther = await createUser(t.db, "parent", "ben-other-parent-pdf");
    await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: bensOther.id });
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, bensOther.id));
    await t.db.update(students).set({ dateOfBirth: "2018-03-01" }).where(eq(students.id, ada.student.id));
    await t.db.update(students).set({ dateOfBirth: "2021-04-01" }).where(eq(students.id, ben.student.id));
    await enrol(g2.class.id, ada.student.id);
    await enrol(k.class.id, ben.student.id);

    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Okafor", grade: "3" });
    await enrol(g3.class.id, cy.student.id);

    const admin = await createUser(t.db, "admin", "billing-pdf-admin");
    return { ada, bensOther, cy, admin, teacher: g2.teacher! };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId, {}, NOW)).id);
    return c;
  };
  /** A download as the browser makes it: the bytes, not JSON. */
  const download = (c: TestClient | null, path: string) => fetch(`${t.url}${path}`, c ? { headers: { cookie: `sid=${c.getCookie("sid")}` } } : {});
  const familyPdf = (c: TestClient | null, number: string) => download(c, `/api/family/invoices/${encodeURIComponent(number)}.pdf`);
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
  /** The PDF's words with each run of spaces and line breaks as one space (a sentence may wrap). */
  const wordsOf = async (bytes: Uint8Array) => (await pdftotext(bytes)).replace(/\s+/g, " ");

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => NOW } });
    const w = await build();
    as.admin = await signIn(w.admin.id);
    as.nakamura = await signIn(w.ada.guardian!.id);
    as.nakamuraSpanish = await signIn(w.bensOther.id);
    as.okafor = await signIn(w.cy.guardian!.id);
    as.teacher = await signIn(w.teacher.id);
    as.child = await signIn(w.ada.user.id);
    const run = await as.admin.mutate("POST", "/api/admin/billing/runs", { period: "term-1", issuedOn: "2026-08-17", dueOn: "2026-09-15", dryRun: false });
    expect(run.status, run.text).toBe(200);
  });
  afterAll(async () => t?.close());

  it("prints the family's invoice: the school, the number, each child's lines, the figures and how to pay", async () => {
    const res = await familyPdf(as.nakamura, NAKAMURA);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(decodeURIComponent(res.headers.get("content-disposition") ?? "")).toContain(`Invoice ${NAKAMURA}.pdf`);
    const bytes = await bytesOf(res);
    const text = await wordsOf(bytes);
    for (const words of [
      "BrightPath Academy",
      "1200 Learning Lane, Suite 300, Raleigh, NC 27601",
      `Invoice ${NAKAMURA}`,
      "Billed to: Nakamura family",
      "Term 1, school year 2026-27",
      "Issued: August 17, 2026",
      "Due date: September 15, 2026",
      "Ada Nakamura",
      "Ben Nakamura",
      "Sibling discount (10%): -$50.00",
      `Total: ${NAKAMURA_TOTAL}`,
      "Paid: $0.00",
      `Balance due: ${NAKAMURA_TOTAL}`,
      "Status: Due",
      "Online card payment is not available yet; please pay by bank transfer with the invoice number as the reference.",
      `Reference: ${NAKAMURA}`,
      "/tuition",
    ])
      expect(text).toContain(words);
    expect(text).not.toContain("Okafor");
    // Tagged with its title and language, like the report cards, in embedded subset fonts.
    const info = await pdfinfo(bytes);
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toContain(`Invoice ${NAKAMURA}, Nakamura family`);
    const fonts = await pdffonts(bytes);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.embedded && f.subset)).toBe(true);
  });

  it("prints what the family's list says after a payment", async () => {
    const paid = await as.admin.mutate("POST", `/api/admin/billing/invoices/${NAKAMURA}/payments`, {
      amountCents: 500_00,
      method: "bank-transfer",
      reference: NAKAMURA,
      receivedOn: "2026-09-01",
    });
    expect(paid.status, paid.text).toBe(201);
    const listed = (await as.nakamura.get("/api/family/invoices")).json<FamilyInvoices>().invoices.find((i) => i.number === NAKAMURA)!;
    expect(listed).toMatchObject({ paidCents: 500_00, balanceCents: 750_00, status: "partly-paid" });
    const text = await wordsOf(await bytesOf(await familyPdf(as.nakamura, NAKAMURA)));
    expect(text).toContain("Paid: $500.00");
    expect(text).toContain("Balance due: $750.00");
    expect(text).toContain("Status: Partly paid");
  });

  it("is written in the language of the guardian who downloads it", async () => {
    const res = await familyPdf(as.nakamuraSpanish, NAKAMURA);
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get("content-disposition") ?? "")).toContain(`Factura ${NAKAMURA}.pdf`);
    const text = await wordsOf(await bytesOf(res));
    for (const words of [
      `Factura ${NAKAMURA}`,
      "Facturada a: familia Nakamura",
      "Período 1, ciclo escolar 2026-27",
      "Emitida: 17 de agosto de 2026",
      "Ben Nakamura",
      "colegiatura, período 1 de 3",
      "Saldo pendiente",
      "Cómo pagar",
      "/es/tuition",
    ])
      expect(text).toContain(words);
    expect(text).not.toContain("Balance due");
    expect(text).not.toContain("Nakamura family");
  });

  it("answers another family's invoice as one that does not exist, and refuses other roles", async () => {
    const theirs = await familyPdf(as.okafor, NAKAMURA);
    const none = await familyPdf(as.okafor, "2026-27-9999");
    expect(theirs.status).toBe(404);
    expect(none.status).toBe(404);
    const theirsText = await theirs.text();
    expect(theirsText).toBe(await none.text());
    expect(theirsText).not.toContain("Nakamura");
    expect((await familyPdf(as.okafor, OKAFOR)).status).toBe(200);

    expect((await familyPdf(as.teacher, NAKAMURA)).status).toBe(403);
    expect((await familyPdf(as.child, NAKAMURA)).status).toBe(403);
    expect((await familyPdf(as.admin, NAKAMURA)).status).toBe(403);
    expect((await familyPdf(null, NAKAMURA)).status).toBe(401);
  });

  it("gives the office a copy of any invoice, and no one else", async () => {
    const staffPdf = (c: TestClient | null, number: string) => download(c, `/api/admin/billing/invoices/${encodeURIComponent(number)}.pdf`);
    const res = await staffPdf(as.admin, OKAFOR);
    expect(res.status).toBe(200);
    const text = await wordsOf(await bytesOf(res));
    expect(text).toContain(`Invoice ${OKAFOR}`);
    expect(text).toContain("Cy Okafor");
    expect((await staffPdf(as.admin, "2026-27-9999")).status).toBe(404);
    // A number the database could not even compare (NUL, control characters, very long) is missing too, never a 500 (found by the fuzzer).
    for (const odd of ["\u0000", "2026\u0007-27", "9".repeat(65)]) {
      expect((await staffPdf(as.admin, odd)).status, JSON.stringify(odd)).toBe(404);
      expect((await familyPdf(as.nakamura, odd)).status, JSON.stringify(odd)).toBe(404);
      const pay = await as.admin.mutate("POST", `/api/admin/billing/invoices/${encodeURIComponent(odd)}/payments`, {
        kind: "payment",
        amountCents: 100,
        method: "cash",
        receivedOn: "2026-09-17",
      });
      expect(pay.status, JSON.stringify(odd)).toBe(404);
    }
    expect((await staffPdf(as.okafor, OKAFOR)).status).toBe(403);
    expect((await staffPdf(as.teacher, OKAFOR)).status).toBe(403);
    expect((await staffPdf(null, OKAFOR)).status).toBe(401);
  });
});
