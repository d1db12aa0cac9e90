/**
 * The whiteboard (issue 35, docs/api/live.md "Whiteboard"): a board per room, on a blank page or the
 * room's current slide. The room's hosts always draw; a child only while admitted and holding the pen
 * (`all`, or `one` naming them), checked under the board's row lock so the teacher taking the pen back
 * refuses the very next stroke. Strokes are bounded (points, coordinates, strokes and points per
 * board), kept for the session (erasing marks them), and each goes to the room's pages as a `board`
 * event on the bus with the stroke in it, so a stroke never makes the pages re-read the room. The
 * teacher saves the board as a PNG among their files: perfect-freehand's outlines in an SVG,
 * rasterised by sharp, on white or on the slide shown.
 */
import { and, asc, count, eq, sql, sum } from "drizzle-orm";
import sharp from "sharp";
import { FILE_QUOTA_BYTES, quotaMessage } from "#common/learning/files";
import { BOARD_ASPECT, BOARD_COLOUR_HEX, roundBoardCoordinate, strokePath } from "#common/learning/live-board";
import type { Role } from "#common/roles";
import {
  LIVE_BOARD_MAX_STROKES,
  LIVE_BOARD_MAX_TOTAL_POINTS,
  type LiveBoardBackground,
  type LiveBoardColour,
  type LiveBoardPen,
  type LiveBoardSaved,
  type LiveBoardSize,
  type LiveBoardStroke,
} from "#common/schemas/learning/live";
import type { Db } from "../../db/client";
import { liveBoards, liveBoardStrokes, liveSlidePages } from "../../db/schema";
import { conflict, forbidden, notFound, tooLarge } from "../../domain-errors";
import { publish } from "../../realtime/bus";
import { fileFor, uploadExists } from "../../uploads/storage";
import type { LiveSessionAccess } from "../access";
import { keepGeneratedFile, usedBytes } from "../files/store";
import { holdsPen, liveStrokesOf, readBoard, strokeViewOf, type BoardRow, type StrokeRow } from "./board-view";
import { readOpenDeck } from "./slide-view";
import {
  changed,
  NOT_ADMITTED,
  PARTICIPANT_NOT_FOUND,
  participantOf,
  REMOVED,
  requireHost,
  requireLiveRoom,
  roomOf,
  roomTopic,
  ROOM_NOT_OPEN,
  SESSION_OVER,
  type Tx,
} from "./rooms";

export const BOARD_CLOSED = "The whiteboard is closed.";
export const NO_PEN = "Your teacher has not given you the pen.";
export const STROKE_NOT_FOUND = "We could not find that line on the whiteboard.";
export const NOT_YOUR_STROKE = "You can only erase your own lines.";
export const BOARD_FULL = "The whiteboard is full. Erase or clear some lines first.";
export const BOARD_KEPT_FULL = "This session's whiteboard has kept all the lines it can. Save it to your files to keep it.";
/** How many full boards a session keeps in all, erased lines included. */
const LIVE_BOARD_MAX_KEPT = 4;

/** The saved picture's size in pixels (4:3, like the board). */
export const BOARD_PICTURE_WIDTH = 1600;
const BOARD_PICTURE_HEIGHT = Math.round(BOARD_PICTURE_WIDTH / BOARD_ASPECT);
/** A stroke goes on the bus whole when it fits well within PostgreSQL's notification payload; else the pages read it. */
const STROKE_EVENT_MAX_BYTES = 6_000;

/** Announces a board event (a stroke, an erasure) to the room's pages, without a re-read of the room. */
async function boardEvent(tx: Tx, sessionId: string, data: Record<string, unknown>) {
  await publish(tx, { topic: roomTopic(sessionId), type: "board", data });
}

/** The board's row, locked until the transaction ends (strokes and pen changes take turns). */
async function lockedBoard(tx: Tx, roomId: string): Promise<BoardRow | null> {
  const [board] = await tx.select().from(liveBoards).where(eq(liveBoards.roomId, roomId)).for("update");
  return board ?? null;
}

/** A child may use the board only while let in: removed is 403, waiting 409 (as in the chat). */
async function requireAdmittedChild(db: Pick<Db, "select">, roomId: string, userId: string) {
  const me = await participantOf(db, roomId, userId);
  if (me?.state === "removed") throw forbidden(REMOVED);
  if (me?.state !== "admitted") throw conflict(NOT_ADMITTED);
  return me;
}

/** The pen and the child's place, checked again under the board's lock: a pen taken back refuses this stroke. */
async function requireDrawer(tx: Tx, access: LiveSessionAccess, roomId: string, userId: string): Promise<BoardRow> {
  const board = await lockedBoard(tx, roomId);
  if (!board?.open) throw conflict(BOARD_CLOSED);
  if (access.role === "learner") {
    await requireAdmittedChild(tx, roomId, userId);
    if (!holdsPen(board, "learner", userId)) throw forbidden(NO_PEN);
  }
  return board;
}

/**
 * The teacher opens or closes the board, gives the pen (to everyone, or to one admitted child) or
 * takes it back, sets the background, or clears it (every stroke marked erased).
 */
export async function updateBoard(
  db: Db,
  access: LiveSessionAccess,
  change: { open?: boolean; pen?: LiveBoardPen; penUserId?: string; background?: LiveBoardBackground; clear?: true },
  now: Date,
): Promise<void> {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  if (change.pen === "one") {
    const child = await participantOf(db, room.id, change.penUserId!);
    if (!child || child.role !== "learner" || child.state !== "admitted") throw notFound(PARTICIPANT_NOT_FOUND);
  }
  const pen = change.pen === undefined ? undefined : { pen: change.pen, penUserId: change.pen === "one" ? change.penUserId! : null };
  const set = { open: change.open, background: change.background, ...pen };
  await db.transaction(async (tx) => {
    await tx.insert(liveBoards).values({ roomId: room.id }).onConflictDoNothing();
    await lockedBoard(tx, room.id);
    if (Object.values(set).some((v) => v !== undefined)) await tx.update(liveBoards).set(set).where(eq(liveBoards.roomId, room.id));
    if (change.clear) await tx.update(liveBoardStrokes).set({ erasedAt: now }).where(liveStrokesOf(room.id));
    await changed(tx, access.sessionId, { board: true });
  });
}

/**
 * The board's strokes and points so far, against its bounds: those on the board now, and every one
 * the session keeps (erased ones too), so drawing and erasing in a loop cannot grow the table without end.
 */
async function requireRoomOnBoard(tx: Tx, roomId: string, points: number) {
  const [used] = await tx
    .select({
      strokes: sql<number>`count(*) filter (where ${liveBoardStrokes.erasedAt} is null)`.mapWith(Number),
      points: sql<number>`coalesce(sum(${liveBoardStrokes.pointCount}) filter (where ${liveBoardStrokes.erasedAt} is null), 0)`.mapWith(Number),
      keptStrokes: count(),
      keptPoints: sum(liveBoardStrokes.pointCount).mapWith(Number),
    })
    .from(liveBoardStrokes)
    .where(eq(liveBoardStrokes.roomId, roomId));
  if ((used?.strokes ?? 0) >= LIVE_BOARD_MAX_STROKES || (used?.points ?? 0) + points > LIVE_BOARD_MAX_TOTAL_POINTS) throw conflict(BOARD_FULL);
  if (
    (used?.keptStrokes ?? 0) >= LIVE_BOARD_MAX_KEPT * LIVE_BOARD_MAX_STROKES ||
    (used?.keptPoints ?? 0) + points > LIVE_BOARD_MAX_KEPT * LIVE_BOARD_MAX_TOTAL_POINTS
  )
    throw conflict(BOARD_KEPT_FULL);
}

/** The event a stroke goes out as: the stroke itself, or (a long one) its id for the pages to read. */
function strokeEventData(stroke: Pick<StrokeRow, "id" | "userId" | "points" | "colour" | "size">): Record<string, unknown> {
  const data = { stroke: { id: stroke.id, userId: stroke.userId, points: stroke.points, colour: stroke.colour, size: stroke.size } };
  return Buffer.byteLength(JSON.stringify(data)) <= STROKE_EVENT_MAX_BYTES ? data : { strokeId: stroke.id };
}

/** A host, or a child holding the pen, draws a stroke (points rounded to what a board can show). */
export async function drawStroke(
  db: Db,
  access: LiveSessionAccess,
  userId: string,
  input: { points: number[][]; colour: LiveBoardColour; size: LiveBoardSize },
  now: Date,
): Promise<LiveBoardStroke> {
  const room = await requireLiveRoom(db, access);
  if (access.role === "learner") await requireAdmittedChild(db, room.id, userId);
  const points = input.points.map((p) => p.map(roundBoardCoordinate));
  return db.transaction(async (tx) => {
    await requireDrawer(tx, access, room.id, userId);
    await requireRoomOnBoard(tx, room.id, points.length);
    const [stroke] = await tx
      .insert(liveBoardStrokes)
      .values({ roomId: room.id, userId, points, pointCount: points.length, colour: input.colour, size: input.size, createdAt: now })
      .returning();
    await boardEvent(tx, access.sessionId, strokeEventData(stroke!));
    return strokeViewOf(stroke!, userId);
  });
}

/** Erases one stroke: a host any, a child holding the pen only their own. */
export async function eraseStroke(db: Db, access: LiveSessionAccess, userId: string, strokeId: string, now: Date): Promise<void> {
  const room = await requireLiveRoom(db, access);
  if (access.role === "learner") await requireAdmittedChild(db, room.id, userId);
  await db.transaction(async (tx) => {
    await requireDrawer(tx, access, room.id, userId);
    const [stroke] = await tx
      .select({ id: liveBoardStrokes.id, userId: liveBoardStrokes.userId })
      .from(liveBoardStrokes)
      .where(and(eq(liveBoardStrokes.id, strokeId), liveStrokesOf(room.id)));
    if (!stroke) throw notFound(STROKE_NOT_FOUND);
    if (access.role === "learner" && stroke.userId !== userId) throw forbidden(NOT_YOUR_STROKE);
    await tx.update(liveBoardStrokes).set({ erasedAt: now }).where(eq(liveBoardStrokes.id, stroke.id));
    await boardEvent(tx, access.sessionId, { erased: stroke.id });
  });
}

async function strokesOf(db: Pick<Db, "select">, roomId: string): Promise<StrokeRow[]> {
  return db.select().from(liveBoardStrokes).where(liveStrokesOf(roomId)).orderBy(asc(liveBoardStrokes.createdAt), asc(liveBoardStrokes.id));
}

/**
 * The board's strokes for the viewer's page. A host: always (also after the room ended). A child:
 * while the room runs, let in, and the board is open.
 */
export async function readBoardStrokes(db: Pick<Db, "select">, access: LiveSessionAccess, viewerId: string): Promise<LiveBoardStroke[]> {
  const room = await roomOf(db, access.sessionId);
  if (access.role === "learner") {
    if (!room) throw conflict(ROOM_NOT_OPEN);
    if (room.endedAt) throw conflict(SESSION_OVER);
    await requireAdmittedChild(db, room.id, viewerId);
    const read = await readBoard(db, room.id);
    if (!read?.board.open) throw conflict(BOARD_CLOSED);
  }
  if (!room) return [];
  return (await strokesOf(db, room.id)).map((s) => strokeViewOf(s, viewerId));
}

/** The SVG of the strokes on a transparent board of the picture's size. */
function strokesSvg(strokes: StrokeRow[]): Buffer {
  const paths = strokes
    .map((s) => `<path d="${strokePath(s.points, s.size as LiveBoardSize, BOARD_PICTURE_WIDTH)}" fill="${BOARD_COLOUR_HEX[s.colour as LiveBoardColour]}"/>`)
    .join("");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BOARD_PICTURE_WIDTH}" height="${BOARD_PICTURE_HEIGHT}" viewBox="0 0 ${BOARD_PICTURE_WIDTH} ${BOARD_PICTURE_HEIGHT}">${paths}</svg>`,
  );
}

/** The picture under the strokes: the slide shown (fitted within the board, as the pages show it), or white. */
async function backgroundOf(db: Pick<Db, "select">, dir: string, roomId: string, background: string) {
  const white = { r: 255, g: 255, b: 255, alpha: 1 };
  const deck = background === "slide" ? await readOpenDeck(db, roomId) : null;
  const [page] = deck
    ? await db
        .select()
        .from(liveSlidePages)
        .where(and(eq(liveSlidePages.deckId, deck.id), eq(liveSlidePages.page, deck.currentPage)))
    : [];
  if (page && (await uploadExists(dir, page.storedName)))
    return sharp(fileFor(dir, page.storedName))
      .resize(BOARD_PICTURE_WIDTH, BOARD_PICTURE_HEIGHT, { fit: "contain", background: white })
      .flatten({ background: white });
  return sharp({ create: { width: BOARD_PICTURE_WIDTH, height: BOARD_PICTURE_HEIGHT, channels: 3, background: white } });
}

/** Renders the board as a PNG of a bounded size. */
export async function renderBoard(db: Pick<Db, "select">, dir: string, roomId: string, background: string): Promise<Buffer> {
  const strokes = await strokesOf(db, roomId);
  const base = await backgroundOf(db, dir, roomId, background);
  const under = await base.png().toBuffer();
  return sharp(under)
    .composite([{ input: strokesSvg(strokes) }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The teacher saves the board as a PNG among their files (counted in their quota), named for the class and the moment. */
export async function saveBoard(db: Db, dir: string, access: LiveSessionAccess, viewer: { id: string; role: Role }, name: string): Promise<LiveBoardSaved> {
  requireHost(access);
  const room = await roomOf(db, access.sessionId);
  if (!room) throw conflict(ROOM_NOT_OPEN);
  const read = await readBoard(db, room.id);
  const bytes = await renderBoard(db, dir, room.id, read?.board.background ?? "blank");
  const quota = FILE_QUOTA_BYTES[viewer.role];
  const file = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('files-quota'), hashtext(${viewer.id}))`);
    if ((await usedBytes(tx, viewer.id)) + bytes.length > quota) throw tooLarge(quotaMessage(quota));
    return keepGeneratedFile(tx, dir, viewer.id, name, "image/png", bytes, "upload");
  });
  return { fileId: file.id, name: file.name };
}
