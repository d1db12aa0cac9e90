/**
 * Translated messages in Chromium (issue 32, "Translated messages"), against a server of its own with
 * the embedded Apertium on: a guardian who reads Spanish opens the teacher's English message and reads
 * it in Spanish, labelled "Traducido automáticamente", toggles to the original and back, and replies in
 * Spanish; the teacher reads the reply in English, labelled, the original a button away. axe finds
 * nothing on the translated thread. A teacher's comment on returned work reaches the family's home and
 * the child's work screen the same way, and so do the work's title and instructions (on the child's
 * list too); the child's Listen button reads the words shown, each in its own voice.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { assignments, users } from "../../server/db/schema";
import { findApertium } from "../../server/translation/apertium";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser } from "../support/browser";
import { TestClient } from "../support/http-client";
import { openAs } from "../support/own-server";
import { handIn, makeAssignment, makeStandard } from "../support/progress-work";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const ORIGINAL = "Please bring your reading log tomorrow.";
const REPLY = "Gracias, maestra. ¿A qué hora es la reunión de padres y maestros?";

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "guardian" | "child" | "assignment", string>;
const COMMENT = "Lovely work on your fractions. Now read the story again with your family.";

beforeAll(async () => {
  if (!findApertium({})) throw new Error("Apertium is not installed: apt-get install -y apertium apertium-eng-spa (CI installs them)");
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client"), translation: { mode: "auto" } } });
  const { year, terms } = await makeYear(t.db);
  const { class: owls, teacher } = await makeClass(t.db, year.id, { name: "Grade 2 Owls", grade: "2" });
  const mia = await makeStudent(t.db, { firstName: "Mia", lastName: "Santos", grade: "2" });
  await enrol(t.db, owls.id, mia.student.id);
  await t.db.update(users).set({ fullName: "Ruth Okafor" }).where(eq(users.id, teacher!.id));
  await t.db.update(users).set({ fullName: "Ana Santos", language: "es" }).where(eq(users.id, mia.guardian!.id));
  await t.db.update(users).set({ language: "es" }).where(eq(users.id, mia.user.id));
  const asTeacher = new TestClient(t.url);
  asTeacher.setCookie("sid", (await createSession(t.db, teacher!.id)).id);
  // Mia's fractions work, marked with an English comment and returned by the teacher.
  const standard = await makeStandard(t.db, { description: "Understand fractions" });
  const { assignment } = await makeAssignment(t.db, { classId: owls.id, termId: terms[0]!.id, title: "Fraction strips", standardIds: [standard.id] });
  await t.db.update(assignments).set({ instructions: "<p>Fold the paper strip in half.</p>", createdBy: teacher!.id }).where(eq(assignments.id, assignment.id));
  const work = await handIn(t.db, { assignmentId: assignment.id, studentId: mia.student.id });
  const marked = await asTeacher.mutate("PUT", `/api/teacher/work/${work.id}/marks`, { marks: [{ standardId: standard.id, level: 3 }], feedback: COMMENT });
  expect(marked.status, marked.text).toBe(200);
  expect((await asTeacher.mutate("POST", `/api/teacher/work/${work.id}/return`)).status).toBe(200);
  Object.assign(ids, { teacher: teacher!.id, guardian: mia.guardian!.id, child: mia.user.id, assignment: assignment.id });
  const sent = await asTeacher.mutate("POST", "/api/messages/conversations", { participantIds: [ids.guardian], body: ORIGINAL });
  expect(sent.status, sent.text).toBe(201);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe("translated messages", () => {
  it("a Spanish-reading family reads the teacher in Spanish with the original a tap away, and the teacher reads the reply in English", async () => {
    const guardian = await openAs(browser, t, ids.guardian);
    await guardian.page.goto("/parent/messages");
    await guardian.page.getByTestId("conversation").filter({ hasText: "Ruth Okafor" }).click();
    const message = guardian.page.getByTestId("message").first();
    const body = message.getByTestId("message-body");
    await body.filter({ hasText: "registro de lectura" }).waitFor({ timeout: 20_000 });
    expect(await body.getAttribute("lang")).toBe("es");
    expect(await message.getByTestId("translation-note").textContent()).toContain("Traducido automáticamente");

    await message.getByRole("button", { name: "Ver original" }).click();
    await body.filter({ hasText: ORIGINAL }).waitFor();
    expect(await body.getAttribute("lang")).toBe("en");
    const back = message.getByRole("button", { name: "Ver traducción" });
    await back.focus();
    await guardian.page.keyboard.press("Enter");
    await body.filter({ hasText: "registro de lectura" }).waitFor();
    expect(await message.getByRole("button", { name: "Ver original" }).isVisible()).toBe(true);

    const found = await axeEveryVariant(guardian.page, "/parent/messages translated thread");
    expect(found, found.join("\n")).toEqual([]);

    await guardian.page.getByTestId("reply-body").fill(REPLY);
    await guardian.page.getByTestId("send").click();
    await guardian.page.getByTestId("message-body").filter({ hasText: "reunión de padres" }).waitFor();
    await guardian.done();

    const teacher = await openAs(browser, t, ids.teacher);
    await teacher.page.goto("/teacher/messages");
    await teacher.page.getByTestId("conversation").filter({ hasText: "Ana Santos" }).click();
    await teacher.page.getByTestId("message-body").filter({ hasText: "parent-teacher conference" }).waitFor({ timeout: 20_000 });
    // The reply is the thread's last message (found by position: its text changes with the toggle).
    const reply = teacher.page.getByTestId("message").last();
    expect(await reply.getByTestId("message-body").getAttribute("lang")).toBe("en");
    expect(await reply.getByTestId("translation-note").textContent()).toContain("Translated automatically");
    await reply.getByRole("button", { name: "Show original" }).click();
    await reply.getByTestId("message-body").filter({ hasText: REPLY }).waitFor();
    expect(await reply.getByTestId("message-body").getAttribute("lang")).toBe("es");
    await teacher.done();
  }, 180_000);
});

describe("translated comments on returned work", () => {
  it("the family's home and the child's work screen show the teacher's comment in Spanish, the original a tap away", async () => {
    const guardian = await openAs(browser, t, ids.guardian);
    await guardian.page.goto("/parent");
    const comment = guardian.page.getByTestId("home-comment").first();
    await comment.filter({ hasText: "fracciones" }).waitFor({ timeout: 20_000 });
    expect(await comment.getAttribute("lang")).toBe("es");
    const note = guardian.page.getByTestId("translation-note").first();
    expect(await note.textContent()).toContain("Traducido automáticamente");
    await note.getByRole("button", { name: "Ver original" }).click();
    await comment.filter({ hasText: "Lovely work on your fractions" }).waitFor();
    expect(await comment.getAttribute("lang")).toBe("en");
    await guardian.done();

    const child = await openAs(browser, t, ids.child, { viewport: { width: 375, height: 812 } });
    // Speech is recorded, not played: what Listen would say and in which voice.
    await child.page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
      if ("speechSynthesis" in window) window.speechSynthesis.speak = (utterance) => void spoken.push({ text: utterance.text, lang: utterance.lang });
    });
    const spoken = async () => {
      const all = await child.page.evaluate(() => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken.splice(0));
      return all.map((u) => [u.lang, u.text]);
    };
    await child.page.goto(`/portal/assignments/${ids.assignment}/work`);
    const feedback = child.page.getByTestId("feedback");
    await feedback.filter({ hasText: "fracciones" }).waitFor({ timeout: 20_000 });
    expect(await feedback.getAttribute("lang")).toBe("es");
    // The child's toggles are big targets, and Listen reads whichever words are shown.
    const [workNote, commentNote] = [child.page.getByTestId("translation-note").first(), child.page.getByTestId("translation-note").last()];
    const toggle = commentNote.getByRole("button", { name: "Ver original" });
    expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await child.page.getByTestId("listen-feedback").isVisible()).toBe(true);
    const found = await axeEveryVariant(child.page, "/portal/assignments/:id/work translated comment");
    expect(found, found.join("\n")).toEqual([]);
    // The teacher's title and instructions in Spanish too, labelled, read in a Spanish voice.
    const title = child.page.getByTestId("work-title");
    const instructions = child.page.getByTestId("instructions");
    expect(await title.getAttribute("lang")).toBe("es");
    expect(await instructions.getAttribute("lang")).toBe("es");
    const spanishTitle = (await title.textContent())!;
    const spanishInstructions = (await instructions.textContent())!;
    expect(spanishTitle).not.toBe("Fraction strips");
    expect(spanishInstructions).toMatch(/papel/);
    expect(await workNote.textContent()).toContain("Traducido automáticamente");
    await child.page.getByTestId("listen-instructions").click();
    expect(await spoken()).toEqual([["es-US", spanishInstructions]]);
    await child.page.getByTestId("listen-instructions").click();
    // The original a tap away: marked and read as English, the screen's words in Spanish.
    const workToggle = workNote.getByRole("button", { name: "Ver original" });
    expect((await workToggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await workToggle.click();
    await title.filter({ hasText: "Fraction strips" }).waitFor();
    expect(await title.getAttribute("lang")).toBe("en");
    expect(await instructions.getAttribute("lang")).toBe("en");
    await child.page.getByTestId("listen-instructions").click();
    expect(await spoken()).toEqual([["en-US", "Fold the paper strip in half."]]);
    await child.page.getByTestId("listen-instructions").click();
    await child.page.getByTestId("listen").first().click();
    expect(await spoken()).toEqual([
      ["en-US", "Fraction strips."],
      ["en-US", "Fold the paper strip in half."],
    ]);
    await child.page.getByTestId("listen").first().click();
    await child.page.getByTestId("listen-feedback").click();
    const [[voice, words]] = (await spoken()) as [[string, string]];
    expect(voice).toBe("es-US");
    expect(words).toContain("fracciones");
    await child.page.getByTestId("listen-feedback").click();
    await toggle.click();
    await feedback.filter({ hasText: COMMENT }).waitFor();
    expect(await feedback.getAttribute("lang")).toBe("en");
    await child.page.getByTestId("listen-feedback").click();
    expect(await spoken()).toEqual([["en-US", COMMENT]]);
    // The child's list names the work in Spanish, marked as translated.
    await child.page.goto("/student/assignments");
    const listed = child.page.getByTestId("work-title-text").filter({ hasText: spanishTitle });
    await listed.first().waitFor({ timeout: 20_000 });
    expect(await listed.first().getAttribute("lang")).toBe("es");
    expect(await listed.first().getByRole("img", { name: "Traducido automáticamente" }).count()).toBe(1);
    await child.done();
  }, 120_000);
});
