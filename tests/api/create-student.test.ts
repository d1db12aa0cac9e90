/**
 * From admissions to a class list (issue 15, docs/api/students.md) over real HTTP on PGlite and
 * PostgreSQL with a real SMTP server: the prefill of Create student, the creation in one
 * transaction (a refusal half-way leaves no account, link or mail), guardians linked and told or
 * invited with a set-password link that signs in, unverified and staff addresses not linked, a
 * second press answered 409 with the record, the class's capacity (also for two at once), staff only; the student record
 * and its changes; a child's password set by their guardian (another family's child is a 404);
 * and the child's own profile with its preferences, for the child alone.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "#common/roles";
import type { ClassDetail } from "#common/schemas/learning/courses";
import type {
  ChildSignIn,
  CreateStudentResult,
  GradeClassesResult,
  StudentDraft,
  StudentListItem,
  StudentProfile,
  StudentRecord,
} from "#common/schemas/learning/students";
import { CHILD_PASSWORD_MESSAGES } from "#common/schemas/child-password";
import type { Page } from "#common/schemas/paging";
import type { User } from "#common/types/session";
import { NO_PASSWORD_HASH } from "../../server/accounts/people";
import { hashPassword } from "../../server/auth/passwords";
import {
  applicationEvents,
  auditLog,
  classStaff,
  classes,
  enrolments,
  guardianLinks,
  mailOutbox,
  schoolYears,
  settings,
  students,
  subjects,
  users,
} from "../../server/db/schema";
import { createSignedInUser, insertApplication } from "../support/fixtures";
import { enrol, makeClass, makeStudent as makeChild } from "../support/structure";
import { TestClient } from "../support/http-client";
import type { ReceivedMail } from "../support/smtp";
import { appWithMailServer, DATABASE_KINDS } from "../support/test-app";
import { PASSWORD, createAccount, fieldErrors, post } from "./accounts-support";

const PUBLIC_URL = "https://school.example";
const CHILD_PASSWORD = "Sunny-Kite-42";
const linkIn = (text: string) => new RegExp(`${PUBLIC_URL}/reset-password\\?token=([\\w-]+)`).exec(text)?.[1];

describe.each(DATABASE_KINDS)("create student, student record and child profile on %s", (kind) => {
  const { t, smtp } = appWithMailServer(kind, (smtpUrl) => ({ smtpUrl, publicUrl: PUBLIC_URL, formRateLimitPerHour: 100 }));

  beforeEach(async () => {
    await t.db.delete(classes);
    await t.db.delete(schoolYears);
    await t.db.delete(settings).where(eq(settings.key, "class_size_per_teacher"));
  });

  async function signedIn(role: Role) {
    const { user, sessionId } = await createSignedInUser(t.db, role);
    const client = new TestClient(t.url);
    client.setCookie("sid", sessionId);
    return { user, client };
  }

  async function signIn(username: string, password: string) {
    const client = new TestClient(t.url);
    const res = await post(client, "/api/login", { username, password });
    return { res, client };
  }

  async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
    await t.app.mail.runOnce();
    return smtp.waitFor((m) => m.envelopeTo.includes(address) && subject.test(m.subject));
  }

  /** A current year with a homeroom of `grade` taught by one teacher. */
  async function homeroom(grade = "1", name = `Grade ${grade} Owls`) {
    const [year] = await t.db.insert(schoolYears).values({ name: "2026-27", startsOn: "2026-08-24", endsOn: "2027-06-11", isCurrent: true }).returning();
    const [subject] = await t.db.select().from(subjects).limit(1);
    const [cls] = await t.db.insert(classes).values({ schoolYearId: year!.id, subjectId: subject!.id, kind: "homeroom", grade, name }).returning();
    const { user: teacher } = await createSignedInUser(t.db, "teacher");
    await t.db.insert(classStaff).values({ classId: cls!.id, userId: teacher.id, role: "lead" });
    return cls!;
  }

  async function enrolledApplication(overrides: Parameters<typeof insertApplication>[1] = {}) {
    return insertApplication(t.db, {
      status: "enrolled",
      childFirstName: "Maya",
      childLastName: "Okafor",
      parentName: "Grace Okafor",
      parentEmail: "grace.okafor@example.com",
      secondaryGuardianName: "Daniel Okafor",
      secondaryGuardianEmail: "daniel.okafor@example.com",
      specialNeeds: "Needs extra time for reading tasks.",
      photoReleaseConsent: true,
      childGradeRequested: "2",
      calculatedGrade: "1",
      ...overrides,
    });
  }

  async function draftOf(client: TestClient, applicationId: string) {
    const res = await client.get(`/api/admin/applications/${applicationId}/student-draft`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: StudentDraft }>().data;
  }

  /** The draft's values as the dialog would send them unchanged. */
  function bodyFrom(draft: StudentDraft, extra: Record<string, unknown> = {}) {
    return { ...draft.values, guardians: draft.guardians.map(({ fullName, email }) => ({ fullName, email })), ...extra };
  }

  const create = (client: TestClient, applicationId: string, body: unknown) => post(client, `/api/admin/applications/${applicationId}/create-student`, body);

  describe("Create student", () => {
    it("prefills from the application: names, date of birth, grade and why, consent, accommodations, a free username, both guardians", async () => {
      const { client } = await signedIn("admin");
      const app = await enrolledApplication({ placementGrade: "2" });
      await createAccount(t.db, { username: "maya.okafor", role: "student", email: "x@example.com" });
      const draft = await draftOf(client, app.applicationId);
      expect(draft.values).toMatchObject({
        firstName: "Maya",
        lastName: "Okafor",
        dateOfBirth: "2019-06-01",
        grade: "2",
        accommodationPlan: "none",
        accommodations: "Needs extra time for reading tasks.",
        photoReleaseConsent: true,
        username: "maya.okafor2",
      });
      expect(draft.gradeSource).toBe("placement");
      expect(draft.existingStudentId).toBeNull();
      expect(draft.guardians.map((g) => [g.fullName, g.email, g.outcome])).toEqual([
        ["Grace Okafor", "grace.okafor@example.com", "invited"],
        ["Daniel Okafor", "daniel.okafor@example.com", "invited"],
      ]);
      const calculated = await draftOf(client, (await enrolledApplication({ childFirstName: "Ben" })).applicationId);
      expect([calculated.values.grade, calculated.gradeSource]).toEqual(["1", "calculated"]);
      const requested = await draftOf(client, (await enrolledApplication({ childFirstName: "Ana", calculatedGrade: null })).applicationId);
      expect([requested.values.grade, requested.gradeSource]).toEqual(["2", "requested"]);
    });

    it("creates the student, invites new guardians with a working set-password link, enrols, audits and notes it on the application", async () => {
      const { client } = await signedIn("admin");
      const cls = await homeroom("1");
      const app = await enrolledApplication();
      const draft = await draftOf(client, app.applicationId);
      expect(draft.homerooms.map((h) => [h.name, h.capacity, h.enrolled])).toEqual([["Grade 1 Owls", 12, 0]]);
      const res = await create(client, app.applicationId, bodyFrom(draft, { accommodationPlan: "504", classId: cls.id }));
      expect(res.status, res.text).toBe(201);
      const result = res.json<{ data: CreateStudentResult }>().data;
      expect(result.username).toBe("maya.okafor");
      expect(result.enrolledIn).toBe("Grade 1 Owls");
      expect(result.guardians.map((g) => g.outcome)).toEqual(["invited", "invited"]);
      expect(res.text).not.toMatch(/token|hash/i);

      const [account] = await t.db.select().from(users).where(eq(users.username, "maya.okafor"));
      expect(account).toMatchObject({ role: "student", passwordHash: NO_PASSWORD_HASH, email: null });
      const [student] = await t.db.select().from(students).where(eq(students.userId, account!.id));
      expect(student).toMatchObject({
        grade: "1",
        accommodationPlan: "504",
        accommodations: "Needs extra time for reading tasks.",
        photoReleaseConsent: true,
        applicationId: app.id,
      });
      expect(await t.db.select().from(enrolments).where(eq(enrolments.studentId, student!.id))).toHaveLength(1);
      expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.studentId, student!.id))).toHaveLength(2);

      // The invitation signs the guardian in, and the guardian's address counts as verified.
      const mail = await mailTo("grace.okafor@example.com", /choose your family portal password/);
      expect(mail.text).toContain("Maya");
      const token = linkIn(mail.text)!;
      const anon = new TestClient(t.url);
      expect((await post(anon, "/api/auth/reset-password", { token, newPassword: "Garden-Path-88" })).status).toBe(200);
      const [grace] = await t.db.select().from(users).where(eq(users.email, "grace.okafor@example.com"));
      expect(grace!.role).toBe("guardian");
      expect(grace!.emailVerifiedAt).not.toBeNull();
      expect((await signIn(grace!.username, "Garden-Path-88")).res.status).toBe(200);
      await mailTo("daniel.okafor@example.com", /choose your family portal password/);

      const actions = (await t.db.select().from(auditLog)).map((a) => [a.action, a.targetType]);
      expect(actions).toEqual(
        expect.arrayContaining([
          ["student.created", "student"],
          ["student.guardian_invited", "student"],
          ["student.enrolled", "student"],
        ]),
      );
      const events = await t.db
        .select()
        .from(applicationEvents)
        .where(and(eq(applicationEvents.applicationId, app.id), eq(applicationEvents.type, "student_created")));
      expect(events).toHaveLength(1);
      const detail = await client.get(`/api/admin/applications/${app.applicationId}`);
      expect(detail.text).toContain("student_created");
    });

    it("makes the new guardian accounts of a family that applied in Spanish speak Spanish (the child's stays the school's)", async () => {
      const { client } = await signedIn("admin");
      const app = await enrolledApplication({
        language: "es",
        parentEmail: "lucia.ortega@example.com",
        secondaryGuardianEmail: null,
        secondaryGuardianName: null,
      });
      const draft = await draftOf(client, app.applicationId);
      const res = await create(client, app.applicationId, bodyFrom(draft));
      expect(res.status, res.text).toBe(201);
      const result = res.json<{ data: CreateStudentResult }>().data;
      const [guardian] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, result.guardians[0]!.userId!));
      expect(guardian!.language).toBe("es");
      const [child] = await t.db.select({ language: users.language }).from(users).where(eq(users.username, result.username));
      expect(child!.language).toBe("en");
    });

    it("links an existing verified guardian and tells them; an unverified or a staff address is not linked", async () => {
      const { client } = await signedIn("admin");
      const verified = await createAccount(t.db, { username: "grace", role: "parent", email: "grace.okafor@example.com" });
      await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, verified.id));
      await createAccount(t.db, { username: "danny", role: "guardian", email: "daniel.okafor@example.com" });
      const app = await enrolledApplication();
      const draft = await draftOf(client, app.applicationId);
      expect(draft.guardians.map((g) => g.outcome)).toEqual(["linked", "not_linked"]);
      const res = await create(client, app.applicationId, bodyFrom(draft));
      expect(res.status).toBe(201);
      const { guardians } = res.json<{ data: CreateStudentResult }>().data;
      expect(guardians.map((g) => [g.email, g.outcome])).toEqual([
        ["grace.okafor@example.com", "linked"],
        ["daniel.okafor@example.com", "not_linked"],
      ]);
      expect(guardians[1]!.message).toMatch(/not confirmed it yet/);
      await mailTo("grace.okafor@example.com", /is now on your/);
      // The unverified account got no link and no mail.
      const [danny] = await t.db.select().from(users).where(eq(users.username, "danny"));
      expect(await t.db.select().from(guardianLinks).where(eq(guardianLinks.guardianUserId, danny!.id))).toHaveLength(0);
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "daniel.okafor@example.com"))).toHaveLength(0);

      const teacher = await createAccount(t.db, { username: "mr.t", role: "teacher", email: "mr.t@example.com" });
      await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, teacher.id));
      const other = await enrolledApplication({
        childFirstName: "Leo",
        parentEmail: "mr.t@example.com",
        secondaryGuardianEmail: null,
        secondaryGuardianName: null,
      });
      const otherDraft = await draftOf(client, other.applicationId);
      expect(otherDraft.guardians[0]!.outcome).toBe("not_linked");
      expect(otherDraft.guardians[0]!.note).toMatch(/staff or student account/);
    });

    it("answers a second press with 409 and the existing record", async () => {
      const { client } = await signedIn("admin");
      const app = await enrolledApplication();
      const body = bodyFrom(await draftOf(client, app.applicationId));
      const first = await create(client, app.applicationId, body);
      expect(first.status).toBe(201);
      const second = await create(client, app.applicationId, { ...body, username: "maya.again" });
      expect(second.status).toBe(409);
      const answer = second.json<{ message: string; studentId: string }>();
      expect(answer.studentId).toBe(first.json<{ data: CreateStudentResult }>().data.studentId);
      expect((await draftOf(client, app.applicationId)).existingStudentId).toBe(answer.studentId);
      expect(await t.db.select().from(students)).toHaveLength(1);
    });

    it("refuses an application that is not enrolled, a taken username and bad input", async () => {
      const { client } = await signedIn("admin");
      const offered = await enrolledApplication({ status: "offered" });
      const body = bodyFrom(await draftOf(client, offered.applicationId));
      expect((await create(client, offered.applicationId, body)).status).toBe(409);
      const app = await enrolledApplication();
      await createAccount(t.db, { username: "taken.name", role: "guardian" });
      const taken = await create(client, app.applicationId, { ...body, username: "Taken.Name" });
      expect(taken.status).toBe(409);
      expect(fieldErrors(taken).username).toBeDefined();
      const bad = await create(client, app.applicationId, { ...body, grade: "7", guardians: [], dateOfBirth: "2019-02-30" });
      expect(bad.status).toBe(400);
      expect(Object.keys(fieldErrors(bad)).sort()).toEqual(["dateOfBirth", "grade", "guardians"]);
      expect((await create(client, "APP-2026-ZZZZZZZZ", body)).status).toBe(404);
    });

    it("refuses a full class clearly, and the refusal half-way leaves no account, link, invitation or mail", async () => {
      const { client } = await signedIn("admin");
      await t.db.insert(settings).values({ key: "class_size_per_teacher", value: 1 });
      const cls = await homeroom("1");
      const first = await enrolledApplication({
        childFirstName: "Ada",
        parentEmail: "ada.family@example.com",
        secondaryGuardianEmail: null,
        secondaryGuardianName: null,
      });
      expect((await create(client, first.applicationId, bodyFrom(await draftOf(client, first.applicationId), { classId: cls.id }))).status).toBe(201);
      await t.app.mail.runOnce();
      const usersBefore = (await t.db.select().from(users)).length;
      const mailsBefore = (await t.db.select().from(mailOutbox)).length;
      const auditsBefore = (await t.db.select().from(auditLog)).length;

      const app = await enrolledApplication();
      const draft = await draftOf(client, app.applicationId);
      expect(draft.homerooms[0]).toMatchObject({ capacity: 1, enrolled: 1 });
      const res = await create(client, app.applicationId, bodyFrom(draft, { classId: cls.id }));
      expect(res.status).toBe(409);
      expect(res.json<{ message: string }>().message).toBe("Grade 1 Owls is full (1 students). Add a co-teacher, raise its limit or choose another section.");
      expect(fieldErrors(res).classId).toBeDefined();
      expect(await t.db.select().from(users)).toHaveLength(usersBefore);
      expect(await t.db.select().from(mailOutbox)).toHaveLength(mailsBefore);
      expect(await t.db.select().from(auditLog)).toHaveLength(auditsBefore);
      expect(await t.db.select().from(students)).toHaveLength(1);

      // A class of another grade is refused as not a choice.
      const wrong = await create(client, app.applicationId, bodyFrom(draft, { classId: cls.id, grade: "3" }));
      expect(wrong.status).toBe(400);
    });

    it("gives a homeroom's last place to one of two children created at the same moment", async () => {
      const { client } = await signedIn("admin");
      await t.db.insert(settings).values({ key: "class_size_per_teacher", value: 1 });
      const cls = await homeroom("1");
      const apps = [
        await enrolledApplication({ childFirstName: "Ada", parentEmail: "ada.family@example.com", secondaryGuardianEmail: null, secondaryGuardianName: null }),
        await enrolledApplication({ childFirstName: "Ben", parentEmail: "ben.family@example.com", secondaryGuardianEmail: null, secondaryGuardianName: null }),
      ];
      const bodies = await Promise.all(apps.map(async (a) => bodyFrom(await draftOf(client, a.applicationId), { classId: cls.id })));
      const answers = await Promise.all(apps.map((a, i) => create(client, a.applicationId, bodies[i])));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await t.db.select().from(enrolments).where(eq(enrolments.classId, cls.id))).toHaveLength(1);
      // The refused one left no record behind.
      expect(await t.db.select().from(students)).toHaveLength(1);
    });

    it("is for staff only", async () => {
      const app = await enrolledApplication();
      for (const role of ["teacher", "guardian", "parent", "student"] as const) {
        const { client } = await signedIn(role);
        expect((await client.get(`/api/admin/applications/${app.applicationId}/student-draft`)).status, role).toBe(403);
        expect((await create(client, app.applicationId, {})).status, role).toBe(403);
        expect((await client.get("/api/admin/students")).status, role).toBe(403);
      }
    });
  });

  /**
   * Grade 1 in two sections (A empty, B with one child in its homeroom, ELA and Math), a Grade 2
   * Math class and an archived Grade 1 Art class, in the current year.
   */
  async function gradeOneInSections() {
    const [year] = await t.db.insert(schoolYears).values({ name: "2026-27", startsOn: "2026-08-24", endsOn: "2027-06-11", isCurrent: true }).returning();
    const make = async (name: string, subject: string, grade = "1") =>
      (await makeClass(t.db, year!.id, { name, grade, subject, kind: subject === "homeroom" ? "homeroom" : "section" })).class;
    const homeroomA = await make("Grade 1 A Homeroom", "homeroom");
    const homeroomB = await make("Grade 1 B Homeroom", "homeroom");
    const elaA = await make("Grade 1 ELA A", "ela");
    const elaB = await make("Grade 1 ELA B", "ela");
    const mathA = await make("Grade 1 Math A", "math");
    const mathB = await make("Grade 1 Math B", "math");
    const gradeTwoMath = await make("Grade 2 Math", "math", "2");
    const art = await make("Grade 1 Art", "art");
    await t.db.update(classes).set({ archivedAt: new Date() }).where(eq(classes.id, art.id));
    const { student: inB } = await makeChild(t.db, { firstName: "Noor", lastName: "Haddad", grade: "1", guardian: false });
    for (const cls of [homeroomB, elaB, mathB]) await enrol(t.db, cls.id, inB.id);
    return { homeroomA, homeroomB, elaA, elaB, mathA, mathB, gradeTwoMath, art, inB };
  }

  const enrolledIn = async (studentId: string) =>
    (
      await t.db
        .select({ name: classes.name })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(eq(enrolments.studentId, studentId))
    )
      .map((r) => r.name)
      .sort();

  describe("a grade's school day (issue 33)", () => {
    it("offers the classes of the chosen homeroom's section, else each subject's first with room, with their places; no archived class", async () => {
      const { client } = await signedIn("admin");
      const w = await gradeOneInSections();
      const draft = await draftOf(client, (await enrolledApplication()).applicationId);
      const sets = Object.fromEntries(draft.homerooms.map((h) => [h.name, h.classIds]));
      expect(sets).toEqual({ "Grade 1 A Homeroom": [w.elaA.id, w.mathA.id], "Grade 1 B Homeroom": [w.elaB.id, w.mathB.id] });
      expect(draft.gradeSets["1"]).toEqual([w.elaA.id, w.mathA.id]);
      expect(draft.gradeSets["2"]).toEqual([w.gradeTwoMath.id]);
      expect(draft.classes.map((c) => [c.name, c.subjectName, c.enrolled, c.capacity])).toEqual([
        ["Grade 1 ELA A", "English Language Arts", 0, 12],
        ["Grade 1 ELA B", "English Language Arts", 1, 12],
        ["Grade 1 Math A", "Mathematics", 0, 12],
        ["Grade 1 Math B", "Mathematics", 1, 12],
        ["Grade 2 Math", "Mathematics", 0, 12],
      ]);
    });

    it("enrols the homeroom and the chosen classes; without classIds the homeroom's set; [] the homeroom only; another grade's class is refused", async () => {
      const { client } = await signedIn("admin");
      const w = await gradeOneInSections();
      const chosen = await enrolledApplication();
      const res = await create(
        client,
        chosen.applicationId,
        bodyFrom(await draftOf(client, chosen.applicationId), { classId: w.homeroomB.id, classIds: [w.elaB.id] }),
      );
      expect(res.status, res.text).toBe(201);
      const result = res.json<{ message: string; data: CreateStudentResult }>();
      expect(result.data).toMatchObject({ enrolledIn: "Grade 1 B Homeroom", classes: ["Grade 1 B Homeroom", "Grade 1 ELA B"] });
      expect(result.message).toBe("Student maya.okafor created and enrolled in Grade 1 B Homeroom and 1 more class.");
      expect(await enrolledIn(result.data.studentId)).toEqual(["Grade 1 B Homeroom", "Grade 1 ELA B"]);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.enrolled"));
      expect(audits).toHaveLength(2);

      const whole = await enrolledApplication({
        childFirstName: "Ben",
        parentEmail: "ben.family@example.com",
        secondaryGuardianEmail: null,
        secondaryGuardianName: null,
      });
      const wholeRes = await create(client, whole.applicationId, bodyFrom(await draftOf(client, whole.applicationId), { classId: w.homeroomA.id }));
      expect(wholeRes.status, wholeRes.text).toBe(201);
      expect(await enrolledIn(wholeRes.json<{ data: CreateStudentResult }>().data.studentId)).toEqual([
        "Grade 1 A Homeroom",
        "Grade 1 ELA A",
        "Grade 1 Math A",
      ]);

      const only = await enrolledApplication({
        childFirstName: "Cy",
        parentEmail: "cy.family@example.com",
        secondaryGuardianEmail: null,
        secondaryGuardianName: null,
      });
      const onlyRes = await create(client, only.applicationId, bodyFrom(await draftOf(client, only.applicationId), { classId: w.homeroomA.id, classIds: [] }));
      expect(onlyRes.status, onlyRes.text).toBe(201);
      expect(await enrolledIn(onlyRes.json<{ data: CreateStudentResult }>().data.studentId)).toEqual(["Grade 1 A Homeroom"]);

      const wrong = await enrolledApplication({
        childFirstName: "Dee",
        parentEmail: "dee.family@example.com",
        secondaryGuardianEmail: null,
        secondaryGuardianName: null,
      });
      const wrongBody = bodyFrom(await draftOf(client, wrong.applicationId), { classId: w.homeroomA.id, classIds: [w.gradeTwoMath.id] });
      const refused = await create(client, wrong.applicationId, wrongBody);
      expect(refused.status).toBe(400);
      expect(fieldErrors(refused).classIds).toBeDefined();
      expect((await create(client, wrong.applicationId, { ...wrongBody, classIds: [w.art.id] })).status).toBe(400);
      expect((await create(client, wrong.applicationId, { ...wrongBody, classIds: [w.elaA.id, w.elaA.id] })).status).toBe(400);
    });

    it("refuses the whole creation when one chosen class is full, and leaves nothing behind", async () => {
      const { client } = await signedIn("admin");
      const w = await gradeOneInSections();
      await t.db.update(classes).set({ maxStudents: 1 }).where(eq(classes.id, w.mathA.id));
      const { student: other } = await makeChild(t.db, { grade: "1", guardian: false });
      await enrol(t.db, w.mathA.id, other.id);
      const usersBefore = (await t.db.select().from(users)).length;
      const enrolmentsBefore = (await t.db.select().from(enrolments)).length;
      const auditsBefore = (await t.db.select().from(auditLog)).length;

      const app = await enrolledApplication();
      const res = await create(
        client,
        app.applicationId,
        bodyFrom(await draftOf(client, app.applicationId), { classId: w.homeroomA.id, classIds: [w.elaA.id, w.mathA.id] }),
      );
      expect(res.status).toBe(409);
      expect(res.json<{ message: string }>().message).toBe("Grade 1 Math A is full (1 students). Add a co-teacher, raise its limit or choose another section.");
      expect(fieldErrors(res).classIds).toBeDefined();
      expect(await t.db.select().from(users)).toHaveLength(usersBefore);
      expect(await t.db.select().from(enrolments)).toHaveLength(enrolmentsBefore);
      expect(await t.db.select().from(auditLog)).toHaveLength(auditsBefore);
      expect(await t.db.select().from(students).where(eq(students.applicationId, app.id))).toHaveLength(0);
    });

    it("enrols a child in all of their grade's classes they are not in, naming the full ones; staff only", async () => {
      const { client } = await signedIn("admin");
      const w = await gradeOneInSections();
      const app = await enrolledApplication();
      const made = await create(client, app.applicationId, bodyFrom(await draftOf(client, app.applicationId), { classId: w.homeroomB.id, classIds: [] }));
      const { studentId } = made.json<{ data: CreateStudentResult }>().data;
      const path = `/api/admin/students/${studentId}/grade-classes`;

      const res = await post(client, path);
      expect(res.status, res.text).toBe(200);
      const answer = res.json<{ message: string; data: GradeClassesResult }>();
      expect(answer.message).toBe("Enrolled Maya Okafor in 2 more classes.");
      expect(answer.data.added).toEqual(["Grade 1 ELA B", "Grade 1 Math B"]);
      expect(answer.data.notAdded).toEqual([]);
      expect(answer.data.record.classes.map((c) => c.className).sort()).toEqual(["Grade 1 B Homeroom", "Grade 1 ELA B", "Grade 1 Math B"]);
      const again = await post(client, path);
      expect(again.json<{ message: string }>().message).toBe("No class was added.");

      // A child with no homeroom gets one, and each subject's first class with room; a full one is named.
      await t.db
        .update(classes)
        .set({ maxStudents: 1 })
        .where(inArray(classes.id, [w.mathA.id, w.mathB.id]));
      const { student: other } = await makeChild(t.db, { grade: "1", guardian: false });
      await enrol(t.db, w.mathA.id, other.id);
      const { student: kid } = await makeChild(t.db, { firstName: "Ola", lastName: "Berg", grade: "1", guardian: false });
      const full = await post(client, `/api/admin/students/${kid.id}/grade-classes`);
      expect(full.status, full.text).toBe(200);
      const fullAnswer = full.json<{ message: string; data: GradeClassesResult }>();
      expect(fullAnswer.data.added).toEqual(["Grade 1 A Homeroom", "Grade 1 ELA A"]);
      expect(fullAnswer.data.notAdded).toEqual([
        {
          className: "Grade 1 Math A",
          full: true,
          message: "Grade 1 Math A is full (1 students). Add a co-teacher, raise its limit or choose another section.",
        },
      ]);
      expect(fullAnswer.message).toBe("Enrolled Ola Berg in 2 more classes. Full, not added: Grade 1 Math A.");
      expect(await enrolledIn(kid.id)).toEqual(["Grade 1 A Homeroom", "Grade 1 ELA A"]);

      expect((await post(client, "/api/admin/students/00000000-0000-4000-8000-000000000000/grade-classes")).status).toBe(404);
      for (const role of ["teacher", "guardian", "parent", "student"] as const) {
        const { client: someone } = await signedIn(role);
        expect((await post(someone, path)).status, role).toBe(403);
      }
    });

    it("asks before a child enters another grade's class, and moves only between sections of the same grade and subject", async () => {
      const { client } = await signedIn("admin");
      const w = await gradeOneInSections();
      const { student: kid } = await makeChild(t.db, { firstName: "Ada", lastName: "Lovelace", grade: "1", guardian: false });
      const enrolPath = `/api/admin/courses/classes/${w.gradeTwoMath.id}/enrolments`;
      const asked = await post(client, enrolPath, { studentId: kid.id });
      expect(asked.status).toBe(409);
      expect(asked.json<{ message: string }>().message).toBe(
        "Ada Lovelace is in Grade 1; Grade 2 Math is a class of Grade 2. Confirm to enrol them in another grade's class.",
      );
      expect(await enrolledIn(kid.id)).toEqual([]);
      const confirmed = await post(client, enrolPath, { studentId: kid.id, confirmOtherGrade: true });
      expect(confirmed.status, confirmed.text).toBe(201);
      expect(await enrolledIn(kid.id)).toEqual(["Grade 2 Math"]);

      const detail = (await client.get(`/api/admin/courses/classes/${w.mathB.id}`)).json<{ data: ClassDetail }>().data;
      expect(detail.moveTargets.map((m) => m.name)).toEqual(["Grade 1 Math A"]);
      const enrolmentId = detail.roster[0]!.enrolmentId;
      const move = await post(client, `/api/admin/courses/enrolments/${enrolmentId}/move`, { toClassId: w.gradeTwoMath.id });
      expect(move.status).toBe(409);
      expect(move.json<{ message: string }>().message).toMatch(/^Noor Haddad is in Grade 1; Grade 2 Math is a class of Grade 2\./);
      expect(await enrolledIn(w.inB.id)).toEqual(["Grade 1 B Homeroom", "Grade 1 ELA B", "Grade 1 Math B"]);
    });
  });

  /** A student made through the API, with the given guardian emails. */
  async function makeStudent(admin: TestClient, first: string, parentEmail: string) {
    const app = await enrolledApplication({ childFirstName: first, parentEmail, secondaryGuardianEmail: null, secondaryGuardianName: null });
    const res = await create(admin, app.applicationId, bodyFrom(await draftOf(admin, app.applicationId)));
    expect(res.status, res.text).toBe(201);
    return res.json<{ data: CreateStudentResult }>().data;
  }

  async function verifiedGuardian(username: string, email: string) {
    const account = await createAccount(t.db, { username, role: "guardian", email });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.id));
    return account;
  }

  describe("the student record", () => {
    it("lists, searches, reads, changes and audits; links and unlinks guardians", async () => {
      const { client } = await signedIn("admin");
      const maya = await makeStudent(client, "Maya", "one@example.com");
      await makeStudent(client, "Zed", "two@example.com");
      const list = (await client.get("/api/admin/students?q=maya")).json<{ data: Page<StudentListItem> }>().data;
      expect(list.items.map((s) => s.firstName)).toEqual(["Maya"]);
      expect(list.items[0]!.guardianCount).toBe(1);
      expect((await client.get("/api/admin/students?pageSize=500")).status).toBe(400);

      const record = (await client.get(`/api/admin/students/${maya.studentId}`)).json<{ data: StudentRecord }>().data;
      expect(record).toMatchObject({ firstName: "Maya", hasPassword: false, accommodations: "Needs extra time for reading tasks." });
      expect(record.guardians[0]).toMatchObject({ email: "one@example.com", isPrimary: true, hasPassword: false });
      expect((await client.get("/api/admin/students/00000000-0000-4000-8000-000000000000")).status).toBe(404);
      expect((await client.get("/api/admin/students/not-an-id")).status).toBe(404);

      const patch = await client.mutate("PATCH", `/api/admin/students/${maya.studentId}`, { preferredName: "May", grade: "2", accommodationPlan: "iep" });
      expect(patch.status, patch.text).toBe(200);
      expect(patch.json<{ data: StudentRecord }>().data).toMatchObject({ preferredName: "May", grade: "2", accommodationPlan: "iep" });
      expect((await client.mutate("PATCH", `/api/admin/students/${maya.studentId}`, {})).status).toBe(400);
      const [updated] = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.updated"));
      expect(updated!.summary).toContain("preferred name");
      expect(JSON.stringify(updated!.detail)).not.toContain("reading tasks");

      await verifiedGuardian("aunt.bea", "bea@example.com");
      const linked = await post(client, `/api/admin/students/${maya.studentId}/guardians`, {
        fullName: "Bea Okafor",
        email: "bea@example.com",
        relationship: "aunt",
      });
      expect(linked.status, linked.text).toBe(201);
      const after = linked.json<{ data: { record: StudentRecord } }>().data.record;
      expect(after.guardians.map((g) => g.email)).toEqual(["one@example.com", "bea@example.com"]);
      const again = await post(client, `/api/admin/students/${maya.studentId}/guardians`, { fullName: "Bea Okafor", email: "bea@example.com" });
      expect(again.json<{ data: { result: { outcome: string } } }>().data.result.outcome).toBe("already_linked");

      const first = after.guardians[0]!;
      const removed = await client.mutate("DELETE", `/api/admin/students/${maya.studentId}/guardians/${first.userId}`);
      expect(removed.status).toBe(200);
      expect(removed.json<{ data: StudentRecord }>().data.guardians).toEqual([expect.objectContaining({ email: "bea@example.com", isPrimary: true })]);
      expect((await client.mutate("DELETE", `/api/admin/students/${maya.studentId}/guardians/${first.userId}`)).status).toBe(404);
      const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
      expect(actions).toEqual(expect.arrayContaining(["student.guardian_linked", "student.guardian_unlinked"]));
    });
  });

  describe("a child's password", () => {
    it("is set by the child's guardian (the child signs in) and by staff; another family's child is a 404", async () => {
      const { client: admin } = await signedIn("admin");
      const mine = await verifiedGuardian("mum", "mum@example.com");
      await verifiedGuardian("other.dad", "dad@example.com");
      const child = await makeStudent(admin, "Maya", "mum@example.com");
      const otherChild = await makeStudent(admin, "Theo", "dad@example.com");
      const { client: guardian } = await signIn(mine.username, PASSWORD);
      const signInCards = async () => (await guardian.get("/api/family/children-sign-in")).json<{ data: ChildSignIn[] }>().data;
      expect(await signInCards()).toEqual([{ studentId: child.studentId, name: "Maya Okafor", username: child.username, hasPassword: false, language: "en" }]);

      const weak = await post(guardian, `/api/family/children/${child.studentId}/password`, { password: "short" });
      expect(weak.status).toBe(400);
      expect(fieldErrors(weak).password).toBe(CHILD_PASSWORD_MESSAGES.tooShort);
      // The children's rule, not the adult one: two words are too few, three simple words will do.
      const twoWords = await post(guardian, `/api/family/children/${child.studentId}/password`, { password: "blue kite" });
      expect(twoWords.status).toBe(400);
      expect(fieldErrors(twoWords).password).toBe(CHILD_PASSWORD_MESSAGES.tooShort);
      const words = await post(guardian, `/api/family/children/${child.studentId}/password`, { password: "blue kite sunny" });
      expect(words.status, words.text).toBe(200);
      expect((await signIn(child.username, "blue kite sunny")).res.status).toBe(200);
      const ok = await post(guardian, `/api/family/children/${child.studentId}/password`, { password: CHILD_PASSWORD });
      expect(ok.status, ok.text).toBe(200);
      const { res, client: kid } = await signIn(child.username, CHILD_PASSWORD);
      expect(res.status).toBe(200);
      expect((await kid.get("/api/user")).json<User>().role).toBe("student");
      expect((await signInCards())[0]!.hasPassword).toBe(true);
      expect((await kid.get("/api/family/children-sign-in")).status).toBe(403);

      const theirs = await post(guardian, `/api/family/children/${otherChild.studentId}/password`, { password: CHILD_PASSWORD });
      expect(theirs.status).toBe(404);
      expect(theirs.text).not.toContain("Theo");
      expect((await post(guardian, "/api/family/children/not-an-id/password", { password: CHILD_PASSWORD })).status).toBe(404);
      // The guardian reads and changes the child's helpers; the child's portal applies them.
      const prefsUrl = `/api/family/children/${child.studentId}/preferences`;
      expect((await guardian.get(prefsUrl)).json<{ data: { textSize: string } }>().data.textSize).toBe("standard");
      const changed = await guardian.mutate("PATCH", prefsUrl, { textSize: "large", captions: true });
      expect(changed.status, changed.text).toBe(200);
      expect((await kid.get("/api/user")).json<User>().learnerPreferences).toMatchObject({ textSize: "large", captions: true, readingFont: false });
      expect((await guardian.mutate("PATCH", prefsUrl, {})).status).toBe(400);
      expect((await guardian.mutate("PATCH", prefsUrl, { textSize: "huge" })).status).toBe(400);
      expect((await guardian.get(`/api/family/children/${otherChild.studentId}/preferences`)).status).toBe(404);
      expect((await guardian.mutate("PATCH", `/api/family/children/${otherChild.studentId}/preferences`, { captions: true })).status).toBe(404);
      expect((await kid.get(prefsUrl)).status).toBe(403);
      // The guardian chooses the language of the child's screens; GET /api/user tells the child's pages.
      const languageUrl = `/api/family/children/${child.studentId}/language`;
      const spanish = await guardian.mutate("PUT", languageUrl, { language: "es" });
      expect(spanish.status, spanish.text).toBe(200);
      expect(spanish.json()).toEqual({ success: true, data: { language: "es" } });
      expect((await kid.get("/api/user")).json<User>().language).toBe("es");
      expect((await signInCards())[0]!.language).toBe("es");
      expect((await guardian.mutate("PUT", languageUrl, { language: "fr" })).status).toBe(400);
      expect((await guardian.mutate("PUT", `/api/family/children/${otherChild.studentId}/language`, { language: "es" })).status).toBe(404);
      expect((await kid.mutate("PUT", languageUrl, { language: "en" })).status).toBe(403);
      expect((await kid.get("/api/user")).json<User>().language).toBe("es");
      // A student or a teacher may not use the family's endpoint at all.
      expect((await post(kid, `/api/family/children/${child.studentId}/password`, { password: CHILD_PASSWORD })).status).toBe(403);

      // Staff reset it by the same rule; the child's session ends.
      const staffTooShort = await post(admin, `/api/admin/students/${child.studentId}/password`, { password: "red owl" });
      expect(staffTooShort.status).toBe(400);
      expect(fieldErrors(staffTooShort).password).toBe(CHILD_PASSWORD_MESSAGES.tooShort);
      const staff = await post(admin, `/api/admin/students/${child.studentId}/password`, { password: "Other-Kite-77" });
      expect(staff.status).toBe(200);
      expect((await kid.get("/api/user")).status).toBe(401);
      expect((await signIn(child.username, "Other-Kite-77")).res.status).toBe(200);
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.password_set"));
      expect(entries).toHaveLength(3);
      expect(JSON.stringify(entries)).not.toContain("Kite");
      expect(JSON.stringify(entries)).not.toContain("kite sunny");
    });
  });

  describe("the child's profile", () => {
    async function childSignedIn(admin: TestClient, first: string, email: string) {
      const made = await makeStudent(admin, first, email);
      await t.db
        .update(users)
        .set({ passwordHash: await hashPassword(PASSWORD) })
        .where(eq(users.username, made.username));
      const { client } = await signIn(made.username, PASSWORD);
      return { client, made };
    }

    it("is the child's alone: avatar and preferences saved on the server, carried by GET /api/user, bad values refused", async () => {
      const { client: admin } = await signedIn("admin");
      const { client: maya } = await childSignedIn(admin, "Maya", "a@example.com");
      const { client: theo } = await childSignedIn(admin, "Theo", "b@example.com");

      const initial = (await maya.get("/api/student/profile")).json<{ data: StudentProfile }>().data;
      expect(initial).toMatchObject({
        displayName: "Maya",
        avatar: null,
        preferences: { readingFont: false, textSize: "standard", reducedMotion: false, captions: false },
      });
      expect(JSON.stringify(initial)).not.toMatch(/reading tasks|@example/);

      const saved = await maya.mutate("PATCH", "/api/student/profile", { avatar: "rocket", preferences: { textSize: "extra-large", reducedMotion: true } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.json<{ data: StudentProfile }>().data).toMatchObject({
        avatar: "rocket",
        preferences: { textSize: "extra-large", reducedMotion: true, readingFont: false },
      });
      expect((await maya.get("/api/user")).json<User>().learnerPreferences).toMatchObject({ textSize: "extra-large", reducedMotion: true });

      // Theo sees his own, untouched.
      const his = (await theo.get("/api/student/profile")).json<{ data: StudentProfile }>().data;
      expect(his).toMatchObject({ displayName: "Theo", avatar: null, preferences: { textSize: "standard" } });

      const bad = await maya.mutate("PATCH", "/api/student/profile", { avatar: "photo.jpg" });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad).avatar).toBe("Choose one of the pictures");
      expect((await maya.mutate("PATCH", "/api/student/profile", { preferences: { textSize: "huge" } })).status).toBe(400);
      expect((await maya.mutate("PATCH", "/api/student/profile", {})).status).toBe(400);

      for (const role of ["guardian", "teacher", "admin"] as const) {
        const { client } = await signedIn(role);
        expect((await client.get("/api/student/profile")).status, role).toBe(403);
        expect((await client.mutate("PATCH", "/api/student/profile", { avatar: "cat" })).status, role).toBe(403);
        expect((await client.get("/api/user")).json<User>().learnerPreferences, role).toBeUndefined();
      }
      expect((await new TestClient(t.url).get("/api/student/profile")).status).toBe(401);
      // A student account no record is linked to yet: nothing to show, nothing to change.
      const { client: unlinked } = await signedIn("student");
      const empty = await unlinked.get("/api/student/profile");
      expect([empty.status, empty.json<{ data: unknown }>().data]).toEqual([200, null]);
      expect((await unlinked.mutate("PATCH", "/api/student/profile", { avatar: "cat" })).status).toBe(404);
      expect((await unlinked.get("/api/user")).json<User>().learnerPreferences).toBeNull();
    });
  });
});
