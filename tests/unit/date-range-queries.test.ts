/**
 * The staff lists' From-To filters (tours, reports, the CSV export, applications, the audit log) share
 * one optional-date builder and one From <= To rule: an unparseable date is a 400 on its own field,
 * never a crash of the range check.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { applicationListQuerySchema } from "#common/schemas/admin-applications";
import { exportQuerySchema, reportsQuerySchema, toursQuerySchema } from "#common/schemas/admin-operations";
import { auditQuerySchema } from "#common/schemas/admin-people";
import { DATE_RANGE_MESSAGES } from "#common/schemas/paging";

const RANGES: [string, z.ZodType][] = [
  ["tours", toursQuerySchema],
  ["reports", reportsQuerySchema],
  ["CSV export", exportQuerySchema],
  ["applications", applicationListQuerySchema],
  ["audit log", auditQuerySchema],
];

function fieldErrors(schema: z.ZodType, query: Record<string, string>) {
  const result = schema.safeParse(query);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe.each(RANGES)("the %s date range", (_name, schema) => {
  it.each([
    ["from", { from: "2026-13-45", to: "2026-01-10" }],
    ["to", { from: "2026-01-10", to: "not-a-date" }],
    ["from", { from: "2026-02-30", to: "" }],
    ["to", { to: "10/01/2026" }],
  ])("refuses an unparseable date on %s with the date message (%j)", (field, query) => {
    expect(fieldErrors(schema, query)).toEqual({ [field]: DATE_RANGE_MESSAGES.date });
  });

  it("refuses two unparseable dates, each on its own field", () => {
    expect(fieldErrors(schema, { from: "yesterday", to: "tomorrow" })).toEqual({ from: DATE_RANGE_MESSAGES.date, to: DATE_RANGE_MESSAGES.date });
  });

  it("refuses From after To on To, and takes a one-day range, an open end and blanks", () => {
    expect(fieldErrors(schema, { from: "2026-03-02", to: "2026-03-01" })).toEqual({ to: DATE_RANGE_MESSAGES.range });
    expect(fieldErrors(schema, { from: "2026-03-01", to: "2026-03-01" })).toEqual({});
    expect(fieldErrors(schema, { from: "2026-03-01" })).toEqual({});
    expect(fieldErrors(schema, { from: "", to: " " })).toEqual({});
  });
});
