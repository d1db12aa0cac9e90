/**
 * A drawing answer (issue 34): big colour swatches, three brush sizes, an eraser, undo and clear
 * (asked first), drawn with a finger, a pen or a mouse (Pointer Events; a pen's pressure thickens the
 * line). The canvas keeps a fixed size (DRAWING_SIZE) and is shown at the screen's width, so the
 * saved PNG is the same small picture on a phone and a laptop. It saves itself a moment after the
 * child stops drawing ("Saved"): no button to press. A picture the teacher attached can be drawn on
 * (a worksheet); the saved drawing is then that picture with the child's lines on it.
 *
 * Plain canvas rather than a library: what is needed (strokes, undo, an eraser, a PNG) is a few
 * dozen lines of Pointer Events, less than any drawing library's setup, and nothing to keep updated.
 */
import { Check, CloudOff, Eraser, Loader2, Paintbrush, Trash2, Undo2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { DRAWING_SIZE } from "#common/learning/files";
import type { WorkFile } from "#common/schemas/learning/work";
import { canUndo, emptyStack, pressureFactor, pushStroke, toDrawingPoint, undoStroke, type Stroke, type StrokeStack } from "./answer-pictures";
import { useAnswerPart, type RegisterPart } from "./answer-parts";
import { fileContentUrl } from "./work-api";

/** The swatches, named in the catalogue for screen readers ("Red"). */
export const DRAWING_COLOURS = [
  { id: "black", value: "#111827" },
  { id: "red", value: "#dc2626" },
  { id: "orange", value: "#ea580c" },
  { id: "yellow", value: "#facc15" },
  { id: "green", value: "#16a34a" },
  { id: "blue", value: "#2563eb" },
  { id: "purple", value: "#9333ea" },
  { id: "brown", value: "#92400e" },
] as const;

/** Line widths in the drawing's pixels (1024 wide): on a 375 px phone the thin line is still about 2 px. */
const BRUSHES = [
  { id: "thin", width: 6 },
  { id: "medium", width: 14 },
  { id: "thick", width: 30 },
] as const;

/** How long after the last stroke the drawing saves itself. */
const SAVE_AFTER_MS = 1500;

type SaveState = "saved" | "unsaved" | "saving" | "failed";

export interface DrawingPadProps {
  /** The drawing the work holds (drawn on from where it was left). */
  saved: WorkFile | null;
  /** Pictures the teacher attached that can be drawn on. */
  worksheets: { fileId: string; name: string }[];
  /** Keeps the picture as the work's drawing in place of `replacing`; answers the new file's id. */
  onSave: (picture: File, replacing: string | null) => Promise<string>;
  /** Takes the drawing out of the work (everything was cleared). */
  onRemove: (fileId: string) => Promise<void>;
  register: RegisterPart;
}

function drawSegment(ctx: CanvasRenderingContext2D, stroke: Stroke, from: number, to: number) {
  ctx.globalCompositeOperation = stroke.erase ? "destination-out" : "source-over";
  ctx.strokeStyle = stroke.color;
  ctx.fillStyle = stroke.color;
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  const points = stroke.points;
  if (points.length === 1 && from === 0) {
    const p = points[0]!;
    ctx.beginPath();
    ctx.arc(p.x, p.y, (stroke.width * p.pressure) / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  for (let i = Math.max(1, from); i <= to && i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    ctx.lineWidth = stroke.width * b.pressure;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("image"));
    img.src = url;
  });
}

/** Where a picture goes on the drawing: as large as fits, centred, its shape kept. */
function containRect(img: { naturalWidth: number; naturalHeight: number }) {
  const scale = Math.min(DRAWING_SIZE.width / img.naturalWidth, DRAWING_SIZE.height / img.naturalHeight);
  const width = img.naturalWidth * scale;
  const height = img.naturalHeight * scale;
  return { x: (DRAWING_SIZE.width - width) / 2, y: (DRAWING_SIZE.height - height) / 2, width, height };
}

export function DrawingPad({ saved, worksheets, onSave, onRemove, register }: DrawingPadProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The canvas kept after the pad leaves the screen, for the save that follows (a link to another page). */
  const lastCanvas = useRef<HTMLCanvasElement | null>(null);
  const [stack, setStack] = useState<StrokeStack>(emptyStack);
  const stackRef = useRef(stack);
  const [colour, setColour] = useState<string>(DRAWING_COLOURS[0].value);
  const [brush, setBrush] = useState<number>(BRUSHES[1].width);
  const [erasing, setErasing] = useState(false);
  const [worksheet, setWorksheet] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [state, setState] = useState<SaveState>("saved");
  const [error, setError] = useState<string | null>(null);
  /** The saved drawing the pad started from (drawn under the strokes; the eraser can take it off too). */
  const base = useRef<HTMLImageElement | null>(null);
  const worksheetImage = useRef<HTMLImageElement | null>(null);
  const current = useRef<{ pointerId: number; stroke: Stroke } | null>(null);
  /** The drawing the work holds now (its file id), for the next save to replace. */
  const savedFile = useRef<string | null>(saved?.fileId ?? null);
  const [holding, setHolding] = useState(saved !== null);
  const dirty = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const saving = useRef<Promise<boolean> | null>(null);

  const redraw = useCallback((strokes: readonly Stroke[]) => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    ctx.globalCompositeOperation = "source-over";
    ctx.clearRect(0, 0, DRAWING_SIZE.width, DRAWING_SIZE.height);
    if (base.current) ctx.drawImage(base.current, 0, 0, DRAWING_SIZE.width, DRAWING_SIZE.height);
    for (const stroke of strokes) drawSegment(ctx, stroke, 0, stroke.points.length - 1);
  }, []);

  const setStrokes = (next: StrokeStack) => {
    stackRef.current = next;
    setStack(next);
    redraw(next.strokes);
  };

  // The work's drawing, once: the pad goes on from it after a reload.
  const savedId = saved?.fileId ?? null;
  const [startedFrom] = useState(savedId);
  useEffect(() => {
    if (!startedFrom) return;
    let live = true;
    loadImage(fileContentUrl(startedFrom))
      .then((img) => {
        if (!live) return;
        base.current = img;
        redraw(stackRef.current.strokes);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [startedFrom, redraw]);

  useEffect(() => {
    if (!worksheet) {
      worksheetImage.current = null;
      return;
    }
    let live = true;
    loadImage(fileContentUrl(worksheet))
      .then((img) => {
        if (live) worksheetImage.current = img;
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [worksheet]);

  const isEmpty = () => stackRef.current.strokes.length === 0 && !base.current && !worksheetImage.current;

  /** The drawing as the PNG kept with the work: white paper, the worksheet (if any), the lines. */
  const picture = async (): Promise<File | null> => {
    const lines = canvas.current ?? lastCanvas.current;
    if (!lines) return null;
    const out = document.createElement("canvas");
    out.width = DRAWING_SIZE.width;
    out.height = DRAWING_SIZE.height;
    const ctx = out.getContext("2d");
    if (!ctx) return null;
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, out.width, out.height);
    const sheet = worksheetImage.current;
    if (sheet) {
      const r = containRect(sheet);
      ctx.drawImage(sheet, r.x, r.y, r.width, r.height);
    }
    ctx.drawImage(lines, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, "image/png"));
    // The stored name stays plain ASCII (as a recording's); the screens say "My drawing".
    return blob ? new File([blob], "my drawing.png", { type: "image/png" }) : null;
  };

  const save = async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    if (!dirty.current) return true;
    dirty.current = false;
    setState("saving");
    setError(null);
    const run = (async () => {
      try {
        if (isEmpty()) {
          if (savedFile.current) await onRemove(savedFile.current);
          savedFile.current = null;
        } else {
          const file = await picture();
          if (!file) throw new Error("picture");
          savedFile.current = await onSave(file, savedFile.current);
        }
        setHolding(savedFile.current !== null);
        return true;
      } catch (err) {
        dirty.current = true;
        setError(serverMessage(err) ?? t("work.drawing.notSaved"));
        return false;
      }
    })();
    saving.current = run;
    const ok = await run;
    saving.current = null;
    setState(ok ? (dirty.current ? "unsaved" : "saved") : "failed");
    return ok;
  };
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  const changed = () => {
    dirty.current = true;
    setState("unsaved");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void saveRef.current(), SAVE_AFTER_MS);
  };

  const flush = async () => {
    window.clearTimeout(timer.current);
    return saveRef.current();
  };
  useAnswerPart(register, { flush, holds: () => savedFile.current !== null });

  // Leaving the page (another tab, the phone locked, a link away from the work): save what is there now.
  useEffect(() => {
    lastCanvas.current = canvas.current;
    const hidden = () => {
      if (document.visibilityState === "hidden" && dirty.current) {
        window.clearTimeout(timer.current);
        void saveRef.current();
      }
    };
    document.addEventListener("visibilitychange", hidden);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.clearTimeout(timer.current);
      if (dirty.current) void saveRef.current();
    };
  }, []);

  const pointOf = (event: PointerEvent | ReactPointerEvent<HTMLCanvasElement>) => {
    const rect = canvas.current!.getBoundingClientRect();
    const p = toDrawingPoint({ x: event.clientX, y: event.clientY }, rect, DRAWING_SIZE);
    return { ...p, pressure: pressureFactor(event.pressure, event.pointerType) };
  };

  const down = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    // One line at a time: a second finger (or a palm) does not draw.
    if (current.current || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const stroke: Stroke = { color: colour, width: erasing ? brush * 2 : brush, erase: erasing, points: [pointOf(event)] };
    current.current = { pointerId: event.pointerId, stroke };
    const ctx = canvas.current?.getContext("2d");
    if (ctx) drawSegment(ctx, stroke, 0, 0);
  };

  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const active = current.current;
    if (!active || active.pointerId !== event.pointerId) return;
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const from = active.stroke.points.length;
    for (const e of events.length > 0 ? events : [event.nativeEvent]) active.stroke.points.push(pointOf(e));
    const ctx = canvas.current?.getContext("2d");
    if (ctx) drawSegment(ctx, active.stroke, from, active.stroke.points.length - 1);
  };

  const up = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const active = current.current;
    if (!active || active.pointerId !== event.pointerId) return;
    current.current = null;
    setStrokes(pushStroke(stackRef.current, active.stroke));
    changed();
  };

  const undo = () => {
    setStrokes(undoStroke(stackRef.current));
    changed();
  };

  const clear = () => {
    base.current = null;
    setWorksheet(null);
    worksheetImage.current = null;
    setStrokes(emptyStack());
    setConfirmClear(false);
    changed();
  };

  const chooseWorksheet = (fileId: string | null) => {
    setWorksheet(fileId);
    changed();
  };

  const big = "min-h-16 rounded-2xl px-5 text-lg [&_svg]:size-7";
  const chosenWorksheet = worksheets.find((w) => w.fileId === worksheet);
  return (
    <div className="space-y-4" data-testid="drawing-pad">
      {worksheets.length > 0 ? (
        <div role="group" aria-label={t("work.drawing.drawOn")} className="flex flex-wrap items-center gap-3">
          <span className="text-lg font-semibold">{t("work.drawing.drawOn")}</span>
          <Button variant="outline" className={cn(big, "border-2")} aria-pressed={worksheet === null} onClick={() => chooseWorksheet(null)}>
            {t("work.drawing.blankPage")}
          </Button>
          {worksheets.map((w) => (
            <Button
              key={w.fileId}
              variant="outline"
              className={cn(big, "border-2")}
              aria-pressed={worksheet === w.fileId}
              onClick={() => chooseWorksheet(w.fileId)}
              data-testid="drawing-worksheet"
            >
              <img src={fileContentUrl(w.fileId)} alt="" className="size-10 rounded object-cover" />
              {w.name}
            </Button>
          ))}
        </div>
      ) : null}

      <div className="flex flex-wrap gap-3" role="group" aria-label={t("work.drawing.colours")}>
        {DRAWING_COLOURS.map((c) => {
          const chosen = !erasing && colour === c.value;
          return (
            <button
              key={c.id}
              type="button"
              onClick={() => {
                setColour(c.value);
                setErasing(false);
              }}
              aria-pressed={chosen}
              aria-label={t(`work.drawing.colour.${c.id}`)}
              title={t(`work.drawing.colour.${c.id}`)}
              className={cn(
                "size-16 rounded-full border-4 border-background shadow-[0_0_0_2px_var(--color-border)] focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ring",
                chosen && "scale-110 shadow-[0_0_0_4px_var(--color-foreground)]",
              )}
              style={{ backgroundColor: c.value }}
              data-testid={`colour-${c.id}`}
            />
          );
        })}
      </div>

      <div className="flex flex-wrap gap-3">
        <div className="flex flex-wrap gap-3" role="group" aria-label={t("work.drawing.brushes")}>
          {BRUSHES.map((b) => (
            <Button
              key={b.id}
              variant="outline"
              className={cn(big, "border-2", brush === b.width && "border-primary bg-primary/10")}
              aria-pressed={brush === b.width}
              onClick={() => setBrush(b.width)}
              data-testid={`brush-${b.id}`}
            >
              <span className="rounded-full bg-foreground" style={{ width: 6 + b.width / 2, height: 6 + b.width / 2 }} aria-hidden="true" />
              {t(`work.drawing.brush.${b.id}`)}
            </Button>
          ))}
        </div>
        <Button
          variant="outline"
          className={cn(big, "border-2", erasing && "border-primary bg-primary/10")}
          aria-pressed={erasing}
          onClick={() => setErasing((e) => !e)}
          data-testid="eraser"
        >
          {erasing ? <Eraser aria-hidden="true" /> : <Paintbrush aria-hidden="true" />}
          {t("work.drawing.eraser")}
        </Button>
        <Button variant="outline" className={cn(big, "border-2")} onClick={undo} disabled={!canUndo(stack)} data-testid="undo">
          <Undo2 aria-hidden="true" />
          {t("work.drawing.undo")}
        </Button>
        <Button variant="outline" className={cn(big, "border-2")} onClick={() => setConfirmClear(true)} data-testid="clear-drawing">
          <Trash2 aria-hidden="true" />
          {t("work.drawing.clear")}
        </Button>
      </div>

      <div
        className="relative w-full max-w-4xl overflow-hidden rounded-2xl border-4 bg-white"
        style={{ aspectRatio: `${DRAWING_SIZE.width} / ${DRAWING_SIZE.height}` }}
      >
        {chosenWorksheet ? (
          <img src={fileContentUrl(chosenWorksheet.fileId)} alt="" className="absolute inset-0 size-full object-contain" aria-hidden="true" />
        ) : null}
        <canvas
          ref={canvas}
          width={DRAWING_SIZE.width}
          height={DRAWING_SIZE.height}
          className={cn("absolute inset-0 size-full touch-none select-none", erasing ? "cursor-cell" : "cursor-crosshair")}
          // Without it a finger scrolls the page instead of drawing.
          style={{ touchAction: "none" }}
          role="img"
          aria-label={t("work.drawing.canvas")}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onContextMenu={(event) => event.preventDefault()}
          data-testid="drawing-canvas"
        />
      </div>

      <p className="flex items-center gap-2 text-lg font-semibold" role="status" data-testid="drawing-status" data-state={state}>
        {state === "saved" ? (
          <>
            <Check className="size-5" aria-hidden="true" /> {holding || stack.strokes.length > 0 ? t("work.save.saved") : t("work.drawing.start")}
          </>
        ) : state === "failed" ? (
          <>
            <CloudOff className="size-5" aria-hidden="true" /> {error ?? t("work.drawing.notSaved")}
          </>
        ) : (
          <>
            <Loader2 className="size-5 motion-safe:animate-spin" aria-hidden="true" /> {t("work.save.saving")}
          </>
        )}
      </p>
      {state === "failed" ? (
        <Button variant="outline" className={cn(big, "border-2")} onClick={() => void flush()} data-testid="drawing-retry">
          {t("work.drawing.tryAgain")}
        </Button>
      ) : null}

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        busy={false}
        title={t("work.drawing.clearTitle")}
        confirmLabel={t("work.drawing.clearConfirm")}
        destructive
        onConfirm={clear}
        bodyClassName="space-y-3 text-lg"
        data-testid="confirm-clear"
      >
        <p>{t("work.drawing.clearText")}</p>
      </ConfirmDialog>
    </div>
  );
}
