/**
 * The page's live events (GET /api/events, docs/api/messages.md "Live events"): one EventSource per
 * tab, opened while someone is signed in and at least one screen listens, closed when the last one
 * stops listening or the person signs out. Any feature listens with `useLiveEvent(type, handler)`;
 * events are nudges carrying ids (a new message, a withdrawal, a read, `notifications`), so a handler
 * refetches what it shows. The browser reconnects by itself, sending Last-Event-ID, and the server
 * first sends what the page missed; a `resync` (too much missed) or a reconnect (`ready` after an
 * error) reaches every listener of `*`.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { href } from "#common/api/contract";
import { liveEvents } from "#common/api/events";
import { useUser } from "./auth";

export const LIVE_EVENTS_URL = href(liveEvents);

export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

type Handler = (event: LiveEvent) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let listeners = 0;
let signedIn = false;
let hadError = false;

function dispatch(event: LiveEvent) {
  for (const handler of [...(handlers.get(event.type) ?? []), ...(handlers.get("*") ?? [])]) {
    try {
      handler(event);
    } catch {
      // One screen's failure never stops the others hearing the event.
    }
  }
}

function open() {
  if (source || !signedIn || listeners === 0 || typeof EventSource === "undefined") return;
  source = new EventSource(LIVE_EVENTS_URL, { withCredentials: true });
  source.onmessage = (message) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(message.data as string) as LiveEvent;
    } catch {
      return;
    }
    if (typeof event?.type !== "string") return;
    // After a dropped connection, `ready` means: read again what you show (the counts may have moved).
    if (event.type === "ready" && hadError) {
      hadError = false;
      dispatch({ type: "resync" });
    }
    dispatch(event);
  };
  source.onerror = () => {
    hadError = true;
    // Closed for good (the session ended: 401): stop; a later sign-in opens a new one.
    if (source?.readyState === EventSource.CLOSED) {
      source = null;
    }
  };
}

function close() {
  source?.close();
  source = null;
}

function sync() {
  if (signedIn && listeners > 0) open();
  else close();
}

/** Calls `handler` for every live event of `type` ("*" for all) while the component is mounted. */
export function useLiveEvent(type: string, handler: Handler) {
  const user = useUser();
  const latest = useRef(handler);
  // Kept after each commit (a ref does not change during render); events arrive later.
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const isSignedIn = Boolean(user.data);

  useEffect(() => {
    signedIn = isSignedIn;
    sync();
  }, [isSignedIn]);

  useEffect(() => {
    const call: Handler = (event) => latest.current(event);
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    set.add(call);
    listeners += 1;
    sync();
    return () => {
      set.delete(call);
      listeners -= 1;
      sync();
    };
  }, [type]);
}
