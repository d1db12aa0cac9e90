/**
 * The pure parts of drawing and photo answers (issue 34; app/features/learning/work/answer-pictures.ts):
 * the drawing's strokes with undo, the pad's screen-to-drawing coordinates at any screen width, a
 * pen's pressure, and the size a photo is made before it is sent.
 */
import { describe, expect, it } from "vitest";
import { DRAWING_SIZE, PHOTO_MAX_SIDE } from "#common/learning/files";
import {
  canUndo,
  emptyStack,
  fitWithin,
  pressureFactor,
  pushStroke,
  toDrawingPoint,
  undoStroke,
  type Stroke,
} from "../../app/features/learning/work/answer-pictures";

const stroke = (color: string, erase = false): Stroke => ({ color, width: 14, erase, points: [{ x: 1, y: 2, pressure: 1 }] });

describe("the drawing's strokes", () => {
  it("undoes the last stroke first, one at a time, down to nothing", () => {
    let stack = emptyStack();
    expect(canUndo(stack)).toBe(false);
    stack = pushStroke(stack, stroke("red"));
    stack = pushStroke(stack, stroke("blue"));
    stack = pushStroke(stack, stroke("white", true));
    expect(stack.strokes.map((s) => s.color)).toEqual(["red", "blue", "white"]);
    stack = undoStroke(stack);
    expect(stack.strokes.map((s) => s.color)).toEqual(["red", "blue"]);
    stack = undoStroke(undoStroke(stack));
    expect(stack.strokes).toEqual([]);
    expect(canUndo(stack)).toBe(false);
    // Nothing left: undo changes nothing.
    expect(undoStroke(stack)).toBe(stack);
  });

  it("leaves the stack it was given as it was (the screen keeps the older one for a redraw)", () => {
    const one = pushStroke(emptyStack(), stroke("red"));
    const two = pushStroke(one, stroke("green"));
    undoStroke(two);
    expect(one.strokes).toHaveLength(1);
    expect(two.strokes).toHaveLength(2);
  });
});

describe("the pad's coordinates", () => {
  it("maps a touch on a 375 px phone and a click on a laptop to the same drawing pixels", () => {
    const phone = { left: 16, top: 300, width: 343, height: (343 * 3) / 4 };
    const laptop = { left: 200, top: 100, width: 896, height: 672 };
    expect(toDrawingPoint({ x: 16 + 343 / 2, y: 300 + phone.height / 2 }, phone, DRAWING_SIZE)).toEqual({ x: 512, y: 384 });
    expect(toDrawingPoint({ x: 200 + 448, y: 100 + 336 }, laptop, DRAWING_SIZE)).toEqual({ x: 512, y: 384 });
    expect(toDrawingPoint({ x: 16 + 343, y: 300 + phone.height }, phone, DRAWING_SIZE)).toEqual({ x: 1024, y: 768 });
  });

  it("keeps a line that runs off the edge on the drawing", () => {
    const rect = { left: 0, top: 0, width: 512, height: 384 };
    expect(toDrawingPoint({ x: -40, y: 900 }, rect, DRAWING_SIZE)).toEqual({ x: 0, y: 768 });
    expect(toDrawingPoint({ x: 10, y: 10 }, { ...rect, width: 0 }, DRAWING_SIZE)).toEqual({ x: 0, y: 0 });
  });

  it("thickens a pen's line with its pressure, and leaves a finger's or a mouse's as chosen", () => {
    expect(pressureFactor(0.5, "mouse")).toBe(1);
    expect(pressureFactor(0.5, "touch")).toBe(1);
    expect(pressureFactor(0, "pen")).toBe(1);
    expect(pressureFactor(0.1, "pen")).toBeCloseTo(0.6);
    expect(pressureFactor(1, "pen")).toBe(1.5);
    expect(pressureFactor(3, "pen")).toBe(1.5);
  });
});

describe("a photo's size before it is sent", () => {
  it("makes a phone's photo at most PHOTO_MAX_SIDE on its longer side, keeping its shape", () => {
    expect(fitWithin(5712, 4284, PHOTO_MAX_SIDE)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(4284, 5712, PHOTO_MAX_SIDE)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(8160, 6120, PHOTO_MAX_SIDE)).toEqual({ width: 2048, height: 1536 });
  });

  it("never makes a small photo larger, and gives whole pixels", () => {
    expect(fitWithin(1280, 720, PHOTO_MAX_SIDE)).toEqual({ width: 1280, height: 720 });
    expect(fitWithin(3000, 1, PHOTO_MAX_SIDE)).toEqual({ width: 2048, height: 1 });
    expect(fitWithin(4001, 3001, PHOTO_MAX_SIDE)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(0, 100, PHOTO_MAX_SIDE)).toEqual({ width: 0, height: 0 });
  });
});
