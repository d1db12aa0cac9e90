/**
 * The whiteboard (issue 35, docs/api/live.md "Whiteboard") as the room's pages see it. The room's
 * view carries the board's state only (open, background, who holds the pen, how many strokes): a
 * room change re-reads that, never the strokes. Strokes reach the pages one by one as `board` events
 * on the bus (./board.ts), and a page reads them all with GET .../board when it joins or sees it
 * missed one. The commands are in ./board.ts.
 */
import { and, count, eq, isNull } from "drizzle-orm";
import type { LiveBoard, LiveBoardBackground, LiveBoardColour, LiveBoardPen, LiveBoardSize, LiveBoardStroke } from "#common/schemas/learning/live";
import type { Db } from "../../db/client";
import { liveBoards, liveBoardStrokes } from "../../db/schema";

export type BoardRow = typeof liveBoards.$inferSelect;
export type StrokeRow = typeof liveBoardStrokes.$inferSelect;

/** The board's row and its stroke count, as read once per room change. */
export interface BoardRead {
  board: BoardRow;
  strokeCount: number;
}

/** Strokes not erased (nor cleared) of a room. */
export const liveStrokesOf = (roomId: string) => and(eq(liveBoardStrokes.roomId, roomId), isNull(liveBoardStrokes.erasedAt));

export async function readBoard(db: Pick<Db, "select">, roomId: string): Promise<BoardRead | null> {
  const [board] = await db.select().from(liveBoards).where(eq(liveBoards.roomId, roomId));
  if (!board) return null;
  const [counted] = await db.select({ n: count() }).from(liveBoardStrokes).where(liveStrokesOf(roomId));
  return { board, strokeCount: counted?.n ?? 0 };
}

/** Does the board let this person draw now? Hosts always; a child while the pen is everyone's or theirs. */
export function holdsPen(board: Pick<BoardRow, "pen" | "penUserId">, role: "host" | "learner", userId: string): boolean {
  if (role === "host") return true;
  return board.pen === "all" || (board.pen === "one" && board.penUserId === userId);
}

/** One viewer's view of the board's state (children are not told which classmate holds the pen). */
export function boardViewOf(read: BoardRead, role: "host" | "learner", viewerId: string): LiveBoard {
  const { board } = read;
  return {
    open: board.open,
    background: board.background as LiveBoardBackground,
    pen: board.pen as LiveBoardPen,
    penUserId: role === "host" ? board.penUserId : null,
    mayDraw: board.open && holdsPen(board, role, viewerId),
    strokeCount: read.strokeCount,
  };
}

/** A stroke as the viewer's page draws it. */
export function strokeViewOf(stroke: Pick<StrokeRow, "id" | "userId" | "points" | "colour" | "size">, viewerId: string): LiveBoardStroke {
  return {
    id: stroke.id,
    points: stroke.points,
    colour: stroke.colour as LiveBoardColour,
    size: stroke.size as LiveBoardSize,
    mine: stroke.userId === viewerId,
  };
}
