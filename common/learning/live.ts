/**
 * Live classes (issue 18): when a session's room is open, and what the page says. Pure, shared by
 * the server (which enforces it) and the page (which explains it).
 */

/** A session's page opens this long before it starts and closes at its end. */
export const LIVE_OPENS_BEFORE_MS = 10 * 60 * 1000;

export const LIVE_WINDOWS = ["before", "open", "over"] as const;
export type LiveWindow = (typeof LIVE_WINDOWS)[number];

export function liveOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - LIVE_OPENS_BEFORE_MS);
}

/** Whether the session's room may be reached at `now`: from 10 minutes before the start to the end. */
export function liveWindow(startsAt: Date, endsAt: Date, now: Date): LiveWindow {
  if (now.getTime() < liveOpensAt(startsAt).getTime()) return "before";
  if (now.getTime() >= endsAt.getTime()) return "over";
  return "open";
}

/** The teacher may open the room this long before the start, to test it alone (children still come from 10 minutes before). */
export const LIVE_TEST_OPENS_BEFORE_MS = 60 * 60 * 1000;

/** When the teacher may first open the room for a test. */
export function liveTestOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - LIVE_TEST_OPENS_BEFORE_MS);
}

/** The session's window as its teacher meets it: open from an hour before (a test), to the end. */
export function liveHostWindow(startsAt: Date, endsAt: Date, now: Date): LiveWindow {
  if (now.getTime() < liveTestOpensAt(startsAt).getTime()) return "before";
  return liveWindow(startsAt, endsAt, now) === "over" ? "over" : "open";
}

/** A join token lives this long; it is used once. */
export const LIVE_TOKEN_TTL_MS = 2 * 60 * 1000;
export const LIVE_CHAT_MAX = 500;
