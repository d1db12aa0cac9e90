/**
 * How a whiteboard stroke looks (issue 35), the same on the pages and in the saved picture: its
 * points are turned into a smooth filled outline by perfect-freehand and written as an SVG path. The
 * board stays white with dark strokes in both themes, for contrast.
 */
import { getStroke } from "perfect-freehand";
import type { LiveBoardColour, LiveBoardSize } from "../schemas/learning/live";

/** The board's shape (width / height); coordinates are 0..1 of each side. */
export const BOARD_ASPECT = 4 / 3;

export const BOARD_COLOUR_HEX: Record<LiveBoardColour, string> = {
  black: "#1a1a1a",
  blue: "#1d4ed8",
  red: "#b91c1c",
  green: "#15803d",
  orange: "#c2410c",
  purple: "#7e22ce",
};

/** A stroke's width as a share of the board's width. */
export const BOARD_SIZE_SHARE: Record<LiveBoardSize, number> = { small: 0.004, medium: 0.009, large: 0.02 };

/** Rounds a coordinate to what a board of a few thousand pixels can show (keeps strokes and messages small). */
export const roundBoardCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

const average = (a: number, b: number) => (a + b) / 2;

/** The outline polygon as a closed SVG path of quadratic curves (perfect-freehand's documented way). */
function pathOfOutline(outline: number[][]): string {
  const n = outline.length;
  if (n < 4) return "";
  let a = outline[0]!;
  let b = outline[1]!;
  const c = outline[2]!;
  let d = `M${a[0]!.toFixed(2)},${a[1]!.toFixed(2)} Q${b[0]!.toFixed(2)},${b[1]!.toFixed(2)} ${average(b[0]!, c[0]!).toFixed(2)},${average(b[1]!, c[1]!).toFixed(2)} T`;
  for (let i = 2; i < n - 1; i++) {
    a = outline[i]!;
    b = outline[i + 1]!;
    d += `${average(a[0]!, b[0]!).toFixed(2)},${average(a[1]!, b[1]!).toFixed(2)} `;
  }
  return `${d}Z`;
}

/**
 * The SVG path of a stroke on a board `width` pixels wide (height width / BOARD_ASPECT). A stroke
 * drawn with a pen carries its pressure; a finger's or a mouse's has it simulated from the speed.
 */
export function strokePath(points: readonly (readonly number[])[], size: LiveBoardSize, width: number): string {
  const height = width / BOARD_ASPECT;
  const withPressure = points.every((p) => p.length === 3);
  const scaled = points.map((p) => (p.length === 3 ? [p[0]! * width, p[1]! * height, p[2]!] : [p[0]! * width, p[1]! * height]));
  const outline = getStroke(scaled, {
    size: BOARD_SIZE_SHARE[size] * width,
    thinning: 0.5,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: !withPressure,
    last: true,
  });
  return pathOfOutline(outline);
}
