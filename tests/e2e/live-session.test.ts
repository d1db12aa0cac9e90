/**
 * A live class in Chromium with a real media server (Janus), inside a network namespace of its own:
 * lo plus a veth pair on a private test address (10.201.0.1) that Janus's ICE is held to
 * (`ice_enforce_list`), so media never touches this machine's other addresses. The test re-runs itself
 * inside `unshare -n` (as root; `unshare -rn` otherwise) and the outer run passes when the inner one does.
 *
 * The journey: a child arrives early and waits (`Waiting for your teacher to let you in`, camera and
 * microphone check); a child of another class is refused; the teacher opens the room and admits the
 * child; the child's page decodes the teacher's video frames (getStats); the teacher mutes the child,
 * whose unmute the server refuses; the teacher removes the child, who cannot rejoin; the room's
 * attendance says present while the child is in, left early once removed. A quick check: the child
 * answers, the teacher sees the answer by name, the child sees only the totals once shown. Slides: the
 * teacher shows a PDF, the child sees the page shown and is refused the next one. The whiteboard: the
 * teacher gives the child the pen and the child's line reaches the teacher's board. A shared screen
 * (Chromium's fake capture): the child's page decodes the teacher's screen; the teacher lets the child
 * share, sees the child's screen, and stops it, which the child's page is told. Small groups: the
 * teacher splits two children into two groups; each child's page says which group, the teacher goes to
 * one group and only that child decodes the teacher's video; everyone back, both decode it again
 * without a reload. Two media servers: the one holding the room is stopped mid-lesson, and the child's
 * and the teacher's pages decode video again on the other without a reload. axe finds nothing
 * on the waiting room and on the session (teacher's and child's).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { classSessions, liveRooms, users } from "../../server/db/schema";
import { launchBrowser } from "../support/browser";
import { axeViolations } from "../support/axe";
import { TEMPLATE_ENV } from "../support/pglite-template-global-setup";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { slidesPdf } from "../support/sample-files";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const IN_NAMESPACE = process.env.LIVE_E2E_NETNS === "1";

const MIN = 60_000;
if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

describe.skipIf(JANUS_MISSING || IN_NAMESPACE)("a live class (outside)", () => {
  it("runs inside its own network namespace", { timeout: 300_000 }, () => {
    const inner = [
      "set -e",
      "ip link set lo up",
      "ip link add va type veth peer name vb",
      "ip addr add 10.201.0.1/24 dev va",
      "ip link set va up",
      "ip link set vb up",
      "exec npx vitest run --project e2e tests/e2e/live-session.test.ts",
    ].join("; ");
    // The inner run copies this run's migrated PGlite instead of making its own (and skips the shared
    // server of tests/support/e2e-global-setup.ts, which it does not use).
    const env = { ...process.env, LIVE_E2E_NETNS: "1", [TEMPLATE_ENV]: inject("pgliteTemplate") };
    const asRoot = process.getuid?.() === 0;
    const result = spawnSync("unshare", [asRoot ? "-n" : "-rn", "sh", "-c", inner], { env, encoding: "utf8", timeout: 290_000 });
    expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-6000)).toBe(0);
    expect(result.stdout).toMatch(/4 passed/);
  });
});

describe.skipIf(JANUS_MISSING || !IN_NAMESPACE)("a live class", () => {
  /** Two media servers: the room is placed on one, and the other carries it once that one is stopped. */
  const janus: TestJanus[] = [];
  let t: TestApp;
  let browser: Browser;
  const ids = {} as Record<"teacher" | "ada" | "adaStudent" | "ben" | "dee" | "session", string>;

  beforeAll(async () => {
    janus.push(await startTestJanus({ iceEnforceList: "va" }), await startTestJanus({ iceEnforceList: "va", rtpPortRange: "31000-31999" }));
    const servers = janus.map((j) => ({ url: j.live.janusUrl!, adminKey: j.live.adminKey, apiSecret: j.live.apiSecret }));
    t = await startTestApp("pglite", {
      config: { clientDir: path.resolve("build/client"), live: { ...janus[0]!.live, janusUrl: undefined, janusServers: servers } },
    });
    const { year } = await makeYear(t.db);
    const otters = await makeClass(t.db, year.id, { name: "Grade 1 Otters" });
    const badgers = await makeClass(t.db, year.id, { name: "Grade 2 Badgers" });
    await t.db.update(users).set({ fullName: "Grace Hopper" }).where(eq(users.id, otters.teacher!.id));
    const ada = await makeStudent(t.db, { firstName: "Ada" });
    const dee = await makeStudent(t.db, { firstName: "Dee" });
    const ben = await makeStudent(t.db, { firstName: "Ben" });
    await enrol(t.db, otters.class.id, ada.student.id);
    await enrol(t.db, otters.class.id, ben.student.id);
    await enrol(t.db, badgers.class.id, dee.student.id);
    // Starts in five minutes: Ada is early.
    const [session] = await t.db
      .insert(classSessions)
      .values({ classId: otters.class.id, startsAt: new Date(Date.now() + 5 * MIN), endsAt: new Date(Date.now() + 45 * MIN) })
      .returning();
    Object.assign(ids, { teacher: otters.teacher!.id, ada: ada.user.id, adaStudent: ada.student.id, ben: ben.user.id, dee: dee.user.id, session: session!.id });
    browser = await launchBrowser({ fakeMedia: true, args: ["--allow-loopback-in-peer-connection"] });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    for (const j of janus) await j.stop();
  });

  /** A signed-in page; the answers the journey expects to fail are listed, anything else fails the test. */
  async function open(userId: string, expected: RegExp[] = [], viewport = { width: 1280, height: 900 }, theme: "light" | "dark" = "light") {
    const context = await browser.newContext({ baseURL: t.url, viewport, colorScheme: theme, timezoneId: "America/New_York", bypassCSP: true });
    const session = await createSession(t.db, userId);
    await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
    // Every peer connection of the page, for reading getStats.
    await context.addInitScript(() => {
      const Native = window.RTCPeerConnection;
      const all: RTCPeerConnection[] = [];
      (window as unknown as { __peers: RTCPeerConnection[] }).__peers = all;
      window.RTCPeerConnection = class extends Native {
        constructor(config?: RTCConfiguration) {
          super(config);
          all.push(this);
        }
      } as typeof RTCPeerConnection;
    });
    const page = await context.newPage();
    const problems: string[] = [];
    const failedAsExpected = new Set<string>();
    page.on("response", (res) => {
      if (res.status() < 400) return;
      const where = `${res.status()} ${new URL(res.url()).pathname}`;
      if (expected.some((e) => e.test(where))) failedAsExpected.add(res.url());
      else problems.push(`unexpected ${where}`);
    });
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      if (msg.text().startsWith("Failed to load resource") && failedAsExpected.has(msg.location().url)) return;
      problems.push(`console error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
    await page.goto(`/video-session/${ids.session}`);
    return {
      page,
      done: async () => {
        await context.close();
        expect(problems, problems.join("\n")).toEqual([]);
      },
    };
  }

  const framesDecoded = (page: Page) =>
    page.evaluate(async () => {
      let frames = 0;
      for (const pc of (window as unknown as { __peers: RTCPeerConnection[] }).__peers) {
        const stats = await pc.getStats();
        stats.forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
          if (s.type === "inbound-rtp" && s.kind === "video") frames += s.framesDecoded ?? 0;
        });
      }
      return frames;
    });

  /** Frames decoded by the page's open connections only (those closed with a stopped media server do not count). */
  const liveFramesDecoded = (page: Page) =>
    page.evaluate(async () => {
      let frames = 0;
      for (const pc of (window as unknown as { __peers: RTCPeerConnection[] }).__peers) {
        if (pc.connectionState === "closed") continue;
        const stats = await pc.getStats();
        stats.forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
          if (s.type === "inbound-rtp" && s.kind === "video") frames += s.framesDecoded ?? 0;
        });
      }
      return frames;
    });

  const clean = async (page: Page, scope?: string) => expect(await axeViolations(page, scope)).toEqual([]);

  /** Ada's attendance for the session as the room makes it, read by the teacher (docs/api/attendance.md). */
  const adaAttendance = async (teacherPage: Page) => {
    const res = await teacherPage.request.get(`/api/teacher/sessions/${ids.session}/attendance`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: { children: { studentId: string; status: string | null; computed: { status: string } | null }[] } };
    return body.data.children.find((c) => c.studentId === ids.adaStudent)?.computed?.status;
  };

  it("an early child waits, a child of another class is refused, and the waiting room passes axe", { timeout: 90_000 }, async () => {
    const dee = await open(ids.dee, [/^404 \/api\/live\/sessions\//]);
    await expect.poll(() => dee.page.getByText("We could not find that session.").isVisible(), { timeout: 20_000 }).toBe(true);
    await dee.done();

    const ada = await open(ids.ada, [], { width: 375, height: 800 });
    await ada.page.getByTestId("waiting-message").waitFor({ timeout: 20_000 });
    expect(await ada.page.getByTestId("waiting-message").textContent()).toBe("Waiting for your teacher to let you in");
    await expect.poll(() => ada.page.getByRole("meter", { name: "Microphone sound level" }).isVisible()).toBe(true);
    expect(await ada.page.getByTestId("not-recorded").textContent()).toContain("not recorded");
    await clean(ada.page);
    await ada.done();
  });

  it(
    "the teacher opens and admits; the child decodes the teacher's video; the teacher's mute holds; the session passes axe",
    { timeout: 120_000 },
    async () => {
      const ada = await open(ids.ada, [/^409 \/api\/live\/sessions\/[^/]+\/me$/, /^403 \/api\/live\/sessions\/[^/]+\/slides\/[^/]+\/pages\/3$/]);
      await ada.page.getByTestId("waiting-message").waitFor({ timeout: 20_000 });
      const teacher = await open(ids.teacher);
      await teacher.page.getByRole("button", { name: "Open the room" }).click({ timeout: 20_000 });
      await teacher.page.getByRole("button", { name: "Admit Ada" }).click({ timeout: 20_000 });
      await ada.page.getByTestId("teacher-video").waitFor({ timeout: 30_000 });
      await expect.poll(() => framesDecoded(ada.page), { timeout: 30_000, interval: 500 }).toBeGreaterThan(10);
      // In the room before the start: present.
      await expect.poll(() => adaAttendance(teacher.page), { timeout: 10_000 }).toBe("present");
      // A quick check (thumbs): Ada answers; the teacher sees her answer by name; the class sees only the totals, once shown.
      await teacher.page.getByTestId("check-new").click({ timeout: 20_000 });
      await teacher.page.getByRole("button", { name: "Ask the class" }).click();
      await ada.page.getByTestId("learner-quick-check").waitFor({ timeout: 20_000 });
      await ada.page.getByTestId("thumb-up").click();
      await ada.page.getByTestId("check-mine").waitFor({ timeout: 20_000 });
      await expect.poll(() => teacher.page.getByTestId("check-answers").textContent(), { timeout: 20_000 }).toContain("Ada");
      expect(await ada.page.getByTestId("learner-quick-check").getByTestId("check-totals").count()).toBe(0);
      await teacher.page.getByRole("button", { name: "Show totals to the class" }).click();
      const totals = ada.page.getByTestId("learner-quick-check").getByTestId("check-totals");
      await totals.waitFor({ timeout: 20_000 });
      expect(await totals.textContent()).not.toContain("Ada");
      await clean(teacher.page);
      await clean(ada.page);
      // Slides: the teacher uploads a 3-page PDF and shows it; Ada sees slide 1, then 2 when the teacher turns, never 3.
      await teacher.page.getByTestId("slides-open").click();
      await teacher.page
        .getByTestId("slides-picker")
        .locator("input[type=file]")
        .setInputFiles({ name: "Fractions.pdf", mimeType: "application/pdf", buffer: await slidesPdf(3) });
      const adaSlide = ada.page.getByTestId("slide-image");
      await expect.poll(() => adaSlide.getAttribute("alt"), { timeout: 30_000 }).toMatch(/^Slide 1 of 3: /);
      expect(await ada.page.getByTestId("slide-next").count()).toBe(0);
      await teacher.page.getByTestId("slide-next").click();
      await expect.poll(() => adaSlide.getAttribute("alt"), { timeout: 20_000 }).toMatch(/^Slide 2 of 3: /);
      await expect.poll(() => adaSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
      const third = await ada.page.request.get(((await adaSlide.getAttribute("src")) ?? "").replace(/\/pages\/2(?=$|\?)/, "/pages/3"));
      expect(third.status()).toBe(403);
      await clean(teacher.page);
      await clean(ada.page);
      // The whiteboard: the teacher opens it and gives Ada the pen; her line reaches the teacher's board.
      await teacher.page.getByTestId("board-open").click();
      await teacher.page.getByTestId("board-give-pen").click();
      const adaBoard = ada.page.getByTestId("board-surface");
      await adaBoard.waitFor({ timeout: 20_000 });
      await expect.poll(() => ada.page.getByTestId("board-pen-note").textContent(), { timeout: 20_000 }).toBe("You have the pen. You can draw on the board.");
      await adaBoard.scrollIntoViewIfNeeded();
      const box = (await adaBoard.boundingBox())!;
      await ada.page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
      await ada.page.mouse.down();
      for (let i = 1; i <= 10; i++) await ada.page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * 0.5);
      await ada.page.mouse.up();
      await expect.poll(() => teacher.page.getByTestId("board-surface").locator("path").count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await teacher.page.getByTestId("board-take-pen").click();
      await expect.poll(() => ada.page.getByTestId("board-pen-note").textContent(), { timeout: 20_000 }).not.toContain("You have the pen");
      await clean(teacher.page);
      await clean(ada.page);
      // A shared screen: the teacher's reaches Ada's page large, its frames decoded; then the teacher lets Ada share hers and stops it.
      await teacher.page.getByTestId("share-screen").click();
      await teacher.page.getByTestId("own-screen").waitFor({ timeout: 20_000 });
      const adaSees = ada.page.getByTestId("shared-screen");
      await adaSees.waitFor({ timeout: 30_000 });
      expect(await adaSees.getAttribute("aria-label")).toBe("Grace Hopper's screen");
      await expect
        .poll(() => adaSees.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames), { timeout: 30_000, interval: 500 })
        .toBeGreaterThan(10);
      expect(await ada.page.getByTestId("share-screen").count()).toBe(0);
      await clean(teacher.page);
      await clean(ada.page);
      await teacher.page.getByTestId("stop-share").click();
      await expect.poll(() => adaSees.count(), { timeout: 20_000 }).toBe(0);
      await teacher.page.getByRole("button", { name: "Allow screen share for Ada" }).click();
      await ada.page.getByTestId("share-screen").click({ timeout: 20_000 });
      await ada.page.getByTestId("own-screen").waitFor({ timeout: 20_000 });
      const teacherSees = teacher.page.getByTestId("shared-screen");
      await teacherSees.waitFor({ timeout: 30_000 });
      expect(await teacherSees.getAttribute("aria-label")).toBe("Ada's screen");
      await expect.poll(() => teacher.page.getByTestId("participant-Ada").textContent(), { timeout: 20_000 }).toContain("Sharing screen");
      await teacher.page.getByRole("button", { name: "Stop screen share for Ada" }).click();
      await ada.page.getByText("Your screen is no longer shared.").waitFor({ timeout: 20_000 });
      await expect.poll(() => ada.page.getByTestId("own-screen").count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => teacherSees.count(), { timeout: 20_000 }).toBe(0);
      await clean(teacher.page);
      await clean(ada.page);
      // Small groups: Ada and Ben in two groups; the teacher goes to Ada's, so only Ada sees the teacher; then everyone back.
      const ben = await open(ids.ben);
      await ben.page.getByTestId("waiting-message").waitFor({ timeout: 20_000 });
      await teacher.page.getByRole("button", { name: "Admit Ben" }).click({ timeout: 20_000 });
      await ben.page.getByTestId("teacher-video").waitFor({ timeout: 30_000 });
      await teacher.page.getByTestId("groups-plan").click();
      await teacher.page.getByTestId("groups-start").click();
      await ada.page.getByTestId("my-group").waitFor({ timeout: 20_000 });
      await ben.page.getByTestId("my-group").waitFor({ timeout: 20_000 });
      expect(await ada.page.getByTestId("my-group-name").textContent()).toMatch(/^You are in Group [12]$/);
      expect(await ada.page.getByTestId("my-group-name").textContent()).not.toBe(await ben.page.getByTestId("my-group-name").textContent());
      await teacher.page.locator('[data-testid^="group-"]', { hasText: "Ada" }).getByRole("button").click();
      await expect.poll(() => teacher.page.getByTestId("host-place").textContent(), { timeout: 20_000 }).toMatch(/^You are in Group [12]$/);
      const adaTeacher = ada.page.getByTestId("teacher-video");
      await adaTeacher.waitFor({ timeout: 30_000 });
      await expect
        .poll(() => adaTeacher.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames), { timeout: 30_000, interval: 500 })
        .toBeGreaterThan(10);
      expect(await ben.page.getByTestId("teacher-video").count()).toBe(0);
      await clean(teacher.page);
      await clean(ada.page);
      await clean(ben.page);
      await teacher.page.getByTestId("groups-end").click();
      await expect.poll(() => ada.page.getByTestId("my-group").count(), { timeout: 20_000 }).toBe(0);
      const benTeacher = ben.page.getByTestId("teacher-video");
      await benTeacher.waitFor({ timeout: 30_000 });
      await expect
        .poll(() => benTeacher.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames), { timeout: 30_000, interval: 500 })
        .toBeGreaterThan(10);
      await ada.page.getByTestId("teacher-video").waitFor({ timeout: 30_000 });
      await ben.done();
      // The teacher sees Ada in the room, then mutes her: Ada cannot unmute herself.
      await teacher.page.getByRole("button", { name: "Mute Ada" }).click({ timeout: 20_000 });
      await ada.page.getByTestId("hard-muted").waitFor({ timeout: 20_000 });
      await ada.page.getByRole("button", { name: "Unmute me" }).click();
      await ada.page.getByText("Your teacher has muted you. Raise your hand to ask to talk.").waitFor({ timeout: 20_000 });
      await clean(teacher.page);
      await clean(ada.page);
      await teacher.done();
      await ada.done();
    },
  );

  it("a media server stops mid-lesson: the room moves to the other, and the pages show video again without a reload", { timeout: 90_000 }, async () => {
    const ada = await open(ids.ada, [/^503 \/api\/live\/sessions\/[^/]+\/token$/]);
    const teacher = await open(ids.teacher, [/^503 \/api\/live\/sessions\/[^/]+\/token$/]);
    await ada.page.getByTestId("teacher-video").waitFor({ timeout: 30_000 });
    await expect.poll(() => liveFramesDecoded(ada.page), { timeout: 30_000, interval: 500 }).toBeGreaterThan(10);
    const [before] = await t.db.select().from(liveRooms).where(eq(liveRooms.classSessionId, ids.session));
    await janus[Number(before!.mediaServer) - 1]!.stop();
    await expect
      .poll(async () => (await t.db.select().from(liveRooms).where(eq(liveRooms.classSessionId, ids.session)))[0]!.mediaServer, { timeout: 20_000 })
      .not.toBe(before!.mediaServer);
    // Only the new connections count: the ones to the stopped server are closed.
    await expect.poll(() => liveFramesDecoded(ada.page), { timeout: 45_000, interval: 500 }).toBeGreaterThan(10);
    await expect.poll(() => liveFramesDecoded(teacher.page), { timeout: 45_000, interval: 500 }).toBeGreaterThan(10);
    expect(await ada.page.getByTestId("live-lost").count()).toBe(0);
    await clean(ada.page);
    await teacher.done();
    await ada.done();
  });

  it("the teacher removes the child, who cannot rejoin", { timeout: 90_000 }, async () => {
    const ada = await open(ids.ada, [/^403 \/api\/live\/sessions\/[^/]+\/arrive$/]);
    await ada.page.getByRole("button", { name: "Raise my hand" }).waitFor({ timeout: 30_000 });
    const teacher = await open(ids.teacher);
    await teacher.page.getByRole("button", { name: "Remove Ada" }).click({ timeout: 30_000 });
    await teacher.page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await ada.page.getByTestId("live-removed").waitFor({ timeout: 20_000 });
    // Out of the room long before the end: left early.
    await expect.poll(() => adaAttendance(teacher.page), { timeout: 10_000 }).toBe("left_early");
    await ada.page.reload();
    await ada.page.getByTestId("live-removed").waitFor({ timeout: 20_000 });
    await teacher.done();
    await ada.done();
  });
});
