/**
 * A billing run (issue 36): one period's invoices for every family of a school year, drafted by
 * common/billing/invoices.ts `buildInvoice` from each family's year (./family-year.ts).
 *
 * The run is one transaction holding the year's numbering (./numbering.ts): families are made for the
 * children who have none, each family's invoice is drafted and, unless the family already has that
 * period's invoice, written with the next number. A dry run does exactly the same and then rolls the
 * transaction back, so its figures are the real run's and it leaves no invoice and no number behind. The
 * families are made first, in a transaction of their own, by a dry run too: the office chooses a new
 * family's plan on the preview, before its first invoice.
 * Running a period again issues nothing new: a family's invoice for a period is issued once.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { buildInvoice, type InvoiceDraft, type InvoiceLine } from "#common/billing/invoices";
import type { BillingRunInput, InvoicePeriod, PlanChange } from "#common/schemas/billing";
import type { StaffAction } from "../actor";
import { recordAudit } from "../audit";
import type { Tx } from "../db/client";
import { billingFamilies, invoiceLines, invoices, schoolYears } from "../db/schema";
import { notFound } from "../domain-errors";
import { currentYearInvoiced, ensureBillingFamilies } from "./families";
import { readFamilyYears, type BilledFamily, type SchoolYearRow } from "./family-year";
import { readInvoices, type StoredInvoice } from "./invoices-read";
import { lockYearNumbers, nextInvoiceNumber } from "./numbering";
import { billingPeriodOf, schoolToday } from "./periods";
import { NO_CURRENT_YEAR, YEAR_NOT_FOUND } from "./refusals";

export type RunOutcome = "issue" | "issued" | "already-issued" | "not-billed";

export interface RunFamily {
  familyId: string;
  familyName: string;
  plan: BilledFamily["plan"];
  outcome: RunOutcome;
  number: string | null;
  lines: InvoiceLine[];
  totalCents: number;
}

export interface RunResult {
  schoolYearId: string;
  schoolYear: string;
  period: InvoicePeriod;
  dryRun: boolean;
  families: RunFamily[];
  invoiceCount: number;
  totalCents: number;
}

/** A run's answer: each family also says whether its plan may change now (`setFamilyPlan`). */
export interface RunAnswer extends Omit<RunResult, "families"> {
  families: (RunFamily & { planChange: PlanChange })[];
}

/** Carries a dry run's result out of the transaction it rolls back. */
class DryRunRollback extends Error {
  constructor(readonly result: RunResult) {
    super("dry run");
  }
}

export async function runBilling(action: StaffAction, input: BillingRunInput): Promise<RunAnswer> {
  // Who is billed with whom is kept even by a dry run (no invoice, no number): so the office can choose a
  // new family's plan on the preview, before its first invoice.
  await action.db.transaction(async (tx) => {
    const made = await ensureBillingFamilies(tx);
    if (made > 0)
      await recordAudit(tx, action.actor, {
        action: "billing.families_made",
        targetId: "new-families",
        summary: `Grouped ${made} new billing famil${made === 1 ? "y" : "ies"} (children who share a guardian), on the term plan.`,
        detail: { families: made },
      });
  });
  return withPlanChanges(action.db, await runInTransaction(action, input));
}

async function runInTransaction({ db, actor, now }: StaffAction, input: BillingRunInput): Promise<RunResult> {
  const year = await schoolYearToBill(db, input.schoolYearId);
  try {
    return await db.transaction(async (tx) => {
      const result = await issueInvoices(tx, year, input, actor.id, schoolToday(now));
      if (input.dryRun) throw new DryRunRollback(asDryRun(result.run));
      if (result.run.invoiceCount > 0 || result.familiesMade > 0) {
        await recordAudit(tx, actor, {
          action: "billing.invoices_issued",
          targetId: year.name,
          summary: `Issued ${result.run.invoiceCount} ${input.period} invoice${result.run.invoiceCount === 1 ? "" : "s"} for ${year.name}.`,
          detail: { period: input.period, invoices: result.run.invoiceCount, totalCents: result.run.totalCents, familiesMade: result.familiesMade },
        });
      }
      return result.run;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result;
    throw error;
  }
}

/**
 * Each family's PLAN_CHANGES, read after the run's transaction: so a dry run's families made by the run are
 * unsaved and its invoices not counted, and a real run's invoices lock their families' plans.
 */
async function withPlanChanges(db: StaffAction["db"], run: RunResult): Promise<RunAnswer> {
  const ids = run.families.map((family) => family.familyId);
  const saved = ids.length
    ? new Set((await db.select({ id: billingFamilies.id }).from(billingFamilies).where(inArray(billingFamilies.id, ids))).map((row) => row.id))
    : new Set<string>();
  const invoiced = await currentYearInvoiced(db, ids);
  const planChange = (familyId: string): PlanChange => (!saved.has(familyId) ? "unsaved" : invoiced.has(familyId) ? "invoiced" : "allowed");
  return { ...run, families: run.families.map((family) => ({ ...family, planChange: planChange(family.familyId) })) };
}

/** What a run would do, without the numbers the rolled-back invoices took. */
function asDryRun(run: RunResult): RunResult {
  return {
    ...run,
    dryRun: true,
    families: run.families.map((row) => (row.outcome === "issued" ? { ...row, outcome: "issue", number: null } : row)),
  };
}

/** The year asked for, or the current one. */
async function schoolYearToBill(db: StaffAction["db"], schoolYearId: string | undefined): Promise<SchoolYearRow> {
  const [year] = await db
    .select({ id: schoolYears.id, name: schoolYears.name, startsOn: schoolYears.startsOn })
    .from(schoolYears)
    .where(schoolYearId ? eq(schoolYears.id, schoolYearId) : eq(schoolYears.isCurrent, true))
    .orderBy(desc(schoolYears.startsOn))
    .limit(1);
  if (!year) throw notFound(schoolYearId ? YEAR_NOT_FOUND : NO_CURRENT_YEAR);
  return year;
}

/**
 * Drafts (and writes) each family's invoice for the period; exported so a test can run it inside a
 * transaction of its own and roll that back.
 */
export async function issueInvoices(
  tx: Tx,
  year: SchoolYearRow,
  input: Pick<BillingRunInput, "period" | "issuedOn" | "dueOn">,
  createdBy: string | null,
  today: string,
): Promise<{ run: RunResult; familiesMade: number }> {
  await lockYearNumbers(tx, year.id);
  const familiesMade = await ensureBillingFamilies(tx);
  const families = await readFamilyYears(tx, year);
  const issuedBefore = await periodInvoices(tx, year.id, input.period, today);
  const period = billingPeriodOf(input.period);

  const rows: RunFamily[] = [];
  for (const family of families) {
    const base = { familyId: family.id, familyName: family.name, plan: family.plan };
    const existing = issuedBefore.get(family.id);
    if (existing) {
      rows.push({ ...base, outcome: "already-issued", number: existing.number, lines: existing.lines, totalCents: existing.totalCents });
      continue;
    }
    const draft = family.plan === period.plan ? buildInvoice(family.year, period) : null;
    if (!draft || draft.lines.length === 0) {
      rows.push({ ...base, outcome: "not-billed", number: null, lines: [], totalCents: 0 });
      continue;
    }
    const number = await writeInvoice(tx, year, family.id, input, draft, createdBy);
    rows.push({ ...base, outcome: "issued", number, lines: draft.lines, totalCents: draft.totalCents });
  }

  const issued = rows.filter((row) => row.outcome === "issued");
  return {
    run: {
      schoolYearId: year.id,
      schoolYear: year.name,
      period: input.period,
      dryRun: false,
      families: rows,
      invoiceCount: issued.length,
      totalCents: issued.reduce((sum, row) => sum + row.totalCents, 0),
    },
    familiesMade,
  };
}

/** The period's invoices already issued in the year, by family. */
async function periodInvoices(tx: Tx, schoolYearId: string, period: InvoicePeriod, today: string): Promise<Map<string, StoredInvoice>> {
  const found = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.schoolYearId, schoolYearId), eq(invoices.period, period)));
  const stored = await readInvoices(tx, { ids: found.map((row) => row.id) }, today);
  return new Map(stored.map((invoice) => [invoice.familyId, invoice]));
}

async function writeInvoice(
  tx: Tx,
  year: SchoolYearRow,
  familyId: string,
  input: Pick<BillingRunInput, "period" | "issuedOn" | "dueOn">,
  draft: InvoiceDraft,
  createdBy: string | null,
): Promise<string> {
  const number = await nextInvoiceNumber(tx, year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      billingFamilyId: familyId,
      schoolYearId: year.id,
      period: input.period,
      issuedOn: input.issuedOn,
      dueOn: input.dueOn,
      totalCents: draft.totalCents,
      createdBy,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    draft.lines.map((line, position) => ({
      invoiceId: invoice!.id,
      position,
      studentId: line.studentId,
      studentName: line.studentName,
      kind: line.kind,
      description: line.description,
      amountCents: line.amountCents,
    })),
  );
  return number;
}
