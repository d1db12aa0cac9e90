/**
 * Timings taken by the page itself: when an element showing a text first appears, when it goes, and
 * when the address first changes (performance.now(), in the page). A test that waits for those
 * moments with playwright and reads Date.now() measures its own polling too, which on a loaded
 * machine adds hundreds of milliseconds; these figures do not.
 */
import type { Page } from "playwright-core";

export interface PresenceTimes {
  shown?: number;
  gone?: number;
  moved?: number;
}

declare global {
  interface Window {
    __presence?: Record<string, PresenceTimes>;
  }
}

/** Starts watching; the returned function reads the times so far. The page must not be reloaded in between. */
export async function watchPresence(page: Page, selector: string, text: string): Promise<() => Promise<PresenceTimes>> {
  await page.evaluate(
    ({ selector, text }) => {
      const all = (window.__presence ??= {});
      const times: PresenceTimes = (all[text] = {});
      const startPath = location.pathname;
      const check = () => {
        const now = performance.now();
        const present = Array.from(document.querySelectorAll(selector)).some((el) => el.textContent?.includes(text));
        if (present && times.shown === undefined) times.shown = now;
        else if (!present && times.shown !== undefined && times.gone === undefined) times.gone = now;
        if (times.moved === undefined && location.pathname !== startPath) times.moved = now;
      };
      new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
      check();
    },
    { selector, text },
  );
  return () => page.evaluate((text) => window.__presence![text]!, text);
}
