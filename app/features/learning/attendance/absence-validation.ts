/** The absence form's validation, downloaded on demand (app/lib/resolver-on-demand.ts): zod and the schema. */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { absenceReportSchema, type AbsenceReportInput } from "#common/schemas/learning/attendance";

/** The report's rules as of the school's `today` (no day before it, at most the days ahead the school allows). */
export function absenceResolver(today: string): Resolver<AbsenceReportInput> {
  return zodResolver(absenceReportSchema(today) as never) as unknown as Resolver<AbsenceReportInput>;
}
