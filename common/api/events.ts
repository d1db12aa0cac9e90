/** The page's live events (docs/api/messages.md, "Live events"). */
import { ROLES } from "../roles";
import { defineContract, FILE } from "./contract";

/**
 * The signed-in person's server-sent event stream (an EventSource opens `href(liveEvents)`); a
 * reconnect sends Last-Event-ID (or `?lastEventId=`, read by the route itself).
 */
export const liveEvents = defineContract({
  method: "GET",
  path: "/api/events",
  roles: ROLES,
  output: FILE,
});
