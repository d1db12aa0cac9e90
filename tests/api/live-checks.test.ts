/**
 * Quick checks in the live room (issue 35, docs/api/live.md "Quick checks") over real HTTP and the
 * signalling WebSocket, with a real media server like tests/api/live.test.ts: the teacher asks thumbs,
 * multiple-choice, number and word checks; each child's view (answered or pushed) holds their own
 * answer only, and the totals (no names) only while the teacher shows them; the teacher sees every
 * answer with the child's name; a child cannot ask or close a check, answer a closed one or answer
 * while waiting or removed; bad answers are refused; a child of another class is told the session does
 * not exist; the checks stay with the session after the room ends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveCheck, LiveSessionView } from "#common/schemas/learning/live";
import { LIVE_SESSION_NOT_FOUND } from "../../server/learning/access";
import { CHECK_CLOSED, CHECK_NOT_FOUND, NOT_A_CHOICE, NOT_A_NUMBER, NOT_A_THUMB, ONLY_CHILDREN_ANSWER, WORD_TOO_LONG } from "../../server/learning/live/checks";
import { NOT_ADMITTED, SESSION_OVER } from "../../server/learning/live/rooms";
import type { TestClient } from "../support/http-client";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { liveSessionApi } from "../support/live-api";
import { PushedViews } from "../support/live-socket";
import { liveClassWorld } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

describe.skipIf(JANUS_MISSING).each(DATABASE_KINDS)("quick checks in a live class on %s", (kind) => {
  let janus: TestJanus;
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"teacher" | "ada" | "ben" | "cy" | "dee", TestClient>;

  const build = () => liveClassWorld(t.db);

  const { sids, signIn, path, call, read, viewOf, wsUrl, startLesson } = liveSessionApi(
    () => t,
    () => w.session.id,
  );
  const checkOf = async (c: TestClient): Promise<LiveCheck | null> => (await viewOf(c)).check;
  const ask = async (body: unknown) => (await call(as.teacher, "POST", "/checks", body)).json<{ data: LiveSessionView }>().data.check!;
  const answer = (c: TestClient, checkId: string, value: string, status = 200) => call(c, "PUT", `/checks/${checkId}/answer`, { answer: value }, status);
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

  beforeAll(async () => {
    janus = await startTestJanus();
    t = await startTestApp(kind, { config: { live: janus.live } });
    w = await build();
    as.teacher = await signIn("teacher", w.a.teacher!.id);
    for (const name of ["ada", "ben", "cy", "dee"] as const) as[name] = await signIn(name, w[name].user.id);
    // The room as a lesson starts: the teacher opens it, Ada and Ben are let in, Cy still waits.
    await startLesson(as.teacher, [as.ada, as.ben, as.cy], { userIds: [w.ada.user.id, w.ben.user.id] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await janus?.stop();
  });

  it("a thumbs check: each child sees their own answer only, the totals (no names) only when shown; the teacher sees names", async () => {
    // A child cannot ask.
    await call(as.ada, "POST", "/checks", { kind: "thumbs" }, 403);
    const check = await ask({ kind: "thumbs" });
    expect(check).toMatchObject({ kind: "thumbs", question: null, open: true, totalsShown: false, answers: [] });
    expect(check.totals).toEqual([
      { answer: "up", count: 0 },
      { answer: "sideways", count: 0 },
      { answer: "down", count: 0 },
    ]);
    // A child cannot close it or show its totals either.
    await call(as.ada, "PATCH", `/checks/${check.id}`, { closed: true }, 403);
    await call(as.ada, "PATCH", `/checks/${check.id}`, { totalsShown: true }, 403);

    const adaSocket = await PushedViews.open(wsUrl(), sids.ada!);
    await answer(as.ada, check.id, "up");
    await answer(as.ben, check.id, "down");
    await answer(as.ada, check.id, "sideways"); // changed until the check closes

    const adaCheck = await checkOf(as.ada);
    expect(adaCheck).toEqual({ ...check, answers: null, totals: null, mine: "sideways" });
    expect((await checkOf(as.ben))!.mine).toBe("down");
    // Cy waits: no check in the view, and no answer.
    expect(await checkOf(as.cy)).toBeNull();
    expect(message(await answer(as.cy, check.id, "up", 409))).toBe(NOT_ADMITTED);

    const host = (await checkOf(as.teacher))!;
    expect(host.answers!.map((a) => [a.name, a.answer]).sort()).toEqual([
      ["Ada", "sideways"],
      ["Ben", "down"],
    ]);
    expect(host.totals).toEqual([
      { answer: "up", count: 0 },
      { answer: "sideways", count: 1 },
      { answer: "down", count: 1 },
    ]);

    await call(as.teacher, "PATCH", `/checks/${check.id}`, { totalsShown: true });
    const shown = (await checkOf(as.ada))!;
    expect(shown).toMatchObject({ totalsShown: true, mine: "sideways", answers: null, totals: host.totals });
    expect(JSON.stringify(shown)).not.toMatch(/Ben|Ada/);
    expect(JSON.stringify(shown)).not.toContain(w.ben.user.id);

    // What Ada's page was pushed: never Ben's answer by name, nor any count before the totals were shown.
    const pushed = await adaSocket.next((v) => v.check?.totalsShown === true);
    expect(pushed.check).toEqual(shown);
    for (const view of adaSocket.views) {
      expect(JSON.stringify(view.check)).not.toContain(w.ben.user.id);
      expect(view.check?.answers ?? null).toBeNull();
      if (!view.check?.totalsShown) expect(view.check?.totals ?? null).toBeNull();
    }
    adaSocket.close();
  });

  it("a multiple-choice check closes the one before; a closed check, a choice not offered, a bad number or a long word are refused", async () => {
    const thumbs = (await checkOf(as.teacher))!;
    await call(as.teacher, "POST", "/checks", { kind: "choice", question: "2 + 2?", choices: ["3"] }, 400);
    await call(as.teacher, "POST", "/checks", { kind: "number" }, 400);
    await call(as.teacher, "POST", "/checks", { kind: "choice", question: "2 + 2?", choices: ["4", "4"] }, 400);
    const choice = await ask({ kind: "choice", question: "2 + 2?", choices: ["3", "4", "5"] });
    expect(choice).toMatchObject({ kind: "choice", question: "2 + 2?", choices: ["3", "4", "5"], open: true, totalsShown: false });
    // The thumbs check closed: no more answers to it.
    expect(message(await answer(as.ada, thumbs.id, "up", 409))).toBe(CHECK_CLOSED);

    await answer(as.ada, choice.id, "4");
    expect(message(await answer(as.ben, choice.id, "7", 400))).toBe(NOT_A_CHOICE);
    await answer(as.ben, choice.id, "3");
    expect(await checkOf(as.ada)).toMatchObject({ id: choice.id, mine: "4", totals: null, answers: null });
    expect(await checkOf(as.ben)).toMatchObject({ id: choice.id, mine: "3", totals: null, answers: null });
    // The teacher does not answer; another room's or a made-up check is not found.
    expect(message(await answer(as.teacher, choice.id, "4", 403))).toBe(ONLY_CHILDREN_ANSWER);
    expect(message(await answer(as.ada, "00000000-0000-4000-8000-000000000000", "4", 404))).toBe(CHECK_NOT_FOUND);
    expect((await as.ada.mutate("PUT", path("/checks/not-a-uuid/answer"), { answer: "4" })).status).toBe(404);

    const number = await ask({ kind: "number", question: "How many legs has a spider?" });
    expect(message(await answer(as.ada, number.id, "eight", 400))).toBe(NOT_A_NUMBER);
    expect(message(await answer(as.ada, number.id, "up", 400))).toBe(NOT_A_NUMBER);
    await answer(as.ada, number.id, "08");
    await answer(as.ben, number.id, "8");
    expect((await checkOf(as.ada))!.mine).toBe("8");

    const word = await ask({ kind: "word", question: "A word that rhymes with cat" });
    expect(message(await answer(as.ada, word.id, "h".repeat(41), 400))).toBe(WORD_TOO_LONG);
    expect(message(await answer(as.ada, thumbs.id, "sideways", 409))).toBe(CHECK_CLOSED);
    await answer(as.ada, word.id, "Hat");
    await answer(as.ben, word.id, "hat ");
    await call(as.teacher, "PATCH", `/checks/${word.id}`, { closed: true, totalsShown: true });
    expect(await checkOf(as.ada)).toMatchObject({ open: false, mine: "Hat", totals: [{ answer: "hat", count: 2 }], answers: null });
    expect(message(await answer(as.ada, word.id, "bat", 409))).toBe(CHECK_CLOSED);
    // A thumb is not a word check's answer, and a word is not a thumb.
    const again = await ask({ kind: "thumbs", question: "Ready?" });
    expect(message(await answer(as.ada, again.id, "Hat", 400))).toBe(NOT_A_THUMB);
    // A removed child cannot answer (as in the chat).
    await call(as.teacher, "POST", `/participants/${w.cy.user.id}`, { action: "remove" });
    expect(message(await answer(as.cy, again.id, "up", 409))).toBe(NOT_ADMITTED);
  });

  it("a child of another class is told the session does not exist; a child cannot read the evidence", async () => {
    const open = (await checkOf(as.teacher))!;
    for (const res of [
      await as.dee.mutate("PUT", path(`/checks/${open.id}/answer`), { answer: "up" }),
      await as.dee.mutate("POST", path("/checks"), { kind: "thumbs" }),
      await as.dee.mutate("PATCH", path(`/checks/${open.id}`), { closed: true }),
      await as.dee.get(path("/checks")),
    ]) {
      expect(res.status).toBe(404);
      expect(message(res)).toBe(LIVE_SESSION_NOT_FOUND);
    }
    expect((await as.ada.get(path("/checks"))).status).toBe(403);
  });

  it("the checks and answers stay with the session after the room ends, for the teacher", async () => {
    const last = (await checkOf(as.teacher))!;
    await call(as.teacher, "POST", "/end", {});
    expect(await checkOf(as.teacher)).toBeNull();
    expect(message(await answer(as.ada, last.id, "up", 409))).toBe(SESSION_OVER);
    const checks = await read<LiveCheck[]>(as.teacher, "/checks");
    expect(checks.map((c) => c.kind)).toEqual(["thumbs", "choice", "number", "word", "thumbs"]);
    // Every check is closed now (the last one with the room).
    expect(checks.every((c) => !c.open && c.closedAt !== null)).toBe(true);
    expect(checks[0]!.answers!.map((a) => [a.name, a.answer]).sort()).toEqual([
      ["Ada", "sideways"],
      ["Ben", "down"],
    ]);
    expect(checks[1]!.totals).toEqual([
      { answer: "3", count: 1 },
      { answer: "4", count: 1 },
      { answer: "5", count: 0 },
    ]);
    expect(checks[2]!.answers!.map((a) => a.answer)).toEqual(["8", "8"]);
  });
});
