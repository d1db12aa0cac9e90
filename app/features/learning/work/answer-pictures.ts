/**
 * The pure parts of drawing and photo answers (drawing-pad.tsx, photo-answer.tsx), kept apart so
 * they can be tested without a browser: the drawing's strokes with undo, the pad's screen-to-drawing
 * coordinates, and the size a photo is made before it is sent.
 */

/** A point of a stroke in the drawing's own pixels (DRAWING_SIZE), with the pen's pressure (0.5 for a mouse or a finger). */
export interface StrokePoint {
  x: number;
  y: number;
  pressure: number;
}

export interface Stroke {
  /** A CSS colour; ignored by the eraser. */
  color: string;
  /** The line's width in the drawing's pixels. */
  width: number;
  erase: boolean;
  points: StrokePoint[];
}

/** The strokes drawn since the pad started (or was cleared), oldest first; undo takes the last one off. */
export interface StrokeStack {
  strokes: readonly Stroke[];
}

export const emptyStack = (): StrokeStack => ({ strokes: [] });

export function pushStroke(stack: StrokeStack, stroke: Stroke): StrokeStack {
  return { strokes: [...stack.strokes, stroke] };
}

export function undoStroke(stack: StrokeStack): StrokeStack {
  return stack.strokes.length === 0 ? stack : { strokes: stack.strokes.slice(0, -1) };
}

export const canUndo = (stack: StrokeStack) => stack.strokes.length > 0;

/** A point on the screen (clientX/Y) in the drawing's pixels, for a canvas shown at `rect` (it scales to the screen's width). */
export function toDrawingPoint(
  client: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number },
): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: clamp(((client.x - rect.left) * size.width) / rect.width, size.width),
    y: clamp(((client.y - rect.top) * size.height) / rect.height, size.height),
  };
}

/** A pen's pressure as Pointer Events give it (0 for "unknown" on some devices) made a line-width factor between 0.5 and 1.5. */
export function pressureFactor(pressure: number, pointerType: string): number {
  if (pointerType !== "pen" || !(pressure > 0)) return 1;
  return 0.5 + Math.min(1, pressure);
}

/**
 * The size a photo is made before it is sent: its longer side at most `maxSide`, the shape kept,
 * never made larger; whole pixels, at least 1.
 */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
