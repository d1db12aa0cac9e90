/**
 * Dragging the tiles of a sentence-building round (issue 34) with Pointer Events, beside tapping: a
 * press that moves less than DRAG_START stays a tap (the buttons' click), so the keyboard and screen
 * reader path is the tap path, untouched. The pure rules (where a drop lands, the strip after it) are
 * apart from the hook so they can be tested without a browser.
 */
import { useRef, useState, type PointerEvent, type RefObject } from "react";

/** Pixels a press must move before it becomes a drag: a child's tap wobbles a little. */
export const DRAG_START = 8;

export type TileRect = { left: number; right: number; top: number; bottom: number };

/**
 * Where a tile dropped at `point` goes among the strip's tiles (their rects in order, the dragged one
 * left out): before the first tile of the pointer's row whose middle is right of it, else after the
 * row. The strip wraps, so a tile lower down than the pointer starts the next row.
 */
export function dropIndex(point: { x: number; y: number }, rects: readonly TileRect[]): number {
  const index = rects.findIndex((r) => point.y < r.top || (point.y <= r.bottom && point.x < (r.left + r.right) / 2));
  return index === -1 ? rects.length : index;
}

/** The strip's tile ids with `id` put at `index` (counted without it), from the pool or from elsewhere in the strip. */
export function placeAt(order: readonly string[], id: string, index: number): string[] {
  const others = order.filter((o) => o !== id);
  return [...others.slice(0, index), id, ...others.slice(index)];
}

export type TileDrag = { id: string; from: "pool" | "strip"; dx: number; dy: number; over: number | null };
type Press = { id: string; from: TileDrag["from"]; pointerId: number; x: number; y: number; moved: boolean };

/**
 * A tile's pointer handlers, the drag under way (to draw the tile following the pointer and the drop
 * marker) and `wasDrag` for the tile's click, which follows a drag's pointerup and must not count as a tap.
 * `onDrop` gets the strip index under the pointer, or null when dropped outside the strip.
 */
export function useTileDrag({
  disabled,
  strip,
  onDrop,
}: {
  disabled: boolean;
  strip: RefObject<HTMLElement | null>;
  onDrop: (id: string, from: TileDrag["from"], index: number | null) => void;
}) {
  const [drag, setDrag] = useState<TileDrag | null>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);

  const indexUnder = (x: number, y: number, id: string): number | null => {
    const box = strip.current?.getBoundingClientRect();
    if (!box || x < box.left || x > box.right || y < box.top || y > box.bottom) return null;
    const tiles = strip.current!.querySelectorAll<HTMLElement>("[data-tile-id]");
    const rects = [...tiles].filter((tile) => tile.dataset.tileId !== id).map((tile) => tile.getBoundingClientRect());
    return dropIndex({ x, y }, rects);
  };

  const handlers = (id: string, from: TileDrag["from"]) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (disabled || !e.isPrimary || e.button !== 0) return;
      press.current = { id, from, pointerId: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
      dragged.current = false;
      // Captured, a drag that leaves the tile (or the strip) keeps coming to it.
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (!p || p.pointerId !== e.pointerId) return;
      const dx = e.clientX - p.x;
      const dy = e.clientY - p.y;
      if (!p.moved && Math.hypot(dx, dy) < DRAG_START) return;
      p.moved = true;
      setDrag({ id, from, dx, dy, over: indexUnder(e.clientX, e.clientY, id) });
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (!p || p.pointerId !== e.pointerId) return;
      press.current = null;
      setDrag(null);
      if (!p.moved) return;
      dragged.current = true;
      onDrop(id, from, indexUnder(e.clientX, e.clientY, id));
    },
    onPointerCancel: () => {
      press.current = null;
      setDrag(null);
    },
  });

  /** True once for the click that ends a drag (the tap handler then does nothing); never for a key's click (detail 0). */
  const wasDrag = (click: { detail: number }) => {
    if (click.detail === 0) return false;
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { drag, handlers, wasDrag };
}
