/**
 * The time a screen renders at. A page rendered on the server (docs/decisions/0029) is rendered at
 * the server's time of the request, which it names on the html element; while it hydrates, every
 * screen renders at that same time (the server snapshot), so the HTML and the browser's first render
 * agree whatever the browser's clock says; then the screens follow the browser's clock, renewed
 * every 30 s, for what opens and closes with the clock (a live class's door).
 *
 * A page that hydrates less than one renewal after it was rendered keeps its render time until that
 * renewal is due: moving to the browser's clock at once re-rendered every screen that reads the time
 * in one task right after hydrating (up to 60 ms on a phone, the page's longest), to show what the
 * next renewal would have shown anyway.
 */
import { useSyncExternalStore } from "react";
import { serverRender } from "./server-render";

/** The html element's attribute naming the time (ms since the epoch) a rendered page was rendered at. */
export const RENDERED_AT_ATTRIBUTE = "data-rendered-at";

const RENEW_MS = 30_000;

/** When this page's HTML was rendered, read before it hydrates; undefined for a page rendered in the browser. */
const renderedAtLoad = (() => {
  if (typeof document === "undefined") return undefined;
  const at = Number(document.documentElement.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isFinite(at) && at > 0 ? at : undefined;
})();

/**
 * Until when (the browser's clock, ms) a page rendered at `renderedAt` keeps its render time when it
 * loads at `now`: one renewal after it was rendered, or 0 (not at all) when that is past or the two
 * clocks disagree by more (see the module's comment).
 */
export function renderTimeKeptUntil(renderedAt: number | undefined, now: number): number {
  if (renderedAt === undefined) return 0;
  const apart = Math.abs(now - renderedAt);
  return apart < RENEW_MS ? now + RENEW_MS - apart : 0;
}

const keptUntil = typeof window === "undefined" ? 0 : renderTimeKeptUntil(renderedAtLoad, Date.now());

let browserNow = typeof window === "undefined" ? 0 : keptUntil ? renderedAtLoad! : Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let keeping: ReturnType<typeof setTimeout> | undefined;

function renew() {
  browserNow = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (Date.now() < keptUntil) {
    keeping ??= setTimeout(renew, keptUntil - Date.now());
  } else {
    // A screen that comes into view reads the clock as it is now, not as the last renewal left it.
    browserNow = Date.now();
  }
  timer ??= setInterval(renew, RENEW_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function timeOfRender(): number {
  return serverRender()?.renderedAt ?? renderedAtLoad ?? browserNow;
}

/** The current time as the screen renders it (see the module's comment). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => browserNow, timeOfRender);
}
