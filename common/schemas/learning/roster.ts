/**
 * The OneRoster 1.2 CSV roster import and export (docs/api/roster.md): the import's query and the
 * report both sides read. The server parses the query with this schema; the panel
 * (app/features/admin/roster) shows the report.
 */
import { z } from "zod";
import { text } from "../fields";

export const DRY_RUN_VALUES = ["true", "false"] as const;

/** `POST /api/admin/roster/import?dryRun=`: a check that writes nothing unless `dryRun=false`. */
export const rosterImportQuerySchema = z.object({
  dryRun: text({ error: "dryRun must be true or false" })
    .pipe(z.enum(DRY_RUN_VALUES, { error: "dryRun must be true or false" }))
    .optional(),
});

/** What the import does with one row. */
export const ROSTER_OUTCOMES = ["create", "update", "unchanged", "skip", "refuse"] as const;
export type RosterOutcome = (typeof ROSTER_OUTCOMES)[number];

export const ROSTER_OUTCOME_LABELS: Record<RosterOutcome, string> = {
  create: "Create",
  update: "Update",
  unchanged: "Unchanged",
  skip: "Skip",
  refuse: "Refused",
};

/** One row of one file and what becomes of it. `reason` says why a row is refused or skipped (or a note). */
export const rosterRowSchema = z.object({
  file: z.string(),
  /** The line in the file (the header is line 1). */
  line: z.number(),
  sourcedId: z.string(),
  outcome: z.enum(ROSTER_OUTCOMES),
  /** What the row is, in our words: "Student Ava Lopez (Grade 3)". */
  what: z.string(),
  reason: z.string().optional(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterCountsSchema = z.object({
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  skip: z.number(),
  refuse: z.number(),
}) satisfies z.ZodType<Record<RosterOutcome, number>>;
export type RosterCounts = z.infer<typeof rosterCountsSchema>;

export const rosterFileSummarySchema = rosterCountsSchema.extend({ file: z.string() });
export type RosterFileSummary = z.infer<typeof rosterFileSummarySchema>;

export const rosterReportSchema = z.object({
  /** True for a check: nothing was written. */
  dryRun: z.boolean(),
  /** Per file, in the order the import reads them. */
  files: z.array(rosterFileSummarySchema),
  totals: rosterCountsSchema,
  /** Every row that is created, updated, skipped or refused (unchanged rows are only counted). */
  rows: z.array(rosterRowSchema),
  durationMs: z.number(),
});
export type RosterReport = z.infer<typeof rosterReportSchema>;

export const ROSTER_LIMITS = {
  /** Largest file, and largest CSV inside a zip, in bytes. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Most data rows in one CSV file. */
  maxRows: 50_000,
  /** Most files in one upload (the CSV files one by one). */
  maxFiles: 12,
} as const;
