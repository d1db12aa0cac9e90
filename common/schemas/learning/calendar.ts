/**
 * GET /api/calendar's query (docs/api/calendar.md): a range of school days, at most
 * MAX_CALENDAR_RANGE_DAYS long, and optional filters by child, class or grade. Ids the viewer may not
 * see are refused by the access module (404), not here.
 */
import { z } from "zod";
import { CALENDAR_RANGE_TOO_LONG, MAX_CALENDAR_RANGE_DAYS, rangeLength } from "../../learning/calendar";
import { APPLICATION_GRADE_VALUES } from "../../grades";
import { text } from "../fields";
import { DATE_RANGE_MESSAGES, optionalDate, optionalQuery, orderedDateRange } from "../paging";
import { isUuid } from "../../ids";

export const CALENDAR_ID_MESSAGES = {
  student: "Please choose a child from the list.",
  class: "Please choose a class from the list.",
  grade: "Please choose a grade from the list.",
  required: "Please give both a start and an end date.",
} as const;

const optionalId = (message: string) =>
  optionalQuery(
    text({ error: message })
      .trim()
      .refine((value) => isUuid(value), message),
  );

export const calendarQuerySchema = z
  .object({
    from: optionalDate(),
    to: optionalDate(),
    studentId: optionalId(CALENDAR_ID_MESSAGES.student),
    classId: optionalId(CALENDAR_ID_MESSAGES.class),
    grade: optionalQuery(z.enum(APPLICATION_GRADE_VALUES, { error: CALENDAR_ID_MESSAGES.grade })),
  })
  .superRefine(orderedDateRange)
  .superRefine((value, ctx) => {
    if (value.from === undefined) ctx.addIssue({ code: "custom", path: ["from"], message: CALENDAR_ID_MESSAGES.required });
    if (value.to === undefined) ctx.addIssue({ code: "custom", path: ["to"], message: CALENDAR_ID_MESSAGES.required });
    if (value.from !== undefined && value.to !== undefined && rangeLength(value.from, value.to) > MAX_CALENDAR_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["to"], message: CALENDAR_RANGE_TOO_LONG });
    }
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export { DATE_RANGE_MESSAGES };
