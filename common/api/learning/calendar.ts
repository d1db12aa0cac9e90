/** The calendar (docs/api/calendar.md): the calendar screens' read and the personal iCalendar feed. */
import { calendarAnswerSchema, calendarFeedCreatedSchema, calendarFeedStatusSchema } from "../../learning/calendar";
import { ROLES } from "../../roles";
import { calendarQuerySchema } from "../../schemas/learning/calendar";
import { FILE, PUBLIC, defineContract, ok, succeeded } from "../contract";

/** The events of a range of school days the signed-in person may see, and what they may filter by. */
export const calendarEvents = defineContract({
  method: "GET",
  path: "/api/calendar",
  roles: ROLES,
  query: calendarQuerySchema,
  output: ok(calendarAnswerSchema),
});

/** Whether the signed-in person has a personal feed. */
export const calendarFeed = defineContract({
  method: "GET",
  path: "/api/calendar/feed",
  roles: ROLES,
  output: ok(calendarFeedStatusSchema),
});

/** Makes the personal feed's secret address, shown once. */
export const createCalendarFeed = defineContract({
  method: "POST",
  path: "/api/calendar/feed",
  roles: ROLES,
  output: ok(calendarFeedCreatedSchema),
  status: 201,
});

/** Revokes the personal feed. */
export const revokeCalendarFeed = defineContract({
  method: "DELETE",
  path: "/api/calendar/feed",
  roles: ROLES,
  output: succeeded,
});

/** The feed itself, `<token>.ics`, for calendar apps, which have no session (the token is the secret). */
export const calendarFeedFile = defineContract({
  method: "GET",
  path: "/api/calendar/feed/:file",
  roles: PUBLIC,
  output: FILE,
});
