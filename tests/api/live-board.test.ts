/**
 * The whiteboard in the live room (issue 35, docs/api/live.md "Whiteboard") over real HTTP and the
 * signalling WebSocket, with a real media server like tests/api/live-checks.test.ts: the teacher
 * draws; a child without the pen is refused; the pen given to one child lets that child draw, and the
 * stroke reaches another child's page and the teacher's; taking the pen back refuses the next stroke
 * at once; a child cannot erase the teacher's line; out-of-bounds strokes are refused and store
 * nothing; clearing empties the board; the board saves as a PNG file of the teacher's; after the room
 * ends strokes are refused and the teacher still reads the board.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveBoardStroke } from "#common/schemas/learning/live";
import { files, liveBoardStrokes } from "../../server/db/schema";
import { LIVE_SESSION_NOT_FOUND } from "../../server/learning/access";
import { BOARD_CLOSED, NO_PEN, NOT_YOUR_STROKE } from "../../server/learning/live/board";
import { NOT_ADMITTED, SESSION_OVER } from "../../server/learning/live/rooms";
import type { TestClient } from "../support/http-client";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { liveSessionApi } from "../support/live-api";
import { PushedViews } from "../support/live-socket";
import { liveClassWorld } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

describe.skipIf(JANUS_MISSING).each(DATABASE_KINDS)("the whiteboard in a live class on %s", (kind) => {
  let janus: TestJanus;
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"teacher" | "ada" | "ben" | "cy" | "dee", TestClient>;

  const build = () => liveClassWorld(t.db);

  const { sids, signIn, path, call, read, viewOf, wsUrl, startLesson } = liveSessionApi(
    () => t,
    () => w.session.id,
  );
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
  const boardOf = async (c: TestClient) => (await viewOf(c)).board;
  const strokesOf = async (c: TestClient) => (await read<{ strokes: LiveBoardStroke[] }>(c, "/board")).strokes;
  const line = (from: number, to: number, n = 5) => Array.from({ length: n }, (_, i) => [from + ((to - from) * i) / (n - 1), 0.5]);
  const draw = (c: TestClient, points: number[][], status = 200) => call(c, "POST", "/board/strokes", { points, colour: "blue", size: "medium" }, status);
  const storedStrokes = async () => (await t.db.select({ n: count() }).from(liveBoardStrokes))[0]!.n;
  const socket = (name: string) => PushedViews.open(wsUrl(), sids[name]!);

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

  it("the teacher opens the board and draws; a child without the pen is refused; the board's state is in the views", async () => {
    expect(await boardOf(as.teacher)).toEqual({ open: false, background: "blank", pen: "none", penUserId: null, mayDraw: false, strokeCount: 0 });
    expect(await boardOf(as.ada)).toBeNull();
    expect(message(await draw(as.teacher, line(0.1, 0.4), 409))).toBe(BOARD_CLOSED);
    // A child cannot open the board or give themselves the pen.
    await call(as.ada, "PATCH", "/board", { open: true }, 403);
    await call(as.ada, "PATCH", "/board", { pen: "all" }, 403);
    await call(as.teacher, "PATCH", "/board", { open: true });
    const drawn = (await draw(as.teacher, line(0.1, 0.4))).json<{ data: LiveBoardStroke }>().data;
    expect(drawn).toMatchObject({ colour: "blue", size: "medium", mine: true });
    expect(drawn.points).toHaveLength(5);
    expect(await boardOf(as.ada)).toEqual({ open: true, background: "blank", pen: "none", penUserId: null, mayDraw: false, strokeCount: 1 });
    expect(message(await draw(as.ada, line(0.2, 0.3), 403))).toBe(NO_PEN);
    // Cy waits: no board, no strokes, no drawing.
    expect(await boardOf(as.cy)).toBeNull();
    expect(message(await draw(as.cy, line(0.2, 0.3), 409))).toBe(NOT_ADMITTED);
    expect((await as.cy.get(path("/board"))).status).toBe(409);
    expect(await strokesOf(as.ada)).toEqual([{ ...drawn, mine: false }]);
  });

  it("the pen given to Ada: her stroke is accepted and reaches Ben's page and the teacher's; Ben's is refused; taken back, her next stroke is refused at once", async () => {
    const [ben, teacher] = await Promise.all([socket("ben"), socket("teacher")]);
    await ben.next((v) => v.board?.open === true);
    await call(as.teacher, "PATCH", "/board", { pen: "one", penUserId: w.ada.user.id });
    expect(await boardOf(as.ada)).toMatchObject({ pen: "one", penUserId: null, mayDraw: true });
    expect(await boardOf(as.ben)).toMatchObject({ pen: "one", penUserId: null, mayDraw: false });
    expect(await boardOf(as.teacher)).toMatchObject({ pen: "one", penUserId: w.ada.user.id, mayDraw: true });

    const adas = (await draw(as.ada, line(0.5, 0.9))).json<{ data: LiveBoardStroke }>().data;
    for (const page of [ben, teacher]) {
      const got = await page.nextBoard((m) => m.stroke?.id === adas.id);
      expect(got.stroke).toEqual({ ...adas, mine: false });
    }
    expect(message(await draw(as.ben, line(0.5, 0.9), 403))).toBe(NO_PEN);
    // Ada may not erase the teacher's line (nor Ben hers).
    const teachers = (await strokesOf(as.teacher)).find((s) => s.id !== adas.id)!;
    expect(message(await call(as.ada, "DELETE", `/board/strokes/${teachers.id}`, undefined, 403))).toBe(NOT_YOUR_STROKE);
    expect(message(await call(as.ben, "DELETE", `/board/strokes/${adas.id}`, undefined, 403))).toBe(NO_PEN);

    await call(as.teacher, "PATCH", "/board", { pen: "none" });
    expect(message(await draw(as.ada, line(0.5, 0.9), 403))).toBe(NO_PEN);
    // Ada erases her own line while she has the pen again; the pages are told.
    await call(as.teacher, "PATCH", "/board", { pen: "all" });
    await call(as.ada, "DELETE", `/board/strokes/${adas.id}`, undefined);
    await ben.nextBoard((m) => m.erased === adas.id);
    await call(as.teacher, "PATCH", "/board", { pen: "none" });
    // Nobody's page was told who drew a stroke.
    expect(JSON.stringify(ben.board)).not.toContain(w.ada.user.id);
    ben.close();
    teacher.close();
  });

  it("strokes out of bounds are refused and store nothing", async () => {
    const before = await storedStrokes();
    await draw(
      as.teacher,
      Array.from({ length: 2_001 }, () => [0.5, 0.5]),
      400,
    );
    await draw(
      as.teacher,
      [
        [0.5, 0.5],
        [1.5, 0.5],
      ],
      400,
    );
    await draw(as.teacher, [[0.5, -0.1]], 400);
    await draw(as.teacher, [[0.5, 0.5, 0.5, 0.5]], 400);
    await call(as.teacher, "POST", "/board/strokes", { points: [[0.5, 0.5]], colour: "pink", size: "medium" }, 400);
    await call(as.teacher, "POST", "/board/strokes", { points: [[0.5, 0.5]], colour: "blue", size: "huge" }, 400);
    // A body beyond the contract's 128 kB is refused before it is read.
    const huge = Array.from({ length: 5_000 }, () => [0.1234567890123456, 0.6543210987654321]);
    expect((await as.teacher.mutate("POST", path("/board/strokes"), { points: huge, colour: "blue", size: "small" })).status).toBe(413);
    expect(await storedStrokes()).toBe(before);
    // 2,000 points is the most a stroke may have; such a long stroke goes to the pages as its id (too big for the bus).
    const ben = await socket("ben");
    const long = (
      await draw(
        as.teacher,
        Array.from({ length: 2_000 }, (_, i) => [i / 2_000, 0.25, 0.5]),
      )
    ).json<{ data: LiveBoardStroke }>().data;
    expect((await ben.nextBoard((m) => m.strokeId === long.id)).stroke).toBeUndefined();
    ben.close();
  });

  it("the board saves as a PNG file of the teacher's; clearing empties it", async () => {
    const res = await call(as.teacher, "POST", "/board/save", {});
    const saved = res.json<{ data: { fileId: string; name: string } }>().data;
    expect(saved.name).toMatch(/^Whiteboard Otters .+\.png$/);
    const [file] = await t.db.select().from(files).where(eq(files.id, saved.fileId));
    expect(file).toMatchObject({ ownerUserId: w.a.teacher!.id, contentType: "image/png", originalName: saved.name });
    const content = await fetch(`${t.url}/api/files/${saved.fileId}/content`, { headers: { cookie: `sid=${sids.teacher}` } });
    expect(content.status).toBe(200);
    const bytes = Buffer.from(await content.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    await call(as.ada, "POST", "/board/save", {}, 403);

    await call(as.ada, "PATCH", "/board", { clear: true }, 403);
    await call(as.teacher, "PATCH", "/board", { clear: true });
    expect(await strokesOf(as.teacher)).toEqual([]);
    expect(await boardOf(as.ada)).toMatchObject({ strokeCount: 0 });
  });

  it("a child or a teacher of another class is told the session does not exist", async () => {
    const other = await signIn("otherTeacher", w.b.teacher!.id);
    for (const c of [as.dee, other]) {
      for (const res of [
        await c.get(path("/board")),
        await c.mutate("POST", path("/board/strokes"), { points: [[0.5, 0.5]], colour: "blue", size: "small" }),
        await c.mutate("PATCH", path("/board"), { pen: "all" }),
        await c.mutate("DELETE", path("/board/strokes/00000000-0000-4000-8000-000000000000")),
        await c.mutate("POST", path("/board/save"), {}),
      ]) {
        expect(res.status).toBe(404);
        expect(message(res)).toBe(LIVE_SESSION_NOT_FOUND);
      }
    }
  });

  it("after the room ends, strokes are refused and the teacher still reads the board", async () => {
    await draw(as.teacher, line(0.2, 0.8));
    await call(as.teacher, "POST", "/end", {});
    expect(message(await draw(as.teacher, line(0.2, 0.8), 409))).toBe(SESSION_OVER);
    expect(await strokesOf(as.teacher)).toHaveLength(1);
    expect((await as.ada.get(path("/board"))).status).toBe(409);
  });
});
