/**
 * One server for the end-to-end run: the built site (npm test builds it first) on a fresh embedded
 * database, with a signed-in session for every role so tests can act as any of them, sending its
 * mail to a real SMTP server whose inbox tests read over HTTP (`mailboxUrl`, tests/support/mailbox.ts).
 */
import { SPANISH_GUARDIAN_NAME } from "./e2e-people";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ROLES, type Role } from "#common/roles";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { createServer } from "node:http";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../server/auth/passwords";
import { guardianLinks, users } from "../../server/db/schema";
import { makeStudent } from "./structure";
import { seedCalendarWorld, type CalendarWorld } from "./calendar-world";
import { createSignedInUser } from "./fixtures";
import { createSession } from "../../server/auth/sessions";
import { startSmtpServer } from "./smtp";
import { serveAxeScript } from "./axe-script";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    sessions: Record<Role, string>;
    mailboxUrl: string;
    /** An admin account with a real password, for tests that sign in through /auth. */
    adminAccount: { username: string; password: string };
    /** A guardian whose language is Spanish, Beatriz's (below), for tests of the signed-in pages in another language (only they use it). */
    spanishGuardianSession: string;
    /** A kindergarten child (a student account with a student record) whose language is Spanish: their own screens in Spanish. */
    spanishChildSession: string;
    /** The calendar's small school around the role accounts (tests/support/calendar-world.ts). */
    calendarWorld: CalendarWorld;
    /** A guardian with a real password and their child, for handing a device over and back (tests/e2e/hand-over.test.ts only: it ends this session). */
    handOverFamily: { guardianSession: string; password: string; guardianFirstName: string; childName: string };
  }
}

export default async function setup(project: TestProject) {
  // The live class's run inside its network namespace (tests/e2e/live-session.test.ts) starts a server of
  // its own and reads none of this: building it there cost that test a PGlite, its migrations and a hash.
  if (process.env.LIVE_E2E_NETNS === "1") return;
  const clientDir = path.resolve("build/client");
  if (!existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("The site is not built: run `npm run build` first (`npm test` does it for you).");
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-e2e-"));
  const smtp = await startSmtpServer();
  const mailbox = createServer((_request, response) => {
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(smtp.messages));
  });
  await new Promise<void>((resolve) => mailbox.listen(0, "127.0.0.1", resolve));
  const mailboxAddress = mailbox.address();
  const mailboxPort = typeof mailboxAddress === "object" && mailboxAddress ? mailboxAddress.port : 0;

  const config = loadConfig(
    { NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    // Every test browses from 127.0.0.1: the per-address form and API limits must not stop the suite
    // (a portal page makes several reads: the user, the navigation's count, its own data).
    { clientDir, host: "127.0.0.1", smtpUrl: smtp.url, formRateLimitPerHour: 1000, apiRateLimitPerMinute: 5000 },
  );
  const database = await openDatabase({ dataDir: config.dataDir });
  const app = await buildApp({ config, database, logger: false });
  serveAxeScript(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const sessions = {} as Record<Role, string>;
  const userIds = {} as Record<Role, string>;
  for (const role of ROLES) {
    const signedIn = await createSignedInUser(database.db, role);
    sessions[role] = signedIn.sessionId;
    userIds[role] = signedIn.user.id;
  }
  const calendarWorld = await seedCalendarWorld(database.db, { teacher: userIds.teacher, guardian: userIds.guardian, student: userIds.student });

  const spanishGuardian = await createSignedInUser(database.db, "guardian");
  await database.db.update(users).set({ language: "es", fullName: SPANISH_GUARDIAN_NAME }).where(eq(users.id, spanishGuardian.user.id));
  const spanishChild = await makeStudent(database.db, { firstName: "Beatriz", lastName: "Nakamura", grade: "K", guardian: false });
  await database.db.update(users).set({ language: "es" }).where(eq(users.id, spanishChild.user.id));
  const spanishChildSession = await createSession(database.db, spanishChild.user.id);
  // Beatriz is the Spanish-speaking guardian's child: the family's screens have a child to show.
  await database.db.insert(guardianLinks).values({ studentId: spanishChild.student.id, guardianUserId: spanishGuardian.user.id, isPrimary: true });

  const adminAccount = { username: "admissions.lead", password: "Admissions-Desk-42" };
  await database.db.insert(users).values({
    username: adminAccount.username,
    email: "admissions.lead@example.test",
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(adminAccount.password),
    role: "admin",
  });

  // A child with a student record for /admin/courses to enrol (tests/e2e/admin-courses.test.ts).
  await makeStudent(database.db, { firstName: "Ada", lastName: "Coursework", grade: "1", guardian: false });

  // A family of its own for the hand-over (issue 34): handing the device over ends the guardian's session.
  const handOverFamily = { password: "Hand-Over-Desk-42", guardianFirstName: "Olivia", childName: "Hugo" };
  const [handOverGuardian] = await database.db
    .insert(users)
    .values({ username: "olivia.handover", fullName: "Olivia Handover", passwordHash: await hashPassword(handOverFamily.password), role: "guardian" })
    .returning();
  const handOverChild = await makeStudent(database.db, { firstName: handOverFamily.childName, lastName: "Handover", grade: "1", guardian: false });
  await database.db.insert(guardianLinks).values({ studentId: handOverChild.student.id, guardianUserId: handOverGuardian!.id, isPrimary: true });
  const handOverSession = await createSession(database.db, handOverGuardian!.id);

  project.provide("handOverFamily", { ...handOverFamily, guardianSession: handOverSession.id });
  project.provide("spanishGuardianSession", spanishGuardian.sessionId);
  project.provide("spanishChildSession", spanishChildSession.id);
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  project.provide("sessions", sessions);
  project.provide("mailboxUrl", `http://127.0.0.1:${mailboxPort}`);
  project.provide("adminAccount", adminAccount);
  project.provide("calendarWorld", calendarWorld);

  return async () => {
    await app.close();
    await database.close();
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
