/**
 * The move to the next school year (issue 36, "Next school year"; docs/api/admin-courses.md "Moving to the next
 * year"): the office's request and what a run (or its dry run) answers.
 */
import { z } from "zod";
import { text } from "../fields";

export const ROLLOVER_MESSAGES = {
  year: "Choose the school year to move to.",
  dryRun: "Say whether this is a dry run.",
  notFound: "We could not find that school year.",
  noCurrent: "There is no current school year to move from.",
  notAfter: "Choose a school year that starts after the current one ends.",
  archived: "That school year is archived.",
  noTerms: "Give the next school year its three terms first.",
  tooEarly: "The current school year has not ended yet: preview the move now, and make it after its last day.",
} as const;

/** POST /api/admin/courses/rollover. */
export const rolloverSchema = z
  .object({
    toYearId: text({ error: ROLLOVER_MESSAGES.year }).uuid(ROLLOVER_MESSAGES.year),
    dryRun: z.boolean({ error: ROLLOVER_MESSAGES.dryRun }),
  })
  .strict();
export type RolloverInput = z.infer<typeof rolloverSchema>;

/** One child's move: to the next grade and its classes, or out of the school as a graduate. */
export const rolloverMoveSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  fromGrade: z.string(),
  /** The next grade ("K" to "6"), or null for a child who finishes grade 6 and graduates. */
  toGrade: z.string().nullable(),
  classes: z.array(z.string()),
  /** Classes the child would have gone to but that are full. */
  notPlaced: z.array(z.string()),
});
export type RolloverMove = z.infer<typeof rolloverMoveSchema>;

/** A class of the next year and how many children it would hold against its limit. */
export const rolloverClassSchema = z.object({ name: z.string(), grade: z.string(), children: z.number().int(), capacity: z.number().int() });
export type RolloverClass = z.infer<typeof rolloverClassSchema>;

export const rolloverResultSchema = z.object({
  dryRun: z.boolean(),
  fromYear: z.string(),
  toYear: z.string(),
  /** Classes copied from this year into the next (with their staff and timetable). */
  classesCopied: z.number().int(),
  moves: z.array(rolloverMoveSchema),
  graduates: z.number().int(),
  /** Every class of the next year, with the children it would hold. */
  classes: z.array(rolloverClassSchema),
  /** The classes a child could not be placed in because they are full. */
  overLimit: z.array(z.string()),
});
export type RolloverResult = z.infer<typeof rolloverResultSchema>;
