/**
 * The whiteboard in the live room (issue 35, docs/api/live.md "Whiteboard"). The teacher opens it on
 * a blank page or on the slide shown, draws with 6 colours and 3 sizes, erases lines, clears the
 * board, gives the pen to one child or to every child and takes it back, and saves the board among
 * their files. A child sees it live; holding the pen, they draw and erase their own lines. The server
 * decides every stroke; the page only draws what it is sent. Strokes are perfect-freehand outlines
 * (common/learning/live-board.ts); the board stays white with dark lines in both themes.
 */
import { Eraser, PenLine, Save, Trash2, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Select } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { BOARD_ASPECT, BOARD_COLOUR_HEX, roundBoardCoordinate, strokePath } from "#common/learning/live-board";
import {
  LIVE_BOARD_COLOURS,
  LIVE_BOARD_MAX_POINTS,
  LIVE_BOARD_SIZES,
  type LiveBoard,
  type LiveBoardColour,
  type LiveBoardSize,
  type LiveBoardStroke,
  type LiveSessionView,
} from "#common/schemas/learning/live";
import { drawBoardStroke, eraseBoardStroke, fetchBoardStrokes, onBoardMessage, saveBoard, useLiveCommand } from "./live-api";

/** The board's drawing in SVG units (the strokes' 0..1 coordinates times these). */
const WIDTH = 1000;
const HEIGHT = WIDTH / BOARD_ASPECT;

type Tool = "pen" | "eraser";
type BoardChange = { open?: boolean; pen?: LiveBoard["pen"]; penUserId?: string; background?: LiveBoard["background"]; clear?: true };

/** The room's whiteboard: the teacher's button to open it, or the board with the tools the viewer may use. */
export function Whiteboard({ sessionId, view }: { sessionId: string; view: LiveSessionView }) {
  const command = useLiveCommand(sessionId);
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const board = view.board;
  if (!board) return null;
  const isHost = view.role === "host";
  const change = (body: BoardChange) =>
    command.mutate({ path: "board", body }, { onError: (err) => setError(serverMessage(err) ?? t("live.failed")), onSuccess: () => setError(null) });
  if (!board.open)
    return isHost ? (
      <Button variant="outline" onClick={() => change({ open: true })} disabled={command.isPending} data-testid="board-open">
        <PenLine aria-hidden="true" /> {t("live.board.open")}
      </Button>
    ) : null;
  const slideImage = board.background === "slide" ? (view.slides?.currentImage ?? null) : null;
  return (
    <OpenBoard sessionId={sessionId} isHost={isHost} board={board} slideImage={slideImage} error={error} onError={setError}>
      {isHost ? <HostBoardControls view={view} board={board} busy={command.isPending} change={change} onError={setError} sessionId={sessionId} /> : null}
    </OpenBoard>
  );
}

/** The strokes of the board: read when it shows, kept up to date by the socket's messages, read again when the counts disagree. */
function useBoardStrokes(sessionId: string, strokeCount: number) {
  const [strokes, setStrokes] = useState<Map<string, LiveBoardStroke>>(new Map());
  const held = useRef(0);
  const lastRead = useRef(0);
  const read = useCallback(() => {
    const mine = ++lastRead.current;
    fetchBoardStrokes(sessionId)
      .then((list) => {
        // Only the latest read counts: an older answer may miss lines drawn since.
        if (mine === lastRead.current) setStrokes(new Map(list.map((s) => [s.id, s])));
      })
      .catch(() => undefined);
  }, [sessionId]);
  useEffect(() => {
    held.current = strokes.size;
  }, [strokes]);
  useEffect(
    () =>
      onBoardMessage(sessionId, (message) => {
        if (message.stroke) {
          const stroke = message.stroke;
          setStrokes((prev) => new Map(prev).set(stroke.id, stroke));
        } else if (message.erased) {
          const id = message.erased;
          setStrokes((prev) => {
            const next = new Map(prev);
            next.delete(id);
            return next;
          });
        } else if (message.strokeId) read();
      }),
    [sessionId, read],
  );
  // When the board shows, and when a view's count differs from the lines held (a clear, or messages
  // missed while the connection was away).
  useEffect(() => {
    if (lastRead.current === 0 || strokeCount !== held.current) read();
  }, [strokeCount, read]);
  const add = (stroke: LiveBoardStroke) => setStrokes((prev) => new Map(prev).set(stroke.id, stroke));
  return { strokes: [...strokes.values()], add };
}

function OpenBoard({
  sessionId,
  isHost,
  board,
  slideImage,
  error,
  onError,
  children,
}: {
  sessionId: string;
  isHost: boolean;
  board: LiveBoard;
  slideImage: string | null;
  error: string | null;
  onError: (message: string | null) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const helpId = useId();
  const { strokes, add } = useBoardStrokes(sessionId, board.strokeCount);
  const [tool, setTool] = useState<Tool>("pen");
  const [colour, setColour] = useState<LiveBoardColour>("black");
  const [size, setSize] = useState<LiveBoardSize>("medium");
  const [drawing, setDrawing] = useState<number[][] | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const draw = board.mayDraw;

  const pointOf = (e: ReactPointerEvent<SVGSVGElement>): number[] => {
    const box = svgRef.current!.getBoundingClientRect();
    const x = roundBoardCoordinate(Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)));
    const y = roundBoardCoordinate(Math.min(1, Math.max(0, (e.clientY - box.top) / box.height)));
    return e.pointerType === "pen" ? [x, y, roundBoardCoordinate(e.pressure)] : [x, y];
  };
  const finish = (line: number[][]) => {
    setDrawing(null);
    drawBoardStroke(sessionId, { points: line, colour, size })
      .then((stroke) => {
        add(stroke);
        onError(null);
      })
      .catch((err: unknown) => onError(serverMessage(err) ?? t("live.failed")));
  };
  const erase = (target: EventTarget) => {
    const id = (target as Element).closest("[data-stroke-id]")?.getAttribute("data-stroke-id");
    if (!id) return;
    eraseBoardStroke(sessionId, id)
      .then(() => onError(null))
      .catch((err: unknown) => onError(serverMessage(err) ?? t("live.failed")));
  };
  // The points of the line being drawn: a ref, so pointer events arriving between two renders all count.
  const points = useRef<number[][] | null>(null);
  const down = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!draw) return;
    if (tool === "eraser") return erase(e.target);
    e.currentTarget.setPointerCapture(e.pointerId);
    points.current = [pointOf(e)];
    setDrawing(points.current);
  };
  const move = (e: ReactPointerEvent<SVGSVGElement>) => {
    if (!points.current) return;
    const next = [...points.current, pointOf(e)];
    // The server takes at most this many points: a longer line is sent here and the next one begins.
    if (next.length >= LIVE_BOARD_MAX_POINTS) {
      finish(next);
      points.current = [next[next.length - 1]!];
    } else points.current = next;
    setDrawing(points.current);
  };
  const up = () => {
    if (points.current) finish(points.current);
    points.current = null;
  };

  return (
    <Card className="space-y-3" data-testid="board">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{t("live.board.title")}</h3>
        {isHost ? null : <PenNote board={board} />}
      </div>
      {error ? <Alert kind="warning" title={error} role="status" data-testid="board-error" /> : null}
      {draw ? <Tools tool={tool} onTool={setTool} colour={colour} onColour={setColour} size={size} onSize={setSize} /> : null}
      {/* White with dark lines in both themes, for contrast; only the board itself takes touches from scrolling. */}
      <svg
        ref={svgRef}
        role="img"
        aria-label={t("live.board.description", { count: strokes.length })}
        aria-describedby={helpId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={cn(
          "block aspect-[4/3] w-full rounded-md border bg-white",
          draw && "touch-none",
          draw && tool === "eraser" ? "cursor-pointer" : draw && "cursor-crosshair",
        )}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        data-testid="board-surface"
      >
        {slideImage ? <image href={slideImage} x="0" y="0" width={WIDTH} height={HEIGHT} preserveAspectRatio="xMidYMid meet" /> : null}
        {strokes.map((s) => (
          <path
            key={s.id}
            d={strokePath(s.points, s.size, WIDTH)}
            fill={BOARD_COLOUR_HEX[s.colour]}
            data-stroke-id={draw && tool === "eraser" && (isHost || s.mine) ? s.id : undefined}
          />
        ))}
        {drawing ? <path d={strokePath(drawing, size, WIDTH)} fill={BOARD_COLOUR_HEX[colour]} /> : null}
      </svg>
      <p id={helpId} className="text-sm text-muted-foreground">
        {t("live.board.help")} {draw && tool === "eraser" ? t("live.board.eraserHelp") : null}
      </p>
      {children}
    </Card>
  );
}

/** A child reads plainly whether they hold the pen. */
function PenNote({ board }: { board: LiveBoard }) {
  const t = useT();
  return (
    <p aria-live="polite" className="font-semibold" data-testid="board-pen-note">
      {board.mayDraw ? t("live.board.youHavePen") : t("live.board.watching")}
    </p>
  );
}

function Tools({
  tool,
  onTool,
  colour,
  onColour,
  size,
  onSize,
}: {
  tool: Tool;
  onTool: (tool: Tool) => void;
  colour: LiveBoardColour;
  onColour: (colour: LiveBoardColour) => void;
  size: LiveBoardSize;
  onSize: (size: LiveBoardSize) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3" role="group" aria-label={t("live.board.tools")}>
      <Button variant={tool === "pen" ? "default" : "outline"} aria-pressed={tool === "pen"} onClick={() => onTool("pen")}>
        <PenLine aria-hidden="true" /> {t("live.board.pen")}
      </Button>
      <Button variant={tool === "eraser" ? "default" : "outline"} aria-pressed={tool === "eraser"} onClick={() => onTool("eraser")} data-testid="board-eraser">
        <Eraser aria-hidden="true" /> {t("live.board.eraser")}
      </Button>
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="sr-only">{t("live.board.colour")}</legend>
        {LIVE_BOARD_COLOURS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={colour === c}
            aria-label={t(`live.board.colour.${c}`)}
            title={t(`live.board.colour.${c}`)}
            onClick={() => {
              onColour(c);
              onTool("pen");
            }}
            className={cn(
              "size-11 rounded-full border-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              colour === c ? "border-foreground" : "border-transparent",
            )}
            style={{ backgroundColor: BOARD_COLOUR_HEX[c] }}
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="sr-only">{t("live.board.size")}</legend>
        {LIVE_BOARD_SIZES.map((s) => (
          <Button key={s} variant={size === s ? "default" : "outline"} aria-pressed={size === s} onClick={() => onSize(s)}>
            {t(`live.board.size.${s}`)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}

/** The teacher's part: background, the pen (to one child or every child, and back), clear, save, close. */
function HostBoardControls({
  sessionId,
  view,
  board,
  busy,
  change,
  onError,
}: {
  sessionId: string;
  view: LiveSessionView;
  board: LiveBoard;
  busy: boolean;
  change: (body: BoardChange) => void;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const penId = useId();
  const backgroundId = useId();
  const [penTo, setPenTo] = useState("all");
  const [clearing, setClearing] = useState(false);
  const [saving, setSaving] = useState(false);
  const children = view.participants.filter((p) => p.role === "learner" && p.state === "admitted");
  const holder = children.find((p) => p.userId === board.penUserId);
  const give = () => change(penTo === "all" ? { pen: "all" } : { pen: "one", penUserId: penTo });
  const save = () => {
    setSaving(true);
    saveBoard(sessionId)
      .then((saved) => toast({ variant: "success", title: t("live.board.saved", { name: saved.name }) }))
      .catch((err: unknown) => onError(serverMessage(err) ?? t("live.failed")))
      .finally(() => setSaving(false));
  };
  return (
    <div className="space-y-3">
      <p aria-live="polite" data-testid="board-pen-state">
        {board.pen === "one" ? t("live.board.penHeld.one", { name: holder?.name ?? "" }) : t(`live.board.penHeld.${board.pen}`)}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={penId} className="block font-semibold">
            {t("live.board.penTo")}
          </label>
          <Select id={penId} value={penTo} onChange={(e) => setPenTo(e.target.value)}>
            <option value="all">{t("live.board.penTo.all")}</option>
            {children.map((p) => (
              <option key={p.userId} value={p.userId}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={give} disabled={busy} data-testid="board-give-pen">
          {t("live.board.givePen")}
        </Button>
        {board.pen !== "none" ? (
          <Button variant="outline" onClick={() => change({ pen: "none" })} disabled={busy} data-testid="board-take-pen">
            {t("live.board.takePen")}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={backgroundId} className="block font-semibold">
            {t("live.board.background")}
          </label>
          <Select
            id={backgroundId}
            value={board.background}
            onChange={(e) => change({ background: e.target.value as LiveBoard["background"] })}
            disabled={busy}
          >
            <option value="blank">{t("live.board.background.blank")}</option>
            <option value="slide">{t("live.board.background.slide")}</option>
          </Select>
        </div>
        <Button variant="outline" onClick={save} disabled={saving} data-testid="board-save">
          <Save aria-hidden="true" /> {t("live.board.save")}
        </Button>
        <Button variant="outline" onClick={() => setClearing(true)} disabled={busy || board.strokeCount === 0} data-testid="board-clear">
          <Trash2 aria-hidden="true" /> {t("live.board.clear")}
        </Button>
        <Button variant="ghost" className="ms-auto" onClick={() => change({ open: false })} disabled={busy}>
          <X aria-hidden="true" /> {t("live.board.close")}
        </Button>
      </div>
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        busy={busy}
        title={t("live.board.clearConfirm.title")}
        confirmLabel={t("live.board.clear")}
        destructive
        onConfirm={() => {
          change({ clear: true });
          setClearing(false);
        }}
      >
        <p>{t("live.board.clearConfirm.text")}</p>
      </ConfirmDialog>
    </div>
  );
}
