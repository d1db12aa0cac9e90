/**
 * The demo school's tuition (issue 36), billed and settled by the office's own code: the billing run of
 * server/billing/runs.ts (families, the tuition rules, the numbers) and the payments of server/billing/settle.ts.
 *
 * - Term 1: every family's invoice, issued on the first day of the year and due a month later (yesterday if
 *   the year is younger). Most families paid in full (every fifth in two payments); one paid half and one
 *   paid nothing, and both are overdue.
 * - Term 2: issued ahead of the term (today, or on its first day if that has passed) and due two weeks from
 *   today, so it is still to pay: the Nakamuras paid half (partly paid), one family paid it already.
 *
 * The Nakamuras' Spanish-speaking mother, giselle.nakamura, has two children at the school: her invoices
 * name both, with the sibling discount. A school of another size or seed has no Nakamuras; the rest holds.
 *
 * Written by scripts/seed-demo.ts after the school itself, so the demo that tests seed (seedDemoSchool)
 * has no invoices and a test bills it itself.
 */
import { addDays, compareCalendarDates, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import type { InvoicePeriod } from "#common/schemas/billing";
import type { Actor } from "../../server/actor";
import type { Db } from "../../server/db/client";
import { guardianInvoices } from "../../server/billing/family";
import { readInvoices } from "../../server/billing/invoices-read";
import { schoolToday } from "../../server/billing/periods";
import { runBilling } from "../../server/billing/runs";
import { recordPayment } from "../../server/billing/settle";
import type { DemoSeedResult } from "./write";

/** The demo's Spanish-speaking parent of two (README "Demo school"). */
const PARENT_OF_TWO = "giselle.nakamura";
/** Term 1 is due this many days after it is issued. */
const DAYS_TO_PAY = 30;
/** Term 2 is due this many days from today. */
const DAYS_LEFT_FOR_TERM_2 = 14;

export interface BillingDemoCounts {
  invoices: number;
  paid: number;
  partlyPaid: number;
  open: number;
  overdue: number;
}

const shifted = (day: string, days: number) => formatCalendarDate(addDays(parseCalendarDate(day)!, days));
const earlier = (a: string, b: string) => (compareCalendarDates(parseCalendarDate(a)!, parseCalendarDate(b)!) <= 0 ? a : b);
const later = (a: string, b: string) => (earlier(a, b) === a ? b : a);
const half = (cents: number) => Math.round(cents / 2);

export async function writeBillingDemo(db: Db, seeded: DemoSeedResult, now: Date): Promise<BillingDemoCounts> {
  const { plan } = seeded;
  const actor: Actor = {
    id: seeded.ids.get(plan.admin.key)!,
    username: plan.admin.username,
    role: "admin",
    ip: "127.0.0.1",
    log: { info: () => undefined },
  };
  const office = { db, actor, now };
  const today = schoolToday(now);
  const { startsOn, terms } = plan.calendar;

  /** Issues a period's invoices; answers their numbers and totals, in number order. */
  const bill = async (period: InvoicePeriod, issuedOn: string, dueOn: string) => {
    const run = await runBilling(office, { period, issuedOn, dueOn, dryRun: false });
    return run.families.flatMap((family) => (family.outcome === "issued" && family.number ? [{ number: family.number, total: family.totalCents }] : []));
  };
  const pay = (number: string, amountCents: number, receivedOn: string) =>
    recordPayment(office, number, { kind: "payment", amountCents, method: "bank-transfer", reference: number, receivedOn: earlier(receivedOn, today) });

  const parentOfTwo = plan.guardians.find((guardian) => guardian.username === PARENT_OF_TWO);
  /** The numbers of the Nakamuras' invoices so far. */
  const nakamuraInvoices = async () =>
    new Set(parentOfTwo ? (await guardianInvoices(db, seeded.ids.get(parentOfTwo.key)!, now)).map((invoice) => invoice.number) : []);

  // Term 1: paid, but for one family that paid half and the last one, which paid nothing.
  const term1 = await bill("term-1", startsOn, later(startsOn, earlier(shifted(startsOn, DAYS_TO_PAY), shifted(today, -1))));
  const nakamuras1 = await nakamuraInvoices();
  const others1 = term1.filter((invoice) => !nakamuras1.has(invoice.number)).map((invoice) => invoice.number);
  const paidHalf = others1[0];
  const paidNothing = others1.at(-1);
  for (const [index, { number, total }] of term1.entries()) {
    if (number === paidNothing) continue;
    if (number === paidHalf) await pay(number, half(total), shifted(startsOn, 12));
    else if (index % 5 === 2) {
      await pay(number, half(total), shifted(startsOn, 5));
      await pay(number, total - half(total), shifted(startsOn, 21));
    } else await pay(number, total, shifted(startsOn, 3 + (index % 14)));
  }

  // Term 2, still to pay: the Nakamuras paid half, the first other family all of it.
  const term2Start = terms[1]?.startsOn;
  if (term2Start) {
    const term2 = await bill("term-2", earlier(today, term2Start), shifted(today, DAYS_LEFT_FOR_TERM_2));
    const nakamuras2 = await nakamuraInvoices();
    const early = term2.find((invoice) => !nakamuras2.has(invoice.number));
    for (const { number, total } of term2) {
      if (nakamuras2.has(number)) await pay(number, half(total), today);
      else if (number === early?.number) await pay(number, total, today);
    }
  }

  const statuses = (await readInvoices(db, {}, today)).map((invoice) => invoice.status);
  const count = (status: (typeof statuses)[number]) => statuses.filter((s) => s === status).length;
  return { invoices: statuses.length, paid: count("paid"), partlyPaid: count("partly-paid"), open: count("open"), overdue: count("overdue") };
}
