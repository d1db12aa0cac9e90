/**
 * Slides in the live room (issue 35, docs/api/live.md "Slides") over real HTTP, with a real media
 * server like tests/api/live-checks.test.ts and poppler's pdftoppm (required, like the PDF tests): the
 * teacher opens a 3-page PDF (rendered into JPEGs), a child is served the page shown now and never
 * the next one, the teacher turns the page for everyone; a child cannot open or turn slides; another
 * person's PDF is not found, a picture is not a PDF, a 101-page PDF is refused and leaves nothing
 * behind, a server without poppler says so (503); after the room ends a child is refused every page.
 */
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveSessionView, LiveSlides } from "#common/schemas/learning/live";
import { liveSlideDecks, liveSlidePages } from "../../server/db/schema";
import { FILE_NOT_FOUND, LIVE_SESSION_NOT_FOUND } from "../../server/learning/access";
import { keepGeneratedFile } from "../../server/learning/files/store";
import { NOT_ADMITTED, SESSION_OVER } from "../../server/learning/live/rooms";
import { NO_RENDERER, NOT_A_PDF, PAGE_NOT_IN_DECK, SLIDE_NOT_FOUND, SLIDE_NOT_SHOWN, TOO_MANY_PAGES } from "../../server/learning/live/slides";
import type { TestClient } from "../support/http-client";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { liveSessionApi } from "../support/live-api";
import { slidesPdf } from "../support/sample-files";
import { liveClassWorld } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

const isJpeg = (bytes: Buffer) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));

describe.skipIf(JANUS_MISSING).each(DATABASE_KINDS)("slides in a live class on %s", (kind) => {
  let janus: TestJanus;
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"teacher" | "ada" | "ben" | "cy" | "dee", TestClient>;
  const files = {} as Record<"deck" | "long" | "picture" | "others", string>;

  const build = () => liveClassWorld(t.db);

  const { signIn, path, call, viewOf, startLesson } = liveSessionApi(
    () => t,
    () => w.session.id,
  );
  const slidesOf = async (c: TestClient): Promise<LiveSlides | null> => (await viewOf(c)).slides;
  /** A page's picture as the browser fetches it (its bytes read as bytes, not text). */
  const picture = async (c: TestClient, deckId: string, page: number | string) => {
    const res = await fetch(`${t.url}${path(`/slides/${deckId}/pages/${page}`)}`, { headers: { cookie: `sid=${c.getCookie("sid")}` } });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: res.headers, bytes, json: <T>() => JSON.parse(bytes.toString("utf8")) as T };
  };
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
  const keepPdf = async (owner: string, name: string, bytes: Buffer) =>
    (await keepGeneratedFile(t.db, t.config.uploadsDir, owner, name, "application/pdf", bytes, "upload")).id;
  const storedNames = async () => (await readdir(t.config.uploadsDir)).sort();

  beforeAll(async () => {
    janus = await startTestJanus();
    t = await startTestApp(kind, { config: { live: janus.live } });
    w = await build();
    as.teacher = await signIn("teacher", w.a.teacher!.id);
    for (const name of ["ada", "ben", "cy", "dee"] as const) as[name] = await signIn(name, w[name].user.id);
    files.deck = await keepPdf(w.a.teacher!.id, "Fractions.pdf", await slidesPdf(3));
    files.long = await keepPdf(w.a.teacher!.id, "Too long.pdf", await slidesPdf(101));
    files.picture = (await keepGeneratedFile(t.db, t.config.uploadsDir, w.a.teacher!.id, "cat.png", "image/png", PNG, "upload")).id;
    files.others = await keepPdf(w.b.teacher!.id, "Badgers only.pdf", await slidesPdf(2));
    // The room as a lesson starts: the teacher opens it, Ada and Ben are let in, Cy still waits.
    await startLesson(as.teacher, [as.ada, as.ben, as.cy], { userIds: [w.ada.user.id, w.ben.user.id] });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await janus?.stop();
  });

  it("the teacher opens a PDF at page 1; a child gets the page shown now and not the next, until the teacher turns", async () => {
    // A child cannot open slides.
    await call(as.ada, "POST", "/slides", { fileId: files.deck }, 403);
    const slides = (await call(as.teacher, "POST", "/slides", { fileId: files.deck })).json<{ data: LiveSessionView }>().data.slides!;
    expect(slides).toMatchObject({ title: "Fractions", pageCount: 3, currentPage: 1 });
    expect(slides.pages).toHaveLength(3);
    expect(slides.currentImage).toBe(slides.pages![0]);

    // A child sees the deck with the current page's picture only; a child still waiting sees nothing.
    const adaView = (await slidesOf(as.ada))!;
    expect(adaView).toEqual({ ...slides, pages: null });
    expect(await slidesOf(as.cy)).toBeNull();

    const first = await picture(as.ada, slides.id, 1);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toBe("private, max-age=86400, immutable");
    expect(isJpeg(first.bytes)).toBe(true);
    const ahead = await picture(as.ada, slides.id, 2);
    expect(ahead.status).toBe(403);
    expect(message(ahead)).toBe(SLIDE_NOT_SHOWN);
    expect(ahead.headers.get("cache-control")).toBe("no-store");
    expect(message(await picture(as.cy, slides.id, 1))).toBe(NOT_ADMITTED);
    // The teacher reads any page ahead.
    const hostAhead = await picture(as.teacher, slides.id, 3);
    expect(hostAhead.status).toBe(200);
    expect(isJpeg(hostAhead.bytes)).toBe(true);

    // A child cannot turn the page; the teacher turns it for everyone.
    await call(as.ada, "PATCH", `/slides/${slides.id}`, { page: 2 }, 403);
    await call(as.teacher, "PATCH", `/slides/${slides.id}`, { page: 4 }, 400);
    await call(as.teacher, "PATCH", `/slides/${slides.id}`, { page: 0 }, 400);
    await call(as.teacher, "PATCH", `/slides/${slides.id}`, {}, 400);
    expect(message(await call(as.teacher, "PATCH", `/slides/${slides.id}`, { page: 4 }, 400))).toBe(PAGE_NOT_IN_DECK);
    await call(as.teacher, "PATCH", `/slides/${slides.id}`, { page: 2 });
    expect(await slidesOf(as.ben)).toMatchObject({ currentPage: 2, currentImage: slides.pages![1], pages: null });
    expect((await picture(as.ada, slides.id, 2)).status).toBe(200);
    expect((await picture(as.ada, slides.id, 3)).status).toBe(403);
    expect((await picture(as.ada, slides.id, 1)).status).toBe(403);
    // A page that does not exist, or is not a page number.
    expect(message(await picture(as.teacher, slides.id, 4))).toBe(SLIDE_NOT_FOUND);
    expect((await picture(as.teacher, slides.id, "02")).status).toBe(404);
    expect((await picture(as.teacher, "not-a-uuid", 1)).status).toBe(404);
  });

  it("another person's PDF is not found, a picture is not a PDF, a 101-page PDF is refused and leaves nothing behind", async () => {
    const before = (await slidesOf(as.teacher))!;
    expect(message(await call(as.teacher, "POST", "/slides", { fileId: files.others }, 404))).toBe(FILE_NOT_FOUND);
    expect(message(await call(as.teacher, "POST", "/slides", { fileId: files.picture }, 400))).toBe(NOT_A_PDF);
    const onDisk = await storedNames();
    const decks = await t.db.select().from(liveSlideDecks);
    const pages = await t.db.select().from(liveSlidePages);
    expect(message(await call(as.teacher, "POST", "/slides", { fileId: files.long }, 413))).toBe(TOO_MANY_PAGES);
    expect(await storedNames()).toEqual(onDisk);
    expect(await t.db.select().from(liveSlideDecks)).toEqual(decks);
    expect(await t.db.select().from(liveSlidePages)).toEqual(pages);
    // The deck shown before is still shown.
    expect(await slidesOf(as.teacher)).toEqual(before);
  });

  it("without poppler on the server, opening slides answers 503 saying so", async () => {
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      const res = await as.teacher.mutate("POST", `/api/live/sessions/${w.session.id}/slides`, { fileId: files.deck });
      expect(res.status).toBe(503);
      expect(message(res)).toBe(NO_RENDERER);
    } finally {
      process.env.PATH = path;
    }
  });

  it("a child of another class is told the session does not exist", async () => {
    const slides = (await slidesOf(as.teacher))!;
    for (const res of [
      await picture(as.dee, slides.id, slides.currentPage),
      await as.dee.mutate("POST", path("/slides"), { fileId: files.deck }),
      await as.dee.mutate("PATCH", path(`/slides/${slides.id}`), { page: 1 }),
    ]) {
      expect(res.status).toBe(404);
      expect(message(res)).toBe(LIVE_SESSION_NOT_FOUND);
    }
  });

  it("opening a PDF again closes the deck before (its pictures deleted); closing hides the slides", async () => {
    const old = (await slidesOf(as.teacher))!;
    const again = (await call(as.teacher, "POST", "/slides", { fileId: files.deck })).json<{ data: LiveSessionView }>().data.slides!;
    expect(again.id).not.toBe(old.id);
    expect(again.currentPage).toBe(1);
    expect(await t.db.select().from(liveSlidePages)).toHaveLength(3);
    expect((await picture(as.teacher, old.id, 1)).status).toBe(404);
    await call(as.teacher, "PATCH", `/slides/${old.id}`, { page: 1 }, 409);
    await call(as.teacher, "PATCH", `/slides/${again.id}`, { closed: true });
    expect(await slidesOf(as.ada)).toBeNull();
    expect(await slidesOf(as.teacher)).toBeNull();
    expect(await t.db.select().from(liveSlidePages)).toHaveLength(0);
    expect((await picture(as.ada, again.id, 1)).status).toBe(404);
  });

  it("after the room ends a child is refused every page", async () => {
    const slides = (await call(as.teacher, "POST", "/slides", { fileId: files.deck })).json<{ data: LiveSessionView }>().data.slides!;
    expect((await picture(as.ada, slides.id, 1)).status).toBe(200);
    await call(as.teacher, "POST", "/end", {});
    expect(await slidesOf(as.ada)).toBeNull();
    const refused = await picture(as.ada, slides.id, 1);
    expect(refused.status).toBe(409);
    expect(message(refused)).toBe(SESSION_OVER);
    await call(as.teacher, "PATCH", `/slides/${slides.id}`, { page: 2 }, 409);
  });
});
