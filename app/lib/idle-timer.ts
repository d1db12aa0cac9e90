/**
 * Inactivity sign-out (docs/product.md section 9: the session timeout is an inactivity logout). The server
 * ends an idle session anyway; the browser signs the user out at the same moment so a shared
 * family computer does not keep showing a child's or a parent's pages.
 *
 * Activity in any tab of the site counts: the time of the latest activity is shared through
 * localStorage, and a tab only signs out when no tab has seen activity for the whole timeout.
 */

/** Where the time of the latest activity is shared between tabs. */
export interface ActivityStore {
  read(): number | null;
  write(at: number): void;
}

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  now?: () => number;
  store?: ActivityStore;
  /** Activity is written to the shared store at most this often (pointer moves come in floods). */
  shareEveryMs?: number;
}

export interface IdleTimer {
  /** Something the user did in this tab. */
  activity(): void;
  /** Checks now (after the tab comes back from the background or the computer wakes up). */
  check(): void;
  stop(): void;
}

export const ACTIVITY_STORAGE_KEY = "brightpath:last-activity";

/** The DOM events that count as activity: pointer, keys, scroll and touch. */
export const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "scroll", "touchstart"] as const;

const memoryStore = (): ActivityStore => {
  let value: number | null = null;
  return { read: () => value, write: (at) => (value = at) };
};

/** The browser's localStorage (which can be refused, in private modes): the tab's memory then. */
export function localActivityStore(storage: Storage | undefined = globalThis.localStorage): ActivityStore {
  if (!storage) return memoryStore();
  return {
    read() {
      try {
        const value = Number(storage.getItem(ACTIVITY_STORAGE_KEY));
        return Number.isFinite(value) && value > 0 ? value : null;
      } catch {
        return null;
      }
    },
    write(at) {
      try {
        storage.setItem(ACTIVITY_STORAGE_KEY, String(at));
      } catch {
        // Storage full or refused: this tab still keeps its own time.
      }
    },
  };
}

export function createIdleTimer({ timeoutMs, onIdle, now = Date.now, store = memoryStore(), shareEveryMs = 5000 }: IdleTimerOptions): IdleTimer {
  let last = now();
  let shared = last;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  store.write(last);

  // Another tab's time counts only when it is no later than now (a clock never runs backwards here).
  const latestActivity = () => {
    const other = store.read();
    return other !== null && other <= now() ? Math.max(last, other) : last;
  };

  const schedule = () => {
    clearTimeout(timer);
    const wait = latestActivity() + timeoutMs - now();
    timer = setTimeout(check, Math.max(0, wait));
  };

  function check() {
    if (stopped) return;
    if (now() - latestActivity() >= timeoutMs) {
      stop();
      onIdle();
    } else {
      schedule();
    }
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
  }

  function activity() {
    if (stopped) return;
    last = now();
    if (last - shared >= shareEveryMs) {
      shared = last;
      store.write(last);
    }
    // No new timer: when the current one fires it looks at the latest activity and waits again.
  }

  schedule();
  return { activity, check, stop };
}

/** Feeds a timer the page's activity events; returns the function that stops listening. */
export function watchActivity(timer: IdleTimer, target: Window = window): () => void {
  const onActivity = () => timer.activity();
  const onVisible = () => {
    if (target.document.visibilityState === "visible") timer.check();
  };
  const options = { passive: true, capture: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, options);
  target.document.addEventListener("visibilitychange", onVisible);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, options);
    target.document.removeEventListener("visibilitychange", onVisible);
  };
}
