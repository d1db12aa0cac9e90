/**
 * Slides (issue 35, docs/api/live.md "Slides", docs/decisions/0026): the teacher shows a PDF they may
 * read in the room. It is rendered once, when the teacher opens it, into one JPEG per page by
 * poppler's pdftoppm (no shell, a time limit, a bounded size, a temporary folder removed afterwards),
 * and the pages are kept in the uploads directory beside the teacher's files. The teacher turns the
 * page for everyone; a child is served the current page only, so nobody reads ahead. Like every rule
 * of the room, decided here whatever a page sends; each change announced on the bus.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { FILE_QUOTA_BYTES, quotaMessage } from "#common/learning/files";
import type { Role } from "#common/roles";
import { LIVE_SLIDES_MAX_PAGES } from "#common/schemas/learning/live";
import type { Db } from "../../db/client";
import { liveRooms, liveSlideDecks, liveSlidePages } from "../../db/schema";
import { conflict, forbidden, invalid, notFound, tooLarge, unavailable } from "../../domain-errors";
import { deleteUpload, fileFor, keepGeneratedBytes, uploadExists } from "../../uploads/storage";
import { FILE_NOT_FOUND, requireReadableFile, type LiveSessionAccess } from "../access";
import { fileRow, usedBytes } from "../files/store";
import type { Deck } from "./slide-view";
import { changed, NOT_ADMITTED, participantOf, REMOVED, requireHost, requireLiveRoom, roomOf, SESSION_OVER } from "./rooms";

export const SLIDES_NOT_FOUND = "We could not find those slides.";
export const SLIDE_NOT_FOUND = "We could not find that slide.";
export const SLIDE_NOT_SHOWN = "Your teacher has not shown this slide yet.";
export const SLIDES_CLOSED = "These slides are closed.";
export const NOT_A_PDF = "Choose a PDF to show as slides.";
export const PAGE_NOT_IN_DECK = "Choose a slide of this PDF.";
export const TOO_MANY_PAGES = "Slides can have at most 100 pages. Choose a shorter PDF.";
export const UNREADABLE_PDF = "This PDF could not be opened. Try saving it again as a PDF.";
export const RENDER_TOO_SLOW = "This PDF took too long to prepare. Try a smaller one.";
export const NO_RENDERER = "Slides cannot be shown: this server cannot turn PDFs into pictures yet. Please tell the school's administrator.";

/** The longest side of a rendered page, in pixels: sharp on a classroom screen, small on a slow line. */
export const SLIDE_EDGE = 1600;
/** A deck's whole render is stopped (the process killed) after this long. */
export const SLIDES_RENDER_TIMEOUT_MS = 30_000;
const PDFINFO_TIMEOUT_MS = 10_000;
const JPEG_QUALITY = 80;
const SLIDE_TYPE = "image/jpeg";

const run = promisify(execFile);

/** A tool's failure as the teacher should read it: missing (503), too slow or unreadable (400). */
function renderFailure(err: unknown): Error {
  const failure = err as NodeJS.ErrnoException & { killed?: boolean; signal?: string | null };
  if (failure.code === "ENOENT") return unavailable(NO_RENDERER);
  if (failure.killed || failure.signal === "SIGKILL") return invalid(RENDER_TOO_SLOW, [{ field: "fileId", message: RENDER_TOO_SLOW }]);
  return invalid(UNREADABLE_PDF, [{ field: "fileId", message: UNREADABLE_PDF }]);
}

/** The page count poppler reads from the PDF, before anything is rendered. */
async function pageCountOf(pdf: string): Promise<number> {
  const { stdout } = await run("pdfinfo", [pdf], { timeout: PDFINFO_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: 1024 * 1024 }).catch((err: unknown) => {
    throw renderFailure(err);
  });
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(stdout)?.[1]);
  if (!Number.isInteger(pages) || pages < 1) throw invalid(UNREADABLE_PDF, [{ field: "fileId", message: UNREADABLE_PDF }]);
  return pages;
}

/** Renders every page into `dir` and reads them back, in page order. */
async function renderPages(pdf: string, dir: string, pageCount: number): Promise<Buffer[]> {
  const args = [
    "-jpeg",
    "-jpegopt",
    `quality=${JPEG_QUALITY}`,
    "-scale-to",
    String(SLIDE_EDGE),
    "-f",
    "1",
    "-l",
    String(pageCount),
    pdf,
    path.join(dir, "page"),
  ];
  await run("pdftoppm", args, { timeout: SLIDES_RENDER_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: 1024 * 1024 }).catch((err: unknown) => {
    throw renderFailure(err);
  });
  // pdftoppm names them page-1.jpg or page-001.jpg (as many digits as the last page has).
  const names = (await readdir(dir)).filter((n) => /^page-\d+\.jpg$/.test(n));
  names.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  if (names.length !== pageCount) throw invalid(UNREADABLE_PDF, [{ field: "fileId", message: UNREADABLE_PDF }]);
  return Promise.all(names.map((n) => readFile(path.join(dir, n))));
}

/** Renders the PDF in a temporary folder of its own, removed whatever happens. */
export async function renderDeck(pdf: string): Promise<Buffer[]> {
  const pageCount = await pageCountOf(pdf);
  if (pageCount > LIVE_SLIDES_MAX_PAGES) throw tooLarge(TOO_MANY_PAGES, [{ field: "fileId", message: TOO_MANY_PAGES }]);
  const dir = await mkdtemp(path.join(tmpdir(), "slides-"));
  try {
    return await renderPages(pdf, dir, pageCount);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Deletes the pictures of these decks (rows, then bytes: a file without a row is harmless). */
async function dropPages(db: Db, dir: string, deckIds: string[]) {
  if (deckIds.length === 0) return;
  const deleted = await db.delete(liveSlidePages).where(inArray(liveSlidePages.deckId, deckIds)).returning({ storedName: liveSlidePages.storedName });
  await Promise.all(deleted.map((d) => deleteUpload(dir, d.storedName)));
}

/** The room's closed decks' pictures go (the room shows one deck at a time). */
async function dropClosedPages(db: Db, dir: string, roomId: string) {
  const closed = await db
    .select({ id: liveSlideDecks.id })
    .from(liveSlideDecks)
    .where(and(eq(liveSlideDecks.roomId, roomId), isNotNull(liveSlideDecks.closedAt)));
  await dropPages(
    db,
    dir,
    closed.map((d) => d.id),
  );
}

/** The pictures of the teacher's decks left in rooms that have ended since (nobody can be shown them any more). */
async function dropEndedRoomsPages(db: Db, dir: string, userId: string) {
  const left = await db
    .select({ id: liveSlideDecks.id })
    .from(liveSlideDecks)
    .innerJoin(liveRooms, eq(liveRooms.id, liveSlideDecks.roomId))
    .where(and(eq(liveSlideDecks.openedBy, userId), isNotNull(liveRooms.endedAt)));
  await dropPages(
    db,
    dir,
    left.map((d) => d.id),
  );
}

/**
 * The teacher opens a PDF they may read (their own, the library's) as the room's slides, at page 1;
 * the deck open before closes. The rendered pages count against the teacher's file quota, checked
 * under the same lock as their uploads.
 */
export async function openSlides(db: Db, dir: string, access: LiveSessionAccess, viewer: { id: string; role: Role }, fileId: string, now: Date): Promise<void> {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  await requireReadableFile(db, viewer, fileId, now);
  const file = (await fileRow(db, fileId))!;
  if (file.contentType !== "application/pdf") throw invalid(NOT_A_PDF, [{ field: "fileId", message: NOT_A_PDF }]);
  if (!(await uploadExists(dir, file.storedName))) throw notFound(FILE_NOT_FOUND);
  await dropEndedRoomsPages(db, dir, viewer.id);
  const pictures = await renderDeck(fileFor(dir, file.storedName));
  const kept: { storedName: string; size: number }[] = [];
  try {
    for (const bytes of pictures) kept.push(await keepGeneratedBytes(dir, bytes));
    const total = kept.reduce((sum, k) => sum + k.size, 0);
    const quota = FILE_QUOTA_BYTES[viewer.role];
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('files-quota'), hashtext(${viewer.id}))`);
      // Two hosts opening slides at once take turns: each closes what is open before it adds its own.
      await tx.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, room.id)).for("update");
      if ((await usedBytes(tx, viewer.id)) + (await slideBytesOf(tx, viewer.id)) + total > quota)
        throw tooLarge(quotaMessage(quota), [{ field: "fileId", message: quotaMessage(quota) }]);
      await tx
        .update(liveSlideDecks)
        .set({ closedAt: now })
        .where(and(eq(liveSlideDecks.roomId, room.id), isNull(liveSlideDecks.closedAt)));
      const [deck] = await tx
        .insert(liveSlideDecks)
        .values({ roomId: room.id, fileId, title: titleOf(file.originalName), pageCount: kept.length, openedBy: viewer.id, openedAt: now })
        .returning({ id: liveSlideDecks.id });
      await tx
        .insert(liveSlidePages)
        .values(kept.map((k, i) => ({ deckId: deck!.id, page: i + 1, storedName: k.storedName, contentType: SLIDE_TYPE, size: k.size })));
      await changed(tx, access.sessionId, { slides: true });
    });
  } catch (err) {
    await Promise.all(kept.map((k) => deleteUpload(dir, k.storedName)));
    throw err;
  }
  await dropClosedPages(db, dir, room.id);
}

/** What the pictures of the teacher's decks still kept take (the open decks of their rooms). */
async function slideBytesOf(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${liveSlidePages.size}), 0)`.mapWith(Number) })
    .from(liveSlidePages)
    .innerJoin(liveSlideDecks, eq(liveSlideDecks.id, liveSlidePages.deckId))
    .where(eq(liveSlideDecks.openedBy, userId));
  return row?.bytes ?? 0;
}

/** "Fractions.pdf" shows as "Fractions". */
function titleOf(name: string): string {
  return name.replace(/\.pdf$/i, "").trim() || name;
}

async function deckOf(db: Pick<Db, "select">, roomId: string, deckId: string): Promise<Deck> {
  const [deck] = await db
    .select()
    .from(liveSlideDecks)
    .where(and(eq(liveSlideDecks.id, deckId), eq(liveSlideDecks.roomId, roomId)));
  if (!deck) throw notFound(SLIDES_NOT_FOUND);
  return deck;
}

/** The teacher turns to a page for everyone, or closes the slides (their pictures are deleted). */
export async function updateSlides(
  db: Db,
  dir: string,
  access: LiveSessionAccess,
  deckId: string,
  change: { page?: number; closed?: true },
  now: Date,
): Promise<void> {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  const deck = await deckOf(db, room.id, deckId);
  if (deck.closedAt) throw conflict(SLIDES_CLOSED);
  if (change.page !== undefined && change.page > deck.pageCount) throw invalid(PAGE_NOT_IN_DECK, [{ field: "page", message: PAGE_NOT_IN_DECK }]);
  await db.transaction(async (tx) => {
    await tx
      .update(liveSlideDecks)
      .set({ currentPage: change.page, closedAt: change.closed ? now : undefined })
      .where(and(eq(liveSlideDecks.id, deck.id), isNull(liveSlideDecks.closedAt)));
    await changed(tx, access.sessionId, { slides: true });
  });
  if (change.closed) await dropClosedPages(db, dir, room.id);
}

/** A page's number from the address ("1".."100"); anything else is a slide that does not exist. */
export function pageParam(raw: string): number {
  if (!/^[1-9]\d{0,2}$/.test(raw)) throw notFound(SLIDE_NOT_FOUND);
  return Number(raw);
}

/**
 * The picture of one page for the viewer. A host: any page of any of the room's decks still kept. A
 * child: only while let in and the room runs, and only the page the teacher shows now, so nobody
 * reads ahead (403: the slide exists, the child knows how many there are, it is just not shown yet).
 */
export async function readSlidePage(db: Pick<Db, "select">, access: LiveSessionAccess, viewerId: string, deckId: string, page: number) {
  const room = await roomOf(db, access.sessionId);
  if (!room) throw notFound(SLIDES_NOT_FOUND);
  const deck = await deckOf(db, room.id, deckId);
  if (access.role === "learner") {
    if (room.endedAt) throw conflict(SESSION_OVER);
    const me = await participantOf(db, room.id, viewerId);
    if (me?.state === "removed") throw forbidden(REMOVED);
    if (me?.state !== "admitted") throw conflict(NOT_ADMITTED);
    if (deck.closedAt) throw notFound(SLIDES_NOT_FOUND);
    if (page !== deck.currentPage) throw forbidden(SLIDE_NOT_SHOWN);
  }
  const [picture] = await db
    .select()
    .from(liveSlidePages)
    .where(and(eq(liveSlidePages.deckId, deck.id), eq(liveSlidePages.page, page)));
  if (!picture) throw notFound(SLIDE_NOT_FOUND);
  return picture;
}
