/**
 * A child's emergency contacts (issue 36, docs/api/students.md) over real HTTP: Create student copies
 * the application's contact; the child's guardian and staff replace the list, each change ending the
 * old rows (history with who and when) and audited without the contacts' names; another family's
 * guardian reads a 404 with nothing of the child's; the teachers of the child's class read them on the
 * roster, a teacher of another class does not; a refused list leaves the one in force as it was.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassRoster } from "#common/schemas/learning/homes";
import type { EmergencyContacts } from "#common/schemas/learning/emergency-contacts";
import type { StudentDraft } from "#common/schemas/learning/students";
import { createSession } from "../../server/auth/sessions";
import { auditLog, emergencyContacts, users } from "../../server/db/schema";
import { createUser, insertApplication } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const START = new Date("2026-09-10T16:00:00Z");
const GRANDMOTHER = { name: "Rosa Quintana", phone: "+1 555 014 2231", relationship: "grandmother" };
const NEIGHBOUR = { name: "Tomasz Wrobel", phone: "(555) 018-4410", relationship: "neighbour" };

describe.each(DATABASE_KINDS)("emergency contacts on %s", (kind) => {
  let t: TestApp;
  let clock = START;
  /** Each change a minute after the last, so the history's order is the order of the changes. */
  const tick = () => (clock = new Date(clock.getTime() + 60_000));
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"admin" | "guardian" | "otherGuardian" | "teacher" | "otherTeacher", TestClient>;

  async function build() {
    const { year } = await makeYear(t.db);
    const owls = await makeClass(t.db, year.id, { name: "Grade 1 Owls" });
    const foxes = await makeClass(t.db, year.id, { name: "Grade 1 Foxes" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Lindqvist" });
    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Marchetti" });
    await enrol(t.db, owls.class.id, ada.student.id);
    await enrol(t.db, foxes.class.id, cy.student.id);
    await t.db.update(users).set({ fullName: "Greta Lindqvist" }).where(eq(users.id, ada.guardian!.id));
    const admin = await createUser(t.db, "admin", "contacts-admin");
    await t.db.update(users).set({ fullName: "Dana Office" }).where(eq(users.id, admin.id));
    return { owls, foxes, ada, cy, admin };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId, {}, START)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => clock } });
    w = await build();
    as.admin = await signIn(w.admin.id);
    as.guardian = await signIn(w.ada.guardian!.id);
    as.otherGuardian = await signIn(w.cy.guardian!.id);
    as.teacher = await signIn(w.owls.teacher!.id);
    as.otherTeacher = await signIn(w.foxes.teacher!.id);
  });
  afterAll(async () => t?.close());

  const staffPath = (studentId: string) => `/api/admin/students/${studentId}/emergency-contacts`;
  const familyPath = (studentId: string) => `/api/family/children/${studentId}/emergency-contacts`;
  const read = async (client: TestClient, path: string) => {
    const res = await client.get(path);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: EmergencyContacts }>().data;
  };
  const replace = async (client: TestClient, path: string, contacts: unknown[]) => {
    tick();
    return client.mutate("PUT", path, { contacts });
  };
  const changes = (studentId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "student.emergency_contacts_changed"))
      .then((rows) => rows.filter((r) => (r.detail as { studentId?: string }).studentId === studentId));

  it("copies the application's contact to the child made by Create student", async () => {
    const app = await insertApplication(t.db, {
      status: "enrolled",
      childFirstName: "Maya",
      childLastName: "Okonkwo",
      parentEmail: "ngozi.okonkwo@example.com",
      emergencyContactName: "Lucia Fernandes",
      emergencyContactPhone: "+1 555 201 9083",
    });
    const draft = (await as.admin.get(`/api/admin/applications/${app.applicationId}/student-draft`)).json<{ data: StudentDraft }>().data;
    const created = await as.admin.mutate("POST", `/api/admin/applications/${app.applicationId}/create-student`, {
      ...draft.values,
      guardians: draft.guardians.map(({ fullName, email }) => ({ fullName, email })),
    });
    expect(created.status, created.text).toBe(201);
    const { studentId } = created.json<{ data: { studentId: string } }>().data;

    const contacts = await read(as.admin, staffPath(studentId));
    expect(contacts.current).toEqual([{ name: "Lucia Fernandes", phone: "+1 555 201 9083", relationship: null }]);
    expect(contacts.history).toEqual([
      expect.objectContaining({ name: "Lucia Fernandes", position: 1, createdBy: "Dana Office", endedAt: null, endedBy: null }),
    ]);
    const [row] = await t.db.select().from(emergencyContacts).where(eq(emergencyContacts.studentId, studentId));
    expect(row!.createdBy).toBe(w.admin.id);
  });

  it("lets staff set a child's contacts, audited without their names", async () => {
    const res = await replace(as.admin, staffPath(w.ada.student.id), [GRANDMOTHER]);
    expect(res.status, res.text).toBe(200);
    expect(res.json<{ message: string }>().message).toBe("Emergency contacts saved.");
    expect(res.json<{ data: EmergencyContacts }>().data.current).toEqual([GRANDMOTHER]);
    const [entry] = await changes(w.ada.student.id);
    expect(entry).toMatchObject({ actorUserId: w.admin.id, detail: { studentId: w.ada.student.id, by: "staff", contacts: 1, ended: 0 } });
    expect(JSON.stringify(entry)).not.toContain(GRANDMOTHER.name);
    expect(JSON.stringify(entry)).not.toContain(GRANDMOTHER.phone);
  });

  it("lets the child's guardian replace the list and see the history, newest first", async () => {
    const res = await replace(as.guardian, familyPath(w.ada.student.id), [
      { ...NEIGHBOUR, name: `  ${NEIGHBOUR.name} ` },
      { name: GRANDMOTHER.name, phone: GRANDMOTHER.phone, relationship: "" },
    ]);
    expect(res.status, res.text).toBe(200);
    const saved = await read(as.guardian, familyPath(w.ada.student.id));
    expect(saved.current).toEqual([NEIGHBOUR, { ...GRANDMOTHER, relationship: null }]);
    expect(saved.history.map((h) => [h.name, h.position, h.createdBy, h.endedBy])).toEqual([
      [NEIGHBOUR.name, 1, "Greta Lindqvist", null],
      [GRANDMOTHER.name, 2, "Greta Lindqvist", null],
      [GRANDMOTHER.name, 1, "Dana Office", "Greta Lindqvist"],
    ]);
    expect(saved.history[2]!.endedAt).toBe(clock.toISOString());
    // Staff read the same list and history.
    expect(await read(as.admin, staffPath(w.ada.student.id))).toEqual(saved);
    const entries = await changes(w.ada.student.id);
    expect(entries.map((e) => e.detail)).toContainEqual({ studentId: w.ada.student.id, by: "guardian", contacts: 2, ended: 1 });
  });

  it("answers another family's guardian 404 with nothing of the child's, and changes nothing", async () => {
    const before = await read(as.admin, staffPath(w.ada.student.id));
    for (const res of [
      await as.otherGuardian.get(familyPath(w.ada.student.id)),
      await replace(as.otherGuardian, familyPath(w.ada.student.id), [{ name: "Someone Else", phone: "+1 555 019 0000" }]),
    ]) {
      expect(res.status, res.text).toBe(404);
      for (const secret of ["Ada", "Lindqvist", NEIGHBOUR.name, GRANDMOTHER.name, NEIGHBOUR.phone]) expect(res.text).not.toContain(secret);
    }
    expect(await read(as.admin, staffPath(w.ada.student.id))).toEqual(before);
    // Their own child's list is theirs to read (empty here).
    expect((await read(as.otherGuardian, familyPath(w.cy.student.id))).current).toEqual([]);
    // Neither a teacher nor a guardian may use the staff address.
    expect((await as.teacher.get(staffPath(w.ada.student.id))).status).toBe(403);
    expect((await as.guardian.get(staffPath(w.ada.student.id))).status).toBe(403);
  });

  it("shows the contacts on the roster to the teacher of the child's class only", async () => {
    const res = await as.teacher.get(`/api/teacher/classes/${w.owls.class.id}`);
    expect(res.status, res.text).toBe(200);
    const ada = res.json<{ data: ClassRoster }>().data.students.find((s) => s.id === w.ada.student.id);
    expect(ada!.emergencyContacts).toEqual([NEIGHBOUR, { ...GRANDMOTHER, relationship: null }]);

    const other = await as.otherTeacher.get(`/api/teacher/classes/${w.owls.class.id}`);
    expect([403, 404]).toContain(other.status);
    for (const secret of [NEIGHBOUR.name, NEIGHBOUR.phone, GRANDMOTHER.name]) expect(other.text).not.toContain(secret);
    const own = await as.otherTeacher.get(`/api/teacher/classes/${w.foxes.class.id}`);
    expect(own.status, own.text).toBe(200);
    expect(own.json<{ data: ClassRoster }>().data.students.map((s) => s.emergencyContacts)).toEqual([[]]);
    expect(own.text).not.toContain(NEIGHBOUR.name);
  });

  it("refuses a bad list with a clear message and keeps the list in force", async () => {
    const before = await read(as.admin, staffPath(w.ada.student.id));
    const cases: [unknown[], string, string][] = [
      [[], "contacts", "Give at least one emergency contact"],
      [[GRANDMOTHER, NEIGHBOUR, GRANDMOTHER, NEIGHBOUR], "contacts", "Give at most 3 emergency contacts"],
      [[{ ...GRANDMOTHER, phone: "555 12" }], "contacts.0.phone", "Emergency contact phone required"],
      [[GRANDMOTHER, { ...NEIGHBOUR, name: "   " }], "contacts.1.name", "Enter the contact's name"],
      [[{ ...GRANDMOTHER, name: "R".repeat(101) }], "contacts.0.name", "The contact's name must not exceed 100 characters"],
      [[{ ...GRANDMOTHER, relationship: "r".repeat(41) }], "contacts.0.relationship", "The relationship must not exceed 40 characters"],
    ];
    for (const [contacts, field, message] of cases) {
      for (const path of [familyPath(w.ada.student.id), staffPath(w.ada.student.id)]) {
        const res = await replace(path.startsWith("/api/family") ? as.guardian : as.admin, path, contacts);
        expect(res.status, res.text).toBe(400);
        expect(res.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field, message });
      }
    }
    expect(await read(as.admin, staffPath(w.ada.student.id))).toEqual(before);
  });

  it("answers 404 for a child who does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await as.admin.get(staffPath(missing))).status).toBe(404);
    expect((await replace(as.admin, staffPath(missing), [GRANDMOTHER])).status).toBe(404);
    expect((await as.admin.get(staffPath("not-a-uuid"))).status).toBe(404);
  });
});
