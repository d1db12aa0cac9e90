/**
 * The composer's contacts grouped by child (issue 33, GET /api/messages/contacts): a teacher's
 * contacts carry, for each child of their classes and each guardian, the child with the teacher's
 * classes and the guardian's relationship; a guardian's other child in another class stays unnamed; a
 * teacher of another class gets none of them; a family's teachers carry the family's own children;
 * a child's contacts stay `{ id, name, role }`. Who is offered does not change (tests/api/messages.test.ts).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { guardianLinks, users } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

interface ContactChild {
  studentId: string;
  name: string;
  classNames: string[];
  relationship: string | null;
}
interface Contact {
  id: string;
  name: string;
  role: string;
  children?: ContactChild[];
}

describe.each(DATABASE_KINDS)("message contacts grouped by child on %s", (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof buildSchool>>;

  async function buildSchool(db: TestApp["db"]) {
    const { year } = await makeYear(db);
    const otters = await makeClass(db, year.id, { name: "Otters" });
    const badgers = await makeClass(db, year.id, { name: "Badgers" });
    const jonah = await makeStudent(db, { firstName: "Jonah", lastName: "Vandermeer" });
    const mia = await makeStudent(db, { firstName: "Mia", lastName: "Vandermeer", guardian: false });
    const cy = await makeStudent(db, { firstName: "Cy", lastName: "Park" });
    await enrol(db, otters.class.id, jonah.student.id);
    await enrol(db, badgers.class.id, mia.student.id);
    await enrol(db, badgers.class.id, cy.student.id);
    const rashid = jonah.guardian!;
    await db.update(users).set({ fullName: "Rashid Vandermeer" }).where(eq(users.id, rashid.id));
    await db.update(guardianLinks).set({ relationship: "father" }).where(eq(guardianLinks.guardianUserId, rashid.id));
    // Jonah's father is Mia's too; Mia is in the other class.
    await db.insert(guardianLinks).values({ studentId: mia.student.id, guardianUserId: rashid.id, relationship: "father" });
    const admin = await createUser(db, "admin");
    return { otters, badgers, jonah, mia, cy, rashid, admin };
  }

  const contactsOf = async (userId: string) => {
    const client = new TestClient(t.url);
    client.setCookie("sid", (await createSession(t.db, userId)).id);
    const res = await client.get("/api/messages/contacts");
    expect(res.status, res.text).toBe(200);
    return { text: res.text, contacts: res.json<{ data: Contact[] }>().data };
  };
  const byId = (contacts: Contact[], id: string) => contacts.find((c) => c.id === id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    s = await buildSchool(t.db);
  });
  afterAll(async () => t?.close());

  it("gives a teacher each child of their classes and each guardian with the relationship, naming only their own classes' children", async () => {
    const { contacts, text } = await contactsOf(s.otters.teacher!.id);
    const jonahChild = { studentId: s.jonah.student.id, name: "Jonah Vandermeer", classNames: ["Otters"] };
    expect(byId(contacts, s.jonah.user.id)).toEqual({
      id: s.jonah.user.id,
      name: "Jonah Vandermeer",
      role: "student",
      children: [{ ...jonahChild, relationship: null }],
    });
    expect(byId(contacts, s.rashid.id)).toEqual({
      id: s.rashid.id,
      name: "Rashid Vandermeer",
      role: "guardian",
      children: [{ ...jonahChild, relationship: "father" }],
    });
    // Mia (the father's other child, in Badgers) and Badgers' families are never named.
    expect(text).not.toContain("Mia");
    expect(text).not.toContain("Badgers");
    expect(text).not.toContain(s.mia.student.id);
    expect(byId(contacts, s.cy.user.id)).toBeUndefined();
    // A colleague and the office are contacts with no child.
    expect(byId(contacts, s.badgers.teacher!.id)).toEqual({ id: s.badgers.teacher!.id, name: expect.any(String), role: "teacher" });
    expect(byId(contacts, s.admin.id)).toEqual({ id: s.admin.id, name: expect.any(String), role: "admin" });
  });

  it("gives a teacher of another class their own children, not the first class's", async () => {
    const { contacts, text } = await contactsOf(s.badgers.teacher!.id);
    expect(byId(contacts, s.jonah.user.id)).toBeUndefined();
    expect(text).not.toContain("Jonah");
    expect(text).not.toContain("Otters");
    // The father is a Badgers family through Mia alone.
    expect(byId(contacts, s.rashid.id)?.children).toEqual([
      { studentId: s.mia.student.id, name: "Mia Vandermeer", classNames: ["Badgers"], relationship: "father" },
    ]);
    expect(byId(contacts, s.cy.guardian!.id)?.children?.map((c) => c.name)).toEqual(["Cy Park"]);
  });

  it("gives a guardian only their children's teachers, each under the children they teach, and the office", async () => {
    const { contacts } = await contactsOf(s.rashid.id);
    expect(contacts.map((c) => c.id).sort()).toEqual([s.otters.teacher!.id, s.badgers.teacher!.id, s.admin.id].sort());
    expect(byId(contacts, s.otters.teacher!.id)?.children).toEqual([
      { studentId: s.jonah.student.id, name: "Jonah Vandermeer", classNames: ["Otters"], relationship: null },
    ]);
    expect(byId(contacts, s.badgers.teacher!.id)?.children).toEqual([
      { studentId: s.mia.student.id, name: "Mia Vandermeer", classNames: ["Badgers"], relationship: null },
    ]);
    expect(byId(contacts, s.admin.id)?.children).toBeUndefined();

    const other = await contactsOf(s.cy.guardian!.id);
    expect(other.contacts.map((c) => c.id).sort()).toEqual([s.badgers.teacher!.id, s.admin.id].sort());
    expect(other.text).not.toContain("Vandermeer");
  });

  it("gives the office every child with their classes, and a child only their teachers as { id, name, role }", async () => {
    const office = await contactsOf(s.admin.id);
    expect(byId(office.contacts, s.rashid.id)?.children?.map((c) => [c.name, c.classNames, c.relationship])).toEqual([
      ["Jonah Vandermeer", ["Otters"], "father"],
      ["Mia Vandermeer", ["Badgers"], "father"],
    ]);
    const child = await contactsOf(s.jonah.user.id);
    expect(child.contacts).toEqual([{ id: s.otters.teacher!.id, name: expect.any(String), role: "teacher" }]);
  });
});
